import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown, LoaderCircle, MailOpen, RotateCw } from 'lucide-react';
import type { TOutboxEmail } from '../../../domain/settings';
import { ErrorCard } from '../../components/error-card';
import { ListFooter } from '../../components/list-footer';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { outboxQueryOptions } from '../../features/settings/api';
import { formatDateTime, humanizeIdentifier } from '../../lib/format';
import { cn } from '../../lib/utils';

const STATUS_LABELS: Record<TOutboxEmail['status'], string> = {
  sent: 'Sent',
  queued: 'Queued',
  failed: 'Failed',
  logged: 'Logged only',
};

const STATUS_CLASSES: Record<TOutboxEmail['status'], string> = {
  sent: TONE_CLASSES.green,
  queued: TONE_CLASSES.blue,
  failed: TONE_CLASSES.red,
  logged: 'border-transparent bg-secondary text-secondary-foreground',
};

function OutboxItem({ email }: { email: TOutboxEmail }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="outbox-email" data-status={email.status} className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="text-sm font-medium break-words">{email.subject}</h3>
          <p className="text-xs break-all text-muted-foreground">To: {email.to.join(', ')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{humanizeIdentifier(email.kind)}</Badge>
          <Badge className={STATUS_CLASSES[email.status]}>{STATUS_LABELS[email.status]}</Badge>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Created <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
        {email.sentAt && (
          <>
            {' '}
            · Sent <time dateTime={email.sentAt}>{formatDateTime(email.sentAt)}</time>
          </>
        )}
        {email.attempts > 0 && (
          <>
            {' '}
            · {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
          </>
        )}
      </p>
      {email.lastError && <p className="text-xs break-words text-destructive">Last error: {email.lastError}</p>}
      <Button variant="ghost" size="sm" className="-ml-2" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        {open ? 'Hide message' : 'Show message'}
        <span className="sr-only"> {email.subject}</span>
      </Button>
      <pre
        id={`${id}-body`}
        hidden={!open}
        className="max-h-72 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words"
      >
        {email.textBody}
      </pre>
    </li>
  );
}

/** Every email the platform has sent or kept, newest first, with its delivery state (admins). */
export function OutboxCard() {
  const outbox = useInfiniteQuery(outboxQueryOptions());
  const emails = outbox.data?.pages.flatMap((page) => page.emails) ?? [];
  const total = outbox.data?.pages[0]?.total;

  return (
    <Card aria-labelledby="outbox-heading">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle id="outbox-heading" className="flex items-center gap-2">
              <MailOpen aria-hidden="true" className="size-5 text-primary" />
              Outbox
              {total !== undefined && (
                <Badge variant="secondary" data-testid="outbox-total">
                  {total}
                </Badge>
              )}
            </CardTitle>
            <CardDescription>Emails the platform has sent, with their delivery status.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {outbox.isFetching && !outbox.isFetchingNextPage ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <RotateCw aria-hidden="true" />
            )}
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent className="p-0 pb-6">
        {outbox.isPending ? (
          <div role="status" aria-label="Loading outbox" className="space-y-2 px-6">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : outbox.isError && emails.length === 0 ? (
          <div className="px-6">
            <ErrorCard title="Failed to load the outbox" message={outbox.error.message} onRetry={() => void outbox.refetch()} />
          </div>
        ) : emails.length === 0 ? (
          <p className="px-6 text-sm text-muted-foreground">No emails have been sent yet.</p>
        ) : (
          <>
            <ul aria-labelledby="outbox-heading" className="divide-y border-y">
              {emails.map((email) => (
                <OutboxItem key={email.id} email={email} />
              ))}
            </ul>
            <ListFooter list={outbox} className="px-6 pt-4" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
