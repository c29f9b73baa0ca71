import { useQuery } from '@tanstack/react-query';
import { Activity, Cpu, Database, Globe, HardDrive, Inbox, ListChecks, Mail, ScanText, type LucideIcon } from 'lucide-react';
import type { TServiceState, TServiceStatus } from '../../../domain/settings';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { serviceStatusQueryOptions } from '../../features/settings/api';
import { cn } from '../../lib/utils';

const SERVICE_ICONS: Record<TServiceStatus['key'], LucideIcon> = {
  database: Database,
  storage: HardDrive,
  job_queue: ListChecks,
  smtp: Mail,
  imap: Inbox,
  ocr: ScanText,
  browser: Globe,
};

const STATE_LABELS: Record<TServiceState, string> = {
  ok: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
  not_configured: 'Not configured',
};

const STATE_CLASSES: Record<TServiceState, string> = {
  ok: TONE_CLASSES.green,
  degraded: TONE_CLASSES.yellow,
  down: TONE_CLASSES.red,
  not_configured: 'border-transparent bg-secondary text-secondary-foreground',
};

const STATE_BORDERS: Record<TServiceState, string> = {
  ok: 'border-l-emerald-600 dark:border-l-emerald-400',
  degraded: 'border-l-yellow-500 dark:border-l-yellow-400',
  down: 'border-l-red-600 dark:border-l-red-400',
  not_configured: 'border-l-muted-foreground/40',
};

/** Each service the platform leans on, checked every second at first and then every five seconds. */
export function ServiceStatusCard() {
  const services = useQuery(serviceStatusQueryOptions());

  return (
    <Card aria-labelledby="service-status-heading">
      <CardHeader>
        <CardTitle id="service-status-heading" className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5 text-primary" />
          Service Status
        </CardTitle>
        <CardDescription>Checked live while this page is open.</CardDescription>
      </CardHeader>
      <CardContent>
        {services.isPending ? (
          <div role="status" aria-label="Loading service status" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-24 rounded-lg" />
            ))}
          </div>
        ) : services.isError && !services.data ? (
          <p role="alert" className="text-sm text-destructive">
            Service status is unavailable: {services.error.message}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {services.data.map((service) => {
              const Icon = SERVICE_ICONS[service.key] ?? Cpu;
              return (
                <li
                  key={service.key}
                  data-testid="service-status"
                  data-service={service.key}
                  data-state={service.state}
                  className={cn('space-y-2 rounded-lg border border-l-4 p-3', STATE_BORDERS[service.state])}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="flex items-center gap-2 text-sm font-semibold">
                      <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                      {service.label}
                    </h3>
                    <Badge className={STATE_CLASSES[service.state]}>{STATE_LABELS[service.state]}</Badge>
                  </div>
                  <p className="text-sm break-words text-muted-foreground">{service.detail}</p>
                  {service.latencyMs !== null && <p className="text-xs text-muted-foreground">Responded in {service.latencyMs} ms</p>}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
