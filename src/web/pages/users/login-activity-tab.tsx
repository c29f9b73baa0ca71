import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, CalendarRange, UserX, Users, type LucideIcon } from 'lucide-react';
import { RECENT_LOGINS_LIMIT, type TLoginStats } from '../../../domain/users';
import { ErrorCard } from '../../components/error-card';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { loginStatsQueryOptions, recentLoginsQueryOptions } from '../../features/users/api';
import { LoginRecordsTable } from './login-records';

const STATS: { key: keyof TLoginStats; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'activeToday', label: 'Active Today', icon: CalendarCheck },
  { key: 'activeThisWeek', label: 'Active This Week', icon: CalendarDays },
  { key: 'activeThisMonth', label: 'Active This Month', icon: CalendarRange },
  { key: 'neverLoggedIn', label: 'Never Logged In', icon: UserX },
];

export function LoginActivityTab() {
  const stats = useQuery(loginStatsQueryOptions());
  const recent = useQuery(recentLoginsQueryOptions());

  return (
    <div className="space-y-6">
      {stats.isError ? (
        <ErrorCard title="Failed to load login statistics" message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={stats.isPending}>
          {STATS.map((stat) => (
            <div
              key={stat.key}
              data-testid={`login-stat-${stat.key}`}
              className="flex flex-col justify-between gap-2 rounded-xl border bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
            >
              <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                <stat.icon aria-hidden="true" className="size-4" />
                {stat.label}
              </dt>
              <dd className="text-2xl font-bold tabular-nums">
                {stats.isPending ? <Skeleton className="h-8 w-10" /> : stats.data[stat.key]}
              </dd>
            </div>
          ))}
        </dl>
      )}

      <Card aria-labelledby="recent-logins-heading">
        <CardHeader>
          <CardTitle id="recent-logins-heading">Recent sign-in attempts</CardTitle>
        </CardHeader>
        <CardContent>
          {recent.isPending ? (
            <div role="status" aria-label="Loading sign-in attempts" className="space-y-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : recent.isError ? (
            <ErrorCard title="Failed to load sign-in attempts" message={recent.error.message} onRetry={() => void recent.refetch()} />
          ) : recent.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody has tried to sign in yet.</p>
          ) : (
            <LoginRecordsTable
              records={recent.data}
              label="Recent sign-in attempts"
              caption={`The last ${RECENT_LOGINS_LIMIT} sign-in attempts, newest first.`}
              showUser
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
