import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { detectPoliticalAd } from './political-context';
import { findAll, findFirst, isNegated, sentenceAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.nationalSymbols);

const CITE = {
  flagAdvertising: { section: '4 U.S.C. 8(i); Minn. Stat. 609.40 subd. 2', category: 'state_law', effectiveDate: '1942-06-22' },
  flagMarking: { section: '4 U.S.C. 8(g); Minn. Stat. 609.40 subd. 2', category: 'state_law', effectiveDate: '1942-06-22' },
  politicalFlag: { section: '4 U.S.C. 8(i) (advisory; political speech is not commercial advertising)', category: 'publisher_policy', effectiveDate: '1942-06-22' },
  seal: { section: '18 U.S.C. 713', category: 'federal_law', effectiveDate: null },
  imagery: { section: "4 U.S.C. 8(i); publisher's national symbols policy", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const FLAG =
  /\b(?:American\s+flags?|U\.?\s?S\.?\s+flags?|United\s+States\s+flags?|Stars\s+(?:and|&)\s+Stripes|Old\s+Glory|Star[-\s]Spangled\s+Banner\s+flag|Minnesota\s+(?:state\s+)?flags?|(?:the\s+)?flag\s+of\s+the\s+United\s+States)\b/i;
// Selling flags, flying them, or retiring them respectfully is not using the flag to advertise something else.
const FLAG_AS_PRODUCT_OR_ETIQUETTE =
  /\b(?:flag\s?poles?|\d\s?[x']\s?\d|nylon|polyester|cotton|sewn\s+stripes|embroidered\s+stars|flag\s+retirement|retire\s+(?:your|worn|old)|worn[-\s]out\s+flags?|flags?\s+(?:for\s+sale|sold|in\s+stock)|half[-\s]staff|flag\s+etiquette|proudly\s+fly|fly\s+(?:your|the|our)\s+flags?|flag\s+(?:code|day\s+ceremony))\b/i;
const ON_THE_FLAG =
  /\b(?:(?:logo|name|brand|slogan|message|text|words?)\s+(?:printed|stamped|written|emblazoned|sewn|featured)?\s*(?:on|across|over)\s+(?:an?\s+|the\s+|our\s+)?(?:American|U\.?\s?S\.?)\s+flag|(?:American|U\.?\s?S\.?)\s+flags?\s+(?:with|featuring|bearing)\s+(?:your|our|the)\s+(?:logo|name|brand|company\s+name))\b/i;
const SEAL =
  /\b(?:Great\s+Seal(?:\s+of\s+the\s+United\s+States)?|Presidential\s+[Ss]eal|[Ss]eal\s+of\s+the\s+(?:President|Vice\s+President|United\s+States\s+(?:Senate|House)|Congress)|official\s+(?:U\.?\s?S\.?\s+|federal\s+|government\s+)?seal|(?:federal|government|official)\s+(?:emblem|insignia))\b/;
const PATRIOTIC_OCCASION = /\b(?:Memorial\s+Day|Veterans\s+Day|Fourth\s+of\s+July|4th\s+of\s+July|July\s+4(?:th)?|Independence\s+Day|Flag\s+Day|Presidents'?\s+Day|Labor\s+Day)\b/i;

export function checkNationalSymbols(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  const political = detectPoliticalAd(input).isPolitical;

  const marked = findFirst(text, ON_THE_FLAG);
  if (marked) {
    findings.push(
      finding({
        citation: CITE.flagMarking,
        severity: 'major',
        type: 'words_on_flag',
        description: 'Places words or a logo on the flag.',
        match: marked,
      }),
    );
  }

  const flag = findAll(text, FLAG).find((m) => !isNegated(text, m) && !FLAG_AS_PRODUCT_OR_ETIQUETTE.test(sentenceAround(text, m, 160)));
  if (flag && !marked) {
    findings.push(
      finding({
        citation: political ? CITE.politicalFlag : CITE.flagAdvertising,
        severity: political ? 'minor' : 'moderate',
        type: political ? 'flag_in_political_ad' : 'flag_in_advertising',
        description: political
          ? 'Flag in a political ad: political speech, advisory only.'
          : 'Uses the flag as an element of a commercial advertisement (4 U.S.C. 8(i); Minnesota makes commercial use of the flag a misdemeanor). Route to the creative track.',
        match: flag,
      }),
    );
  }

  const seal = findAll(text, SEAL).find((m) => !isNegated(text, m));
  if (seal) {
    findings.push(
      finding({
        citation: CITE.seal,
        severity: 'major',
        type: 'government_seal',
        description: 'Uses a government seal or emblem, which implies official endorsement.',
        match: seal,
      }),
    );
  }

  const occasion: TMatch | null = findFirst(text, PATRIOTIC_OCCASION);
  if (occasion && !flag && !marked && !political && input.segments.some((s) => s.method === 'image_ocr' || s.method === 'pdf_ocr')) {
    findings.push(
      finding({
        citation: CITE.imagery,
        severity: 'minor',
        type: 'patriotic_imagery_review',
        description: 'Patriotic-holiday ad: check the artwork does not use the U.S. or Minnesota flag as a design element.',
        match: occasion,
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

export const nationalSymbolsRule: TPolicyRuleModule = { policyId: POLICY_IDS.nationalSymbols, check: checkNationalSymbols };
