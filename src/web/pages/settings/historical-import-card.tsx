import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, LoaderCircle, ScanSearch } from 'lucide-react';
import { IMPORT_DAY_OPTIONS, IMPORT_DEFAULT_DAYS, type TImportProgress, type TMailboxStatus } from '../../../domain/mailbox';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Progress } from '../../components/ui/progress';
import { importProgressQueryOptions, invalidateMailbox, requestImport } from '../../features/mailbox/api';
import { invalidateSubmissions } from '../../features/submissions/api';
import { failureDescription } from '../../lib/failure-description';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';

const SCAN_FAILED = 'Failed to scan historical emails. Check the mailbox connection.';

function isRunning(progress: TImportProgress | null | undefined): boolean {
  return progress?.state === 'queued' || progress?.state === 'running';
}

function Counts({ progress }: { progress: TImportProgress }) {
  const counts = [
    { label: 'Processed', value: progress.processed },
    { label: 'Skipped', value: progress.skipped },
    { label: 'Errors', value: progress.errors },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {counts.map((count) => (
        <div key={count.label} className="rounded-lg border p-2 text-center">
          <dt className="text-xs text-muted-foreground">{count.label}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid={`import-${count.label.toLowerCase()}`}>
            {count.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Take in compliance emails of the last 7 to 90 days, already processed ones skipped (admins). */
export function HistoricalImportCard({ status }: { status: TMailboxStatus }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [days, setDays] = useState<number>(IMPORT_DEFAULT_DAYS);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  // A scan started earlier (or by another admin) is followed too.
  const jobId = startedJobId ?? (isRunning(status.lastImport) ? status.lastImport!.jobId : null);
  const followed = useQuery({ ...importProgressQueryOptions(jobId ?? ''), enabled: jobId !== null });
  const progress = (jobId !== null ? followed.data : undefined) ?? status.lastImport;
  const running = isRunning(progress);

  const start = useMutation({
    mutationFn: () => requestImport(days),
    onSuccess: (reply) => {
      queryClient.setQueryData(importProgressQueryOptions(reply.data.jobId).queryKey, reply.data);
      setStartedJobId(reply.data.jobId);
      void invalidateMailbox(queryClient);
    },
    onError: (error) =>
      toast({ title: 'Historical Scan Failed', description: failureDescription(SCAN_FAILED, error), variant: 'destructive' }),
  });

  // Say once, for a scan followed on this screen, how it ended.
  const announced = useRef<string | null>(null);
  const finished = followed.data && !isRunning(followed.data) ? followed.data : null;
  useEffect(() => {
    if (!finished || announced.current === finished.jobId || finished.jobId !== startedJobId) return;
    announced.current = finished.jobId;
    if (finished.state === 'completed') {
      toast({
        title: 'Historical Scan Complete',
        description: `Processed ${finished.processed}, skipped ${finished.skipped}, errors ${finished.errors}.`,
      });
      void invalidateSubmissions(queryClient);
    } else {
      toast({
        title: 'Historical Scan Failed',
        description: finished.error ? `${SCAN_FAILED} ${finished.error}` : SCAN_FAILED,
        variant: 'destructive',
      });
    }
    void invalidateMailbox(queryClient);
  }, [finished, startedJobId, queryClient]);

  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : null;

  return (
    // A region, not a plain box: an open dialog leaves the live region below exposed, and the card's name must stay valid.
    <Card role="region" aria-labelledby="historical-import-heading" data-testid="historical-import">
      <CardHeader>
        <CardTitle id="historical-import-heading" className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-primary" />
          Historical Email Import
        </CardTitle>
        <CardDescription>Scan older messages of the mailbox once; up to 100 messages, already processed ones skipped.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2 sm:max-w-56">
          <Label htmlFor={`${id}-days`}>Scan period</Label>
          <NativeSelect id={`${id}-days`} value={days} onChange={(event) => setDays(Number(event.target.value))} disabled={running}>
            {IMPORT_DAY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                Last {option} days
              </option>
            ))}
          </NativeSelect>
        </div>
        <div role="status" aria-live="polite" className="space-y-3">
          {progress && running && (
            <>
              <p className="text-sm">
                Scanning the last {progress.days} days
                {progress.total !== null ? `: ${progress.done} of ${progress.total} messages` : ': searching the mailbox'}...
              </p>
              <Progress value={percent} aria-label="Historical scan progress" />
              <Counts progress={progress} />
            </>
          )}
          {progress && !running && (
            <div className="space-y-2" data-testid="last-import">
              <p className="text-sm text-muted-foreground">
                Last scan ({progress.days} days){' '}
                {progress.state === 'completed' ? 'completed' : 'failed'}
                {progress.finishedAt && (
                  <>
                    {' '}
                    <time dateTime={progress.finishedAt}>{formatDateTime(progress.finishedAt)}</time>
                  </>
                )}
                {progress.error && `: ${progress.error}`}
              </p>
              <Counts progress={progress} />
            </div>
          )}
        </div>
      </CardContent>
      <CardFooter className="gap-3">
        <Button onClick={() => start.mutate()} disabled={start.isPending || running || !status.configured}>
          {start.isPending || running ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ScanSearch aria-hidden="true" />}
          Scan Historical Emails
        </Button>
        {!status.configured && <p className="text-sm text-muted-foreground">Connect a mailbox under Mailbox Integration first.</p>}
      </CardFooter>
    </Card>
  );
}
