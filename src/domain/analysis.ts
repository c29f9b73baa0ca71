import { z } from 'zod';
import type { TPolicyCategory, TRiskLevel, TViolationSeverity } from './enums';

export interface TViolation {
  id: string;
  analysisId: string;
  policyId: string | null;
  policyCategory: TPolicyCategory;
  severity: TViolationSeverity;
  violationType: string;
  description: string;
  policySection: string | null;
  affectedContent: string | null;
  /** 'review_item': the text cannot settle it; a person has to look. Review items cost no points. */
  kind: 'violation' | 'review_item';
  effectiveDate: string | null;
  dismissedAt: string | null;
  dismissalReason: string | null;
}

export interface TAnalysis {
  id: string;
  submissionId: string;
  overallScore: number;
  riskLevel: TRiskLevel;
  recommendation: string;
  analysisVersion: string;
  analysisModel: string;
  autoApprovalEligible: boolean;
  autoApprovalReason: string | null;
  rawAnalysisData: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export const ZDismissViolationRequest = z.object({
  reason: z
    .string({ error: 'A reason is required to dismiss a finding' })
    .trim()
    .min(1, 'A reason is required to dismiss a finding')
    .max(1000, 'Reason must be at most 1000 characters'),
});
