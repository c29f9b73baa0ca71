import { useQuery } from '@tanstack/react-query';
import { formatDuration, intervalToDuration } from 'date-fns';
import { Server } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { healthQueryOptions } from '../../features/health/api';

const DATABASE_LABELS: Record<string, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

function formatUptime(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const duration = intervalToDuration({ start: 0, end: seconds * 1000 });
  return formatDuration(duration, { format: ['days', 'hours', 'minutes'] }) || '0 minutes';
}

export function PlatformInformationCard() {
  const health = useQuery(healthQueryOptions());
  const facts = health.data
    ? [
        { label: 'Version', value: health.data.version },
        { label: 'Database', value: DATABASE_LABELS[health.data.database] ?? health.data.database },
        { label: 'Uptime', value: formatUptime(health.data.uptimeSeconds) },
        { label: 'Status', value: health.data.status === 'ok' ? 'Operational' : health.data.status },
      ]
    : [];

  return (
    <Card aria-labelledby="platform-information-heading">
      <CardHeader>
        <CardTitle id="platform-information-heading" className="flex items-center gap-2">
          <Server aria-hidden="true" className="size-5 text-primary" />
          Platform information
        </CardTitle>
        <CardDescription>The running version of the Advertising Compliance Platform.</CardDescription>
      </CardHeader>
      <CardContent>
        {health.isPending ? (
          <div role="status" aria-label="Loading platform information" className="grid gap-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-44" />
          </div>
        ) : health.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Platform information is unavailable: {health.error.message}
          </p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg border p-3">
                <dt className="text-xs font-medium text-muted-foreground">{fact.label}</dt>
                <dd className="mt-1 font-medium break-words" data-testid={`platform-${fact.label.toLowerCase()}`}>
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
