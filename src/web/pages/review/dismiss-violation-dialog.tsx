import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViolation } from '../../../domain/analysis';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { dismissViolation, invalidateAnalysis } from '../../features/analysis/api';
import { findingName } from '../../lib/format';
import { toast } from '../../lib/toast';

const REASON_MAX_LENGTH = 1000;

interface DismissViolationDialogProps {
  submissionId: string;
  violation: TViolation;
  onClose: () => void;
}

/** A reviewer sets a finding aside with a required reason; the score is recomputed and the dismissal audited. */
export function DismissViolationDialog({ submissionId, violation, onClose }: DismissViolationDialogProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  const name = findingName(violation.violationType);

  const mutation = useMutation({
    mutationFn: () => dismissViolation(submissionId, violation.id, reason.trim()),
    onSuccess: () => {
      toast({ title: 'Finding Dismissed', description: `"${name}" no longer counts against the compliance score.` });
      void invalidateAnalysis(queryClient, submissionId);
      onClose();
    },
    onError: (error) => toast({ title: 'Dismissal Failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Dismiss Finding"
      description={
        <>
          <span className="font-medium text-foreground">{name}</span> stays on the submission, marked as dismissed with your
          reason, and stops counting against the score. The dismissal is recorded in the audit trail.
        </>
      }
      submitLabel="Dismiss Finding"
      canSubmit={!blank}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <TextareaField
        label="Reason for dismissal"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REASON_MAX_LENGTH}
        placeholder="Why this finding does not apply"
      />
    </FormDialog>
  );
}
