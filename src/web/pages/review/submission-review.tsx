import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { ErrorCard } from '../../components/error-card';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { submissionDetailQueryOptions } from '../../features/submissions/api';
import { isApiError } from '../../lib/api';
import { SubmissionView } from './submission-view';

function SubmissionSkeleton() {
  return (
    <div role="status" aria-label="Loading submission" className="space-y-6">
      <Skeleton className="h-48 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

export function SubmissionNotFound({ id }: { id: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">Submission Not Found</h2>
        <p className="max-w-md text-sm text-muted-foreground break-words">
          The submission with ID {id} was not found or you don't have access to it.
        </p>
        <Button asChild variant="outline">
          <Link to="/review">Back to Review Queue</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** One submission with everything the review screen shows, in its loading, missing and failed states. */
export function SubmissionReview({ id }: { id: string }) {
  const detail = useQuery(submissionDetailQueryOptions(id));

  if (detail.isPending) return <SubmissionSkeleton />;
  if (detail.isError) {
    // A malformed id (400) is as missing as an unknown or hidden one (404).
    if (isApiError(detail.error, 404) || isApiError(detail.error, 400)) return <SubmissionNotFound id={id} />;
    return <ErrorCard title="Failed to load submission" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  return <SubmissionView key={id} detail={detail.data} onRefresh={() => void detail.refetch()} refreshing={detail.isFetching} />;
}
