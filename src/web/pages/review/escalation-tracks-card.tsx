import type { ReactNode } from 'react';
import type { TTrackStatus } from '../../../domain/enums';
import { TRACK_LABELS } from '../../../domain/review';
import type { TEscalationTrackSummary } from '../../../domain/submissions';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime, humanizeIdentifier } from '../../lib/format';

const TRACK_STATUS_CLASSES: Record<TTrackStatus, string> = {
  pending: TONE_CLASSES.yellow,
  in_review: TONE_CLASSES.blue,
  needs_revision: TONE_CLASSES.orange,
  approved: TONE_CLASSES.green,
  rejected: TONE_CLASSES.red,
};

/** The submission's tracks; `actions` is the slot for the track approval panel. */
export function EscalationTracksCard({ tracks, actions }: { tracks: TEscalationTrackSummary[]; actions?: ReactNode }) {
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
              <li key={track.id} data-testid="escalation-track" className="space-y-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{TRACK_LABELS[track.trackType]} Review</h3>
                  <Badge className={TRACK_STATUS_CLASSES[track.status]}>{humanizeIdentifier(track.status)}</Badge>
                  {track.isOverridden && (
                    <Badge className={TONE_CLASSES.violet}>
                      Overridden{track.overrideDecision ? `: ${humanizeIdentifier(track.overrideDecision)}` : ''}
                    </Badge>
                  )}
                </div>
                <p className="text-sm break-words">{track.escalationReason}</p>
                <p className="text-xs text-muted-foreground">
                  Escalated <time dateTime={track.createdAt}>{formatDateTime(track.createdAt)}</time>
                  {track.resolution && <> · Resolution: {humanizeIdentifier(track.resolution)}</>}
                </p>
              </li>
            ))}
          </ul>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}
