import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { detectPoliticalAd, type TPoliticalContext } from './political-context';
import { clauseAfter, findAll, findFirst, findPhrase, isNegated, sentenceAround, windowAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.legalCompliance);

const CITE = {
  paidAdvertisement: { section: 'Minn. Stat. 211B.05 subd. 1', category: 'state_law', effectiveDate: null },
  disclaimer: { section: 'Minn. Stat. 211B.04 subd. 1', category: 'state_law', effectiveDate: null },
  independentExpenditure: { section: 'Minn. Stat. 211B.04 subd. 2', category: 'state_law', effectiveDate: null },
  digitalExemption: {
    section: 'Minn. Stat. 211B.04; MN Secretary of State disclaimer exemptions (electronic communications linking to the disclaimer)',
    category: 'state_law',
    effectiveDate: null,
  },
  federalDisclaimer: { section: '52 U.S.C. 30120; 11 CFR 110.11', category: 'federal_law', effectiveDate: '2023-03-01' },
  deepFake: { section: 'Minn. Stat. 609.771', category: 'state_law', effectiveDate: null },
  agencyName: { section: '18 U.S.C. 709', category: 'federal_law', effectiveDate: null },
  controlledSubstance: { section: '21 U.S.C. 841, 843(c)', category: 'federal_law', effectiveDate: '1970-10-27' },
  prescriptionDrug: { section: '21 U.S.C. 353(b); 21 U.S.C. 843(c)', category: 'federal_law', effectiveDate: null },
  cannabis: { section: 'Minn. Stat. 342.64; 21 U.S.C. 843(c)', category: 'state_law', effectiveDate: null },
  counterfeit: { section: '18 U.S.C. 2320; 15 U.S.C. 1114', category: 'federal_law', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const PAID_ADVERTISEMENT = /\bPAID\s+ADVERTISEMENT\b/i;
const MN_DISCLAIMER = /\bprepared\s+and\s+paid\s+for\s+by\b/i;
const NO_COST_DISCLAIMER = /\bprepared\s+by\b[^.\n]{0,80}\bcommittee\b/i;
const PAID_FOR_BY = /\bpaid\s+for\s+by\b/i;
const INDEPENDENT_EXPENDITURE = /\bindependent\s+expenditure\b/i;
const NOT_COORDINATED = /\bnot\s+coordinated\s+with\s+or\s+approved\s+by\s+any\s+candidate\b/i;
// A street address with a Minnesota ZIP, a PO box, or a website (allowed when the site shows the address).
const PAYER_ADDRESS =
  /\b\d{1,6}\s+[A-Za-z0-9 .'#-]{2,60}?,?\s+[A-Za-z .'-]{2,40},?\s+(?:MN|Minn\.?|Minnesota)\.?\s*\d{5}(?:-\d{4})?\b|\bP\.?\s?O\.?\s+Box\s+\d+|\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|us|info)\b/i;
const FEDERAL_AUTHORIZATION = /\bauthori[sz]ed\s+by\b|\bnot\s+authori[sz]ed\s+by\s+any\s+candidate/i;
const SYNTHETIC_MEDIA = /\b(?:AI[-\s]generated|deep\s?fakes?|digitally\s+(?:altered|created|generated)|synthetic\s+(?:media|video|image|voice))\b/i;

const AGENCY_ENDORSEMENT: readonly RegExp[] = [
  /\b(?:approved|endorsed|certified|authori[sz]ed|sanctioned|recommended|backed)\s+by\s+(?:the\s+)?(?:FBI|CIA|IRS|Secret\s+Service|Social\s+Security\s+Administration|Department\s+of\s+(?:Justice|Defense|Homeland\s+Security|the\s+Treasury|Veterans\s+Affairs)|U\.?\s?S\.?\s+government|federal\s+government)\b/i,
  /\b(?:FBI|CIA|Secret\s+Service|government|federally)[-\s](?:approved|endorsed|certified|sanctioned)\b/i,
  /\bIRS[-\s](?:approved|endorsed|sanctioned)\b(?!\s+e-?file)/i,
  /\bofficial\s+(?:government|federal|IRS|Social\s+Security|FBI)\s+(?:notice|form|program|agent|agency|partner)s?\b/i,
];
const ILLEGAL_DRUG = /\b(?:psilocybin|magic\s+mushrooms?|shrooms|cocaine|MDMA|molly|ecstasy|LSD|acid\s+tabs|heroin|fentanyl|methamphetamine|crystal\s+meth|DMT)\b/i;
const SALE_CUE = /(?<![\w$])(?:for\s+sale|buy|order|delivery|deliver(?:ed)?|shipped|ships|in\s+stock|available\s+now|discreet\s+shipping|text\s+(?:me|us)|DM|\$\s?\d)/i;
const PRESCRIPTION_DRUG =
  /\b(?:oxycodone|oxycontin|percocet|vicodin|hydrocodone|xanax|valium|adderall|ritalin|tramadol|codeine|viagra|cialis|ozempic|wegovy|semaglutide|tirzepatide|antibiotics?|amoxicillin|steroids?|testosterone)\b/i;
const NO_PRESCRIPTION = /\b(?:no\s+(?:prescription|Rx|doctor(?:'s)?\s+visit)\s+(?:needed|required|necessary)|without\s+(?:a\s+)?(?:prescription|Rx)|no\s+(?:prescription|Rx)\b)/i;
const CANNABIS_BUSINESS = /\b(?:marijuana|dispensar(?:y|ies)|cannabis\s+(?:flower|store|shop|retailer|microbusiness|dispensary|delivery)|adult[-\s]use\s+cannabis|recreational\s+cannabis)\b/i;
const COUNTERFEIT =
  /\b(?:replica|knock-?offs?|counterfeit|fake|1:1|AAA\+?\s+quality)\s+(?:designer\s+)?(?:rolex|louis\s+vuitton|LV|gucci|chanel|prada|hermes|cartier|omega|nike|designer\s+(?:handbags?|bags|purses|watches|sunglasses|shoes)|luxury\s+(?:handbags?|watches))\b/i;

export function checkLegalCompliance(input: TRuleInput): TRuleFinding[] {
  const political = detectPoliticalAd(input);
  return [...(political.isPolitical ? checkPoliticalDisclaimers(input, political) : []), ...checkUnlawfulOffers(input)];
}

/** Print (or unspecified) ads carry the disclaimer on their face; a digital ad may rely on its landing page. */
function reliesOnLandingPage(input: TRuleInput): boolean {
  const types = input.metadata.campaignTypes;
  return types.includes('Digital') && !types.includes('Print') && Boolean(input.metadata.landingPageUrl);
}

function checkPoliticalDisclaimers(input: TRuleInput, political: TPoliticalContext): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  const digital = reliesOnLandingPage(input);

  const paidAd = findFirst(text, PAID_ADVERTISEMENT);
  if (!paidAd) {
    findings.push(
      finding({
        citation: digital ? CITE.digitalExemption : CITE.paidAdvertisement,
        severity: digital ? 'major' : 'critical',
        type: 'missing_paid_advertisement',
        description: digital
          ? 'Political digital ad without the words "PAID ADVERTISEMENT"; confirm the linked landing page carries them with the disclaimer.'
          : 'Political advertisement without the words "PAID ADVERTISEMENT"; Minn. Stat. 211B.05 forbids the newspaper to accept it.',
        match: political.trigger,
        kind: digital ? 'review_item' : 'violation',
      }),
    );
  } else if (!isAtBeginningOrEnd(input, paidAd)) {
    findings.push(
      finding({
        citation: CITE.paidAdvertisement,
        severity: 'minor',
        type: 'paid_advertisement_position',
        description: '"PAID ADVERTISEMENT" must appear at the beginning or end of the advertisement.',
        match: paidAd,
      }),
    );
  }

  const disclaimer = findFirst(text, MN_DISCLAIMER) ?? findFirst(text, NO_COST_DISCLAIMER) ?? findFirst(text, PAID_FOR_BY);
  if (!disclaimer) {
    findings.push(
      finding({
        citation: digital ? CITE.digitalExemption : CITE.disclaimer,
        severity: digital ? 'major' : 'critical',
        type: 'missing_disclaimer',
        description: digital
          ? 'No "Prepared and paid for by" disclaimer in the ad; the exemption applies only if the linked page shows it (landing-page check).'
          : 'Political advertisement without the "Prepared and paid for by [committee], [address]" disclaimer required by Minn. Stat. 211B.04.',
        match: political.trigger,
        kind: digital ? 'review_item' : 'violation',
      }),
    );
  } else {
    findings.push(...checkDisclaimerContent(input, disclaimer, political));
  }

  const independent = findFirst(text, INDEPENDENT_EXPENDITURE);
  if (independent && !findPhrase(text, 'not coordinated with or approved by any candidate', 0.85) && !NOT_COORDINATED.test(text)) {
    findings.push(
      finding({
        citation: CITE.independentExpenditure,
        severity: 'major',
        type: 'independent_expenditure_statement',
        description:
          'Independent expenditure without "It is not coordinated with or approved by any candidate nor is any candidate responsible for it."',
        match: independent,
      }),
    );
  }

  if (political.isFederal) {
    findings.push(
      finding({
        citation: CITE.federalDisclaimer,
        severity: 'major',
        type: 'federal_disclaimer_format',
        description:
          'Federal candidate ad: check the disclaimer sits in a printed box set apart from the ad, in clearly readable type (12-point safe harbor) with adequate contrast.',
        match: disclaimer ?? political.trigger,
        kind: 'review_item',
      }),
    );
  }

  const synthetic = findFirst(text, SYNTHETIC_MEDIA);
  if (synthetic) {
    findings.push(
      finding({
        citation: CITE.deepFake,
        severity: 'critical',
        type: 'election_deep_fake',
        description: 'Political ad mentions synthetic or altered media; check for a deep fake of a candidate (Minn. Stat. 609.771) before publishing.',
        match: synthetic,
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

function checkDisclaimerContent(input: TRuleInput, disclaimer: TMatch, political: TPoliticalContext): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  // The payer and address follow the opening words, sometimes over two lines.
  const statement = text.slice(disclaimer.start, Math.min(text.length, disclaimer.end + 220));
  if (!PAYER_ADDRESS.test(statement)) {
    findings.push(
      finding({
        citation: CITE.disclaimer,
        severity: 'major',
        type: 'disclaimer_without_address',
        description:
          "The disclaimer does not give the payer's address (or a website that shows the mailing address), as Minn. Stat. 211B.04 requires.",
        match: { ...disclaimer, text: sentenceAround(text, disclaimer, 120).trim() || disclaimer.text },
      }),
    );
  }
  if (!MN_DISCLAIMER.test(text) && !NO_COST_DISCLAIMER.test(text) && !political.isFederal) {
    findings.push(
      finding({
        citation: CITE.disclaimer,
        severity: 'minor',
        type: 'disclaimer_wording',
        description: 'Minnesota print campaign material uses the wording "Prepared and paid for by"; "Paid for by" is the broadcast form.',
        match: disclaimer,
      }),
    );
  }
  if (political.isFederal && !FEDERAL_AUTHORIZATION.test(text)) {
    findings.push(
      finding({
        citation: CITE.federalDisclaimer,
        severity: 'moderate',
        type: 'federal_authorization_statement',
        description:
          'Federal campaign ad without "authorized by [candidate]" or "not authorized by any candidate or candidate\'s committee".',
        match: disclaimer,
      }),
    );
  }
  return findings;
}

function isAtBeginningOrEnd(input: TRuleInput, match: TMatch): boolean {
  const segment = input.segments.find((s) => match.start >= s.start && match.end <= s.end);
  const start = segment?.start ?? 0;
  const end = segment?.end ?? input.text.length;
  const edge = Math.max(160, (end - start) * 0.2);
  return match.start - start <= edge || end - match.end <= edge;
}

function checkUnlawfulOffers(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];

  for (const pattern of AGENCY_ENDORSEMENT) {
    const hit = findAll(text, pattern).find((m) => !isNegated(text, m));
    if (hit) {
      findings.push(
        finding({
          citation: CITE.agencyName,
          severity: 'major',
          type: 'implied_government_endorsement',
          description: 'Uses a federal agency or the government to imply official endorsement (18 U.S.C. 709).',
          match: hit,
        }),
      );
      break;
    }
  }

  const drug = findAll(text, ILLEGAL_DRUG).find((m) => !isNegated(text, m) && SALE_CUE.test(windowAround(text, m, 200)));
  if (drug) {
    findings.push(
      finding({
        citation: CITE.controlledSubstance,
        severity: 'critical',
        type: 'controlled_substance_offer',
        description: 'Offers a controlled substance for sale.',
        match: drug,
      }),
    );
  }

  const unprescribed = findAll(text, NO_PRESCRIPTION).find((m) => PRESCRIPTION_DRUG.test(sentenceAround(text, m, 160)) || PRESCRIPTION_DRUG.test(clauseAfter(text, m.end, 120)));
  if (unprescribed) {
    findings.push(
      finding({
        citation: CITE.prescriptionDrug,
        severity: 'critical',
        type: 'prescription_drug_without_prescription',
        description: 'Offers a prescription-only drug without a prescription.',
        match: unprescribed,
      }),
    );
  }

  const cannabis = findAll(text, CANNABIS_BUSINESS).find((m) => !isNegated(text, m));
  if (cannabis) {
    findings.push(
      finding({
        citation: CITE.cannabis,
        severity: 'major',
        type: 'cannabis_business',
        description:
          'Adult-use cannabis advertising: confirm the advertiser holds an Office of Cannabis Management license and the ad meets Minn. Stat. 342.64; mailed editions carry federal risk under 21 U.S.C. 843(c).',
        match: cannabis,
        kind: 'review_item',
      }),
    );
  }

  const counterfeit = findFirst(text, COUNTERFEIT);
  if (counterfeit) {
    findings.push(
      finding({
        citation: CITE.counterfeit,
        severity: 'critical',
        type: 'counterfeit_goods',
        description: 'Offers replica or counterfeit branded goods.',
        match: counterfeit,
      }),
    );
  }
  return findings;
}

export const legalComplianceRule: TPolicyRuleModule = { policyId: POLICY_IDS.legalCompliance, check: checkLegalCompliance };
