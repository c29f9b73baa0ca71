import { Link } from 'react-router';
import { Download, FileImage, FileText, GitCompareArrows, LoaderCircle } from 'lucide-react';
import type { TAttachment, TSubmissionVersion } from '../../../domain/submissions';
import { RiskLabel } from '../../components/risk-label';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime, formatKilobytes } from '../../lib/format';

interface VersionsCardProps {
  submissionId: string;
  versions: TSubmissionVersion[];
  currentVersion: number;
  onDownload: (attachment: TAttachment, version: number) => void;
  downloadingId: string | undefined;
}

const compareHref = (submissionId: string, a: number, b: number) => `/submissions/${encodeURIComponent(submissionId)}/compare?a=${a}&b=${b}`;

/** Every version of the creative, newest first: when, by whom, its score and risk, its note and its files; each compared with the one before. */
export function VersionsCard({ submissionId, versions, currentVersion, onDownload, downloadingId }: VersionsCardProps) {
  const newestFirst = [...versions].reverse();
  return (
    <Card aria-labelledby="versions-heading">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="versions-heading">Versions ({versions.length})</CardTitle>
        {versions.length > 2 && (
          <Button asChild variant="outline" size="sm">
            <Link to={compareHref(submissionId, 1, currentVersion)}>
              <GitCompareArrows aria-hidden="true" />
              Compare v1 with v{currentVersion}
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" aria-label="Versions, newest first">
          {newestFirst.map((version) => (
            <li key={version.number} data-testid="version" className="rounded-lg border p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">v{version.number}</span>
                {version.number === currentVersion && <Badge variant="secondary">Current</Badge>}
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(version.createdAt)} · {version.createdByName ?? 'by email'}
                </span>
                <span className="ml-auto flex items-center gap-3 text-sm">
                  {version.analysis ? (
                    <>
                      <span className="font-semibold tabular-nums">{version.analysis.overallScore}/100</span>
                      <RiskLabel level={version.analysis.riskLevel} />
                    </>
                  ) : (
                    <span className="text-xs text-muted-foreground">Analysis pending</span>
                  )}
                </span>
              </div>
              {version.note && <p className="mt-2 text-sm break-words whitespace-pre-line">{version.note}</p>}
              {version.number > 1 && (
                <Button asChild variant="link" size="sm" className="mt-2">
                  <Link to={compareHref(submissionId, version.number - 1, version.number)}>
                    <GitCompareArrows aria-hidden="true" />
                    Compare with previous
                    <span className="sr-only">
                      : version {version.number} with version {version.number - 1}
                    </span>
                  </Link>
                </Button>
              )}
              <ul className="mt-2 space-y-1" aria-label={`Files of version ${version.number}`}>
                {version.files.map((file) => {
                  const Icon = file.mimeType.startsWith('image/') ? FileImage : FileText;
                  return (
                    <li key={file.id} className="flex items-center gap-2 text-sm">
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="min-w-0 flex-1 break-all">
                        {file.originalFilename}
                        <span className="text-xs text-muted-foreground"> · {formatKilobytes(file.size)}</span>
                      </span>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onDownload(file, version.number)}
                        disabled={downloadingId === file.id}
                      >
                        {downloadingId === file.id ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
                        <span className="sr-only">
                          Download {file.originalFilename} of version {version.number}
                        </span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
