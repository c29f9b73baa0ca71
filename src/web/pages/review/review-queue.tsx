import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ClipboardCheck, ArrowRight, CalendarDays, Inbox, UserRound } from 'lucide-react';
import { DueBadge } from '../../components/due-badge';
import { useCurrentUser } from '../../features/auth/api';
import { hasOwnQueue } from '../dashboard/recent-submissions';
import { ErrorCard } from '../../components/error-card';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { submissionListQueryOptions, submissionStatsQueryOptions } from '../../features/submissions/api';
import { SubmissionReview } from './submission-review';

function QueueSkeleton() {
  return (
    <div role="status" aria-label="Loading review queue">
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

function EmptyQueue({ message, showSubmit }: { message: string; showSubmit: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="max-w-md font-medium">{message}</p>
        {showSubmit && (
          <Button asChild>
            <Link to="/submit">New Submission</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /review without an id: the pending submission due soonest leads (overdue first); 'My queue' narrows it to the
 * work the signed-in user holds (?mine=1).
 */
export function ReviewQueue() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const mine = hasOwnQueue(user) && params.get('mine') === '1';
  const setMine = (value: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('mine', '1');
        else next.delete('mine');
        return next;
      },
      { replace: true },
    );
  const pending = useInfiniteQuery(submissionListQueryOptions({ status: 'pending', sort: 'due', assignee: mine ? 'me' : undefined, limit: 1 }));
  const first = pending.data?.pages[0];
  const pendingCount = first?.total ?? 0;
  const leading = first?.submissions[0];
  const stats = useQuery({ ...submissionStatsQueryOptions(), enabled: pending.isSuccess && pendingCount === 0 && !mine });

  let body;
  if (pending.isPending) {
    body = <QueueSkeleton />;
  } else if (pending.isError) {
    body = <ErrorCard title="Failed to load submissions" message={pending.error.message} onRetry={() => void pending.refetch()} />;
  } else if (first?.submissions[0]) {
    body = <SubmissionReview key={first.submissions[0].id} id={first.submissions[0].id} />;
  } else if (mine) {
    body = <EmptyQueue message="Nothing pending is assigned to you. Claim a submission from the queue to make it yours." showSubmit={false} />;
  } else if (stats.isPending) {
    body = <QueueSkeleton />;
  } else if (stats.isSuccess && stats.data.total === 0) {
    body = <EmptyQueue message="No submissions found. Submit a creative to begin review." showSubmit />;
  } else {
    body = <EmptyQueue message="No pending submissions to review at this time." showSubmit={false} />;
  }

  return (
    <>
      <PageHeader title="Review Queue" subtitle="Review pending submissions and record decisions">
        {hasOwnQueue(user) && (
          <Button type="button" size="sm" variant={mine ? 'default' : 'outline'} aria-pressed={mine} onClick={() => setMine(!mine)}>
            <UserRound aria-hidden="true" />
            My queue
          </Button>
        )}
        {pending.isSuccess && (
          <Badge variant="secondary" className="text-sm" data-testid="pending-count">
            <ClipboardCheck aria-hidden="true" />
            {pendingCount} pending{mine ? ' for you' : ''}
          </Badge>
        )}
        {leading && <DueBadge dueAt={leading.dueAt} overdue={leading.overdue} open className="text-sm" />}
        {leading && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/review/${leading.id}`}>
              <ArrowRight aria-hidden="true" />
              Open Submission Page
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to="/calendar">
            <CalendarDays aria-hidden="true" />
            Publication Calendar
          </Link>
        </Button>
      </PageHeader>
      {body}
    </>
  );
}
