import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { TRACK_LABELS } from '../../../domain/review';
import { TRACK_DECISION_STATUS, type TTrackDecision } from '../../../domain/workflow';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import { decideTrack, invalidateEscalations } from '../../features/escalations/api';
import { toast } from '../../lib/toast';
import type { TTrackView } from './escalation-tracks-card';
import { failureDescription } from '../../lib/failure-description';
import { RadioCards } from '../../components/radio-cards';

export const DECISION_LABELS: Record<TTrackDecision, string> = {
  approve: 'Approve Track',
  reject: 'Reject Track',
  revise: 'Request Revisions',
};

const DECISION_HINTS: Record<TTrackDecision, string> = {
  approve: 'The track is approved.',
  reject: 'The track is rejected. A Legal Review rejection also rejects the submission.',
  revise: 'The submitter is asked for revised creative; the track reopens when it arrives.',
};

const DECISIONS = Object.keys(DECISION_LABELS) as TTrackDecision[];

interface TrackDecisionDialogProps {
  submissionId: string;
  track: TTrackView;
  initialDecision: TTrackDecision;
  onClose: () => void;
}

/** A specialist's decision on their track, with required notes and optional feedback that goes into the email. */
export function TrackDecisionDialog({ submissionId, track, initialDecision, onClose }: TrackDecisionDialogProps) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<TTrackDecision>(initialDecision);
  const [notes, setNotes] = useState('');
  const [feedback, setFeedback] = useState('');
  const label = `${TRACK_LABELS[track.trackType]} Review`;
  const blank = notes.trim() === '';

  const mutation = useMutation({
    mutationFn: () => {
      const { status, resolution } = TRACK_DECISION_STATUS[decision];
      if (status !== 'approved' && status !== 'rejected' && status !== 'needs_revision') throw new Error(`Not a decision: ${status}`);
      return decideTrack(track.id, {
        status,
        resolution,
        resolutionNotes: notes.trim(),
        feedbackForSubmitter: feedback.trim() || null,
      });
    },
    onSuccess: () => {
      toast({ title: 'Decision Recorded', description: 'Track decision has been updated and notification sent.' });
      void invalidateEscalations(queryClient, submissionId);
      onClose();
    },
    onError: (error) =>
      toast({ title: 'Decision Failed', description: failureDescription('Failed to record track decision.', error), variant: 'destructive' }),
  });

  return (
    <FormDialog
      onClose={onClose}
      title={`${label} Decision`}
      description="Record your decision on this track."
      submitLabel="Confirm Decision"
      submitVariant={decision === 'reject' ? 'destructive' : 'default'}
      canSubmit={!blank}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <RadioCards
        legend="Decision"
        options={DECISIONS.map((value) => ({ value, label: DECISION_LABELS[value], description: DECISION_HINTS[value] }))}
        value={decision}
        onChange={setDecision}
      />
      <TextareaField
        label="Resolution Notes"
        required
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={5000}
        placeholder="The reasons for this decision, for the audit trail"
      />
      <TextareaField
        label="Feedback for Submitter"
        hint="Included in the email notification to the submitter."
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        maxLength={5000}
      />
      <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        This action updates the track status, sends an email notification to the submitter and adds an entry to the audit
        trail.
      </p>
    </FormDialog>
  );
}
