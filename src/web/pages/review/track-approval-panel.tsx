import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Gavel, LoaderCircle, Play, RotateCcw, ShieldCheck, X } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import { TRACK_TYPES } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import { TRACK_LABELS } from '../../../domain/review';
import {
  DECIDABLE_TRACK_STATUSES,
  LISTED_TRACK_STATUSES,
  RESOLVED_TRACK_STATUSES,
  isOverridable,
  trackDecisionAction,
  type TTrackDecision,
} from '../../../domain/workflow';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { decideTrack, invalidateEscalations } from '../../features/escalations/api';
import { humanizeIdentifier } from '../../lib/format';
import { toast } from '../../lib/toast';
import { TRACK_STATUS_CLASSES, type TTrackView } from './escalation-tracks-card';
import { failureDescription } from '../../lib/failure-description';
import { LegalReviewApproveDialog } from './legal-review-approve-dialog';
import { DECISION_LABELS, TrackDecisionDialog } from './track-decision-dialog';
import { TrackOverrideDialog } from './track-override-dialog';

type TDialog =
  | { kind: 'decide'; track: TTrackView; decision: TTrackDecision }
  | { kind: 'override'; track: TTrackView }
  | { kind: 'legal-approve' }
  | null;

const DECISION_ICONS = { approve: Check, reject: X, revise: RotateCcw } as const;

/** Whether the panel applies to this user at all: they decide some kind of track, or override them. */
export function decidesAnyTrack(user: TPublicUser | null | undefined): boolean {
  return TRACK_TYPES.some((type) => can(user, trackDecisionAction(type))) || can(user, 'track.override');
}

interface TrackApprovalPanelProps {
  submissionId: string;
  tracks: TTrackView[];
  user: TPublicUser | null | undefined;
}

/** 'Track Approval Actions': the tracks this user may decide, the legal approval, and superadmin overrides. */
export function TrackApprovalPanel({ submissionId, tracks, user }: TrackApprovalPanelProps) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const mine = tracks.filter((track) => can(user, trackDecisionAction(track.trackType)) && LISTED_TRACK_STATUSES.includes(track.status));
  const overridable = can(user, 'track.override')
    ? tracks.filter((track) => isOverridable(track.trackType) && RESOLVED_TRACK_STATUSES.includes(track.status))
    : [];

  const startReview = useMutation({
    mutationFn: (track: TTrackView) => decideTrack(track.id, { status: 'in_review' }),
    onSuccess: (_reply, track) => {
      toast({ title: 'Review Started', description: `${TRACK_LABELS[track.trackType]} Review is now in review.` });
      void invalidateEscalations(queryClient, submissionId);
    },
    onError: (error) =>
      toast({ title: 'Decision Failed', description: failureDescription('Failed to record track decision.', error), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="track-approval-heading" data-testid="track-approval" className="space-y-3 rounded-lg border border-dashed p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="track-approval-heading" className="font-semibold">
          Track Approval Actions
        </h3>
        <Badge variant="secondary" data-testid="track-approval-count">
          {mine.length} available
        </Badge>
      </div>
      {mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tracks available for your approval</p>
      ) : (
        <ul className="space-y-3">
          {mine.map((track) => {
            const label = `${TRACK_LABELS[track.trackType]} Review`;
            const decidable = DECIDABLE_TRACK_STATUSES.includes(track.status);
            const starting = startReview.isPending && startReview.variables?.id === track.id;
            return (
              <li key={track.id} data-testid="approval-track" data-track-type={track.trackType} className="space-y-2 rounded-md bg-muted/50 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Gavel aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span className="text-sm font-medium">{label}</span>
                  <Badge className={TRACK_STATUS_CLASSES[track.status]}>{humanizeIdentifier(track.status)}</Badge>
                </div>
                {decidable ? (
                  <div className="flex flex-wrap gap-2">
                    {(Object.keys(DECISION_LABELS) as TTrackDecision[]).map((decision) => {
                      const Icon = DECISION_ICONS[decision];
                      return (
                        <Button
                          key={decision}
                          size="sm"
                          variant={decision === 'approve' ? 'default' : decision === 'reject' ? 'destructive' : 'outline'}
                          onClick={() => setDialog({ kind: 'decide', track, decision })}
                        >
                          <Icon aria-hidden="true" />
                          {DECISION_LABELS[decision]}
                          <span className="sr-only"> for {label}</span>
                        </Button>
                      );
                    })}
                    {track.status === 'pending' && (
                      <Button size="sm" variant="outline" onClick={() => startReview.mutate(track)} disabled={starting}>
                        {starting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
                        Start Review<span className="sr-only"> of {label}</span>
                      </Button>
                    )}
                    {track.trackType === 'legal' && can(user, 'submission.legal_approve') && (
                      <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'legal-approve' })}>
                        <ShieldCheck aria-hidden="true" />
                        Approve Legal Review
                      </Button>
                    )}
                  </div>
                ) : (
                  <p className="text-sm text-muted-foreground">Revisions were requested; the track reopens when revised creative arrives.</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {overridable.length > 0 && (
        <div className="space-y-2 border-t pt-3">
          <h4 className="text-sm font-semibold">Superadmin Override</h4>
          <p className="text-sm text-muted-foreground">Resolved creative and technical tracks can be overridden. Legal Review has final authority.</p>
          <ul className="flex flex-wrap gap-2">
            {overridable.map((track) => (
              <li key={track.id}>
                <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'override', track })}>
                  Override {TRACK_LABELS[track.trackType]} Review
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {dialog?.kind === 'decide' && (
        <TrackDecisionDialog
          key={`${dialog.track.id}-${dialog.decision}`}
          submissionId={submissionId}
          track={dialog.track}
          initialDecision={dialog.decision}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'override' && <TrackOverrideDialog submissionId={submissionId} track={dialog.track} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'legal-approve' && <LegalReviewApproveDialog submissionId={submissionId} onClose={() => setDialog(null)} />}
    </section>
  );
}
