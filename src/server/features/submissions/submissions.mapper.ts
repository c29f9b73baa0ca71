import { SECOND_OPINION_STATUSES, type TAnalysis, type TAnalysisReading, type TFileReading, type TSecondOpinionSummary, type TViolation } from '../../../domain/analysis';
import type { TPolicyCategory, TPriority, TRiskLevel, TSubmissionStatus, TTrackStatus, TTrackType, TViolationSeverity } from '../../../domain/enums';
import { CLOSED_TRACK_STATUSES, DECIDED_SUBMISSION_STATUSES, isOverdue, type TAssignee } from '../../../domain/desk';
import type { TAttachment, TEscalationTrackSummary, TLandingPageAnalysis, TSubmission, TSubmissionVersion } from '../../../domain/submissions';
import { attachments, type complianceAnalyses, type escalationTracks, type landingPageAnalyses, type policyViolations, type submissions } from '../../db/schema';
import { rowFromJson } from '../../db/sql';

export type SubmissionRow = typeof submissions.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
export type TrackRow = typeof escalationTracks.$inferSelect;
export type LandingPageRow = typeof landingPageAnalyses.$inferSelect;
export type AnalysisRow = typeof complianceAnalyses.$inferSelect;
export type ViolationRow = typeof policyViolations.$inferSelect;

// Text columns below are constrained to these value sets by check constraints, so the casts are safe.

/** Names of the people holding a submission and its tracks, read with it (null when nobody does). */
export interface Holders {
  submission: string | null;
  /** Track id to the name of its holder. */
  tracks: Record<string, string>;
}
const NO_HOLDERS: Holders = { submission: null, tracks: {} };

const holder = (id: string | null, name: string | null | undefined): TAssignee | null => (id ? { id, name: name ?? 'Former user' } : null);

export function toTrackSummary(row: TrackRow, holders: Holders = NO_HOLDERS, now = new Date()): TEscalationTrackSummary {
  return {
    id: row.id,
    trackType: row.trackType as TTrackType,
    status: row.status as TTrackStatus,
    resolution: row.resolution as TEscalationTrackSummary['resolution'],
    escalationReason: row.escalationReason,
    isOverridden: row.isOverridden,
    overrideDecision: row.overrideDecision as TEscalationTrackSummary['overrideDecision'],
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    overdue: isOverdue(row.dueAt, !CLOSED_TRACK_STATUSES.includes(row.status as TTrackStatus), now),
    assignee: holder(row.assigneeId, holders.tracks[row.id]),
  };
}

/**
 * A submission as a reader outside the desk (its submitter) may see it: why it was escalated is the desk's
 * own note. What a specialist decided reaches the submitter as the feedback meant for them.
 */
export function withoutInternalNotes(submission: TSubmission): TSubmission {
  return {
    ...submission,
    assignee: null,
    escalationTracks: submission.escalationTracks.map((track) => ({ ...track, escalationReason: null, assignee: null })),
  };
}

export function toLandingPageAnalysis(row: LandingPageRow): TLandingPageAnalysis {
  return {
    disclosureFound: row.disclosureFound,
    disclosureText: row.disclosureText,
    disclosureUrl: row.disclosureUrl,
    disclosureLocation: row.disclosureLocation,
    analyzedAt: row.analyzedAt.toISOString(),
    processingTimeMs: row.processingTimeMs,
    screenshot: row.screenshotKey ? `/api/screenshots/${row.submissionId}/${row.screenshotKey.split('/').at(-1)}` : null,
    error: row.error,
  };
}

export function toSubmission(
  row: SubmissionRow,
  tracks: TrackRow[],
  landingPage: LandingPageRow | null,
  attachmentCount: number,
  holders: Holders = NO_HOLDERS,
): TSubmission {
  const now = new Date();
  const open = !DECIDED_SUBMISSION_STATUSES.includes(row.status as TSubmissionStatus);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status as TSubmissionStatus,
    riskLevel: row.riskLevel as TRiskLevel | null,
    priority: row.priority as TPriority,
    submissionType: row.submissionType,
    source: row.source,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    campaignTypes: row.campaignTypes,
    landingPageUrl: row.landingPageUrl,
    landingPageAnalysis: landingPage ? toLandingPageAnalysis(landingPage) : null,
    disclosureLocation: row.disclosureLocation,
    runDate: row.runDate,
    escalated: row.escalated,
    escalationLevel: row.escalationLevel,
    legalReviewEscalated: row.legalReviewEscalated,
    analysisScore: row.analysisScore,
    hasValidAttachments: row.hasValidAttachments,
    reviewerNotes: row.reviewerNotes,
    reviewerSuggestions: row.reviewerSuggestions,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    escalationTracks: tracks.map((track) => toTrackSummary(track, holders, now)),
    attachmentCount,
    dueAt: row.dueAt?.toISOString() ?? null,
    overdue: isOverdue(row.dueAt, open, now),
    timeLeftSeconds: open && row.dueAt ? Math.round((row.dueAt.getTime() - now.getTime()) / 1000) : null,
    assignee: holder(row.assigneeId, holders.submission),
  };
}

export function toAttachment(row: AttachmentRow): TAttachment {
  return {
    id: row.id,
    submissionId: row.submissionId,
    filename: row.filename,
    originalFilename: row.originalFilename,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    isValid: row.isValid,
    validationError: row.validationError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the analysis read, from its stored extraction: methods, pages and OCR confidence; the text only of Word and text files. */
export function toReading(row: Pick<AnalysisRow, 'extraction' | 'rawAnalysisData'>): TAnalysisReading {
  const raw = (row.rawAnalysisData ?? {}) as { refusedFiles?: TAnalysisReading['refused']; context?: { landingPage?: TAnalysisReading['landingPage'] } };
  const files = ((row.extraction ?? []) as TFileReading[]).map(
    (e): TFileReading => ({
      fileName: e.fileName,
      method: e.method ?? null,
      pageCount: e.pageCount ?? null,
      ocrPages: e.ocrPages ?? 0,
      ocrConfidence: e.ocrConfidence ?? null,
      notes: e.notes ?? [],
      error: e.error ? { code: e.error.code, message: e.error.message } : null,
      text: e.method && TEXT_METHODS.has(e.method) && !e.error ? ((e as { text?: string }).text ?? null) : null,
    }),
  );
  return {
    files,
    refused: (raw.refusedFiles ?? []).map((f) => ({ name: f.name, reason: f.reason })),
    landingPage: raw.context?.landingPage ?? null,
  };
}

/** The second opinion as the analysis recorded it (`rawAnalysisData.secondOpinion`); off when it has none. */
function toSecondOpinion(row: AnalysisRow): TSecondOpinionSummary {
  const recorded = (row.rawAnalysisData as { secondOpinion?: { status?: string; model?: string | null; detail?: string | null; suggestions?: unknown[]; dropped?: unknown[] } } | null)?.secondOpinion;
  const status = (SECOND_OPINION_STATUSES as readonly string[]).includes(recorded?.status ?? '') ? (recorded!.status as TSecondOpinionSummary['status']) : 'off';
  return {
    status,
    model: recorded?.model ?? null,
    detail: recorded?.detail ?? null,
    kept: recorded?.suggestions?.length ?? 0,
    dropped: recorded?.dropped?.length ?? 0,
  };
}
// Formats without pages: their findings are marked in the text the analysis read.
const TEXT_METHODS = new Set(['docx', 'doc', 'txt']);

export function toAnalysis(row: AnalysisRow): TAnalysis {
  return {
    id: row.id,
    submissionId: row.submissionId,
    overallScore: row.overallScore,
    riskLevel: row.riskLevel as TRiskLevel,
    recommendation: row.recommendation,
    analysisVersion: row.analysisVersion,
    analysisModel: row.analysisModel,
    autoApprovalEligible: row.autoApprovalEligible,
    autoApprovalReason: row.autoApprovalReason,
    rawAnalysisData: row.rawAnalysisData as Record<string, unknown>,
    reading: toReading(row),
    secondOpinion: toSecondOpinion(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toViolation(row: ViolationRow): TViolation {
  return {
    id: row.id,
    analysisId: row.analysisId,
    policyId: row.policyId,
    policyCategory: row.policyCategory as TPolicyCategory,
    severity: row.severity as TViolationSeverity,
    violationType: row.violationType,
    description: row.description,
    policySection: row.policySection,
    affectedContent: row.affectedContent,
    kind: row.kind as TViolation['kind'],
    effectiveDate: row.effectiveDate,
    dismissedAt: row.dismissedAt?.toISOString() ?? null,
    dismissalReason: row.dismissalReason,
    origin: row.origin as TViolation['origin'],
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    // Findings stored before evidence was located have none.
    locations: row.locations ?? [],
  };
}

/** A version as the detail's statement builds it: json_build_object with snake_case keys, files as attachment rows. */
export function toVersion(json: Record<string, unknown>): TSubmissionVersion {
  const analysis = json.analysis as Record<string, unknown> | null;
  return {
    number: json.number as number,
    createdAt: new Date(json.created_at as string).toISOString(),
    createdBy: (json.created_by as string | null) ?? null,
    createdByName: (json.created_by_name as string | null) ?? null,
    note: (json.note as string | null) ?? null,
    files: (json.files as Record<string, unknown>[]).map((a) => toAttachment(rowFromJson(attachments, a))),
    analysis: analysis
      ? {
          overallScore: analysis.overall_score as number,
          riskLevel: analysis.risk_level as TRiskLevel,
          recommendation: analysis.recommendation as string,
          analysisVersion: analysis.analysis_version as string,
          createdAt: new Date(analysis.created_at as string).toISOString(),
        }
      : null,
  };
}
