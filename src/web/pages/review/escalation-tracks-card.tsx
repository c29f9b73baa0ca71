import type { ReactNode } from 'react';
import type { TTrackStatus } from '../../../domain/enums';
import { TRACK_LABELS, type TEscalationTrack } from '../../../domain/review';
import type { TEscalationTrackSummary } from '../../../domain/submissions';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { DueBadge } from '../../components/due-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime, humanizeIdentifier } from '../../lib/format';

export const TRACK_STATUS_CLASSES: Record<TTrackStatus, string> = {
  pending: TONE_CLASSES.yellow,
  in_review: TONE_CLASSES.blue,
  needs_revision: TONE_CLASSES.orange,
  approved: TONE_CLASSES.green,
  rejected: TONE_CLASSES.red,
};

/** The submission's summary of a track, or the full track once GET /api/escalations has answered. */
export type TTrackView = TEscalationTrackSummary & Partial<TEscalationTrack>;

function Note({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm whitespace-pre-wrap break-words">{children}</dd>
    </div>
  );
}

/** The submission's tracks with their decisions and overrides; `actions` is the slot for the track approval panel. */
export function EscalationTracksCard({
  tracks,
  actions,
  trackAssignment,
}: {
  tracks: TTrackView[];
  actions?: ReactNode;
  trackAssignment?: (track: TTrackView) => ReactNode;
}) {
  return (
    <Card aria-labelledby="escalation-tracks-heading">
      <CardHeader>
        <CardTitle id="escalation-tracks-heading">Escalation Tracks ({tracks.length})</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {tracks.length === 0 ? (
          <p className="text-sm text-muted-foreground">This submission has not been escalated.</p>
        ) : (
          <ul className="space-y-3">
            {tracks.map((track) => (
              <li key={track.id} data-testid="escalation-track" data-track-type={track.trackType} className="space-y-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{TRACK_LABELS[track.trackType]} Review</h3>
                  <Badge className={TRACK_STATUS_CLASSES[track.status]} data-testid="track-status">
                    {humanizeIdentifier(track.status)}
                  </Badge>
                  {track.isOverridden && (
                    <Badge className={TONE_CLASSES.violet} data-testid="track-overridden">
                      Overridden{track.overrideDecision ? `: ${humanizeIdentifier(track.overrideDecision)}` : ''}
                    </Badge>
                  )}
                </div>
                {(track.dueAt || track.assignee || trackAssignment) && (
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <DueBadge dueAt={track.dueAt} overdue={track.overdue} open={track.status !== 'approved' && track.status !== 'rejected'} />
                    <span className="text-muted-foreground" data-testid="track-assignee">
                      {track.assignee ? `Held by ${track.assignee.name}` : 'Not assigned'}
                    </span>
                  </div>
                )}
                {trackAssignment?.(track)}
                {track.escalationReason && <p className="text-sm break-words">{track.escalationReason}</p>}
                <p className="text-xs text-muted-foreground">
                  Escalated <time dateTime={track.createdAt}>{formatDateTime(track.createdAt)}</time>
                  {track.resolution && <> · Resolution: {humanizeIdentifier(track.resolution)}</>}
                  {track.resolvedAt && (
                    <>
                      {' '}
                      · Decided <time dateTime={track.resolvedAt}>{formatDateTime(track.resolvedAt)}</time>
                    </>
                  )}
                </p>
                {(track.resolutionNotes || track.feedbackForSubmitter || track.overrideReason) && (
                  <dl className="grid gap-2 rounded-md bg-muted p-3">
                    {track.resolutionNotes && <Note label="Resolution notes">{track.resolutionNotes}</Note>}
                    {track.feedbackForSubmitter && <Note label="Feedback for submitter">{track.feedbackForSubmitter}</Note>}
                    {track.overrideReason && <Note label="Override reason">{track.overrideReason}</Note>}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}
