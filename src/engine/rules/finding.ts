import type { TPolicyCategory, TViolationSeverity } from '../../domain/enums';
import type { TMatch } from './text-match';
import type { TFindingKind, TRuleFinding } from './types';

/** A provision a finding rests on, with the date it took effect where the reference records one. */
export interface TCitation {
  section: string;
  category: TPolicyCategory;
  effectiveDate: string | null;
}

interface TFindingSpec {
  citation: TCitation;
  severity: TViolationSeverity;
  type: string;
  description: string;
  /** The text that raised the finding, or for a missing element the text that made the rule apply. */
  match?: TMatch | null;
  kind?: TFindingKind;
}

export function findingFor(policyId: string) {
  return (spec: TFindingSpec): TRuleFinding => ({
    policyId,
    policyCategory: spec.citation.category,
    severity: spec.severity,
    violationType: spec.type,
    description: spec.description,
    policySection: spec.citation.section,
    effectiveDate: spec.citation.effectiveDate,
    affectedContent: spec.match ? spec.match.text : null,
    spanStart: spec.match ? spec.match.start : null,
    spanEnd: spec.match ? spec.match.end : null,
    kind: spec.kind ?? 'violation',
  });
}
