import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
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
    <FormDialog
      onClose={onClose}
      title="Approve Legal Review"
      description={
        <>
          Approves the Legal Review track of this submission. The submitter is emailed and the approval is recorded in the
          audit trail.
        </>
      }
      submitLabel="Approve Legal Review"
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <TextareaField
        label="Feedback"
        hint="Included in the email notification to the submitter."
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        maxLength={5000}
      />
    </FormDialog>
  );
}
