import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TPolicy } from '../../../domain/policies';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { deletePolicy, invalidatePolicies } from '../../features/policies/api';
import { isNetworkError } from '../../lib/api';
import { toast } from '../../lib/toast';

/** Remove a policy an admin added, with the reason the audit trail keeps. */
export function RemovePolicyDialog({ policy, onClose }: { policy: TPolicy; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
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
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove Policy</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{policy.title}</span> will no longer be checked in new analyses. The
            removal and your reason are recorded in the audit trail.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!blank && !mutation.isPending) mutation.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>
              Reason for removal <span className="font-normal text-muted-foreground">(required)</span>
            </Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              aria-required="true"
              maxLength={1000}
              rows={3}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={blank || mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Remove Policy
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
