import { z } from 'zod';
import { POLICY_CATEGORIES, RISK_LEVELS, VIOLATION_SEVERITIES } from './enums';

/** A rectangle on a page as fractions (0..1) of its width and height, from the top-left corner. */
export const ZEvidenceBox = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type TEvidenceBox = z.infer<typeof ZEvidenceBox>;

/** Where a finding's evidence is in the creative. */
export const ZEvidenceLocation = z.object({
  /** The attachment (of the analysed version) the evidence is in. */
  attachmentId: z.string(),
  fileName: z.string(),
  /** 1-based page of a PDF (1 for an image); null for Word and text files, which have no fixed pages. */
  page: z.number().int().positive().nullable(),
  /** Characters [start, end) of the file's text as the analysis read it. */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** Where those characters are drawn on the page; empty for Word and text files. */
  boxes: z.array(ZEvidenceBox),
});
export type TEvidenceLocation = z.infer<typeof ZEvidenceLocation>;

/** One finding of an analysis. */
export const ZViolation = z.object({
  id: z.string(),
  analysisId: z.string(),
  policyId: z.string().nullable(),
  policyCategory: z.enum(POLICY_CATEGORIES),
  severity: z.enum(VIOLATION_SEVERITIES),
  violationType: z.string(),
  description: z.string(),
  policySection: z.string().nullable(),
  affectedContent: z.string().nullable(),
  /** 'review_item': the text cannot settle it; a person has to look. Review items cost no points. */
  kind: z.enum(['violation', 'review_item']),
  effectiveDate: z.string().nullable(),
  dismissedAt: z.string().nullable(),
  dismissalReason: z.string().nullable(),
  /**
   * 'rules': the engine's rules found it. 'model': a language model suggested it (the second opinion); it
   * costs no points and keeps the ad from auto-approval until a reviewer confirms it (`confirmedAt`).
   */
  origin: z.enum(['rules', 'model']),
  confirmedAt: z.string().nullable(),
  /** Where the evidence is; empty when it is not in the files (the landing page, a missing element) or could not be found. */
  locations: z.array(ZEvidenceLocation),
});
export type TViolation = z.infer<typeof ZViolation>;

/** How the analysis read one file (the text itself stays on the server). */
export const ZFileReading = z.object({
  fileName: z.string(),
  /** pdf_text, pdf_ocr, docx, doc, txt, image_ocr; null when the type could not be handled at all. */
  method: z.string().nullable(),
  /** Pages of a PDF (1 for an image); null for formats without fixed pages. */
  pageCount: z.number().nullable(),
  /** Pages or images read by OCR, and their mean word confidence 0-100 (null when no OCR ran). */
  ocrPages: z.number(),
  ocrConfidence: z.number().nullable(),
  /** What the reader should know: pages skipped, illegible pages. */
  notes: z.array(z.string()),
  /** Set when the file could not be read: nothing in it was checked. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /**
   * The text as the analysis read it, for Word and plain-text files: the review screen marks findings in it
   * (their locations' characters). Null for PDFs and images, whose findings are drawn over the page.
   */
  text: z.string().nullable(),
});
export type TFileReading = z.infer<typeof ZFileReading>;

/** What the analysis could read and what it could not check, shown beside the score-based confidence. */
export const ZAnalysisReading = z.object({
  files: z.array(ZFileReading),
  /** Files refused at upload (wrong type, too large): never read. */
  refused: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** Whether the landing page was checked; null for analyses stored before this was recorded. */
  landingPage: z.enum(['checked', 'not_needed', 'not_available']).nullable(),
});
export type TAnalysisReading = z.infer<typeof ZAnalysisReading>;

/**
 * What the second opinion of a language model came to, as the analysis recorded it. Whatever the status,
 * the rules' findings and score stand; only 'ok' can bring model suggestions.
 */
export const SECOND_OPINION_STATUSES = ['off', 'ok', 'timeout', 'unreachable', 'malformed'] as const;
export const ZSecondOpinionSummary = z.object({
  status: z.enum(SECOND_OPINION_STATUSES),
  model: z.string().nullable(),
  detail: z.string().nullable(),
  /** Suggestions kept (naming a library policy, quoting the ad) and dropped (anything else). */
  kept: z.number(),
  dropped: z.number(),
});
export type TSecondOpinionSummary = z.infer<typeof ZSecondOpinionSummary>;

export const ZAnalysis = z.object({
  id: z.string(),
  submissionId: z.string(),
  overallScore: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  recommendation: z.string(),
  analysisVersion: z.string(),
  analysisModel: z.string(),
  autoApprovalEligible: z.boolean(),
  autoApprovalReason: z.string().nullable(),
  /** What the engine returned: context, per-file extraction notes, scoring detail (free-form). */
  rawAnalysisData: z.record(z.string(), z.unknown()),
  reading: ZAnalysisReading,
  /** The language model's second opinion; 'off' for analyses made without one (or before it existed). */
  secondOpinion: ZSecondOpinionSummary,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

/** POST /api/submissions/{id}/export: the text report and the name to save it under. */
export const ZComplianceReport = z.object({
  reportContent: z.string(),
  /** {submissionId}_compliance_report_{YYYY-MM-DD}.txt */
  filename: z.string(),
});
export type TComplianceReport = z.infer<typeof ZComplianceReport>;

export const ZDismissViolationRequest = z.object({
  reason: z
    .string({ error: 'A reason is required to dismiss a finding' })
    .trim()
    .min(1, 'A reason is required to dismiss a finding')
    .max(1000, 'Reason must be at most 1000 characters'),
});

/**
 * The subjects of the engine's sensitive-subject review items (type `sensitive_domain_<id>`), named as a
 * reviewer reads them. The one copy of the names: the engine's subject table reads its labels from here.
 */
export const SENSITIVE_SUBJECT_LABELS = {
  weapons: 'firearms and weapons',
  drugs_medicine: 'drugs and medicine',
  sexual_services: 'sexual services and adult entertainment',
  gambling: 'gambling',
  housing: 'housing',
  political: 'political content',
  health_money_claims: 'health or money claims',
  hemp_thc: 'hemp and THC',
  alcohol: 'alcohol',
  prize_promotions: 'prize promotions and games of chance',
  tragedy_violence: 'tragedy, violence and fear',
} as const satisfies Record<string, string>;
export type TSensitiveSubjectId = keyof typeof SENSITIVE_SUBJECT_LABELS;
export const SENSITIVE_SUBJECT_TYPE_PREFIX = 'sensitive_domain_';
