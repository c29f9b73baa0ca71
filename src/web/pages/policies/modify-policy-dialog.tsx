import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPolicy } from '../../../domain/policies';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { invalidatePolicies, updatePolicy } from '../../features/policies/api';
import { isNetworkError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { PolicyFormFields } from './policy-form-fields';
import { toFormInput, toPolicyFields, ZModifyPolicyForm } from './policy-form';

/** Modify a policy an admin added; the reason is kept in the audit trail with the changes. */
export function ModifyPolicyDialog({ policy, onClose }: { policy: TPolicy; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(ZModifyPolicyForm), defaultValues: { ...toFormInput(policy), reason: '' } });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: ({ reason, ...values }: { reason: string } & Parameters<typeof toPolicyFields>[0]) =>
      updatePolicy(policy.id, { ...toPolicyFields(values), reason }),
    onSuccess: () => {
      toast({ title: 'Policy updated successfully', description: `"${form.getValues('title')}" has been saved.` });
      void invalidatePolicies(queryClient);
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: isNetworkError(error) ? 'An error occurred while updating the policy' : error.message || 'Failed to update policy',
        variant: 'destructive',
      }),
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        className="max-w-2xl"
        title="Modify Policy"
        description="Changes apply to analyses made from now on. Say why you are changing the policy."
        submitLabel="Save Changes"
        pending={mutation.isPending}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <PolicyFormFields />
        <TextareaField
          label="Reason for change"
          required
          hint="Recorded in the audit trail."
          error={errors.reason?.message}
          rows={2}
          maxLength={1000}
          {...form.register('reason')}
        />
      </FormDialog>
    </FormProvider>
  );
}
