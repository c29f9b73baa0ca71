import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Play, Radar, Square } from 'lucide-react';
import type { TMailboxStatus } from '../../../domain/mailbox';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { invalidateMailbox, mailboxKeys, startMonitoring, stopMonitoring } from '../../features/mailbox/api';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { failureDescription } from '../../lib/failure-description';

/** The settings screen names four of the monitor's search words (spec 2 section 9). */
export const MONITOR_KEYWORDS_TEXT = 'advocacy, policy, compliance and review';

function monitorState(status: TMailboxStatus): { label: string; className: string } {
  if (!status.configured) return { label: 'Not connected', className: 'border-transparent bg-secondary text-secondary-foreground' };
  if (status.authFailed) return { label: 'Sign-in refused', className: TONE_CLASSES.red };
  if (!status.shouldBeMonitoring) return { label: 'Stopped', className: 'border-transparent bg-secondary text-secondary-foreground' };
  if (status.pausedUntil) return { label: 'Paused', className: TONE_CLASSES.yellow };
  if (status.isMonitoring) return { label: 'Monitoring', className: TONE_CLASSES.green };
  return { label: 'Starting', className: TONE_CLASSES.blue };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Start or stop the server's watch on the shared mailbox, and see how its last check went (admins). */
export function MailboxMonitoringCard({ status }: { status: TMailboxStatus }) {
  const queryClient = useQueryClient();
  const state = monitorState(status);

  const toggle = useMutation({
    mutationFn: (start: boolean) => (start ? startMonitoring() : stopMonitoring()),
    onSuccess: (reply, start) => {
      queryClient.setQueryData(mailboxKeys.status(), reply.data);
      toast({
        title: start ? 'Monitoring Started' : 'Monitoring Stopped',
        description: start
          ? `The mailbox is checked every 2 minutes for messages about ${MONITOR_KEYWORDS_TEXT}.`
          : 'No new checks start; one under way finishes its current message.',
      });
      void invalidateMailbox(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Monitoring Error',
        description: failureDescription('Failed to toggle email monitoring. Please check the mailbox connection.', error),
        variant: 'destructive',
      }),
  });

  return (
    <Card aria-labelledby="mailbox-monitoring-heading" data-testid="mailbox-monitoring">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="mailbox-monitoring-heading" className="flex items-center gap-2">
            <Radar aria-hidden="true" className="size-5 text-primary" />
            Mailbox Monitoring
          </CardTitle>
          <Badge className={state.className} data-testid="mailbox-monitoring-state">
            {state.label}
          </Badge>
        </div>
        <CardDescription>
          Every 2 minutes the server checks the shared mailbox for messages of the last 2 hours about {MONITOR_KEYWORDS_TEXT},
          and turns compliance emails into submissions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Last checked">
            {status.lastChecked ? <time dateTime={status.lastChecked}>{formatDateTime(status.lastChecked)}</time> : 'Never'}
          </Fact>
          {status.pausedUntil && (
            <Fact label="Paused until">
              <time dateTime={status.pausedUntil}>{formatDateTime(status.pausedUntil)}</time>
              {status.pauseReason && <span className="block text-muted-foreground">{status.pauseReason}</span>}
            </Fact>
          )}
          {status.authFailed && (
            <Fact label="Sign-in">
              The mailbox refused the saved credentials. Save them again under Mailbox Integration, then start monitoring.
            </Fact>
          )}
          {status.lastError && <Fact label="Last error">{status.lastError}</Fact>}
        </dl>
      </CardContent>
      <CardFooter className="gap-3">
        {status.shouldBeMonitoring ? (
          <Button variant="outline" onClick={() => toggle.mutate(false)} disabled={toggle.isPending}>
            {toggle.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Square aria-hidden="true" />}
            Stop Monitoring
          </Button>
        ) : (
          <Button onClick={() => toggle.mutate(true)} disabled={toggle.isPending || !status.configured}>
            {toggle.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
            Start Monitoring
          </Button>
        )}
        {!status.configured && <p className="text-sm text-muted-foreground">Connect a mailbox under Mailbox Integration first.</p>}
        {status.shouldBeMonitoring && status.authFailed && (
          <Button onClick={() => toggle.mutate(true)} disabled={toggle.isPending}>
            <Play aria-hidden="true" />
            Try Again
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
