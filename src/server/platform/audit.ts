import { createHash } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import type { TFieldDiff } from '../../domain/audit';
import { auditEntries } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { actorLabel, type Ctx } from './context';

export const GENESIS_HASH = '0'.repeat(64);

// Serialises writers so every entry chains onto the one before it, across instances too.
const AUDIT_CHAIN_LOCK_ID = 7_345_210_002;

export interface AuditInput {
  action: string;
  summary: string;
  entity: { type: string; id?: string | null; url?: string | null };
  diffs?: TFieldDiff[];
  /** Who to name when there is no signed-in actor (e.g. the user who is signing in). */
  actor?: { id: string | null; label: string };
}

/** JSON with object keys sorted at every level, so a hash can be recomputed from what jsonb gives back. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface HashedFields {
  id: string;
  action: string;
  summary: string;
  entityType: string;
  entityId: string | null;
  entityUrl: string | null;
  actorId: string | null;
  actorLabel: string;
  ipAddress: string | null;
  fieldDiffs: unknown;
  createdAt: Date;
}

export function hashEntry(prevHash: string, e: HashedFields): string {
  const body = canonicalJson({
    id: e.id,
    action: e.action,
    summary: e.summary,
    entityType: e.entityType,
    entityId: e.entityId,
    entityUrl: e.entityUrl,
    actorId: e.actorId,
    actorLabel: e.actorLabel,
    ipAddress: e.ipAddress,
    fieldDiffs: e.fieldDiffs,
    createdAt: e.createdAt.toISOString(),
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

/** Diffs as stored: undefined becomes null, so what is hashed is exactly what jsonb keeps. */
function storableDiffs(diffs: TFieldDiff[] | undefined): TFieldDiff[] {
  return (diffs ?? []).map((d) => ({ field: d.field, from: d.from ?? null, to: d.to ?? null }));
}

/** Field diffs between two records, for the fields named; unchanged fields are left out. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields: (keyof T)[]): TFieldDiff[] {
  return fields
    .filter((f) => f in after && canonicalJson(before[f]) !== canonicalJson(after[f]))
    .map((f) => ({ field: String(f), from: before[f] ?? null, to: after[f] ?? null }));
}

/**
 * Append one audit entry. Call it with the transaction of the change it records, so the entry and
 * the change commit or roll back together.
 */
export async function recordAudit(tx: DbOrTx, ctx: Ctx, input: AuditInput): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_ID})`);
  const [last] = await tx
    .select({ hash: auditEntries.hash })
    .from(auditEntries)
    .orderBy(desc(auditEntries.sequence))
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const entry: HashedFields = {
    id: crypto.randomUUID(),
    action: input.action,
    summary: input.summary,
    entityType: input.entity.type,
    entityId: input.entity.id ?? null,
    entityUrl: input.entity.url ?? null,
    actorId: input.actor ? input.actor.id : (ctx.actor?.id ?? null),
    actorLabel: input.actor ? input.actor.label : actorLabel(ctx),
    ipAddress: ctx.ip,
    fieldDiffs: storableDiffs(input.diffs),
    createdAt: new Date(),
  };
  await tx.insert(auditEntries).values({ ...entry, prevHash, hash: hashEntry(prevHash, entry) });
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  firstBrokenSequence: number | null;
  reason: string | null;
}

/** Walk the chain oldest first, in pages, recomputing every hash. */
export async function verifyAuditChain(db: DbOrTx, pageSize = 1000): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let checked = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.sequence} > ${after}`)
      .orderBy(asc(auditEntries.sequence))
      .limit(pageSize);
    if (rows.length === 0) return { ok: true, checked, firstBrokenSequence: null, reason: null };
    for (const row of rows) {
      if (row.prevHash !== prevHash) {
        return { ok: false, checked, firstBrokenSequence: row.sequence, reason: 'previous hash does not match' };
      }
      if (hashEntry(prevHash, row) !== row.hash) {
        return { ok: false, checked, firstBrokenSequence: row.sequence, reason: 'entry content does not match its hash' };
      }
      prevHash = row.hash;
      checked++;
      after = row.sequence;
    }
  }
}
