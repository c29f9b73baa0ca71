import { useState, type ReactNode } from 'react';
import { CircleCheck, CircleX, ExternalLink } from 'lucide-react';
import type { TLandingPageAnalysis } from '../../../domain/submissions';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime, humanizeIdentifier } from '../../lib/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm sm:font-normal">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

export function LandingPageCard({ analysis, url }: { analysis: TLandingPageAnalysis; url: string | null }) {
  const [screenshotFailed, setScreenshotFailed] = useState(false);
  return (
    <Card aria-labelledby="landing-page-heading">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="landing-page-heading">Landing Page Analysis</CardTitle>
          <Badge className={analysis.disclosureFound ? TONE_CLASSES.green : TONE_CLASSES.red}>
            {analysis.disclosureFound ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
            {analysis.disclosureFound ? 'Disclosure Found' : 'Missing Disclosure'}
          </Badge>
        </div>
        {url && <CardDescription className="break-all">{url}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3">
          <Row label="Disclosure found">{analysis.disclosureFound ? 'Yes' : 'No'}</Row>
          {analysis.disclosureText && (
            <Row label="Disclosure text">
              <q>{analysis.disclosureText}</q>
            </Row>
          )}
          {analysis.disclosureUrl && (
            <Row label="Disclosure URL">
              <a
                href={analysis.disclosureUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
              >
                {analysis.disclosureUrl}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Row>
          )}
          {analysis.disclosureLocation && <Row label="Location">{humanizeIdentifier(analysis.disclosureLocation)}</Row>}
          <Row label="Analyzed">
            <time dateTime={analysis.analyzedAt}>{formatDateTime(analysis.analyzedAt)}</time>
          </Row>
          {analysis.processingTimeMs !== null && (
            <Row label="Processing time">{analysis.processingTimeMs.toLocaleString('en-US')} ms</Row>
          )}
          {analysis.error && <Row label="Error">{analysis.error}</Row>}
        </dl>
        {analysis.screenshot &&
          (screenshotFailed ? (
            <p className="text-sm text-muted-foreground">The landing page screenshot could not be loaded.</p>
          ) : (
            <figure className="space-y-2">
              <a
                href={analysis.screenshot}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <img
                  src={analysis.screenshot}
                  alt="Screenshot of the landing page (opens in a new tab)"
                  loading="lazy"
                  onError={() => setScreenshotFailed(true)}
                  className="max-h-96 w-full rounded-lg object-cover object-top"
                />
              </a>
              <figcaption className="text-xs text-muted-foreground">Landing page screenshot taken during the analysis.</figcaption>
            </figure>
          ))}
      </CardContent>
    </Card>
  );
}
