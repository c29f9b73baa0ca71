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
