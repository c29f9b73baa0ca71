import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '../../../domain/auth';
import { ROLE_LABELS, type TRole } from '../../../domain/roles';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { useCurrentUser } from '../../features/auth/api';
import { approveUser, invalidateUsers } from '../../features/users/api';
import { toast } from '../../lib/toast';
import { assignableRoles } from './assignable-roles';

export function ApproveUserDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: actor } = useCurrentUser();
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
    <FormDialog
      onClose={onClose}
      title="Approve User"
      description={
        <>
          Activate the account of <span className="font-medium text-foreground">{user.username}</span> with the role below.
          {user.email ? ' They are told by email.' : ''}
        </>
      }
      submitLabel="Approve"
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <FormField label="Role">
        {(control) => (
          <NativeSelect {...control} value={role} onChange={(event) => setRole(event.target.value as TRole)}>
            {assignableRoles(actor).map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FormDialog>
  );
}
