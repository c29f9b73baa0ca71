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
