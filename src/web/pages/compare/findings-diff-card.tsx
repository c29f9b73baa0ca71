import type { ReactNode } from 'react';
import { Ban, CircleCheck, CircleDot, CirclePlus, LoaderCircle } from 'lucide-react';
import type { TViolation } from '../../../domain/analysis';
import type { TViolationSeverity } from '../../../domain/enums';
import type { TFindingsComparison, TStillOpenFinding } from '../../../domain/version-compare';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { findingName, humanizeIdentifier } from '../../lib/format';

const SEVERITY_CLASSES: Record<TViolationSeverity, string> = {
  critical: TONE_CLASSES.red,
  major: TONE_CLASSES.orange,
  moderate: TONE_CLASSES.yellow,
  minor: 'border-transparent bg-secondary text-secondary-foreground',
};

function Evidence({ text, label }: { text: string | null; label?: string }) {
  if (!text) return null;
  return (
    <p className="text-sm break-words text-muted-foreground">
      {label && <span className="font-medium text-foreground">{label} </span>}
      <q>{text}</q>
    </p>
  );
}

function Dismissed({ violation, version }: { violation: TViolation; version: number }) {
  if (!violation.dismissedAt) return null;
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <Ban aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Dismissed in v{version}
        {violation.dismissalReason ? `: ${violation.dismissalReason}` : ''}
      </span>
    </p>
  );
}

function FindingHeader({ violation }: { violation: TViolation }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge className={SEVERITY_CLASSES[violation.severity]}>{humanizeIdentifier(violation.severity)}</Badge>
      {violation.kind === 'review_item' && <Badge variant="outline">For human review</Badge>}
      <h4 className="font-medium">{findingName(violation.violationType)}</h4>
    </div>
  );
}

interface GroupProps {
  id: string;
  title: string;
  icon: ReactNode;
  count: number;
  empty: string;
  children: ReactNode;
}

function Group({ id, title, icon, count, empty, children }: GroupProps) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title} <span className="tabular-nums">({count})</span>
      </h3>
      {count === 0 ? <p className="mt-1 text-sm text-muted-foreground">{empty}</p> : <ul className="mt-2 space-y-2">{children}</ul>}
    </section>
  );
}

interface FindingsDiffCardProps {
  findings: TFindingsComparison;
  a: number;
  b: number;
  /** The versions not analysed yet (their findings are not known). */
  waitingFor: number[];
}

/** What happened to the findings from version a to version b: resolved, still open, new, each with its count. */
export function FindingsDiffCard({ findings, a, b, waitingFor }: FindingsDiffCardProps) {
  const still = findings.still_open;
  return (
    <Card aria-labelledby="findings-diff-heading" data-testid="findings-diff">
      <CardHeader>
        <CardTitle id="findings-diff-heading">Findings from v{a} to v{b}</CardTitle>
        <CardDescription>Matched by policy and evidence, so a reworded finding still counts as the same one.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {waitingFor.length > 0 ? (
          <p role="status" className="flex items-start gap-2 text-sm">
            <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-primary" />
            {waitingFor.map((n) => `v${n}`).join(' and ')} {waitingFor.length === 1 ? 'is' : 'are'} still being analysed. The findings compare once the analysis has run.
          </p>
        ) : (
          <>
            <Group
              id="findings-resolved"
              title="Resolved"
              icon={<CircleCheck aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />}
              count={findings.resolved.length}
              empty={`No finding of v${a} went away.`}
            >
              {findings.resolved.map((v) => (
                <li key={v.id} data-testid="finding-resolved" className="space-y-1 rounded-lg border p-3">
                  <FindingHeader violation={v} />
                  <Evidence text={v.affectedContent} label={`Was in v${a}:`} />
                  <Dismissed violation={v} version={a} />
                </li>
              ))}
            </Group>
            <Group
              id="findings-still-open"
              title="Still open"
              icon={<CircleDot aria-hidden="true" className="size-4 text-orange-700 dark:text-orange-400" />}
              count={still.length}
              empty={`Nothing of v${a} remains in v${b}.`}
            >
              {still.map((pair: TStillOpenFinding) => (
                <li key={pair.b.id} data-testid="finding-still-open" className="space-y-1 rounded-lg border p-3">
                  <FindingHeader violation={pair.b} />
                  {pair.evidence === 'same' ? (
                    <Evidence text={pair.b.affectedContent} />
                  ) : (
                    <>
                      <p className="text-xs font-medium">Evidence reworded</p>
                      <Evidence text={pair.a.affectedContent} label={`v${a}:`} />
                      <Evidence text={pair.b.affectedContent} label={`v${b}:`} />
                    </>
                  )}
                  <Dismissed violation={pair.a} version={a} />
                  <Dismissed violation={pair.b} version={b} />
                </li>
              ))}
            </Group>
            <Group
              id="findings-new"
              title="New"
              icon={<CirclePlus aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />}
              count={findings.new.length}
              empty={`v${b} brings no new finding.`}
            >
              {findings.new.map((v) => (
                <li key={v.id} data-testid="finding-new" className="space-y-1 rounded-lg border p-3">
                  <FindingHeader violation={v} />
                  <Evidence text={v.affectedContent} />
                  <Dismissed violation={v} version={b} />
                </li>
              ))}
            </Group>
          </>
        )}
      </CardContent>
    </Card>
  );
}
