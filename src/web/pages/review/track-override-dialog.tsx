import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACK_LABELS } from '../../../domain/review';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { invalidateEscalations, overrideTrack } from '../../features/escalations/api';
import { humanizeIdentifier } from '../../lib/format';
import { toast } from '../../lib/toast';
import type { TTrackView } from './escalation-tracks-card';
import { failureDescription } from '../../lib/failure-description';
import { RadioCards } from '../../components/radio-cards';

const OVERRIDE_DECISIONS = ['approved', 'rejected'] as const;
type TOverrideDecision = (typeof OVERRIDE_DECISIONS)[number];

const OVERRIDE_LABELS: Record<TOverrideDecision, string> = {
  approved: 'Override to Approved',
  rejected: 'Override to Rejected',
};

interface TrackOverrideDialogProps {
  submissionId: string;
  track: TTrackView;
  onClose: () => void;
}

/** A superadmin replaces the verdict of a resolved creative or technical track. */
export function TrackOverrideDialog({ submissionId, track, onClose }: TrackOverrideDialogProps) {
  const queryClient = useQueryClient();
  const current = track.overrideDecision ?? track.resolution ?? 'approved';
  const [decision, setDecision] = useState<TOverrideDecision>(current === 'approved' ? 'rejected' : 'approved');
  const [reason, setReason] = useState('');
  const label = `${TRACK_LABELS[track.trackType]} Review`;

  const mutation = useMutation({
    mutationFn: () => overrideTrack(track.id, { overrideDecision: decision, overrideReason: reason.trim() || null }),
    onSuccess: () => {
      toast({ title: 'Override Applied', description: `${label} is now ${decision} by superadmin override.` });
      void invalidateEscalations(queryClient, submissionId);
      onClose();
    },
    onError: (error) =>
      toast({ title: 'Override Failed', description: failureDescription('Failed to apply track override.', error), variant: 'destructive' }),
  });

  return (
    <FormDialog
      onClose={onClose}
      title={`Override ${label}`}
      description={
        <>
          The track was {humanizeIdentifier(track.status).toLowerCase()}. An override replaces its verdict; it is recorded with
          your name in the audit trail.
        </>
      }
      submitLabel="Apply Override"
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <RadioCards
        legend="Override decision"
        options={OVERRIDE_DECISIONS.map((value) => ({ value, label: OVERRIDE_LABELS[value] }))}
        value={decision}
        onChange={setDecision}
      />
      <TextareaField
        label="Override Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={2000}
      />
    </FormDialog>
  );
}
