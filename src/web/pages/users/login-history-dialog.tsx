import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import { LOGIN_HISTORY_DEFAULT_LIMIT } from '../../../domain/users';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { loginHistoryQueryOptions } from '../../features/users/api';
import { toast } from '../../lib/toast';
import { LoginRecordsTable } from './login-records';

export function LoginHistoryDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const history = useQuery(loginHistoryQueryOptions(user.id));

  useEffect(() => {
    if (history.isError) toast({ title: 'Failed to fetch login history', description: history.error.message, variant: 'destructive' });
  }, [history.isError, history.error]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Login History</DialogTitle>
          <DialogDescription>
            The last {LOGIN_HISTORY_DEFAULT_LIMIT} sign-in attempts of{' '}
            <span className="font-medium text-foreground">{user.username}</span>, newest first.
          </DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
            Loading login history...
          </div>
        ) : history.isError ? (
          <p role="alert" className="py-6 text-sm text-destructive">
            Failed to fetch login history: {history.error.message}
          </p>
        ) : history.data.loginHistory.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">{user.username} has never tried to sign in.</p>
        ) : (
          <LoginRecordsTable
            records={history.data.loginHistory}
            label={`Login history of ${user.username}`}
            caption={`${history.data.loginHistory.length} ${history.data.loginHistory.length === 1 ? 'attempt' : 'attempts'}`}
            showUser={false}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
