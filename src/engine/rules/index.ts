import { VIOLATION_SEVERITIES } from '../../domain/enums';
import { adultProductsRule } from './adult-products';
import { alcoholRule } from './alcohol';
import { bettingGamblingRule } from './betting-gambling';
import { docOf, restsOnUncertainWords } from './concepts';
import { contestsSweepstakesRule } from './contests-sweepstakes';
import { firearmsWeaponsRule } from './firearms-weapons';
import { foreignLanguagesRule } from './foreign-languages';
import { goodTasteRule } from './good-taste';
import { hempProductsRule } from './hemp-products';
import { housingRealEstateRule } from './housing-real-estate';
import { legalComplianceRule } from './legal-compliance';
import { nationalSymbolsRule } from './national-symbols';
import { truthfulAdvertisingRule } from './truthful-advertising';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

export { RULE_SETTINGS, resolveSettings, type TRuleSettings } from './settings';
export type { TRuleFinding, TRuleInput, TSubmissionMetadata, TTextSegment, TFindingKind } from './types';

/** One module per built-in policy of the library. */
export const POLICY_RULES: readonly TPolicyRuleModule[] = [
  truthfulAdvertisingRule,
  legalComplianceRule,
  goodTasteRule,
  adultProductsRule,
  alcoholRule,
  bettingGamblingRule,
  hempProductsRule,
  firearmsWeaponsRule,
  contestsSweepstakesRule,
  housingRealEstateRule,
  foreignLanguagesRule,
  nationalSymbolsRule,
];

/** Runs every rule; violations first, most severe first, then in reading order. */
export function runPolicyRules(input: TRuleInput, rules: readonly TPolicyRuleModule[] = POLICY_RULES): TRuleFinding[] {
  const doc = docOf(input);
  // A violation whose evidence rests on words OCR was unsure of is OCR noise, not a finding.
  const confident = (f: TRuleFinding) => f.kind !== 'violation' || f.spanStart === null || f.spanEnd === null || !restsOnUncertainWords(doc, { start: f.spanStart, end: f.spanEnd });
  const findings = rules.flatMap((rule) => rule.check(input)).filter(confident);
  const rank = (f: TRuleFinding) => (f.kind === 'violation' ? 0 : 10) + VIOLATION_SEVERITIES.indexOf(f.severity);
  return findings.sort((a, b) => rank(a) - rank(b) || (a.spanStart ?? Infinity) - (b.spanStart ?? Infinity));
}
