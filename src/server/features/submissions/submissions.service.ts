import { eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { countWhere, rowFromJson } from '../../db/sql';
import { can, canReviseSubmission, canViewSubmission } from '../../../domain/permissions';
import { canMoveSubmission } from '../../../domain/workflow';
import type { TSubmissionStatus } from '../../../domain/enums';
import type {
  TCreateSubmissionFields,
  TDashboardStats,
  TSubmission,
  TSubmissionDetail,
} from '../../../domain/submissions';
import type { Db, DbOrTx } from '../../db/client';
import { attachments, complianceAnalyses, policyViolations, submissions, submissionVersions, users } from '../../db/schema';
import type { Ctx, SessionUser } from '../../platform/context';
import { requireActor } from '../../platform/actor';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { latestAnalysisId } from '../../db/latest-analysis';
import { takeInCreative, type IncomingFile } from './intake';
import { outerSubmissionId, summaryColumns, toSummary, type JsonRow } from './submission-summary';
import { highRiskCondition, talliedDashboardStats } from './submission-tallies';
import { analyzeSubmissionJob } from '../../platform/analysis-queue';
import {
  toAnalysis,
  toAttachment,
  toSubmission,
  toVersion,
  toViolation,
  withoutInternalNotes,
  type SubmissionRow,
} from './submissions.mapper';

/** A value in a statement: the value itself, or a named placeholder for it in a prepared statement. */
type Bind = (name: string, value: string) => string | SQLWrapper;
const inline: Bind = (_name, value) => value;

/** Standard users see their own submissions only: created by them or sent in under their verified email. */
export function visibilityFilter(actor: SessionUser, bind: Bind = inline): SQL | undefined {
  if (can(actor, 'submission.view_all')) return undefined;
  const own = eq(submissions.createdBy, bind('actorId', actor.id));
  return actor.verifiedEmail
    ? or(own, sql`lower(${submissions.submitterEmail}) = lower(${bind('actorEmail', actor.verifiedEmail)})`)
    : own;
}

/** The submission row if this actor may see it; 404 otherwise, so others' submissions don't show they exist. */
export async function loadVisibleSubmission(ctx: Ctx, db: DbOrTx, id: string): Promise<SubmissionRow> {
  const actor = requireActor(ctx);
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!row || !canViewSubmission(actor, row)) throw notFound('Submission');
  return row;
}

export const SUBMIT_UNVERIFIED_MESSAGE =
  'Please verify your email address before submitting: open the link we emailed you, or ask for a new one.';
export const SUBMIT_AS_OTHERS_MESSAGE = 'You can only submit under your own email address.';

/**
 * The submitter is emailed every decision, so the address decides who receives platform mail. Staff take in ads on
 * behalf of advertisers and may enter any address; everyone else submits under their own, once they proved it.
 */
function assertMaySubmitAs(actor: SessionUser, submitterEmail: string): void {
  if (can(actor, 'submission.submit_for_others')) return;
  if (actor.verifiedEmail && actor.verifiedEmail.toLowerCase() === submitterEmail.toLowerCase()) return;
  const own = actor.email !== null && actor.email.toLowerCase() === submitterEmail.toLowerCase();
  const message = own ? SUBMIT_UNVERIFIED_MESSAGE : SUBMIT_AS_OTHERS_MESSAGE;
  throw new AppError('FORBIDDEN', message, { submitterEmail: [message] });
}

/**
 * Create a submission from the form: files are judged by content and written under generated names,
 * then the submission, its attachments, its audit entry and its analysis job commit together.
 */
export async function createSubmission(ctx: Ctx, fields: TCreateSubmissionFields, incoming: IncomingFile[]): Promise<TSubmission> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.create')) throw forbidden();
  assertMaySubmitAs(actor, fields.submitterEmail);
  if (incoming.length === 0) throw new AppError('VALIDATION_FAILED', 'Please upload at least one file for compliance review.');
  const { submission } = await takeInCreative(ctx, {
    files: incoming,
    invalidFiles: 'refuse',
    into: {
      create: {
        title: fields.title,
        description: fields.description,
        submitterEmail: fields.submitterEmail,
        submitterName: fields.submitterName,
        submissionType: fields.submissionType,
        campaignTypes: fields.campaignTypes,
        landingPageUrl: fields.landingPageUrl,
        runDate: fields.runDate,
        priority: fields.priority,
        source: 'web',
        createdBy: actor.id,
      },
    },
    uploadedBy: actor.id,
    audit: ({ submission: row, stored, status }) => ({
      action: 'submission_created',
      summary: `Submission "${row.title}" created with ${stored.length} file${stored.length === 1 ? '' : 's'}`,
      entity: { type: 'submission', id: row.id, url: `/review/${row.id}` },
      diffs: [
        { field: 'status', from: null, to: status },
        { field: 'files', from: null, to: stored.map((s) => s.file.originalFilename) },
      ],
    }),
  });
  return toSubmission(submission, [], null, incoming.length);
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
      highRisk: countWhere(highRiskCondition(submissions.riskLevel, submissions.priority)),
      invalidAttachments: countWhere(
        sql`${submissions.status} = 'invalid_attachments' or not ${submissions.hasValidAttachments}`,
      ),
    })
    .from(submissions)
    .where(visibilityFilter(actor));
  return row;
}

export async function loadSubmissionSummary(ctx: Ctx, row: SubmissionRow): Promise<TSubmission> {
  const [summary] = await ctx.platform.db.select(summaryColumns).from(submissions).where(eq(submissions.id, row.id));
  return toSummary(summary ?? { submission: row, tracks: [], landingPage: null, attachmentCount: 0, assigneeName: null, trackAssignees: null });
}

// The review screen's data in one statement: the summary, every version with its files and its analysis's
// headline, the current analysis with its violations, and whether the job queue holds an analysis of it that
// has not finished yet.
const detailColumns = {
  ...summaryColumns,
  versions: sql<JsonRow[]>`coalesce((
    select json_agg(json_build_object(
      'number', v.number, 'created_at', v.created_at, 'created_by', v.created_by, 'created_by_name', u.username, 'note', v.note,
      'files', coalesce((select json_agg(a order by a.created_at) from ${attachments} a where a.version_id = v.id), '[]'::json),
      'analysis', (select json_build_object('overall_score', c.overall_score, 'risk_level', c.risk_level, 'recommendation', c.recommendation,
          'analysis_version', c.analysis_version, 'created_at', c.created_at)
        from ${complianceAnalyses} c where c.version_id = v.id order by c.created_at desc limit 1)
    ) order by v.number)
    from ${submissionVersions} v left join ${users} u on u.id = v.created_by
    where v.submission_id = ${outerSubmissionId}), '[]'::json)`,
  analysis: sql<JsonRow | null>`(select to_json(c) from ${complianceAnalyses} c where c.id = ${latestAnalysisId(outerSubmissionId)})`,
  violations: sql<JsonRow[]>`coalesce((select json_agg(v order by v.created_at, v.id) from ${policyViolations} v where v.analysis_id = ${latestAnalysisId(outerSubmissionId)}), '[]'::json)`,
  analysisQueued: sql<boolean>`exists (select 1 from pgboss.job j where j.name = ${analyzeSubmissionJob.name} and j.data->>'submissionId' = ${outerSubmissionId}::text and j.state in ('created', 'retry', 'active'))`,
};

/** Everything the review screen shows: the submission, its files, the latest analysis and its violations, tracks. */
function prepareDetail(db: Db) {
  return db.select(detailColumns).from(submissions).where(eq(submissions.id, sql.placeholder('id'))).prepare('submission_detail');
}

// The review screen polls its detail while an analysis runs: the statement is built once per database.
const detailStatements = new WeakMap<Db, ReturnType<typeof prepareDetail>>();

export async function getSubmissionDetail(ctx: Ctx, id: string): Promise<TSubmissionDetail> {
  const actor = requireActor(ctx);
  const db = ctx.platform.db;
  let statement = detailStatements.get(db);
  if (!statement) detailStatements.set(db, (statement = prepareDetail(db)));
  const [row] = await statement.execute({ id });
  if (!row || !canViewSubmission(actor, row.submission)) throw notFound('Submission');
  const full = toSummary(row);
  const summary = can(actor, 'submission.view_all') ? full : withoutInternalNotes(full);
  const versions = row.versions.map(toVersion);
  const current = versions.at(-1);
  return {
    submission: summary,
    analysisQueued: row.analysisQueued,
    currentVersion: current?.number ?? 0,
    versions,
    canRevise: canReviseSubmission(actor, row.submission) && canMoveSubmission(row.submission.status as TSubmissionStatus, 'revision_added'),
    attachments: current?.files ?? [],
    analysis: row.analysis ? toAnalysis(rowFromJson(complianceAnalyses, row.analysis)) : null,
    violations: row.violations.map((v) => toViolation(rowFromJson(policyViolations, v))),
    escalationTracks: summary.escalationTracks,
  };
}

/** The submission row locked until the transaction ends, so concurrent decisions on it queue up. */
export async function lockSubmission(tx: DbOrTx, id: string): Promise<SubmissionRow> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
  if (!row) throw notFound('Submission');
  return row;
}

/** Whether the submission's current version has been analysed (a revision waits for its own analysis). */
export async function hasAnalysis(tx: DbOrTx, submissionId: string): Promise<boolean> {
  const [row] = await tx.select({ id: complianceAnalyses.id }).from(complianceAnalyses).where(eq(complianceAnalyses.id, latestAnalysisId(submissionId)));
  return !!row;
}
