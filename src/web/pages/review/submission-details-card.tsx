import type { ReactNode } from 'react';
import type { TSubmission } from '../../../domain/submissions';
import { DueBadge } from '../../components/due-badge';
import { RiskLabel } from '../../components/risk-label';
import { SubmissionBadges } from '../../components/submission-badges';
import { SubmissionStatusBadge } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDate, formatDateTime, humanizeIdentifier } from '../../lib/format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const NOT_GIVEN = <span className="text-muted-foreground">Not provided</span>;

/**
 * `actions`: buttons that act on the whole submission, such as Escalate; `assignment`: Claim, Release and the
 * assign picker, beside who holds it.
 */
export function SubmissionDetailsCard({ submission, actions, assignment }: { submission: TSubmission; actions?: ReactNode; assignment?: ReactNode }) {
  const open = submission.status !== 'approved' && submission.status !== 'rejected';
  return (
    <Card aria-labelledby="submission-title">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
            <CardTitle id="submission-title" className="min-w-0 text-xl break-words">
              {submission.title}
            </CardTitle>
            <SubmissionStatusBadge status={submission.status} />
            <RiskLabel level={submission.riskLevel} />
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        <SubmissionBadges submission={submission} />
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Submission ID">
            <span className="font-mono text-xs break-all">{submission.id}</span>
          </Detail>
          <Detail label="Submitter">
            {submission.submitterName && <span className="block">{submission.submitterName}</span>}
            <span className="break-all">{submission.submitterEmail}</span>
          </Detail>
          <Detail label="Created">
            <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
          </Detail>
          <Detail label="Submission type">{humanizeIdentifier(submission.submissionType)}</Detail>
          <Detail label="Priority">{humanizeIdentifier(submission.priority)}</Detail>
          <Detail label="Source">{humanizeIdentifier(submission.source)}</Detail>
          <Detail label="Campaign types">
            {submission.campaignTypes.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {submission.campaignTypes.map((type) => (
                  <Badge key={type} variant="secondary">
                    {type}
                  </Badge>
                ))}
              </span>
            ) : (
              NOT_GIVEN
            )}
          </Detail>
          <Detail label="Run date">{submission.runDate ? formatDate(submission.runDate) : NOT_GIVEN}</Detail>
          <Detail label="Decision due">
            {submission.dueAt ? (
              <span className="flex flex-wrap items-center gap-1.5">
                <time dateTime={submission.dueAt}>{formatDateTime(submission.dueAt)}</time>
                <DueBadge dueAt={submission.dueAt} overdue={submission.overdue} open={open} />
              </span>
            ) : (
              <span className="text-muted-foreground">Not set</span>
            )}
          </Detail>
          {(submission.assignee || assignment) && (
            <Detail label="Assigned to">
              <span className="flex flex-col gap-2">
                <span data-testid="submission-assignee">{submission.assignee?.name ?? <span className="text-muted-foreground">Nobody yet</span>}</span>
                {assignment}
              </span>
            </Detail>
          )}
          <Detail label="Landing page URL">
            {submission.landingPageUrl ? (
              <a
                href={submission.landingPageUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {submission.landingPageUrl}
              </a>
            ) : (
              NOT_GIVEN
            )}
          </Detail>
          {submission.analysisScore !== null && <Detail label="Compliance score">{submission.analysisScore}/100</Detail>}
          <Detail label="Attachments">{submission.attachmentCount}</Detail>
        </dl>
        <div className="space-y-1">
          <h3 className="text-xs font-medium text-muted-foreground">Description</h3>
          <p className="text-sm whitespace-pre-wrap break-words">{submission.description || NOT_GIVEN}</p>
        </div>
        {(submission.reviewerNotes || submission.reviewerSuggestions) && (
          <div className="grid gap-4 rounded-lg bg-muted p-4 sm:grid-cols-2">
            {submission.reviewerNotes && (
              <div className="space-y-1">
                <h3 className="text-xs font-medium text-muted-foreground">Reviewer notes</h3>
                <p className="text-sm whitespace-pre-wrap break-words">{submission.reviewerNotes}</p>
              </div>
            )}
            {submission.reviewerSuggestions && (
              <div className="space-y-1">
                <h3 className="text-xs font-medium text-muted-foreground">Reviewer suggestions</h3>
                <p className="text-sm whitespace-pre-wrap break-words">{submission.reviewerSuggestions}</p>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
