import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { isBuiltInPolicy } from '../../../domain/policies';
import { analyzeCreative } from '../../../engine/analyze';
import type { TSecondOpinionOutcome } from '../../../engine/second-opinion/types';
import { attachments, complianceAnalyses, landingPageAnalyses, policies, policyViolations, submissions, submissionVersions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { systemCtx, type Platform } from '../../platform/context';
import type { JobAttempt } from '../../platform/jobs';
import { moveSubmission, recordStageEvent, refreshDueTimes, type SubmissionRow } from '../submissions/index';
import { loadSecondOpinionEndpoint } from '../settings/index';
import { carriedJudgements } from './carried-judgements';
import { inspectLandingPage } from './landing-page';
import { rescoreStoredAnalysis, scoreColumns } from './stored-analysis';
import { currentVersionId } from '../../db/latest-analysis';

// Extracted text kept with the analysis, per file: enough for reports and relevance, bounded in size.
const STORED_TEXT_LIMIT = 50_000;

function metadataOf(row: SubmissionRow) {
  return {
    title: row.title,
    description: row.description,
    campaignTypes: row.campaignTypes,
    landingPageUrl: row.landingPageUrl,
    submissionType: row.submissionType,
    runDate: row.runDate,
    submittedAt: row.createdAt.toISOString(),
  };
}

/** Move the submission into analysis, unless it was deleted or decided meanwhile (then there is nothing to do). */
async function beginAnalysis(platform: Platform, submissionId: string): Promise<SubmissionRow | null> {
  return platform.db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for('update');
    if (!row) return null;
    if (row.status === 'analyzing') return row;
    return moveSubmission(tx, row, 'analysis_started', { analysisError: null });
  });
}

/**
 * The analysis job: hand the engine the evidence (the stored files, the admins' own policies, and the
 * landing page when the engine asks for it) and store its judgement, replacing the previous analysis.
 * Idempotent: a retry after a crash starts over from the stored files.
 */
export async function runSubmissionAnalysis(platform: Platform, submissionId: string, attempt: JobAttempt): Promise<void> {
  const row = await beginAnalysis(platform, submissionId);
  if (!row) return;
  try {
    await analyseAndStore(platform, row);
  } catch (error) {
    if (!attempt.isLast) throw error;
    await recordFailure(platform, row, error as Error);
  }
}

async function analyseAndStore(platform: Platform, row: SubmissionRow): Promise<void> {
  const { db, storage } = platform;
  // The current version's files; an earlier version keeps the analysis it had.
  const [version] = await db.select({ id: submissionVersions.id, number: submissionVersions.number }).from(submissionVersions).where(eq(submissionVersions.id, currentVersionId(row.id)));
  if (!version) return;
  const files = await db.select().from(attachments).where(eq(attachments.versionId, version.id)).orderBy(attachments.createdAt);
  const valid = files.filter((f) => f.isValid);
  const inputs = await Promise.all(valid.map(async (f) => ({ name: f.originalFilename, mimeType: f.mimeType, data: await storage.read(f.storageKey) })));
  const library = await db.select().from(policies);
  const adminPolicies = library.filter((p) => !isBuiltInPolicy(p.id));
  // Off unless an admin switched it on; the engine asks the model and judges what it says.
  const endpoint = await loadSecondOpinionEndpoint(platform);
  const analysis = await analyzeCreative({
    files: inputs,
    refusedFiles: files.filter((f) => !f.isValid).map((f) => ({ name: f.originalFilename, reason: f.validationError ?? 'refused' })),
    metadata: metadataOf(row),
    adminPolicies,
    // Fetching stays here, behind the SSRF guard; whether the page matters is the engine's call.
    landingPage: (url) =>
      inspectLandingPage({ browser: platform.browser, storage, fetchOptions: { allowPrivateHosts: platform.config.fetchAllowPrivateHosts } }, url, row.id),
    secondOpinion: endpoint
      ? { endpoint, policies: library.map((p) => ({ id: p.id, title: p.title, description: p.description, reference: p.reference, riskLevel: p.riskLevel })) }
      : null,
    ocr: platform.ocr,
  });
  const { findings, score, landingPage, secondOpinion } = analysis;

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
    // Deleted, or decided by a person while the analysis ran: their decision stands.
    if (!current || current.status !== 'analyzing') return;
    // A newer version arrived meanwhile (under the lock held above): its own analysis judges it.
    const [stillCurrent] = await tx.select({ id: submissionVersions.id }).from(submissionVersions).where(eq(submissionVersions.id, currentVersionId(row.id)));
    if (stillCurrent?.id !== version.id) return;
    // A reanalysis of this version keeps what reviewers already judged of the same evidence.
    const judged = await tx
      .select({
        policyId: policyViolations.policyId,
        violationType: policyViolations.violationType,
        affectedContent: policyViolations.affectedContent,
        origin: policyViolations.origin,
        dismissedAt: policyViolations.dismissedAt,
        dismissedBy: policyViolations.dismissedBy,
        dismissalReason: policyViolations.dismissalReason,
        confirmedAt: policyViolations.confirmedAt,
        confirmedBy: policyViolations.confirmedBy,
      })
      .from(policyViolations)
      .innerJoin(complianceAnalyses, eq(complianceAnalyses.id, policyViolations.analysisId))
      .where(and(eq(complianceAnalyses.versionId, version.id), or(isNotNull(policyViolations.dismissedAt), isNotNull(policyViolations.confirmedAt))))
      .orderBy(policyViolations.createdAt, policyViolations.id);
    const carried = carriedJudgements(judged, findings);
    const [stored] = await tx
      .insert(complianceAnalyses)
      .values({
        submissionId: row.id,
        versionId: version.id,
        ...scoreColumns(score),
        analysisVersion: analysis.analysisVersion,
        analysisModel: analysis.analysisModel,
        rawAnalysisData: {
          violations: findings,
          overallScore: score.overallScore,
          scoreAdjustment: score.scoreAdjustment,
          score,
          context: analysis.context,
          files: analysis.files,
          refusedFiles: analysis.refusedFiles,
          metadata: analysis.metadata,
          durationMs: analysis.durationMs,
          landingPage,
          secondOpinion,
          text: analysis.text.slice(0, STORED_TEXT_LIMIT * 4),
          segments: analysis.segments,
        },
        extraction: analysis.extraction.map((e) => ({ ...e, text: e.text.slice(0, STORED_TEXT_LIMIT) })),
      })
      .returning();
    // The newest analysis of a version replaces the ones before it; their scores live on in the audit trail.
    await tx.delete(complianceAnalyses).where(and(eq(complianceAnalyses.versionId, version.id), sql`${complianceAnalyses.id} <> ${stored.id}`));
    if (findings.length) {
      await tx.insert(policyViolations).values(
        findings.map((f, i) => ({
          ...carried.get(i),
          analysisId: stored.id,
          submissionId: row.id,
          policyId: f.policyId,
          policyCategory: f.policyCategory,
          severity: f.severity,
          violationType: f.violationType,
          description: f.description,
          policySection: f.policySection,
          affectedContent: f.affectedContent,
          spanStart: f.spanStart,
          spanEnd: f.spanEnd,
          // The engine names a file by its place among the files it was given: here, the version's valid attachments.
          locations: f.locations.flatMap((l) => {
            const attachment = valid[l.fileIndex];
            return attachment ? [{ attachmentId: attachment.id, fileName: attachment.originalFilename, page: l.page, start: l.start, end: l.end, boxes: l.boxes }] : [];
          }),
          kind: f.kind,
          effectiveDate: f.effectiveDate,
          origin: f.origin ?? 'rules',
        })),
      );
    }
    let judgedScore = score;
    if (carried.size > 0) {
      judgedScore = rescoreStoredAnalysis(stored, await tx.select().from(policyViolations).where(eq(policyViolations.analysisId, stored.id)));
      await tx.update(complianceAnalyses).set(scoreColumns(judgedScore)).where(eq(complianceAnalyses.id, stored.id));
    }
    if (landingPage) {
      await tx.insert(landingPageAnalyses).values({
        submissionId: row.id,
        url: landingPage.url,
        disclosureFound: landingPage.disclosureFound,
        disclosureText: landingPage.disclosureText,
        disclosureUrl: landingPage.disclosureUrl,
        disclosureLocation: landingPage.disclosureLocation,
        screenshotKey: landingPage.screenshotKey,
        processingTimeMs: landingPage.processingTimeMs,
        error: landingPage.error,
      });
    }
    const moved = await moveSubmission(tx, current, analysis.files.read === 0 ? 'attachments_unreadable' : 'analysis_completed', {
      analysisScore: judgedScore.overallScore,
      riskLevel: judgedScore.riskLevel,
      hasValidAttachments: analysis.files.unread === 0,
      disclosureLocation: landingPage?.disclosureLocation ?? current.disclosureLocation,
      analysisError: null,
    });
    // Both events start from analyzing, which the check above holds the row in.
    const status = moved!.status;
    // A stricter lead time may apply to what the engine found the ad dealing in.
    await refreshDueTimes(tx, moved!, analysis.context.productCategories);
    await recordStageEvent(tx, { submissionId: row.id, stage: 'analysed', version: version.number });
    await recordAudit(tx, systemCtx(platform), {
      action: 'analysis_completed',
      summary: `Compliance analysis of "${row.title}": ${judgedScore.overallScore}/100, ${judgedScore.riskLevel} risk, ${findings.filter((f) => f.kind === 'violation' && f.origin !== 'model').length} violation(s)${secondOpinionNote(secondOpinion)}${carriedNote(carried.size)}`,
      entity: { type: 'submission', id: row.id, url: `/review/${row.id}` },
      diffs: [
        { field: 'analysisScore', from: current.analysisScore, to: judgedScore.overallScore },
        { field: 'riskLevel', from: current.riskLevel, to: judgedScore.riskLevel },
        { field: 'status', from: 'analyzing', to: status },
      ],
    });
  });
}

function carriedNote(count: number): string {
  return count === 0 ? '' : `; ${count} reviewer judgement(s) of the same evidence kept`;
}

function secondOpinionNote(outcome: TSecondOpinionOutcome): string {
  if (outcome.status === 'off') return '';
  if (outcome.status === 'ok') return `; second opinion (${outcome.model}): ${outcome.suggestions.length} suggestion(s) for a reviewer to confirm`;
  return `; second opinion (${outcome.model}) ${outcome.status}: the rules' result stands`;
}

async function recordFailure(platform: Platform, row: SubmissionRow, error: Error): Promise<void> {
  const reason = error.message.slice(0, 500) || 'Unknown error';
  await platform.db.transaction(async (tx) => {
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
    if (!current || !(await moveSubmission(tx, current, 'analysis_failed', { analysisError: reason }))) return;
    await recordAudit(tx, systemCtx(platform), {
      action: 'analysis_failed',
      summary: `Compliance analysis of "${row.title}" failed after its last attempt: ${reason}`,
      entity: { type: 'submission', id: row.id, url: `/review/${row.id}` },
      diffs: [{ field: 'status', from: 'analyzing', to: 'analysis_failed' }],
    });
  });
}
