import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TPageMeta } from '../../../domain/api';
import type { TAuditEntry, TAuditListQuery, TFieldDiff } from '../../../domain/audit';
import { can } from '../../../domain/permissions';
import { TRACK_LABELS } from '../../../domain/review';
import type { TTrackType } from '../../../domain/enums';
import { auditEntries, auditTallies, submissions } from '../../db/schema';
import type { Ctx, SessionUser } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { visibilityFilter } from '../submissions/index';
import { requireActor } from '../../platform/actor';

type AuditRow = typeof auditEntries.$inferSelect;

/** A scoped reader's total stops here (like a search's): counting further would cost more than it tells. */
export const AUDIT_COUNT_LIMIT = 1_000;

/**
 * Actions whose summary quotes a reviewer's or specialist's own words: why a submission was escalated, a
 * track's resolution notes, an override's reason. Internal to the desk; the submitter gets the feedback
 * meant for them by email and on the submission.
 */
function carriesInternalNotes(action: string): boolean {
  return action === 'submission_escalated' || action.startsWith('escalation_track_');
}

/** The same event told without the notes: which track, and where it went. */
function summaryWithoutNotes(diffs: TFieldDiff[]): string {
  const diff = diffs.find((d) => d.field.endsWith('Track'));
  const track = diff?.field.slice(0, -'Track'.length) as TTrackType | undefined;
  const label = track && track in TRACK_LABELS ? `${TRACK_LABELS[track]} Review` : 'Escalation review';
  return `${label}: ${String(diff?.to ?? 'updated').replace('_', ' ')}`;
}

interface Audience {
  everything: boolean;
  internalNotes: boolean;
}

function toAuditEntry(row: AuditRow, audience: Audience): TAuditEntry {
  const fieldDiffs = row.fieldDiffs as TFieldDiff[];
  return {
    id: row.id,
    sequence: row.sequence,
    action: row.action,
    summary: audience.internalNotes || !carriesInternalNotes(row.action) ? row.summary : summaryWithoutNotes(fieldDiffs),
    entityType: row.entityType,
    entityId: row.entityId,
    entityUrl: row.entityUrl,
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    // Where people sign in from is for admins.
    ...(audience.everything ? { ipAddress: row.ipAddress } : {}),
    timestamp: row.createdAt.toISOString(),
    fieldDiffs,
  };
}

/**
 * The part of the trail this reader may see, as a condition (none for admins). Everyone sees the entries
 * about their own account; reviewers and specialists, who see every submission, the entries about any
 * submission; a standard user those about the submissions they may see (created by them or sent in under
 * their verified email, the same rule as the submission list); the entries about comments on the creative go to
 * those who see every submission. The rest (users, roles, policies, settings,
 * the mailbox, security events) is for admins.
 */
function readerScope(actor: SessionUser): SQL | undefined {
  if (can(actor, 'audit.view_all')) return undefined;
  const ownAccount = and(eq(auditEntries.entityType, 'user'), eq(auditEntries.entityId, actor.id));
  const aboutSubmission = eq(auditEntries.entityType, 'submission');
  // Comments on the creative are the desk's: the submitter learns the ones meant for them from the submission.
  const aboutAnnotation = eq(auditEntries.entityType, 'annotation');
  if (can(actor, 'submission.view_all')) return or(ownAccount, aboutSubmission, aboutAnnotation);
  // As an array, so the planner looks the few ids up in the entity index instead of walking the whole trail
  // backwards testing each entry against a subquery.
  const visibleIds = sql`array(select ${submissions.id}::text from ${submissions} where ${visibilityFilter(actor)})`;
  return or(ownAccount, and(aboutSubmission, sql`${auditEntries.entityId} = any(${visibleIds})`));
}

/** Newest first; the cursor is the sequence number of the last entry of the previous page. */
export async function listAuditEntries(ctx: Ctx, query: TAuditListQuery): Promise<{ entries: TAuditEntry[]; meta: TPageMeta }> {
  const actor = requireActor(ctx);
  if (!can(actor, 'audit.view')) throw forbidden();
  const audience: Audience = { everything: can(actor, 'audit.view_all'), internalNotes: can(actor, 'submission.view_all') };
  // The same filters apply to the trail and to its tallies, which share the two columns.
  const matching = (table: typeof auditEntries | typeof auditTallies) =>
    and(
      query.action ? eq(table.action, query.action) : undefined,
      query.entityType ? eq(table.entityType, query.entityType) : undefined,
    );
  const where = and(readerScope(actor), matching(auditEntries));
  const pageWhere = query.cursor ? and(where, lt(auditEntries.sequence, Number(query.cursor))) : where;

  const { db } = ctx.platform;
  const page = db.select().from(auditEntries).where(pageWhere).orderBy(desc(auditEntries.sequence)).limit(query.limit + 1);
  let rows: AuditRow[];
  let total: number;
  let totalIsLowerBound = false;
  if (audience.everything) {
    // From the running tallies: counting a trail that only grows would cost more every day.
    const tallied = db
      .select({ total: sql<number>`coalesce(sum(${auditTallies.entries}), 0)::int` })
      .from(auditTallies)
      .where(matching(auditTallies));
    [rows, [{ total }]] = await Promise.all([page, tallied]);
  } else {
    // The tallies count everyone's entries; a scoped reader's are counted, up to a limit.
    const counted = db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(auditEntries).where(where).limit(AUDIT_COUNT_LIMIT).as('scoped'));
    [rows, [{ n: total }]] = await Promise.all([page, counted]);
    totalIsLowerBound = total >= AUDIT_COUNT_LIMIT;
  }
  const shown = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? String(shown.at(-1)!.sequence) : null;
  return {
    entries: shown.map((row) => toAuditEntry(row, audience)),
    meta: { total, nextCursor, ...(totalIsLowerBound ? { totalIsLowerBound } : {}) },
  };
}
