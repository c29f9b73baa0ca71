import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info, LoaderCircle } from 'lucide-react';
import { TRACK_LABELS } from '../../../domain/review';
import { TRACK_DECISION_STATUS, type TTrackDecision } from '../../../domain/workflow';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { decideTrack, invalidateEscalations } from '../../features/escalations/api';
import { toast } from '../../lib/toast';
import type { TTrackView } from './escalation-tracks-card';
import { failureDescription } from '../../lib/failure-description';

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
  const id = useId();
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
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label} Decision</DialogTitle>
          <DialogDescription>Record your decision on this track.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!blank && !mutation.isPending) mutation.mutate();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Decision</legend>
            {DECISIONS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={`${id}-decision`}
                  value={value}
                  checked={decision === value}
                  onChange={() => setDecision(value)}
                  aria-describedby={`${id}-${value}-hint`}
                  className="mt-0.5 size-4 accent-primary outline-none"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{DECISION_LABELS[value]}</span>
                  <span id={`${id}-${value}-hint`} className="text-sm text-muted-foreground">
                    {DECISION_HINTS[value]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>
              Resolution Notes <span className="font-normal text-muted-foreground">(required)</span>
            </Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              required
              aria-required="true"
              maxLength={5000}
              rows={3}
              placeholder="The reasons for this decision, for the audit trail"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-feedback`}>
              Feedback for Submitter <span className="font-normal text-muted-foreground">(optional)</span>
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
          <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            This action updates the track status, sends an email notification to the submitter and adds an entry to the audit
            trail.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={decision === 'reject' ? 'destructive' : 'default'} disabled={blank || mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Confirm Decision
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
