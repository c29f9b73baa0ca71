import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACK_TYPES, type TTrackType } from '../../domain/enums';
import { TRACK_LABELS } from '../../domain/review';
import { createEscalation, escalationKeys } from '../features/escalations/api';
import { invalidateSubmissions } from '../features/submissions/api';
import { toast } from '../lib/toast';
import { FormDialog } from './form-dialog';
import { TextareaField } from './textarea-field';

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
  const id = useId();
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
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Escalation path</legend>
        {TRACK_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={`${id}-track`}
              value={type}
              checked={trackType === type}
              onChange={() => setTrackType(type)}
              aria-describedby={`${id}-${type}-description`}
              className="mt-0.5 size-4 accent-primary outline-none"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{TRACK_LABELS[type]} Review</span>
              <span id={`${id}-${type}-description`} className="text-sm text-muted-foreground">
                {TRACK_DESCRIPTIONS[type]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
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
