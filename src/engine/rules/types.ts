import type { TPolicyCategory, TViolationSeverity } from '../../domain/enums';
import type { TExtractionMethod } from '../extract/types';
import type { TRuleSettings } from './settings';

/** Where one file's text sits inside the joined text the rules read. */
export interface TTextSegment {
  fileName: string;
  method: TExtractionMethod | null;
  start: number;
  end: number;
  /**
   * The English translation the submission's description supplies for a creative in another language: the rules
   * read it as they read the creative, while the language rule judges the creative's own words only.
   */
  translation?: true;
}

export interface TSubmissionMetadata {
  title: string;
  description: string | null;
  campaignTypes: string[];
  landingPageUrl: string | null;
  submissionType: string;
  /** First publication date, YYYY-MM-DD. */
  runDate: string | null;
  /** ISO timestamp of submission. */
  submittedAt: string;
}

/** A stretch of the joined text. */
export interface TTextSpan {
  start: number;
  end: number;
}

export interface TRuleInput {
  /** All files' text joined by blank lines; finding offsets point into it. */
  text: string;
  segments: TTextSegment[];
  metadata: TSubmissionMetadata;
  settings: TRuleSettings;
  /** Words OCR read with low confidence: they neither raise nor clear a finding. */
  uncertain?: TTextSpan[];
}

export type TFindingKind = 'violation' | 'review_item';

export interface TRuleFinding {
  policyId: string;
  policyCategory: TPolicyCategory;
  severity: TViolationSeverity;
  violationType: string;
  description: string;
  /** The citation the finding rests on. */
  policySection: string;
  /** When the cited provision took effect, where recorded (YYYY-MM-DD). */
  effectiveDate: string | null;
  affectedContent: string | null;
  spanStart: number | null;
  spanEnd: number | null;
  kind: TFindingKind;
}

export type TPolicyCheck = (input: TRuleInput) => TRuleFinding[];

export interface TPolicyRuleModule {
  policyId: string;
  check: TPolicyCheck;
}
