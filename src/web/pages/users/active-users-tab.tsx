import { useState } from 'react';
import { History, Trash2, UserCog } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import { ROLE_LABELS } from '../../../domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDate, formatTimestamp } from '../../lib/format';
import { accountLockReason } from './assignable-roles';
import { DeleteUserDialog } from './delete-user-dialog';
import { LoginHistoryDialog } from './login-history-dialog';
import { ManageRolesDialog } from './manage-roles-dialog';

type TDialog = { kind: 'roles' | 'history' | 'delete'; user: TPublicUser } | null;

export function ActiveUsersTab({ users, actor }: { users: TPublicUser[]; actor: TPublicUser }) {
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);

  if (users.length === 0) return <p className="py-8 text-center text-sm text-muted-foreground">No active users.</p>;

  return (
    <>
      <Table label="Active users">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
            <TableHead>Roles</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Last login</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const locked = accountLockReason(actor, user);
            const deleteLocked = locked ?? (user.isOwner ? 'The owner account cannot be deleted' : null);
            return (
              <TableRow key={user.id} data-testid="user-row">
                <TableCell className="min-w-48">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className="font-medium break-all">{user.username}</span>
                    {user.id === actor.id && <Badge variant="outline">You</Badge>}
                    {user.isOwner && <Badge variant="secondary">Owner</Badge>}
                  </div>
                  <span className="block text-xs text-muted-foreground break-all">{user.email ?? 'No email'}</span>
                </TableCell>
                <TableCell className="min-w-44">
                  <ul className="flex flex-wrap gap-1" aria-label={`Roles of ${user.username}`}>
                    {user.roles.map((role) => (
                      <li key={role}>
                        <Badge variant={role === 'admin' || role === 'superadmin' ? 'default' : 'secondary'}>{ROLE_LABELS[role]}</Badge>
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {user.lastLoginAt ? (
                    <time dateTime={user.lastLoginAt}>{formatTimestamp(user.lastLoginAt)}</time>
                  ) : (
                    <span className="text-muted-foreground">Never</span>
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Manage roles for ${user.username}`}
                      title={locked ?? 'Manage roles'}
                      disabled={locked !== null}
                      onClick={() => setDialog({ kind: 'roles', user })}
                    >
                      <UserCog aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Login history for ${user.username}`}
                      title="Login history"
                      onClick={() => setDialog({ kind: 'history', user })}
                    >
                      <History aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${user.username}`}
                      title={deleteLocked ?? 'Delete user'}
                      disabled={deleteLocked !== null}
                      onClick={() => setDialog({ kind: 'delete', user })}
                      className="text-destructive hover:text-destructive"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {dialog?.kind === 'roles' && <ManageRolesDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'history' && <LoginHistoryDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={close} />}
    </>
  );
}
