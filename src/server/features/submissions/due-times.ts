import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import {
  CLOSED_TRACK_STATUSES,
  computeDueAt,
  computeTrackDueAt,
  DECIDED_SUBMISSION_STATUSES,
  DEFAULT_DUE_RULES,
  ZDueRules,
  type TDueRules,
} from '../../../domain/desk';
import type { DbOrTx } from '../../db/client';
import { complianceAnalyses, escalationTracks, submissions, systemSettings } from '../../db/schema';
import type { Platform } from '../../platform/context';
import type { SubmissionRow } from './submissions.mapper';

/** The admins' due rules live in their own `system_settings` row. */
export const DUE_RULES_KEY = 'desk.due_rules';

/** The saved due rules, or the defaults before an admin saved any (or if the saved ones no longer parse). */
export async function readDueRules(db: DbOrTx): Promise<TDueRules> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, DUE_RULES_KEY));
  const parsed = row ? ZDueRules.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_DUE_RULES;
}

export async function saveDueRules(tx: DbOrTx, rules: TDueRules): Promise<void> {
  await tx
    .insert(systemSettings)
    .values({ key: DUE_RULES_KEY, value: rules })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: rules, updatedAt: new Date() } });
}

/** A new submission's due time: no analysis has inferred its products yet. */
export async function dueAtOnIntake(tx: DbOrTx, submittedAt: Date, runDate: string | null): Promise<Date> {
  return computeDueAt({ submittedAt, runDate, productCategories: [] }, await readDueRules(tx));
}

/** A track opening now: its turnaround, capped by the submission's due time. */
export async function dueAtForNewTrack(tx: DbOrTx, submission: Pick<SubmissionRow, 'dueAt'>): Promise<Date> {
  return computeTrackDueAt(new Date(), submission.dueAt, await readDueRules(tx));
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Set an undecided submission's due time (and its open tracks') from its run date and the product categories
 * its analysis inferred, when they differ from what is stored. Returns whether anything changed.
 */
export async function refreshDueTimes(
  tx: DbOrTx,
  row: Pick<SubmissionRow, 'id' | 'status' | 'createdAt' | 'runDate' | 'dueAt'>,
  productCategories: readonly string[],
  rules?: TDueRules,
): Promise<boolean> {
  if (DECIDED_SUBMISSION_STATUSES.includes(row.status as never)) return false;
  const effective = rules ?? (await readDueRules(tx));
  const dueAt = computeDueAt({ submittedAt: row.createdAt, runDate: row.runDate, productCategories }, effective);
  let changed = false;
  if (!sameTime(dueAt, row.dueAt)) {
    await tx.update(submissions).set({ dueAt }).where(eq(submissions.id, row.id));
    changed = true;
  }
  const tracks = await tx
    .select({ id: escalationTracks.id, createdAt: escalationTracks.createdAt, dueAt: escalationTracks.dueAt })
    .from(escalationTracks)
    .where(and(eq(escalationTracks.submissionId, row.id), notInArray(escalationTracks.status, [...CLOSED_TRACK_STATUSES])));
  for (const track of tracks) {
    const trackDue = computeTrackDueAt(track.createdAt, dueAt, effective);
    if (sameTime(trackDue, track.dueAt)) continue;
    await tx.update(escalationTracks).set({ dueAt: trackDue }).where(eq(escalationTracks.id, track.id));
    changed = true;
  }
  return changed;
}

const RECOMPUTE_BATCH = 500;

/**
 * Recompute every undecided submission's due time under the current rules, a batch per transaction, walking the
 * primary key. Idempotent: a rerun changes nothing that is already right. Returns how many submissions changed.
 */
export async function recomputeOpenDueTimes(platform: Platform): Promise<number> {
  const { db } = platform;
  const rules = await readDueRules(db);
  let after: string | null = null;
  let changed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: submissions.id,
          status: submissions.status,
          createdAt: submissions.createdAt,
          runDate: submissions.runDate,
          dueAt: submissions.dueAt,
          // The newest analysis of any version: a revision waiting for its own keeps what the last one inferred.
          categories: sql<string[] | null>`(select c.raw_analysis_data->'context'->'productCategories' from ${complianceAnalyses} c
            where c.submission_id = ${submissions.id} order by c.created_at desc limit 1)`,
        })
        .from(submissions)
        .where(and(notInArray(submissions.status, [...DECIDED_SUBMISSION_STATUSES]), after ? gt(submissions.id, after) : undefined))
        .orderBy(asc(submissions.id))
        .limit(RECOMPUTE_BATCH)
        .for('update');
      for (const row of rows) {
        if (await refreshDueTimes(tx, row, Array.isArray(row.categories) ? row.categories : [], rules)) changed++;
      }
      return rows;
    });
    if (batch.length < RECOMPUTE_BATCH) return changed;
    after = batch.at(-1)!.id;
  }
}
