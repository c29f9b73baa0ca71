import { and, eq, inArray } from 'drizzle-orm';
import type { TSubmissionStatus, TTrackStatus } from '../../../domain/enums';
import { TRACK_TRANSITIONS, canMoveTrack, nextSubmissionStatus, type TSubmissionEvent, type TTrackMove } from '../../../domain/workflow';
import type { DbOrTx } from '../../db/client';
import { escalationTracks, submissions } from '../../db/schema';
import type { SubmissionRow, TrackRow } from './submissions.mapper';

/**
 * The only writer of the status of submissions and escalation tracks: every change is a move the domain's
 * workflow allows from the status the caller read (under lock). A move it does not allow writes nothing and
 * answers null; the caller decides whether that is a 409 or nothing to do. A unit test keeps other modules
 * from writing these columns.
 */

type SubmissionChanges = Omit<Partial<typeof submissions.$inferInsert>, 'id' | 'status'>;
type TrackChanges = Omit<Partial<typeof escalationTracks.$inferInsert>, 'id' | 'status'>;

/** Apply a workflow event to a submission, with other columns changed in the same update. */
export async function moveSubmission(
  tx: DbOrTx,
  current: Pick<SubmissionRow, 'id' | 'status'>,
  event: TSubmissionEvent,
  changes: SubmissionChanges = {},
): Promise<SubmissionRow | null> {
  const status = nextSubmissionStatus(current.status as TSubmissionStatus, event);
  if (!status) return null;
  const [updated] = await tx
    .update(submissions)
    .set({ ...changes, status, updatedAt: new Date() })
    .where(eq(submissions.id, current.id))
    .returning();
  return updated;
}

/** Move a track to a status the move allows from where it is, with other columns changed in the same update. */
export async function moveTrack(
  tx: DbOrTx,
  current: Pick<TrackRow, 'id' | 'status'>,
  move: TTrackMove,
  to: TTrackStatus,
  changes: TrackChanges = {},
): Promise<TrackRow | null> {
  if (!canMoveTrack(current.status as TTrackStatus, move, to)) return null;
  const [updated] = await tx
    .update(escalationTracks)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(eq(escalationTracks.id, current.id))
    .returning();
  return updated;
}

/** Tracks that asked for revisions are open again now that there is new creative to judge. */
export async function reopenTracks(tx: DbOrTx, submissionId: string): Promise<void> {
  const { from, to } = TRACK_TRANSITIONS.reopen;
  await tx
    .update(escalationTracks)
    .set({ status: to[0], updatedAt: new Date() })
    .where(and(eq(escalationTracks.submissionId, submissionId), inArray(escalationTracks.status, [...from])));
}
