import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { can } from '../../domain/permissions';
import type { TSubmissionDetail, TSubmissionVersion } from '../../domain/submissions';
import type { TVersionComparison } from '../../domain/version-compare';
import { approvalBlocker, canMoveSubmission } from '../../domain/workflow';
import { ErrorCard } from '../components/error-card';
import { PageHeader } from '../components/page-header';
import { RiskLabel } from '../components/risk-label';
import { SubmissionStatusBadge } from '../components/submission-status-badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';
import { Skeleton } from '../components/ui/skeleton';
import { useCurrentUser } from '../features/auth/api';
import { submissionDetailQueryOptions } from '../features/submissions/api';
import { versionComparisonQueryOptions } from '../features/submissions/compare-api';
import { isApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { FilesCompareCard } from './compare/files-compare-card';
import { FindingsDiffCard } from './compare/findings-diff-card';
import { ReviewerActionsCard } from './review/reviewer-actions-card';
import { SubmissionNotFound } from './review/submission-review';

/** The versions to compare from `?a=&b=`: the later one defaults to the current version, the earlier to the one before it. */
function chosenVersions(params: URLSearchParams, current: number): { a: number; b: number } {
  const read = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n >= 1 && n <= current ? n : null;
  };
  const b = read('b') ?? current;
  const a = read('a');
  return a !== null && a < b ? { a, b } : { a: Math.max(1, b - 1), b: b > 1 ? b : 2 };
}

function VersionPickers({ versions, a, b, onChange }: { versions: TSubmissionVersion[]; a: number; b: number; onChange: (a: number, b: number) => void }) {
  const id = useId();
  const option = (v: TSubmissionVersion) => `v${v.number} · ${formatDateTime(v.createdAt)}${v.analysis ? ` · ${v.analysis.overallScore}/100` : ''}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-a`}>Earlier version</Label>
        <NativeSelect id={`${id}-a`} value={a} onChange={(event) => onChange(Number(event.target.value), b)}>
          {versions.filter((v) => v.number < b).map((v) => (
            <option key={v.number} value={v.number}>
              {option(v)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ArrowRight aria-hidden="true" className="mb-2.5 hidden size-4 text-muted-foreground sm:block" />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-b`}>Later version</Label>
        <NativeSelect id={`${id}-b`} value={b} onChange={(event) => onChange(a, Number(event.target.value))}>
          {versions.filter((v) => v.number > a).map((v) => (
            <option key={v.number} value={v.number}>
              {option(v)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function VersionSummary({ version, current }: { version: TSubmissionVersion; current: number }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold">v{version.number}</span>
        {version.number === current && <span className="rounded-full bg-secondary px-2 py-0.5 text-xs">Current</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        {formatDateTime(version.createdAt)} · {version.createdByName ?? 'by email'}
      </p>
      <p className="flex items-center gap-2 text-sm">
        {version.analysis ? (
          <>
            <span className="font-semibold tabular-nums">Score {version.analysis.overallScore}/100</span>
            <RiskLabel level={version.analysis.riskLevel} />
          </>
        ) : (
          <span className="text-muted-foreground">Analysis pending</span>
        )}
      </p>
      {version.note && <p className="text-sm break-words whitespace-pre-line">{version.note}</p>}
    </div>
  );
}

function ComparisonView({ detail, comparison }: { detail: TSubmissionDetail; comparison: TVersionComparison }) {
  const { data: user } = useCurrentUser();
  const { submission } = detail;
  const { a, b } = comparison;
  const hasAnalysis = detail.analysis !== null;
  const reviewable =
    can(user, 'submission.review') && hasAnalysis && (['approve', 'request_revisions', 'reject'] as const).some((event) => canMoveSubmission(submission.status, event));
  const scoreChange = a.analysis && b.analysis ? b.analysis.overallScore - a.analysis.overallScore : null;

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="grid items-center gap-4 pt-6 sm:grid-cols-[1fr_auto_1fr]">
          <VersionSummary version={a} current={comparison.currentVersion} />
          <div className="text-center text-sm" aria-label={scoreChange === null ? undefined : `Score changed by ${scoreChange}`}>
            <ArrowRight aria-hidden="true" className="mx-auto hidden size-5 text-muted-foreground sm:block" />
            {scoreChange !== null && (
              <span className="font-semibold tabular-nums">
                {scoreChange > 0 ? '+' : ''}
                {scoreChange} points
              </span>
            )}
          </div>
          <VersionSummary version={b} current={comparison.currentVersion} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <FilesCompareCard files={comparison.files} a={a.number} b={b.number} pending={comparison.pending} />
        </div>
        <div className="min-w-0">
          <FindingsDiffCard
            findings={comparison.findings}
            a={a.number}
            b={b.number}
            waitingFor={[a, b].filter((v) => v.analysis === null).map((v) => v.number)}
          />
        </div>
      </div>
      {reviewable && (
        <div className="space-y-2">
          {b.number !== comparison.currentVersion && (
            <p className="text-sm text-muted-foreground">A decision applies to the current version, v{comparison.currentVersion}.</p>
          )}
          <ReviewerActionsCard
            submission={submission}
            approvalBlocker={approvalBlocker({ status: submission.status, hasAnalysis, tracks: detail.escalationTracks })}
          />
        </div>
      )}
    </div>
  );
}

function CompareSkeleton() {
  return (
    <div role="status" aria-label="Loading comparison" className="space-y-6">
      <Skeleton className="h-28 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}

/** /submissions/:id/compare?a=1&b=2: two versions of a submission side by side, with what happened to the findings. */
export function CompareVersionsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const detail = useQuery(submissionDetailQueryOptions(id));
  const current = detail.data?.currentVersion ?? 0;
  const { a, b } = chosenVersions(params, current);
  const comparison = useQuery({ ...versionComparisonQueryOptions(id, a, b), enabled: current >= 2 });

  let body;
  if (detail.isPending || (current >= 2 && comparison.isPending)) body = <CompareSkeleton />;
  else if (detail.isError) {
    body =
      isApiError(detail.error, 404) || isApiError(detail.error, 400) ? (
        <SubmissionNotFound id={id} />
      ) : (
        <ErrorCard title="Failed to load submission" message={detail.error.message} onRetry={() => void detail.refetch()} />
      );
  } else if (current < 2) {
    body = (
      <Card>
        <CardContent className="py-10 text-center text-sm text-muted-foreground">This submission has one version so far: there is nothing to compare yet.</CardContent>
      </Card>
    );
  } else if (comparison.isError) {
    body = <ErrorCard title="Failed to compare the versions" message={comparison.error.message} onRetry={() => void comparison.refetch()} />;
  } else {
    body = <ComparisonView detail={detail.data} comparison={comparison.data!} />;
  }

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={`/review/${encodeURIComponent(id)}`}>
          <ArrowLeft aria-hidden="true" />
          Back to Submission
        </Link>
      </Button>
      <PageHeader
        title="Compare Versions"
        subtitle={
          detail.data ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-words">{detail.data.submission.title}</span>
              <SubmissionStatusBadge status={detail.data.submission.status} />
            </span>
          ) : undefined
        }
      >
        {detail.data && current >= 2 && (
          <VersionPickers versions={detail.data.versions} a={a} b={b} onChange={(na, nb) => setParams({ a: String(na), b: String(nb) }, { replace: true })} />
        )}
      </PageHeader>
      {body}
    </>
  );
}
