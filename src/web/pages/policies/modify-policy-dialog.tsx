import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TPolicy } from '../../../domain/policies';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';
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
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Modify Policy</DialogTitle>
          <DialogDescription>Changes apply to analyses made from now on. Say why you are changing the policy.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
            <PolicyFormFields />
            <FormField
              label={
                <>
                  Reason for change <span className="font-normal text-muted-foreground">(required)</span>
                </>
              }
              hint="Recorded in the audit trail."
              error={errors.reason?.message}
            >
              {(control) => <Textarea {...control} rows={2} maxLength={1000} aria-required="true" {...form.register('reason')} />}
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                Save Changes
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
