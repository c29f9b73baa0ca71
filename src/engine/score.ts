import { scoreFindings, type TComplianceScore, type TScorableFinding } from '../domain/scoring';

/** How many of the submission's files the analysis could read. */
export interface TFileTally {
  read: number;
  /** Files that could not be read, or were refused before reading: nothing in them was checked. */
  unread: number;
}

/**
 * The score of an analysis, and again of a stored one after reviewers dismissed some of its findings:
 * the same formula either way, so a dismissal moves the score exactly as the analysis would have.
 */
export function scoreAnalysis(findings: readonly TScorableFinding[], files: TFileTally): TComplianceScore {
  return scoreFindings({ findings, unreadableFiles: files.unread, readableFiles: files.read });
}
