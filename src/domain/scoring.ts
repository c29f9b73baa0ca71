import type { TRiskLevel, TViolationSeverity } from './enums';

/** What scoring needs to know about one finding of the engine (or of a reviewer's manual entry). */
export interface TScorableFinding {
  severity: TViolationSeverity;
  kind: 'violation' | 'review_item';
  /** Dismissed by a reviewer (with a reason, audited elsewhere): no longer counts. */
  dismissed?: boolean;
}

export interface TScoreInput {
  findings: readonly TScorableFinding[];
  /** Files that could not be read (encrypted, corrupt, no legible text). */
  unreadableFiles?: number;
  /** Files read successfully; zero with unreadable files means nothing could be checked. */
  readableFiles?: number;
}

export type TRecommendation = 'approve' | 'needs_revision' | 'reject';

export interface TComplianceScore {
  overallScore: number;
  riskLevel: TRiskLevel;
  recommendation: TRecommendation;
  autoApprovalEligible: boolean;
  autoApprovalReason: string;
  scoreAdjustment: { adjustmentApplied: boolean; originalScore: number; reason: string | null };
  counts: Record<TViolationSeverity, number> & { reviewItems: number; dismissed: number };
}

/** Points each open violation takes off 100: the bands of the publisher's regulatory reference. */
export const SEVERITY_PENALTY: Record<TViolationSeverity, number> = { critical: 40, major: 25, moderate: 10, minor: 3 };
/** A critical violation (likely illegal for the publisher to print) keeps the score in the reject band. */
export const CRITICAL_SCORE_CAP = 29;
/** When no file could be read, nothing was checked: the score says "unknown", not "clean". */
export const UNREADABLE_SCORE_CAP = 50;
export const AUTO_APPROVAL_MIN_SCORE = 90;
const REVISION_BELOW_SCORE = 70;

/**
 * Scores an analysis from its findings.
 *
 * score = 100 - 40 per critical - 25 per major - 10 per moderate - 3 per minor, floored at 0;
 * then capped at 29 when any critical remains, and at 50 when no file could be read.
 * Review items and dismissed findings subtract nothing. Review items (and unreadable files)
 * block auto-approval, because a person has to look at what the text cannot show.
 *
 * Worked examples:
 *  - no findings                        -> 100, low, approve, auto-approval eligible
 *  - one minor (no EHO statement)       -> 97, low, approve, eligible
 *  - one moderate                       -> 90, moderate, needs_revision
 *  - one major + one moderate           -> 65, high, needs_revision
 *  - one critical                       -> 60 capped to 29, critical, reject (adjustment applied)
 *  - four majors                        -> 0, high, needs_revision
 *  - no findings + one review item      -> 100, low, approve, not eligible (needs human review)
 *  - only file unreadable, no findings  -> 100 capped to 50, moderate, needs_revision
 */
export function scoreFindings(input: TScoreInput): TComplianceScore {
  const open = input.findings.filter((f) => !f.dismissed);
  const violations = open.filter((f) => f.kind === 'violation');
  const reviewItems = open.filter((f) => f.kind === 'review_item').length;
  const counts = {
    critical: violations.filter((f) => f.severity === 'critical').length,
    major: violations.filter((f) => f.severity === 'major').length,
    moderate: violations.filter((f) => f.severity === 'moderate').length,
    minor: violations.filter((f) => f.severity === 'minor').length,
    reviewItems,
    dismissed: input.findings.length - open.length,
  };
  const unreadable = input.unreadableFiles ?? 0;
  const nothingRead = unreadable > 0 && (input.readableFiles ?? 0) === 0;

  const penalty = violations.reduce((sum, f) => sum + SEVERITY_PENALTY[f.severity], 0);
  const originalScore = Math.max(0, 100 - penalty);
  let overallScore = originalScore;
  let adjustmentReason: string | null = null;
  if (counts.critical > 0 && overallScore > CRITICAL_SCORE_CAP) {
    overallScore = CRITICAL_SCORE_CAP;
    adjustmentReason = `Capped at ${CRITICAL_SCORE_CAP}: critical violation present`;
  } else if (nothingRead && overallScore > UNREADABLE_SCORE_CAP) {
    overallScore = UNREADABLE_SCORE_CAP;
    adjustmentReason = `Capped at ${UNREADABLE_SCORE_CAP}: no file could be read, nothing was checked`;
  }

  // Risk follows what was found; the caps above only keep the score honest.
  const riskLevel = riskLevelOf(counts, originalScore, unreadable > 0);
  const recommendation: TRecommendation =
    counts.critical > 0
      ? 'reject'
      : counts.major + counts.moderate > 0 || overallScore < REVISION_BELOW_SCORE || nothingRead
        ? 'needs_revision'
        : 'approve';

  const blockers: string[] = [];
  if (recommendation !== 'approve') blockers.push(`recommendation is ${recommendation}`);
  if (overallScore < AUTO_APPROVAL_MIN_SCORE) blockers.push(`score ${overallScore} is below ${AUTO_APPROVAL_MIN_SCORE}`);
  if (reviewItems > 0) blockers.push(`${reviewItems} item(s) need human review`);
  if (unreadable > 0) blockers.push(`${unreadable} file(s) could not be read`);
  const autoApprovalEligible = blockers.length === 0;

  return {
    overallScore,
    riskLevel,
    recommendation,
    autoApprovalEligible,
    autoApprovalReason: autoApprovalEligible
      ? `No open violations above minor and score ${overallScore} is at least ${AUTO_APPROVAL_MIN_SCORE}`
      : `Not eligible: ${blockers.join('; ')}`,
    scoreAdjustment: { adjustmentApplied: adjustmentReason !== null, originalScore, reason: adjustmentReason },
    counts,
  };
}

function riskLevelOf(counts: Record<TViolationSeverity, number>, score: number, anyUnreadable: boolean): TRiskLevel {
  if (counts.critical > 0) return 'critical';
  if (counts.major > 0 || score < 60) return 'high';
  if (counts.moderate > 0 || score < 80 || anyUnreadable) return 'moderate';
  return 'low';
}
