import { useState } from 'react';
import { Check, UserCheck, X } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { formatTimestamp } from '../../lib/format';
import { ApproveUserDialog } from './approve-user-dialog';
import { RejectUserDialog } from './reject-user-dialog';

type TDialog = { kind: 'approve' | 'reject'; user: TPublicUser } | null;

export function PendingUsersTab({ users }: { users: TPublicUser[] }) {
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);

  if (users.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <UserCheck aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">No pending approvals</p>
        <p className="text-sm text-muted-foreground">New registrations waiting for an administrator appear here.</p>
      </div>
    );
  }

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Registrations awaiting approval">
        {users.map((user) => (
          <li key={user.id} data-testid="pending-user" className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium break-all">{user.username}</p>
              <p className="text-sm text-muted-foreground break-all">{user.email ?? 'No email'}</p>
              <p className="text-xs text-muted-foreground">
                Registered <time dateTime={user.createdAt}>{formatTimestamp(user.createdAt)}</time>
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => setDialog({ kind: 'approve', user })}>
                <Check aria-hidden="true" />
                Approve<span className="sr-only"> {user.username}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'reject', user })}>
                <X aria-hidden="true" />
                Reject<span className="sr-only"> {user.username}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {dialog?.kind === 'approve' && <ApproveUserDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'reject' && <RejectUserDialog user={dialog.user} onClose={close} />}
    </>
  );
}
