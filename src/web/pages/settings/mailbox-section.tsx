import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { ErrorCard } from '../../components/error-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { mailboxStatusQueryOptions } from '../../features/mailbox/api';
import { isApiError } from '../../lib/api';
import { HistoricalImportCard } from './historical-import-card';
import { MailboxIntegrationCard } from './mailbox-integration-card';
import { MailboxMonitoringCard } from './mailbox-monitoring-card';

function MailboxUnavailable() {
  return (
    <Card aria-labelledby="mailbox-unavailable-heading" className="border-dashed" data-testid="mailbox-unavailable">
      <CardHeader>
        <CardTitle id="mailbox-unavailable-heading" className="flex items-center gap-2">
          <Inbox aria-hidden="true" className="size-5 text-muted-foreground" />
          Mailbox Monitoring
        </CardTitle>
        <CardDescription>Mailbox monitoring is not available on this server</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          This server does not offer mailbox monitoring, historical import or mailbox integration. Submissions can still be made
          on the New Submission page.
        </p>
      </CardContent>
    </Card>
  );
}

/** Monitoring, historical import and the mailbox connection (admins); one honest card when the server has none of it. */
export function MailboxSection() {
  const status = useQuery(mailboxStatusQueryOptions());

  if (status.isPending) {
    return (
      <div role="status" aria-label="Loading mailbox monitoring" className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (status.isError && !status.data) {
    if (isApiError(status.error, 404)) return <MailboxUnavailable />;
    return <ErrorCard title="Failed to load mailbox monitoring" message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <MailboxMonitoringCard status={status.data} />
        <HistoricalImportCard status={status.data} />
      </div>
      <MailboxIntegrationCard status={status.data} />
    </>
  );
}
