import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { TPageMeta } from '../../../domain/api';
import type { TAuditEntry, TAuditListQuery, TFieldDiff } from '../../../domain/audit';
import { can } from '../../../domain/permissions';
import { auditEntries, auditTallies } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';

type AuditRow = typeof auditEntries.$inferSelect;

function toAuditEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    sequence: row.sequence,
    action: row.action,
    summary: row.summary,
    entityType: row.entityType,
    entityId: row.entityId,
    entityUrl: row.entityUrl,
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    ipAddress: row.ipAddress,
    timestamp: row.createdAt.toISOString(),
    fieldDiffs: row.fieldDiffs as TFieldDiff[],
  };
}

/** Newest first; the cursor is the sequence number of the last entry of the previous page. */
export async function listAuditEntries(ctx: Ctx, query: TAuditListQuery): Promise<{ entries: TAuditEntry[]; meta: TPageMeta }> {
  if (!can(ctx.actor, 'audit.view')) throw forbidden();
  // The same filters apply to the trail and to its tallies, which share the two columns.
  const matching = (table: typeof auditEntries | typeof auditTallies) =>
    and(
      query.action ? eq(table.action, query.action) : undefined,
      query.entityType ? eq(table.entityType, query.entityType) : undefined,
    );
  const where = matching(auditEntries);
  const pageWhere = query.cursor ? and(where, lt(auditEntries.sequence, Number(query.cursor))) : where;

  const { db } = ctx.platform;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditEntries).where(pageWhere).orderBy(desc(auditEntries.sequence)).limit(query.limit + 1),
    // From the running tallies: counting a trail that only grows would cost more every day.
    db
      .select({ total: sql<number>`coalesce(sum(${auditTallies.entries}), 0)::int` })
      .from(auditTallies)
      .where(matching(auditTallies)),
  ]);
  const page = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? String(page.at(-1)!.sequence) : null;
  return { entries: page.map(toAuditEntry), meta: { total, nextCursor } };
}
