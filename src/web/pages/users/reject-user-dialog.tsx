import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import { REJECT_REASON_MAX_LENGTH } from '../../../domain/users';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { invalidateUsers, rejectUser } from '../../features/users/api';
import { toast } from '../../lib/toast';

export function RejectUserDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
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
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject User</DialogTitle>
          <DialogDescription>
            The registration of <span className="font-medium text-foreground">{user.username}</span> is deleted.
            {user.email ? ' They are told by email, with your reason if you give one.' : ''}
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
            <Label htmlFor={`${id}-reason`}>
              Reason <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REJECT_REASON_MAX_LENGTH}
              rows={3}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
