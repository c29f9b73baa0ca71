import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPolicy } from '../../../domain/policies';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { deletePolicy, invalidatePolicies } from '../../features/policies/api';
import { isNetworkError } from '../../lib/api';
import { toast } from '../../lib/toast';

/** Remove a policy an admin added, with the reason the audit trail keeps. */
export function RemovePolicyDialog({ policy, onClose }: { policy: TPolicy; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';

  const mutation = useMutation({
    mutationFn: () => deletePolicy(policy.id, reason.trim()),
    onSuccess: () => {
      toast({ title: 'Policy removed successfully', description: `"${policy.title}" is no longer in the policy library.` });
      void invalidatePolicies(queryClient);
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'Removal failed',
        description: isNetworkError(error) ? 'An error occurred while removing the policy' : error.message || 'Failed to remove policy',
        variant: 'destructive',
      }),
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Remove Policy"
      description={
        <>
          <span className="font-medium text-foreground">{policy.title}</span> will no longer be checked in new analyses. The
          removal and your reason are recorded in the audit trail.
        </>
      }
      submitLabel="Remove Policy"
      submitVariant="destructive"
      canSubmit={!blank}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <TextareaField
        label="Reason for removal"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
      />
    </FormDialog>
  );
}
