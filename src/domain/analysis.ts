import { z } from 'zod';
import { POLICY_CATEGORIES, RISK_LEVELS, VIOLATION_SEVERITIES } from './enums';

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
 * reviewer reads them. The engine's own table is held to these names by its test.
 */
export const SENSITIVE_SUBJECT_LABELS: Record<string, string> = {
  weapons: 'firearms and weapons',
  drugs_medicine: 'drugs and medicine',
  sexual_services: 'sexual services and adult entertainment',
  gambling: 'gambling',
  housing: 'housing',
  political: 'political content',
  health_money_claims: 'health or money claims',
  hemp_thc: 'hemp and THC',
  alcohol: 'alcohol',
};
export const SENSITIVE_SUBJECT_TYPE_PREFIX = 'sensitive_domain_';
