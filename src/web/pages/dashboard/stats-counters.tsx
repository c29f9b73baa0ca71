import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, FileText, FileWarning, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { TDashboardStats } from '../../../domain/submissions';
import { ErrorCard } from '../../components/error-card';
import { Skeleton } from '../../components/ui/skeleton';
import { submissionStatsQueryOptions } from '../../features/submissions/api';
import { cn } from '../../lib/utils';

interface TCounter {
  key: keyof TDashboardStats;
  label: string;
  icon: LucideIcon;
  className: string;
}

const COUNTERS: TCounter[] = [
  { key: 'total', label: 'Total Submissions', icon: FileText, className: 'bg-primary/10 text-primary' },
  { key: 'pending', label: 'Pending Review', icon: Clock, className: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200' },
  { key: 'approved', label: 'Approved', icon: CircleCheck, className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' },
  { key: 'highRisk', label: 'High Risk', icon: ShieldAlert, className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' },
  {
    key: 'invalidAttachments',
    label: 'Invalid Attachments',
    icon: FileWarning,
    className: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  },
];

export function StatsCounters() {
  const stats = useQuery(submissionStatsQueryOptions());

  if (stats.isError) {
    return <ErrorCard title="Failed to load submission counts" message={stats.error.message} onRetry={() => void stats.refetch()} />;
  }

  return (
    <section aria-labelledby="submission-counts-heading">
      <h2 id="submission-counts-heading" className="sr-only">
        Submission counts
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={stats.isPending}>
        {COUNTERS.map((counter) => (
          <div
            key={counter.key}
            data-testid={`stat-${counter.key}`}
            className="flex flex-col justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
          >
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-muted-foreground">
              {counter.label}
              <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', counter.className)}>
                <counter.icon aria-hidden="true" className="size-4" />
              </span>
            </dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
              {stats.isPending ? <Skeleton className="h-8 w-12" /> : stats.data[counter.key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
