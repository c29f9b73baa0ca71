import { randomUUID } from 'node:crypto';
import { countWhere } from '../../db/sql';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TPageMeta } from '../../../domain/api';
import { can, canViewSubmission } from '../../../domain/permissions';
import type {
  TAttachment,
  TCreateSubmissionFields,
  TDashboardStats,
  TSubmission,
  TSubmissionDetail,
  TSubmissionListQuery,
} from '../../../domain/submissions';
import type { DbOrTx } from '../../db/client';
import { attachments, complianceAnalyses, escalationTracks, landingPageAnalyses, policyViolations, submissionSearchText, submissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx, SessionUser } from '../../platform/context';
import { AppError, forbidden, notFound, unauthenticated } from '../../platform/errors';
import { assertAllFilesAcceptable, inspectFile, type InspectedFile } from '../../platform/uploads';
import { countTallied, talliedDashboardStats, talliedListCondition } from './submission-tallies';
import { analyzeSubmissionJob } from './submissions.jobs';
import {
  toAnalysis,
  toAttachment,
  toSubmission,
  toViolation,
  type LandingPageRow,
  type SubmissionRow,
  type TrackRow,
} from './submissions.mapper';

export interface IncomingFile {
  originalFilename: string;
  data: Buffer;
}

export function requireActor(ctx: Ctx): SessionUser {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}

/** Standard users see their own submissions only: created by them or sent in under their email. */
export function visibilityFilter(actor: SessionUser): SQL | undefined {
  if (can(actor, 'submission.view_all')) return undefined;
  const own = eq(submissions.createdBy, actor.id);
  return actor.email ? or(own, sql`lower(${submissions.submitterEmail}) = lower(${actor.email})`) : own;
}

/** The submission row if this actor may see it; 404 otherwise, so others' submissions don't show they exist. */
export async function loadVisibleSubmission(ctx: Ctx, db: DbOrTx, id: string): Promise<SubmissionRow> {
  const actor = requireActor(ctx);
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!row || !canViewSubmission(actor, row)) throw notFound('Submission');
  return row;
}

export function storageKeyFor(submissionId: string, attachmentId: string, extension: string | null): string {
  return `submissions/${submissionId}/${attachmentId}.${extension ?? 'bin'}`;
}

export interface StoredFile {
  file: InspectedFile;
  attachmentId: string;
  storageKey: string;
}

/** Write files under generated names; if anything fails, remove what was written and rethrow. */
export async function storeFiles(ctx: Ctx, submissionId: string, files: InspectedFile[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const attachmentId = randomUUID();
      const storageKey = storageKeyFor(submissionId, attachmentId, file.extension);
      await ctx.platform.storage.put(storageKey, file.data);
      stored.push({ file, attachmentId, storageKey });
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(ctx, stored.map((s) => s.storageKey));
    throw error;
  }
}

export async function removeStoredFiles(ctx: Ctx, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.platform.storage.remove(key).catch(() => undefined)));
}

export function attachmentValues(submissionId: string, stored: StoredFile[], uploadedBy: string | null) {
  return stored.map(({ file, attachmentId, storageKey }) => ({
    id: attachmentId,
    submissionId,
    filename: storageKey.split('/').at(-1)!,
    originalFilename: file.originalFilename,
    mimeType: file.mimeType ?? 'application/octet-stream',
    size: file.size,
    sha256: file.sha256,
    storageKey,
    isValid: file.problem === null,
    validationError: file.problem,
    uploadedBy,
  }));
}

/**
 * Create a submission from the form: files are judged by content and written under generated names,
 * then the submission, its attachments, its audit entry and its analysis job commit together.
 */
export async function createSubmission(ctx: Ctx, fields: TCreateSubmissionFields, incoming: IncomingFile[]): Promise<TSubmission> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.create')) throw forbidden();
  if (incoming.length === 0) throw new AppError('VALIDATION_FAILED', 'Please upload at least one file for compliance review.');
  const files = await Promise.all(incoming.map((f) => inspectFile(f.originalFilename, f.data)));
  assertAllFilesAcceptable(files);

  const submissionId = randomUUID();
  const stored = await storeFiles(ctx, submissionId, files);
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          id: submissionId,
          title: fields.title,
          description: fields.description,
          submitterEmail: fields.submitterEmail,
          submitterName: fields.submitterName,
          submissionType: fields.submissionType,
          campaignTypes: fields.campaignTypes,
          landingPageUrl: fields.landingPageUrl,
          runDate: fields.runDate,
          priority: fields.priority,
          status: 'pending',
          hasValidAttachments: true,
          source: 'web',
          createdBy: actor.id,
        })
        .returning();
      await tx.insert(attachments).values(attachmentValues(submissionId, stored, actor.id));
      await recordAudit(tx, ctx, {
        action: 'submission_created',
        summary: `Submission "${row.title}" created with ${stored.length} file${stored.length === 1 ? '' : 's'}`,
        entity: { type: 'submission', id: row.id, url: `/review/${row.id}` },
        diffs: [
          { field: 'status', from: null, to: 'pending' },
          { field: 'files', from: null, to: stored.map((s) => s.file.originalFilename) },
        ],
      });
      await ctx.platform.jobs.enqueue(tx, analyzeSubmissionJob, { submissionId: row.id }, { singletonKey: row.id });
      return toSubmission(row, [], null, stored.length);
    });
  } catch (error) {
    await removeStoredFiles(ctx, stored.map((s) => s.storageKey));
    throw error;
  }
}

function searchFilter(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${submissionSearchText(submissions)} ilike ${pattern}`;
}

function listFilters(actor: SessionUser, query: TSubmissionListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [visibilityFilter(actor)];
  if (query.status && query.status !== 'all') filters.push(eq(submissions.status, query.status));
  if (query.priority && query.priority !== 'all') filters.push(eq(submissions.priority, query.priority));
  if (query.risk === 'high') {
    filters.push(sql`(${submissions.riskLevel} in ('high', 'critical') or ${submissions.priority} in ('high', 'urgent'))`);
  }
  if (query.q) filters.push(searchFilter(query.q));
  return and(...filters.filter((f): f is SQL => f !== undefined));
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): SQL {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
  }
  return sql`(${submissions.createdAt}, ${submissions.id}) < (${at.toISOString()}::timestamptz, ${id}::uuid)`;
}

/** Tracks, latest landing-page analysis and attachment counts for a page of submissions, in three queries. */
async function loadListExtras(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { tracks: new Map<string, TrackRow[]>(), pages: new Map<string, LandingPageRow>(), counts: new Map<string, number>() };
  const [trackRows, pageRows, countRows] = await Promise.all([
    db.select().from(escalationTracks).where(inArray(escalationTracks.submissionId, ids)).orderBy(escalationTracks.createdAt),
    db
      .selectDistinctOn([landingPageAnalyses.submissionId])
      .from(landingPageAnalyses)
      .where(inArray(landingPageAnalyses.submissionId, ids))
      .orderBy(landingPageAnalyses.submissionId, desc(landingPageAnalyses.analyzedAt)),
    db
      .select({ submissionId: attachments.submissionId, n: count() })
      .from(attachments)
      .where(inArray(attachments.submissionId, ids))
      .groupBy(attachments.submissionId),
  ]);
  const tracks = new Map<string, TrackRow[]>();
  for (const t of trackRows) tracks.set(t.submissionId, [...(tracks.get(t.submissionId) ?? []), t]);
  return {
    tracks,
    pages: new Map(pageRows.map((p) => [p.submissionId, p])),
    counts: new Map(countRows.map((c) => [c.submissionId, c.n])),
  };
}

/**
 * How many submissions match. Someone who sees them all, filtering by status, priority or risk, gets it from
 * the running counts; a search or a standard user's own submissions are counted directly.
 */
async function countMatching(ctx: Ctx, actor: SessionUser, query: TSubmissionListQuery, where: SQL | undefined): Promise<number> {
  const { db } = ctx.platform;
  if (can(actor, 'submission.view_all') && !query.q) return countTallied(db, talliedListCondition(query));
  const [{ total }] = await db.select({ total: count() }).from(submissions).where(where);
  return total;
}

/** Newest first, filtered in SQL, keyset-paginated on (created_at, id). */
export async function listSubmissions(ctx: Ctx, query: TSubmissionListQuery): Promise<{ items: TSubmission[]; meta: TPageMeta }> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  const where = listFilters(actor, query);
  const pageWhere = query.cursor ? and(where, decodeCursor(query.cursor)) : where;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(pageWhere)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(query.limit + 1),
    countMatching(ctx, actor, query, where),
  ]);
  const page = rows.slice(0, query.limit);
  const extras = await loadListExtras(
    db,
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => toSubmission(r, extras.tracks.get(r.id) ?? [], extras.pages.get(r.id) ?? null, extras.counts.get(r.id) ?? 0)),
    meta: { total, nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null },
  };
}


/** The dashboard's five counters over what this user may see: from the running counts, or one query over their own. */
export async function getDashboardStats(ctx: Ctx): Promise<TDashboardStats> {
  const actor = requireActor(ctx);
  if (can(actor, 'submission.view_all')) return talliedDashboardStats(ctx.platform.db);
  const [row] = await ctx.platform.db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: countWhere(sql`${submissions.status} = 'pending'`),
      approved: countWhere(sql`${submissions.status} = 'approved'`),
      highRisk: countWhere(
        sql`${submissions.riskLevel} in ('high', 'critical') or ${submissions.priority} in ('high', 'urgent')`,
      ),
      invalidAttachments: countWhere(
        sql`${submissions.status} = 'invalid_attachments' or not ${submissions.hasValidAttachments}`,
      ),
    })
    .from(submissions)
    .where(visibilityFilter(actor));
  return row;
}

export async function listAttachments(db: DbOrTx, submissionId: string): Promise<TAttachment[]> {
  const rows = await db.select().from(attachments).where(eq(attachments.submissionId, submissionId)).orderBy(attachments.createdAt);
  return rows.map(toAttachment);
}

export async function loadSubmissionSummary(ctx: Ctx, row: SubmissionRow): Promise<TSubmission> {
  const extras = await loadListExtras(ctx.platform.db, [row.id]);
  return toSubmission(row, extras.tracks.get(row.id) ?? [], extras.pages.get(row.id) ?? null, extras.counts.get(row.id) ?? 0);
}

/** Everything the review screen shows: the submission, its files, the latest analysis and its violations, tracks. */
export async function getSubmissionDetail(ctx: Ctx, id: string): Promise<TSubmissionDetail> {
  const { db } = ctx.platform;
  const row = await loadVisibleSubmission(ctx, db, id);
  const [summary, files, [analysis], analysisQueued] = await Promise.all([
    loadSubmissionSummary(ctx, row),
    listAttachments(db, id),
    db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id)).orderBy(desc(complianceAnalyses.createdAt)).limit(1),
    isAnalysisQueued(ctx, id),
  ]);
  const violations = analysis
    ? await db.select().from(policyViolations).where(eq(policyViolations.analysisId, analysis.id)).orderBy(policyViolations.createdAt)
    : [];
  return {
    submission: summary,
    analysisQueued,
    attachments: files,
    analysis: analysis ? toAnalysis(analysis) : null,
    violations: violations.map(toViolation),
    escalationTracks: summary.escalationTracks,
  };
}

/** The submission row locked until the transaction ends, so concurrent decisions on it queue up. */
export async function lockSubmission(tx: DbOrTx, id: string): Promise<SubmissionRow> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
  if (!row) throw notFound('Submission');
  return row;
}

export async function hasAnalysis(tx: DbOrTx, submissionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: complianceAnalyses.id })
    .from(complianceAnalyses)
    .where(eq(complianceAnalyses.submissionId, submissionId))
    .limit(1);
  return !!row;
}

/** Whether the job queue holds an analysis of this submission that has not finished yet. */
async function isAnalysisQueued(ctx: Ctx, submissionId: string): Promise<boolean> {
  const { rows } = await ctx.platform.database.executeSql(
    `select exists (select 1 from pgboss.job where name = $1 and data->>'submissionId' = $2 and state in ('created', 'retry', 'active')) as queued`,
    [analyzeSubmissionJob.name, submissionId],
  );
  return rows[0]?.queued === true;
}
