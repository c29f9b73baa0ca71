import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '../../../domain/auth';
import { REJECT_REASON_MAX_LENGTH } from '../../../domain/users';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { invalidateUsers, rejectUser } from '../../features/users/api';
import { toast } from '../../lib/toast';

export function RejectUserDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');

  const mutation = useMutation({
    mutationFn: () => rejectUser({ userId: user.id, reason: reason.trim() || null }),
    onSuccess: () => {
      toast({ title: 'User rejected', description: `The registration of ${user.username} has been removed.` });
      void invalidateUsers(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to reject user', description: error.message, variant: 'destructive' }),
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Reject User"
      description={
        <>
          The registration of <span className="font-medium text-foreground">{user.username}</span> is deleted.
          {user.email ? ' They are told by email, with your reason if you give one.' : ''}
        </>
      }
      submitLabel="Reject"
      submitVariant="destructive"
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <TextareaField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REJECT_REASON_MAX_LENGTH}
      />
    </FormDialog>
  );
}
