import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import { ROLE_LABELS, type TRole } from '../../../domain/roles';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useCurrentUser } from '../../features/auth/api';
import { approveUser, invalidateUsers } from '../../features/users/api';
import { toast } from '../../lib/toast';
import { assignableRoles } from './assignable-roles';

export function ApproveUserDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: actor } = useCurrentUser();
  const id = useId();
  const [role, setRole] = useState<TRole>('standard');

  const mutation = useMutation({
    mutationFn: () => approveUser({ userId: user.id, role }),
    onSuccess: ({ data }) => {
      toast({ title: 'User approved', description: `${data.username} can now sign in as ${ROLE_LABELS[role]}.` });
      void invalidateUsers(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to approve user', description: error.message, variant: 'destructive' }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve User</DialogTitle>
          <DialogDescription>
            Activate the account of <span className="font-medium text-foreground">{user.username}</span> with the role below.
            {user.email ? ' They are told by email.' : ''}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-role`}>Role</Label>
            <NativeSelect id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as TRole)}>
              {assignableRoles(actor).map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Approve
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
