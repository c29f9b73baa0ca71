import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { findFirst, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.housingRealEstate);

const CITE = {
  fairHousing: { section: '42 U.S.C. 3604(c); 24 CFR 100.75', category: 'federal_law', effectiveDate: '1989-03-12' },
  minnesota: { section: 'Minn. Stat. 363A.09 subd. 1', category: 'state_law', effectiveDate: null },
  sourceOfIncome: { section: 'Minn. Stat. 363A.09 (public assistance status; verify current source-of-income law)', category: 'state_law', effectiveDate: null },
  olderPersons: { section: '42 U.S.C. 3607(b)', category: 'federal_law', effectiveDate: '1995-12-28' },
  sharedLiving: { section: '42 U.S.C. 3604(c); 42 U.S.C. 3603(b) (shared living exemption)', category: 'federal_law', effectiveDate: null },
  equalHousing: { section: 'HUD fair housing advertising guidance (former 24 CFR 109.30)', category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const HOUSING =
  /\b(?:for\s+(?:rent|lease)|now\s+leasing|apartments?|rental\s+(?:homes?|houses?|units?|propert(?:y|ies)|apartments?|listings?)|rentals?\s+available|(?:\d|one|two|three|four|studio)[-\s]?(?:br|bdrm|bedrooms?)\b|\d\s?(?:bed|bd)s?\s*[\/,]?\s*\d(?:\.\d)?\s?(?:bath|ba)s?\b|bedrooms?|townhomes?|townhouses?|condos?|condominiums?|duplex|triplex|fourplex|homes?\s+for\s+sale|houses?\s+for\s+(?:rent|sale)|rooms?\s+for\s+rent|roommates?|housemates?|sublets?|subleases?|MLS|realtors?|real\s+estate|landlords?|tenants?|security\s+deposit|lakeshore\s+(?:home|cabin|property)|cabins?\s+for\s+sale|lots?\s+for\s+sale|manufactured\s+homes?|mobile\s+homes?|senior\s+(?:apartments|living|housing)|single[-\s]family\s+homes?)\b/i;

const FAMILIAL =
  /\b(?:adults?\s+only|adult\s+(?:community|building|living)\s+only|no\s+(?:children|kids|minors|teen(?:ager)?s|babies|infants|families(?:\s+with\s+(?:children|kids))?)|(?:children|kids)\s+(?:are\s+)?not\s+(?:allowed|permitted|welcome|accepted)|not\s+suitable\s+for\s+(?:children|kids|families)|(?:perfect|ideal|great|suited|best)\s+for\s+(?:a\s+)?(?:singles?|single\s+(?:person|professional|adult)|(?:mature|retired|professional|working)\s+(?:couples?|persons?|adults?)|couples?|empty[-\s]nesters|one\s+person)\b(?!\s+(?:or|and|&)\s+(?:a\s+)?(?:small\s+|growing\s+|young\s+)?famil)|mature\s+(?:couples?|persons?|adults?|individuals?|tenants?)|empty[-\s]nesters\s+only|singles?\s+only|couples?\s+only|child[-\s]?free\s+(?:building|community|property))/i;
const OLDER_PERSONS =
  /\b(?:55\s*\+|55\s+(?:and|or|&)\s+(?:older|over|up)|62\s*\+|62\s+(?:and|or|&)\s+(?:older|over|up)|senior\s+(?:living|housing|apartments|community|citizens?\s+(?:housing|apartments))|age[-\s]restricted|housing\s+for\s+older\s+persons|active\s+adult\s+(?:community|living))\b/i;
const RELIGION =
  /\b(?:christian|catholic|protestant|lutheran|jewish|muslim|mormon|hindu|buddhist|church[-\s]going|god[-\s]fearing|believing)\s+(?:home|household|family|families|tenants?|renters?|roommates?|couple|only|preferred|wanted|neighborhood|community(?!\s+cent(?:er|re)))\b|\b(?:christians|catholics|muslims|jews|believers)\s+(?:only|preferred)\b|\bno\s+(?:muslims|jews|christians|atheists|catholics|hindus)\b/i;
const RACE_ORIGIN =
  /\b(?:whites?\s+only|white\s+(?:tenants?|family(?!\s+room)|families|people|neighborhood|community|renters?)|caucasians?(?:\s+only)?|no\s+(?:blacks|hispanics|latinos|mexicans|somalis|asians|indians|immigrants|foreigners|refugees|minorities|section\s+of\s+town)|english[-\s]speak(?:ing|ers?)\s+(?:(?:tenants?|renters?|applicants|people|persons|residents|families|household)\s+)?only|(?:must|should)\s+speak\s+(?:fluent\s+)?english|americans?\s+only|(?:U\.?\s?S\.?|american)\s+citizens?\s+only|(?:exclusive|restricted)\s+(?:neighborhood|community|area|building)|(?:hispanic|latino|asian|black|african|somali|hmong|oriental|european|scandinavian|norwegian|swedish|german|irish)\s+(?:only|preferred|famil(?:y|ies)\s+preferred|tenants?\s+(?:only|preferred)))\b/i;
const DISABILITY =
  /\b(?:no\s+(?:wheelchairs?|handicapped|disabled|disabilities|mentally\s+ill|service\s+(?:animals|dogs)|assistance\s+animals|emotional\s+support\s+animals|ESAs?)|able[-\s]bodied|physically\s+(?:fit|able)\s+(?:tenants?|persons?|only)|must\s+be\s+(?:healthy|physically\s+(?:fit|able)|able[-\s]bodied|able\s+to\s+(?:climb|walk|see|hear))|(?:healthy|sane|mentally\s+stable)\s+(?:tenants?|persons?|individuals?|people)\s+only|not\s+suitable\s+for\s+(?:the\s+)?(?:handicapped|disabled|wheelchairs?))\b/i;
const SEX =
  /\b(?:(?:men|males?|women|females?|ladies|gentlemen|guys|girls)\s+only|no\s+(?:men|males|women|females)\b|(?:male|female|woman|man|lady|gentleman)\s+(?:preferred|wanted|tenants?\s+only|renters?\s+only|roommate\s+(?:wanted|preferred|only)))/i;
const SHARED_LIVING =
  /\b(?:roommates?|housemates?|rooms?\s+(?:for\s+rent|in\s+(?:my|our|a)\s+(?:home|house|apartment))|share\s+(?:a\s+|my\s+|our\s+)?(?:home|house|apartment|bath(?:room)?|kitchen)|shared\s+(?:bath(?:room)?|kitchen|living))\b/i;
const ORIENTATION_MARITAL =
  /\b(?:straight\s+(?:couples?|tenants?)\s+only|no\s+(?:gays?|lesbians|LGBTQ?\+?|same[-\s]sex\s+couples|unmarried\s+couples)|married\s+couples?\s+only|must\s+be\s+married)\b/i;
const PUBLIC_ASSISTANCE =
  /\bno\s+(?:public\s+assistance|welfare|MFIP|general\s+assistance|SSI|SSDI|government\s+assistance|(?:disability|social\s+security)\s+(?:income|benefits|checks))\b|\b(?:public\s+assistance|welfare)\s+(?:not\s+(?:accepted|welcome)|recipients\s+need\s+not\s+apply)\b/i;
const VOUCHERS =
  /\bno\s+(?:section\s*8|sec\.?\s*8|housing\s+(?:choice\s+)?vouchers?|vouchers?|HCV)\b|\b(?:section\s*8|vouchers?)\s+(?:not\s+(?:accepted|welcome)|need\s+not\s+apply)|\b(?:do(?:es)?\s+not|don'?t|will\s+not|won'?t)\s+(?:accept|take)\s+(?:section\s*8|(?:housing\s+)?vouchers?)/i;
const EQUAL_HOUSING = /\bequal\s+housing\s+(?:opportunity|lender)\b|\bEHO\b|\bfair\s+housing\b/i;

export function checkHousingRealEstate(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const housing = findFirst(text, HOUSING);
  if (!housing) return [];
  const findings: TRuleFinding[] = [];
  const olderPersons = findFirst(text, OLDER_PERSONS);
  const shared = findFirst(text, SHARED_LIVING);

  const familial = findFirst(text, FAMILIAL);
  if (familial) {
    findings.push(
      olderPersons
        ? finding({
            citation: CITE.olderPersons,
            severity: 'moderate',
            type: 'older_persons_exemption',
            description: `Age-restricted housing ("${olderPersons.text}"): confirm the community qualifies as housing for older persons before accepting "${familial.text}".`,
            match: familial,
            kind: 'review_item',
          })
        : finding({
            citation: CITE.fairHousing,
            severity: 'critical',
            type: 'familial_status_preference',
            description: 'Indicates a preference or limitation based on familial status (children in the household).',
            match: familial,
          }),
    );
  }

  const discriminatory: [RegExp, string, string, TCitation][] = [
    [RACE_ORIGIN, 'race_or_national_origin_preference', 'race, color or national origin', CITE.fairHousing],
    [DISABILITY, 'disability_preference', 'disability', CITE.fairHousing],
    [ORIENTATION_MARITAL, 'orientation_or_marital_preference', 'sexual orientation or marital status', CITE.minnesota],
    [PUBLIC_ASSISTANCE, 'public_assistance_preference', 'status with regard to public assistance', CITE.minnesota],
  ];
  for (const [pattern, type, basis, citation] of discriminatory) {
    const hit = findFirst(text, pattern);
    if (hit) findings.push(preference(hit, type, basis, citation));
  }

  // Shared living space may state a sex preference (and in practice a religious one): a person decides.
  for (const [pattern, type, basis] of [
    [RELIGION, 'religious_preference', 'religion or creed'],
    [SEX, 'sex_preference', 'sex'],
  ] as const) {
    const hit = findFirst(text, pattern);
    if (!hit) continue;
    findings.push(
      shared
        ? finding({
            citation: CITE.sharedLiving,
            severity: 'moderate',
            type,
            description: `Shared-living ad states a preference based on ${basis}; decide whether the shared-living exemption applies.`,
            match: hit,
            kind: 'review_item',
          })
        : preference(hit, type, basis, CITE.fairHousing),
    );
  }

  const vouchers = findFirst(text, VOUCHERS);
  if (vouchers) {
    findings.push(
      finding({
        citation: CITE.sourceOfIncome,
        severity: 'major',
        type: 'housing_voucher_refusal',
        description: 'Refuses housing vouchers (Section 8); Minnesota protects public assistance status. Route to legal to confirm current source-of-income law.',
        match: vouchers,
      }),
    );
  }

  if (!EQUAL_HOUSING.test(text)) {
    findings.push(
      finding({
        citation: CITE.equalHousing,
        severity: 'minor',
        type: 'missing_equal_housing_statement',
        description: 'No Equal Housing Opportunity statement or logo.',
        match: housing,
      }),
    );
  }

  if (input.segments.some((s) => s.method === 'image_ocr' || s.method === 'pdf_ocr')) {
    findings.push(
      finding({
        citation: CITE.fairHousing,
        severity: 'minor',
        type: 'housing_imagery_review',
        description: 'Check any people shown: imagery must not suggest the housing is for one group only.',
        match: housing,
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

function preference(hit: TMatch, type: string, basis: string, citation: TCitation): TRuleFinding {
  return finding({
    citation,
    severity: 'critical',
    type,
    description: `Indicates a preference, limitation or discrimination based on ${basis}; the publisher is liable for printing it.`,
    match: hit,
  });
}

export const housingRealEstateRule: TPolicyRuleModule = { policyId: POLICY_IDS.housingRealEstate, check: checkHousingRealEstate };
