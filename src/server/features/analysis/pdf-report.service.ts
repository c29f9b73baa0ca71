import { and, asc, eq } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import type { TViolation } from '../../../domain/analysis';
import { findingName } from '../../../domain/finding-name';
import { attachments, submissionVersions, users } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { readAttachment } from '../files/index';
import { getSubmissionDetail, loadVisibleSubmission } from '../submissions/index';
import { type TPdfReportInput, type TReportComment, type TReportFile, type TReportMark, renderPdfReport } from './pdf-report';
import { listAllAnnotations } from '../annotations/index';
import { describeAnnotationPlace, type TAnnotation } from '../../../domain/annotations';
import { recordAudit } from '../../platform/audit';

/** `{submissionId}_compliance_report_{YYYY-MM-DD}.pdf`, beside the text export's name. */
export function pdfReportFilename(submissionId: string, at: Date): string {
  return `${submissionId}_compliance_report_${at.toISOString().slice(0, 10)}.pdf`;
}

/** The findings the report numbers: open ones, and model suggestions once a reviewer confirmed them (as the text report). */
const isFinding = (v: TViolation) => !v.dismissedAt && (v.origin !== 'model' || v.confirmedAt !== null);

/** Each numbered finding's evidence as marks on the creative. Annotations, when they exist, are marks of their own tone. */
export function findingMarks(numbered: { number: number; violation: TViolation }[]): TReportMark[] {
  return numbered.flatMap(({ number, violation }) =>
    violation.locations.map((l) => ({
      attachmentId: l.attachmentId,
      page: l.page,
      boxes: l.boxes,
      start: l.start,
      end: l.end,
      number,
      label: violation.policySection ?? violation.violationType,
      tone: 'finding' as const,
    })),
  );
}

/** Comments pinned to a point, region or text span as marks: a point is a badge, a region a box, a span a highlighted range. */
export function annotationMarks(list: TAnnotation[]): TReportMark[] {
  return list.flatMap((a): TReportMark[] => {
    if (!a.attachmentId || a.anchor.kind === 'none') return [];
    const base = { attachmentId: a.attachmentId, page: a.page, number: a.number, label: a.authorName, tone: 'annotation' as const };
    if (a.anchor.kind === 'point') return [{ ...base, boxes: [{ x: a.anchor.x, y: a.anchor.y, w: 0, h: 0 }] }];
    if (a.anchor.kind === 'region') return [{ ...base, boxes: [{ x: a.anchor.x, y: a.anchor.y, w: a.anchor.w, h: a.anchor.h }] }];
    return [{ ...base, boxes: [], start: a.anchor.start, end: a.anchor.end }];
  });
}

/** The report's threads: the current version's comments and the open ones carried from earlier versions, as the review screen lists them. */
function reportComments(list: TAnnotation[], currentVersion: number): { shown: TAnnotation[]; comments: TReportComment[] } {
  const shown = list.filter((a) => a.versionNumber === currentVersion || (a.versionNumber < currentVersion && a.status === 'open'));
  return {
    shown,
    comments: shown.map((a) => ({
      number: a.number,
      status: a.status,
      versionNumber: a.versionNumber,
      where: describeAnnotationPlace(a),
      author: a.authorName,
      createdAt: a.createdAt,
      body: a.body,
      visibleToSubmitter: a.visibleToSubmitter,
      replies: a.replies.map((r) => ({ author: r.authorName, createdAt: r.createdAt, body: r.body })),
    })),
  };
}

/**
 * The annotated compliance report as a PDF: who may export and the audit entry are those of the text export.
 */
export async function exportPdfReport(ctx: Ctx, submissionId: string): Promise<{ pdf: Uint8Array; filename: string }> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.export')) throw forbidden('You cannot export compliance reports');
  const { db } = ctx.platform;
  const row = await loadVisibleSubmission(ctx, db, submissionId);
  const detail = await getSubmissionDetail(ctx, submissionId);
  const analysis = detail.analysis;
  if (!analysis) throw new AppError('CONFLICT', 'This submission has no compliance analysis yet');

  const numbered = detail.violations.filter(isFinding).map((violation, i) => ({ number: i + 1, violation }));
  const awaiting = detail.violations.filter((v) => !v.dismissedAt && v.origin === 'model' && !v.confirmedAt);
  const dismissed = detail.violations.filter((v) => v.dismissedAt);
  const notes = [
    ...awaiting.map((v) => `Suggested by a model, awaiting a reviewer (no points taken): ${findingName(v.violationType)} (${v.policySection ?? 'no citation'}) - "${v.affectedContent ?? ''}"`),
    ...dismissed.map((v) => `Dismissed by a reviewer: ${findingName(v.violationType)} - ${v.dismissalReason ?? ''}`),
  ];

  // The current version's files, read through the files feature by their stored keys (never a name from the request).
  const rows = await db
    .select({ attachment: attachments })
    .from(attachments)
    .innerJoin(submissionVersions, eq(submissionVersions.id, attachments.versionId))
    .where(and(eq(attachments.submissionId, submissionId), eq(submissionVersions.number, detail.currentVersion), eq(attachments.isValid, true)))
    .orderBy(asc(attachments.createdAt));
  const texts = new Map(analysis.reading.files.map((f) => [f.fileName, f.text]));
  const files: TReportFile[] = [];
  for (const { attachment } of rows) {
    let bytes: Buffer | null = null;
    try {
      bytes = await readAttachment(ctx, attachment);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    }
    files.push({ attachmentId: attachment.id, fileName: attachment.originalFilename, mimeType: attachment.mimeType, bytes, text: texts.get(attachment.originalFilename) ?? null });
  }

  // Who decided and when, only while the status is a reviewer's decision (a later revision makes it pending again).
  const decided = ['approved', 'rejected', 'needs_revision'].includes(row.status);
  const [reviewer] = decided && row.reviewedBy ? await db.select({ username: users.username }).from(users).where(eq(users.id, row.reviewedBy)) : [];
  const { shown, comments } = reportComments(await listAllAnnotations(db, submissionId), detail.currentVersion);
  const now = new Date();
  const s = detail.submission;
  const input: TPdfReportInput = {
    title: s.title,
    advertiser: s.submitterName ? `${s.submitterName} <${s.submitterEmail}>` : s.submitterEmail,
    reference: s.id,
    status: s.status,
    decidedBy: decided && row.reviewedBy ? (reviewer?.username ?? null) : null,
    decidedAt: decided && row.reviewedAt ? row.reviewedAt.toISOString() : null,
    score: analysis.overallScore,
    risk: analysis.riskLevel,
    recommendation: analysis.recommendation,
    engineVersion: `${analysis.analysisVersion} (${analysis.analysisModel})`,
    currentVersion: detail.currentVersion,
    findings: numbered.map(({ number, violation: v }) => ({
      number,
      severity: v.severity,
      kind: v.kind,
      violationType: v.violationType,
      description: v.description,
      policySection: v.policySection,
      effectiveDate: v.effectiveDate,
      affectedContent: v.affectedContent,
      where: v.locations.map((l) => (l.page === null ? l.fileName : `${l.fileName}, page ${l.page}`)),
    })),
    notes,
    files,
    // Only the current version's files are drawn, so only comments pinned to them become marks.
    marks: [...findingMarks(numbered), ...annotationMarks(shown.filter((a) => a.versionNumber === detail.currentVersion))],
    comments,
    versions: detail.versions.map((v) => ({
      number: v.number,
      createdAt: v.createdAt,
      author: v.createdByName ?? (v.createdBy ? 'a former user' : 'by email'),
      note: v.note,
      score: v.analysis?.overallScore ?? null,
      risk: v.analysis?.riskLevel ?? null,
    })),
    generatedAt: now,
  };
  const pdf = await renderPdfReport(input);
  await db.transaction((tx) =>
    recordAudit(tx, ctx, {
      action: 'report_exported',
      summary: `PDF compliance report of "${s.title}" exported by ${actor.username}`,
      entity: { type: 'submission', id: submissionId, url: `/review/${submissionId}` },
    }),
  );
  return { pdf, filename: pdfReportFilename(submissionId, now) };
}
