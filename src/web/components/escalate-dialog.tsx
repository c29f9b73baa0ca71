import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACK_TYPES, type TTrackType } from '../../domain/enums';
import { TRACK_LABELS } from '../../domain/review';
import { createEscalation, escalationKeys } from '../features/escalations/api';
import { invalidateSubmissions } from '../features/submissions/api';
import { toast } from '../lib/toast';
import { FormDialog } from './form-dialog';
import { TextareaField } from './textarea-field';
import { RadioCards } from './radio-cards';

const TRACK_DESCRIPTIONS: Record<TTrackType, string> = {
  legal: 'Final authority with veto power over all decisions.',
  creative: 'Creative director with superadmin override capability.',
  technical: 'Technical reviewer with superadmin override capability.',
};

const DEFAULT_FAILURE = 'Failed to escalate submission. Please try again.';

function escalationFailureMessage(message: string, trackType: TTrackType): string {
  if (/already exists/i.test(message)) {
    return `A ${TRACK_LABELS[trackType]} Review escalation track already exists for this submission. Please check the audit trail for existing escalation status.`;
  }
  return message || DEFAULT_FAILURE;
}

interface EscalateDialogProps {
  submission: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sends a submission to the legal, creative or technical track with a required reason (spec 1, Escalate dialog). */
export function EscalateDialog({ submission, open, onOpenChange }: EscalateDialogProps) {
  const queryClient = useQueryClient();
  const [trackType, setTrackType] = useState<TTrackType>('legal');
  const [reason, setReason] = useState('');

  const mutation = useMutation({
    mutationFn: () => createEscalation({ submissionId: submission.id, trackType, escalationReason: reason.trim() }),
    onSuccess: () => {
      toast({
        title: 'Submission Escalated',
        description: `"${submission.title}" has been sent to ${TRACK_LABELS[trackType]} Review.`,
      });
      void invalidateSubmissions(queryClient);
      void queryClient.invalidateQueries({ queryKey: escalationKeys.forSubmission(submission.id) });
      close();
    },
    onError: (error) =>
      toast({ title: 'Escalation Failed', description: escalationFailureMessage(error.message, trackType), variant: 'destructive' }),
  });

  function close() {
    setTrackType('legal');
    setReason('');
    mutation.reset();
    onOpenChange(false);
  }

  const blank = reason.trim() === '';

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Escalate Submission"
      description={
        <>
          Send <span className="font-medium text-foreground">{submission.title}</span> to a specialist review track.
        </>
      }
      submitLabel="Confirm Escalation"
      canSubmit={!blank}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <RadioCards
        legend="Escalation path"
        options={TRACK_TYPES.map((type) => ({ value: type, label: `${TRACK_LABELS[type]} Review`, description: TRACK_DESCRIPTIONS[type] }))}
        value={trackType}
        onChange={setTrackType}
      />
      <TextareaField
        label="Reason for escalation"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={4}
        maxLength={2000}
        placeholder="Explain why this submission needs specialist review"
      />
    </FormDialog>
  );
}
