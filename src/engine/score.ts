import { scoreFindings, type TComplianceScore, type TScorableFinding } from '../domain/scoring';
import type { TFindingOrigin } from './second-opinion/types';

/** How many of the submission's files the analysis could read. */
export interface TFileTally {
  read: number;
  /** Files that could not be read, or were refused before reading: nothing in them was checked. */
  unread: number;
}

/** A finding as scoring sees it, with where it came from and, for a model's suggestion, whether a reviewer confirmed it. */
export interface TEngineScorable extends TScorableFinding {
  /** Absent: the rules. */
  origin?: TFindingOrigin;
  /** A model suggestion a reviewer confirmed counts as the violation it names. */
  confirmed?: boolean;
}

/**
 * A model's suggestion costs nothing until a reviewer confirms it, and while it waits the ad is not
 * eligible for auto-approval: it is scored as a review item. Confirmed, it is the violation it names.
 */
function asScored(finding: TEngineScorable): TScorableFinding {
  if (finding.origin === 'model' && !finding.confirmed) return { severity: finding.severity, kind: 'review_item', dismissed: finding.dismissed };
  return { severity: finding.severity, kind: finding.kind, dismissed: finding.dismissed };
}

/**
 * The score of an analysis, and again of a stored one after reviewers dismissed some of its findings or
 * confirmed a model's suggestion: the same formula either way, so a dismissal or a confirmation moves the
 * score exactly as the analysis would have.
 */
export function scoreAnalysis(findings: readonly TEngineScorable[], files: TFileTally): TComplianceScore {
  return scoreFindings({ findings: findings.map(asScored), unreadableFiles: files.unread, readableFiles: files.read });
}
