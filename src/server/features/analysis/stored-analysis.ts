import type { TComplianceScore } from '../../../domain/scoring';
import type { TViolation } from '../../../domain/analysis';
import { scoreAnalysis, type TFileTally } from '../../../engine/score';
import type { complianceAnalyses, policyViolations } from '../../db/schema';

type AnalysisRow = typeof complianceAnalyses.$inferSelect;
type ViolationRow = typeof policyViolations.$inferSelect;

/** Files read and unread as the analysis counted them; analyses stored before it recorded them count from the extraction. */
function fileTallyOf(analysis: AnalysisRow): TFileTally {
  const recorded = (analysis.rawAnalysisData as { files?: TFileTally }).files;
  if (recorded) return recorded;
  const extraction = analysis.extraction as { error: unknown }[];
  const read = extraction.filter((e) => !e.error).length;
  return { read, unread: extraction.length - read };
}

/** A stored analysis scored again with reviewers' dismissals and confirmations taken into account, by the engine's formula. */
export function rescoreStoredAnalysis(analysis: AnalysisRow, violations: readonly ViolationRow[]): TComplianceScore {
  return scoreAnalysis(
    violations.map((v) => ({
      severity: v.severity as TViolation['severity'],
      kind: v.kind as TViolation['kind'],
      dismissed: !!v.dismissedAt,
      origin: v.origin as TViolation['origin'],
      confirmed: !!v.confirmedAt,
    })),
    fileTallyOf(analysis),
  );
}

/** The score as the analysis row stores it. */
export function scoreColumns(score: TComplianceScore) {
  return {
    overallScore: score.overallScore,
    riskLevel: score.riskLevel,
    recommendation: score.recommendation,
    autoApprovalEligible: score.autoApprovalEligible,
    autoApprovalReason: score.autoApprovalReason,
  };
}
