import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox, TriangleAlert } from 'lucide-react';
import { ListFooter } from '../../components/list-footer';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { auditTrailQueryOptions } from '../../features/audit/api';
import { AuditEntryCard } from './audit-entry-card';

function AuditTrailSkeleton() {
  return (
    <div role="status" aria-label="Loading audit trail" className="space-y-3">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex gap-4 rounded-xl border bg-card p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function AuditTrailPage() {
  const trail = useInfiniteQuery(auditTrailQueryOptions());
  const total = trail.data?.pages[0]?.total;
  const atLeast = trail.data?.pages[0]?.totalIsLowerBound ?? false;
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <PageHeader title="Audit Trail" subtitle="A permanent record of every change made on the platform">
        {total !== undefined && (
          <Badge variant="secondary" className="text-sm" data-testid="audit-total">
            {total}
            {atLeast ? '+' : ''} {total === 1 && !atLeast ? 'entry' : 'entries'}
          </Badge>
        )}
      </PageHeader>

      {trail.isPending ? (
        <AuditTrailSkeleton />
      ) : trail.isError ? (
        <Card role="alert" className="border-destructive/50">
          <CardContent className="flex flex-wrap items-center gap-3 p-6">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
            <p className="flex-1 font-medium">Error loading audit trail: {trail.error.message}</p>
            <Button variant="outline" onClick={() => void trail.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : entries.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">No Audit Entries</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Sign-ins, submissions, reviews and policy changes will be recorded here as they happen.
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ol className="space-y-3" aria-label="Audit entries, newest first">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntryCard entry={entry} />
              </li>
            ))}
          </ol>
          <ListFooter list={trail} className="mt-6" />
        </>
      )}
    </>
  );
}
