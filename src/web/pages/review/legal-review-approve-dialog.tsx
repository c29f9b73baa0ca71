import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { invalidateEscalations } from '../../features/escalations/api';
import { approveLegalReview } from '../../features/review/api';
import { toast } from '../../lib/toast';

interface LegalReviewApproveDialogProps {
  submissionId: string;
  onClose: () => void;
}

/** The legal approver's one-step approval of the Legal Review track, with optional feedback for the submitter. */
export function LegalReviewApproveDialog({ submissionId, onClose }: LegalReviewApproveDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [feedback, setFeedback] = useState('');

  const mutation = useMutation({
    mutationFn: () => approveLegalReview(submissionId, feedback.trim() || null),
    onSuccess: () => {
      toast({ title: 'Legal Review Approved', description: 'Track decision has been updated and notification sent.' });
      void invalidateEscalations(queryClient, submissionId);
      onClose();
    },
    onError: (error) => toast({ title: 'Legal Review Approval Failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve Legal Review</DialogTitle>
          <DialogDescription>
            Approves the Legal Review track of this submission. The submitter is emailed and the approval is recorded in the
            audit trail.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending) mutation.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-feedback`}>
              Feedback <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${id}-feedback`}
              value={feedback}
              onChange={(event) => setFeedback(event.target.value)}
              aria-describedby={`${id}-feedback-hint`}
              maxLength={5000}
              rows={3}
            />
            <p id={`${id}-feedback-hint`} className="text-sm text-muted-foreground">
              Included in the email notification to the submitter.
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Approve Legal Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
