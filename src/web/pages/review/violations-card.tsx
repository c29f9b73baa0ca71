import { useState } from 'react';
import { Ban, Scale, ShieldAlert, UserSearch } from 'lucide-react';
import type { TViolation } from '../../../domain/analysis';
import type { TViolationSeverity } from '../../../domain/enums';
import { RiskLabel } from '../../components/risk-label';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { findingName, formatDateTime, humanizeIdentifier } from '../../lib/format';
import { cn } from '../../lib/utils';
import { DismissViolationDialog } from './dismiss-violation-dialog';

const SEVERITY_CLASSES: Record<TViolationSeverity, string> = {
  critical: TONE_CLASSES.red,
  major: TONE_CLASSES.orange,
  moderate: TONE_CLASSES.yellow,
  minor: 'border-transparent bg-secondary text-secondary-foreground',
};

const CATEGORY_LABELS: Record<string, string> = {
  federal_law: 'Federal Law',
  state_law: 'State Law',
  publisher_policy: 'Publisher Policy',
};

/** Legal for federal or state law, otherwise policy (spec 1 section 3). */
function issueType(category: string): 'legal' | 'policy' {
  return category === 'federal_law' || category === 'state_law' ? 'legal' : 'policy';
}

/** Critical or major is high risk, moderate is moderate, anything else low (spec 1 section 3). */
export function severityRisk(severity: string): 'high' | 'moderate' | 'low' {
  if (severity === 'critical' || severity === 'major') return 'high';
  if (severity === 'moderate') return 'moderate';
  return 'low';
}

interface FindingProps {
  violation: TViolation;
  onDismiss?: (violation: TViolation) => void;
  /** h3 in the violations list, h4 under the 'For human review' heading. */
  heading: 'h3' | 'h4';
}

function Finding({ violation, onDismiss, heading: Heading }: FindingProps) {
  const legal = issueType(violation.policyCategory) === 'legal';
  const Icon = legal ? Scale : ShieldAlert;
  const dismissed = violation.dismissedAt !== null;
  const name = findingName(violation.violationType);

  return (
    <li
      data-testid={violation.kind === 'review_item' ? 'review-item' : 'violation'}
      data-dismissed={dismissed || undefined}
      className={cn('space-y-2 rounded-lg border p-3', dismissed && 'bg-muted/50')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={SEVERITY_CLASSES[violation.severity]}>{humanizeIdentifier(violation.severity)}</Badge>
        <Badge variant="outline">
          <Icon aria-hidden="true" />
          {legal ? 'Legal issue' : 'Policy issue'}
        </Badge>
        <RiskLabel level={severityRisk(violation.severity)} />
        <span className="text-xs text-muted-foreground">
          {CATEGORY_LABELS[violation.policyCategory] ?? humanizeIdentifier(violation.policyCategory)}
        </span>
        {dismissed && (
          <Badge variant="secondary" data-testid="dismissed-badge">
            <Ban aria-hidden="true" />
            Dismissed
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className={cn('font-medium', dismissed && 'text-muted-foreground line-through')}>{name}</Heading>
        {onDismiss && !dismissed && (
          <Button variant="ghost" size="sm" className="-my-1" onClick={() => onDismiss(violation)}>
            <Ban aria-hidden="true" />
            Dismiss<span className="sr-only"> {name}</span>
          </Button>
        )}
      </div>
      <p className={cn('text-sm', dismissed && 'text-muted-foreground line-through')}>{violation.description}</p>
      {violation.policySection && <p className="text-xs text-muted-foreground">Policy section: {violation.policySection}</p>}
      {violation.affectedContent && (
        <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground italic break-words">{violation.affectedContent}</blockquote>
      )}
      {dismissed && (
        <p className="rounded-md bg-card px-3 py-2 text-sm break-words" data-testid="dismissal-reason">
          <span className="font-medium">Dismissal reason:</span> {violation.dismissalReason}
          {violation.dismissedAt && (
            <span className="block text-xs text-muted-foreground">
              Dismissed <time dateTime={violation.dismissedAt}>{formatDateTime(violation.dismissedAt)}</time>
            </span>
          )}
        </p>
      )}
    </li>
  );
}

interface ViolationsCardProps {
  submissionId: string;
  violations: TViolation[];
  /** Reviewers may dismiss a finding with a reason; it stays listed as dismissed. */
  canDismiss?: boolean;
}

export function ViolationsCard({ submissionId, violations, canDismiss = false }: ViolationsCardProps) {
  const [dismissing, setDismissing] = useState<TViolation | null>(null);
  const found = violations.filter((violation) => violation.kind !== 'review_item');
  const reviewItems = violations.filter((violation) => violation.kind === 'review_item');
  const onDismiss = canDismiss ? setDismissing : undefined;

  return (
    <Card aria-labelledby="violations-heading">
      <CardHeader>
        <CardTitle id="violations-heading">Violations ({found.length})</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {found.length === 0 ? (
          <p className="text-sm text-muted-foreground">No policy violations were found.</p>
        ) : (
          <ul aria-labelledby="violations-heading" className="space-y-3">
            {found.map((violation) => (
              <Finding key={violation.id} violation={violation} onDismiss={onDismiss} heading="h3" />
            ))}
          </ul>
        )}
        {reviewItems.length > 0 && (
          <section aria-labelledby="review-items-heading" className="space-y-3">
            <div className="space-y-1">
              <h3 id="review-items-heading" className="flex items-center gap-2 font-semibold">
                <UserSearch aria-hidden="true" className="size-4 text-primary" />
                For human review ({reviewItems.length})
              </h3>
              <p className="text-sm text-muted-foreground">
                The analysis could not settle these from the creative alone; they do not lower the score.
              </p>
            </div>
            <ul aria-labelledby="review-items-heading" className="space-y-3">
              {reviewItems.map((violation) => (
                <Finding key={violation.id} violation={violation} onDismiss={onDismiss} heading="h4" />
              ))}
            </ul>
          </section>
        )}
      </CardContent>
      {dismissing && <DismissViolationDialog submissionId={submissionId} violation={dismissing} onClose={() => setDismissing(null)} />}
    </Card>
  );
}
