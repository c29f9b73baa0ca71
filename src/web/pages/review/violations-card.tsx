import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, BotMessageSquare, Check, Crosshair, LoaderCircle, Scale, ShieldAlert, UserSearch } from 'lucide-react';
import type { TViolation } from '../../../domain/analysis';
import type { TViolationSeverity } from '../../../domain/enums';
import { RiskLabel } from '../../components/risk-label';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { confirmSuggestion, invalidateAnalysis } from '../../features/analysis/api';
import { findingName, formatDateTime, humanizeIdentifier } from '../../lib/format';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { DismissViolationDialog } from './dismiss-violation-dialog';
import { bringIntoView, findingElementId, useEvidence } from './evidence';

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

/** A model's suggestion no reviewer has confirmed yet: it costs nothing and holds the ad for review. */
export const isPendingSuggestion = (violation: TViolation) => violation.origin === 'model' && violation.confirmedAt === null;

function ConfirmSuggestionButton({ submissionId, violation, name }: { submissionId: string; violation: TViolation; name: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => confirmSuggestion(submissionId, violation.id),
    onSuccess: () => {
      toast({ title: 'Suggestion Confirmed', description: `"${name}" now counts against the compliance score.` });
      void invalidateAnalysis(queryClient, submissionId);
    },
    onError: (error) => toast({ title: 'Confirmation Failed', description: error.message, variant: 'destructive' }),
  });
  return (
    <Button variant="outline" size="sm" className="-my-1" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
      {mutation.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Check aria-hidden="true" />}
      Confirm<span className="sr-only"> {name}</span>
    </Button>
  );
}

interface FindingProps {
  violation: TViolation;
  onDismiss?: (violation: TViolation) => void;
  /** Set where reviewers may confirm a model's suggestion. */
  submissionId?: string;
  /** h3 in the violations list, h4 under the 'For human review' heading. */
  heading: 'h3' | 'h4';
}

function Finding({ violation, onDismiss, submissionId, heading: Heading }: FindingProps) {
  const legal = issueType(violation.policyCategory) === 'legal';
  const Icon = legal ? Scale : ShieldAlert;
  const dismissed = violation.dismissedAt !== null;
  const fromModel = violation.origin === 'model';
  const name = fromModel ? 'Model suggestion' : findingName(violation.violationType);
  const evidence = useEvidence();
  const number = evidence?.numbers.get(violation.id);
  const located = !!evidence?.highlights.some((h) => h.violationId === violation.id);
  const selected = evidence?.selectedId === violation.id;
  const item = useRef<HTMLLIElement>(null);
  const request = evidence?.request;
  // A highlight chosen in the preview brings its finding into view here.
  useEffect(() => {
    if (request?.target === 'list' && request.violationId === violation.id && item.current) bringIntoView(item.current);
  }, [request?.seq, request?.target, request?.violationId, violation.id]);

  return (
    <li
      ref={item}
      id={findingElementId(violation.id)}
      tabIndex={-1}
      aria-current={selected || undefined}
      data-testid={fromModel && !violation.confirmedAt ? 'model-suggestion' : violation.kind === 'review_item' ? 'review-item' : 'violation'}
      data-dismissed={dismissed || undefined}
      className={cn(
        'space-y-2 rounded-lg border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        dismissed && 'bg-muted/50',
        selected && 'border-blue-700 ring-2 ring-blue-700 dark:border-blue-400 dark:ring-blue-400',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {number !== undefined && (
          <span
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white',
              selected ? 'bg-blue-700' : dismissed ? 'bg-slate-600' : 'bg-amber-700',
            )}
          >
            <span className="sr-only">Finding </span>
            {number}
          </span>
        )}
        <Badge className={SEVERITY_CLASSES[violation.severity]}>{humanizeIdentifier(violation.severity)}</Badge>
        <Badge variant="outline">
          <Icon aria-hidden="true" />
          {legal ? 'Legal issue' : 'Policy issue'}
        </Badge>
        <RiskLabel level={severityRisk(violation.severity)} />
        <span className="text-xs text-muted-foreground">
          {CATEGORY_LABELS[violation.policyCategory] ?? humanizeIdentifier(violation.policyCategory)}
        </span>
        {fromModel && (
          <Badge variant="outline" className={TONE_CLASSES.blue} data-testid="model-suggested-badge">
            <BotMessageSquare aria-hidden="true" />
            {violation.confirmedAt ? 'Model-suggested, confirmed' : 'Model-suggested'}
          </Badge>
        )}
        {dismissed && (
          <Badge variant="secondary" data-testid="dismissed-badge">
            <Ban aria-hidden="true" />
            Dismissed
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className={cn('font-medium', dismissed && 'text-muted-foreground line-through')}>{name}</Heading>
        <div className="flex flex-wrap gap-1">
          {located && (
            <Button
              variant={selected ? 'secondary' : 'outline'}
              size="sm"
              className="-my-1"
              aria-pressed={selected}
              onClick={() => evidence?.select(violation.id, 'preview')}
            >
              <Crosshair aria-hidden="true" />
              Show in creative<span className="sr-only"> for {name}</span>
            </Button>
          )}
          {submissionId && onDismiss && !dismissed && isPendingSuggestion(violation) && (
            <ConfirmSuggestionButton submissionId={submissionId} violation={violation} name={name} />
          )}
          {onDismiss && !dismissed && (
            <Button variant="ghost" size="sm" className="-my-1" onClick={() => onDismiss(violation)}>
              <Ban aria-hidden="true" />
              Dismiss<span className="sr-only"> {name}</span>
            </Button>
          )}
        </div>
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
  const suggested = violations.filter(isPendingSuggestion);
  const found = violations.filter((violation) => violation.kind !== 'review_item' && !isPendingSuggestion(violation));
  const reviewItems = violations.filter((violation) => violation.kind === 'review_item' && !isPendingSuggestion(violation));
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
        {suggested.length > 0 && (
          <section aria-labelledby="model-suggested-heading" className="space-y-3" data-testid="model-suggested-group">
            <div className="space-y-1">
              <h3 id="model-suggested-heading" className="flex items-center gap-2 font-semibold">
                <BotMessageSquare aria-hidden="true" className="size-4 text-primary" />
                Model-suggested ({suggested.length})
              </h3>
              <p className="text-sm text-muted-foreground">
                A model suggested these where no rule matched: the word model trained on labelled ads, or the language model's
                second opinion where it is switched on. Each names a policy and quotes the ad. They do not lower the score and
                keep the ad from auto-approval until a reviewer confirms or dismisses them.
              </p>
            </div>
            <ul aria-labelledby="model-suggested-heading" className="space-y-3">
              {suggested.map((violation) => (
                <Finding key={violation.id} violation={violation} onDismiss={onDismiss} submissionId={submissionId} heading="h4" />
              ))}
            </ul>
          </section>
        )}
      </CardContent>
      {dismissing && <DismissViolationDialog submissionId={submissionId} violation={dismissing} onClose={() => setDismissing(null)} />}
    </Card>
  );
}
