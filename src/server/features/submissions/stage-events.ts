import { sql } from 'drizzle-orm';
import type { TTrackType } from '../../../domain/enums';
import type { TStageEvent } from '../../../domain/turnaround';
import type { DbOrTx } from '../../db/client';
import { submissionStageEvents, submissionVersions } from '../../db/schema';

export interface StageEventInput {
  submissionId: string;
  stage: TStageEvent;
  /** Who acted; null for the system (an analysis). */
  actorId?: string | null;
  /** The version it concerns; by default the submission's current one. */
  version?: number;
  track?: { id: string; type: TTrackType } | null;
  outcome?: 'approved' | 'rejected' | 'needs_revision' | null;
  /** By default the transaction's time, as `created_at` columns have it. */
  occurredAt?: Date;
}

/**
 * Record that a stage of a submission's way through the desk happened, inside the caller's transaction so it
 * commits or rolls back with the change. A stage that happens once per submission (submitted, first action,
 * decided) is kept at its first time: later ones are ignored by the unique index.
 */
export async function recordStageEvent(tx: DbOrTx, event: StageEventInput): Promise<void> {
  const currentVersion = sql`(select coalesce(max(${submissionVersions.number}), 1) from ${submissionVersions} where ${submissionVersions.submissionId} = ${event.submissionId})`;
  await tx
    .insert(submissionStageEvents)
    .values({
      submissionId: event.submissionId,
      stage: event.stage,
      version: event.version ?? currentVersion,
      actorId: event.actorId ?? null,
      trackId: event.track?.id ?? null,
      trackType: event.track?.type ?? null,
      outcome: event.outcome ?? null,
      ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
    })
    .onConflictDoNothing();
}

/** The desk handled the submission (claimed, assigned, decided or escalated it): recorded the first time only. */
export function recordFirstAction(tx: DbOrTx, submissionId: string, actorId: string): Promise<void> {
  return recordStageEvent(tx, { submissionId, stage: 'first_action', actorId });
}
