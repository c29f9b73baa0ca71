import { useId } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, Eye, TriangleAlert, UserRound } from 'lucide-react';
import type { TSubmission } from '../../../domain/submissions';
import { DueBadge } from '../../components/due-badge';
import { RiskLabel } from '../../components/risk-label';
import { SubmissionBadges } from '../../components/submission-badges';
import { SubmissionStatusBadge } from '../../components/submission-status-badge';
import { Button } from '../../components/ui/button';
import { formatDate, humanizeIdentifier } from '../../lib/format';

interface SubmissionListItemProps {
  submission: TSubmission;
  showReview: boolean;
  showEscalate: boolean;
  onEscalate: (submission: TSubmission) => void;
}

const isOpen = (submission: TSubmission) => submission.status !== 'approved' && submission.status !== 'rejected';

export function SubmissionListItem({ submission, showReview, showEscalate, onEscalate }: SubmissionListItemProps) {
  const titleId = useId();

  return (
    <article aria-labelledby={titleId} data-testid="submission-row" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 id={titleId} className="min-w-0 font-medium break-words">
            {submission.title}
          </h3>
          <SubmissionStatusBadge status={submission.status} />
          <RiskLabel level={submission.riskLevel} />
          <DueBadge dueAt={submission.dueAt} overdue={submission.overdue} open={isOpen(submission)} />
        </div>
        <SubmissionBadges submission={submission} />
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">ID</dt>
            <dd className="font-mono text-xs leading-5" title={submission.id}>
              {submission.id.slice(0, 8)}
            </dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt className="sr-only">Submitter</dt>
            <dd className="break-all">{submission.submitterEmail}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Type</dt>
            <dd>{humanizeIdentifier(submission.submissionType)}</dd>
          </div>
          {submission.assignee && (
            <div className="flex items-center gap-1">
              <dt>
                <UserRound aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Assigned to</span>
              </dt>
              <dd data-testid="row-assignee">{submission.assignee.name}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="sr-only">Created</dt>
            <dd>
              <time dateTime={submission.createdAt}>{formatDate(submission.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/review/${submission.id}`}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </Button>
        {showReview && (
          <Button asChild size="sm">
            <Link to={`/review/${submission.id}`}>
              <ClipboardCheck aria-hidden="true" />
              Review
            </Link>
          </Button>
        )}
        {showEscalate && (
          <Button variant="secondary" size="sm" onClick={() => onEscalate(submission)}>
            <TriangleAlert aria-hidden="true" />
            Escalate
          </Button>
        )}
      </div>
    </article>
  );
}
