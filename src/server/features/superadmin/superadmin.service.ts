import { eq, sql } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import type { TSubmissionStatus } from '../../../domain/enums';
import type { TDeletionPreview } from '../../../domain/submissions';
import { attachments, landingPageAnalyses, submissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { previewKeyFor } from '../files/index';
import { removeStoredFiles } from '../submissions/index';
import { requireActor } from '../../platform/actor';

function requireSuperadmin(ctx: Ctx) {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.delete')) throw forbidden('Only a superadmin can delete submissions');
  return actor;
}

/** What deleting a submission would remove, counted in one query. */
export async function getDeletionPreview(ctx: Ctx, id: string): Promise<TDeletionPreview> {
  requireSuperadmin(ctx);
  const result = await ctx.platform.database.executeSql(
    `select s.id, s.title, s.submitter_email, s.status, s.created_at,
       (select count(*) from attachments where submission_id = s.id)::int as attachments,
       (select count(*) from escalation_tracks where submission_id = s.id)::int as escalation_tracks,
       (select count(*) from compliance_analyses where submission_id = s.id)::int as compliance_analyses,
       (select count(*) from policy_violations where submission_id = s.id)::int as policy_violations,
       (select count(*) from email_processing_records where submission_id = s.id)::int as email_records
     from submissions s where s.id = $1`,
    [id],
  );
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Submission');
  return {
    submission: {
      id: row.id as string,
      title: row.title as string,
      submitterEmail: row.submitter_email as string,
      status: row.status as TSubmissionStatus,
      createdAt: new Date(row.created_at as string).toISOString(),
    },
    relatedData: {
      attachments: row.attachments as number,
      escalationTracks: row.escalation_tracks as number,
      complianceAnalyses: row.compliance_analyses as number,
      policyViolations: row.policy_violations as number,
      associatedEmailRecords: row.email_records as number,
    },
  };
}

/**
 * Delete a submission with everything that belongs to it. Rows go in one transaction (attachments,
 * analyses, violations, tracks and landing-page analyses cascade); stored files are removed after it
 * commits, so a crash can leave an unreferenced file but never a row pointing at a missing one.
 * Email processing records stay (unlinked), so the same email is not taken in again.
 */
export async function deleteSubmission(ctx: Ctx, id: string): Promise<void> {
  requireSuperadmin(ctx);
  const keys = await ctx.platform.db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
    if (!row) throw notFound('Submission');
    const files = await tx.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.submissionId, id));
    const shots = await tx
      .select({ key: landingPageAnalyses.screenshotKey })
      .from(landingPageAnalyses)
      .where(sql`${landingPageAnalyses.submissionId} = ${id} and ${landingPageAnalyses.screenshotKey} is not null`);
    await recordAudit(tx, ctx, {
      action: 'submission_deleted',
      summary: `Submission "${row.title}" deleted with ${files.length} file${files.length === 1 ? '' : 's'}`,
      entity: { type: 'submission', id },
      diffs: [
        { field: 'title', from: row.title, to: null },
        { field: 'status', from: row.status, to: null },
        { field: 'submitterEmail', from: row.submitterEmail, to: null },
      ],
    });
    await tx.delete(submissions).where(eq(submissions.id, id));
    return [...files.flatMap((f) => [f.key, previewKeyFor(f.key)]), ...shots.map((s) => s.key!)];
  });
  await removeStoredFiles(ctx, keys);
}
