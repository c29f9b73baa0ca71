import { eq } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import type { TExtractionResult } from '../../../engine/extract/types';
import type { TLandingPageEvidence } from '../../../engine/landing-page/evidence';
import { renderComplianceReport, type TReportView } from '../../../engine/report';
import type { TAnalysisContext } from '../../../engine/rules/analysis-context';
import type { TRuleFinding, TSubmissionMetadata, TTextSegment } from '../../../engine/rules/types';
import { escalationTracks, policyViolations } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { loadVisibleSubmission } from '../submissions/index';
import { requireActor } from '../../platform/actor';
import { findLatestAnalysis } from '../../db/latest-analysis';
import { rescoreStoredAnalysis } from './stored-analysis';

interface StoredAnalysisData {
  metadata: TSubmissionMetadata;
  durationMs: number;
  landingPage: TLandingPageEvidence | null;
  context?: TAnalysisContext;
  text?: string;
  segments?: TTextSegment[];
  secondOpinion?: { status: string; model: string | null; detail: string | null };
}

/** `{submissionId}_compliance_report_{YYYY-MM-DD}.txt`, as the spec names the export. */
export function reportFilename(submissionId: string, at: Date): string {
  return `${submissionId}_compliance_report_${at.toISOString().slice(0, 10)}.txt`;
}

/**
 * The full text report of the current analysis, with reviewers' dismissals, the landing page and the
 * review state. Exporting it is audited.
 */
export async function exportReport(ctx: Ctx, submissionId: string): Promise<{ reportContent: string; filename: string }> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.export')) throw forbidden('You cannot export compliance reports');
  const { db } = ctx.platform;
  const submission = await loadVisibleSubmission(ctx, db, submissionId);
  const analysis = await findLatestAnalysis(db, submissionId);
  if (!analysis) throw new AppError('CONFLICT', 'This submission has no compliance analysis yet');
  const [rows, tracks] = await Promise.all([
    db.select().from(policyViolations).where(eq(policyViolations.analysisId, analysis.id)).orderBy(policyViolations.createdAt, policyViolations.id),
    db.select().from(escalationTracks).where(eq(escalationTracks.submissionId, submissionId)),
  ]);
  const data = analysis.rawAnalysisData as StoredAnalysisData;
  const toFinding = (r: (typeof rows)[number]): TRuleFinding & { locations: readonly { page: number | null }[] } => ({
    policyId: r.policyId ?? '',
    policyCategory: r.policyCategory as TRuleFinding['policyCategory'],
    severity: r.severity as TRuleFinding['severity'],
    violationType: r.violationType,
    description: r.description,
    policySection: r.policySection ?? '',
    effectiveDate: r.effectiveDate,
    affectedContent: r.affectedContent,
    spanStart: r.spanStart,
    spanEnd: r.spanEnd,
    kind: r.kind as TRuleFinding['kind'],
    locations: r.locations,
  });
  // A model's suggestion is a finding once a reviewer confirmed it; until then it is listed apart.
  const open = rows.filter((r) => !r.dismissedAt && (r.origin !== 'model' || r.confirmedAt));
  const awaiting = rows.filter((r) => !r.dismissedAt && r.origin === 'model' && !r.confirmedAt);
  const view: TReportView = {
    extraction: analysis.extraction as TExtractionResult[],
    text: data.text ?? '',
    segments: data.segments ?? [],
    findings: open.map(toFinding),
    context: data.context ?? null,
    score: rescoreStoredAnalysis(analysis, rows),
    metadata: data.metadata,
    analysisVersion: analysis.analysisVersion,
    analysisModel: analysis.analysisModel,
    durationMs: data.durationMs,
  };
  const now = new Date();
  const extra: string[] = ['', 'REVIEW', `  Submission ID:    ${submission.id}`, `  Status:           ${submission.status}`];
  if (submission.reviewerNotes) extra.push(`  Reviewer notes:   ${submission.reviewerNotes}`);
  if (submission.reviewerSuggestions) extra.push(`  Suggestions:      ${submission.reviewerSuggestions}`);
  for (const t of tracks) {
    const outcome = t.isOverridden ? `${t.status}, overridden to ${t.overrideDecision} (${t.overrideReason})` : t.status;
    extra.push(`  ${t.trackType[0].toUpperCase()}${t.trackType.slice(1)} review: ${outcome}${t.resolutionNotes ? ` - ${t.resolutionNotes}` : ''}`);
  }
  const second = data.secondOpinion;
  if (second && second.status !== 'off') {
    extra.push('', 'SECOND OPINION (LANGUAGE MODEL)', `  Model:            ${second.model}`, `  Outcome:          ${second.status}${second.detail ? ` (${second.detail})` : ''}`);
    if (second.status !== 'ok') extra.push('  The rules\' result stands.');
  }
  if (awaiting.length) {
    extra.push('', `MODEL-SUGGESTED, AWAITING A REVIEWER (${awaiting.length}; no points taken)`);
    for (const r of awaiting) extra.push(`  - [${r.severity.toUpperCase()}] ${r.policySection ?? ''}: "${r.affectedContent ?? ''}" - ${r.description}`);
  }
  const dismissed = rows.filter((r) => r.dismissedAt);
  if (dismissed.length) {
    extra.push('', `DISMISSED BY REVIEWERS (${dismissed.length})`);
    for (const r of dismissed) extra.push(`  - [${r.severity.toUpperCase()}] ${r.violationType}: ${r.dismissalReason}`);
  }
  if (data.landingPage) {
    const lp = data.landingPage;
    extra.push('', 'LANDING PAGE', `  URL:              ${lp.url}`, `  Disclosure:       ${lp.disclosureFound ? `found (${lp.disclosureLocation}) "${lp.disclosureText}" at ${lp.disclosureUrl}` : 'NOT FOUND'}`);
    if (lp.error) extra.push(`  Note:             ${lp.error}`);
  }
  const reportContent = renderComplianceReport(view, now) + extra.join('\n') + '\n';
  await db.transaction((tx) =>
    recordAudit(tx, ctx, {
      action: 'report_exported',
      summary: `Compliance report of "${submission.title}" exported by ${actor.username}`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
    }),
  );
  return { reportContent, filename: reportFilename(submissionId, now) };
}
