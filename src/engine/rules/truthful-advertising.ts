import { POLICY_IDS } from '../../domain/policy-library';
import { LEAVES_AHEAD } from './betting-gambling';
import { findingFor, type TCitation } from './finding';
import { concept, docOf, frameHit, isNegatedHit, near, type TConceptDoc, type THit } from './concepts';
import { earningsClaim, healthClaim, offersInsuredDeposit, weightLossClaim } from './health-claims';
import {
  certainWinFromSystem,
  creditRepairPromise,
  degreeWithoutStudy,
  freeWithoutConditions,
  guaranteedOutcome,
  housePayouts,
  instantCosmeticResult,
  isPrizeNotice,
  miracleClaim,
  officialNoticeMailer,
  payoffWhateverOwed,
  rankingClaim,
  totalEfficacy,
  valuableFreeWithoutConditions,
} from './truthful-concepts';
import { prizeNoticeFee } from './truthful-prize-notice';
import { findAll, findFirst, isNegated, sentenceAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.truthfulAdvertising);

const CITE = {
  deception: { section: 'FTC Act section 5, 15 U.S.C. 45; Minn. Stat. 325F.67', category: 'federal_law', effectiveDate: '1938-03-21' },
  healthClaim: { section: 'FTC Act sections 5 and 12, 15 U.S.C. 45, 52', category: 'federal_law', effectiveDate: '1938-03-21' },
  substantiation: { section: 'FTC Policy Statement Regarding Advertising Substantiation (1984); 15 U.S.C. 45', category: 'federal_law', effectiveDate: null },
  free: { section: '16 CFR 251.1', category: 'federal_law', effectiveDate: null },
  freeTrial: { section: '16 CFR 251.1; Restore Online Shoppers\' Confidence Act, 15 U.S.C. 8403', category: 'federal_law', effectiveDate: null },
  formerPrice: { section: '16 CFR 233.1', category: 'federal_law', effectiveDate: null },
  endorsement: { section: '16 CFR 255.2', category: 'federal_law', effectiveDate: '2023-07-26' },
  madeInUsa: { section: '16 CFR 323', category: 'federal_law', effectiveDate: '2021-08-13' },
  urgency: { section: 'FTC Act section 5, 15 U.S.C. 45', category: 'federal_law', effectiveDate: '1938-03-21' },
} as const satisfies Record<string, TCitation>;

const ABSOLUTE_CLAIMS: readonly RegExp[] = [
  /\bguarantee[ds]?\s+(?:results|to\s+(?:lose|work|cure|grow|win|make|double|triple)|weight\s+loss|income|you(?:'ll|\s+will)\s+(?:lose|win|make|earn))\b/i,
  /\bguaranteed\s+(?:to\s+)?(?:lose|results|cure|income|returns?|profits?|weight\s+loss|win(?:s|ners?|ning)?|jackpots?)\b/i,
  /\b100\s*%\s+(?:effective|guaranteed\s+results|success(?:\s+rate)?|cure)\b/i,
  /\bnever\s+(?:fails|clogs|breaks|rusts|leaks|fades|wears\s+out|stops\s+working|needs?\s+(?:cleaning|maintenance|replacing))\b|\bworks?\s+(?:every\s+time|for\s+everyone|instantly)\b/i,
  /\bmiracle\s+(?:cure|pill|supplement|cream|formula|diet|weight\s+loss|results?|product|drink|tonic)\b/i,
  /\binstant(?:ly)?\s+(?:results|weight\s+loss|wrinkle\s+removal)\b/i,
  /\bguaranteed\s+(?:credit\s+|loan\s+)?approval\b|\bno\s+credit\s+check,?\s+guaranteed\b/i,
  LEAVES_AHEAD,
];
/**
 * An outcome nobody controls, promised: winning at a game of chance, beating the market, getting rich
 * ("guaranteed to beat the house", "we guarantee you'll hit the jackpot"). A price-match promise
 * ("guaranteed to beat any price") and "satisfaction guaranteed" promise what the seller controls.
 */
const GUARANTEE = concept('guarantee', ['guarantee', 'guaranteed', 'guarantees', 'guaranteeing', '100 percent sure', 'sure fire', 'surefire', 'can\'t fail', 'cannot fail']);
const CHANCE_OUTCOME = concept('outcome of chance', [
  'beat the house', 'beat the casino', 'beat the dealer', 'beat the odds', 'beat the slots', 'beat the lottery', 'beat the market', 'beat the system', 'hit the jackpot', 'win the jackpot',
  'win the lottery', 'get rich', 'strike it rich', 'never lose', 'win every', 'win big',
]);

function promisedChanceOutcome(doc: TConceptDoc): THit | null {
  const frame = near(doc, GUARANTEE, CHANCE_OUTCOME, { window: 4, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  return frame ? frameHit(frame) : null;
}

// A "risk-free bet" is a sportsbook's promotion, read with the wager by the gambling rule.
const RISK_FREE = /\brisk[-\s]free\b(?!\s+(?:\w+\s+)?(?:bets?|wagers?|parlays?|plays?|spins?)\b)/i;
const REFUND_TERMS = /\b(?:money[-\s]back|refund|return\s+(?:it|them)|full\s+refund)\b/i;
const SCIENCE_CLAIM =
  /\b(?:clinically|scientifically|medically)\s+(?:proven|tested|shown|studied)\b|\bdoctor[-\s](?:recommended|approved)\b|\b(?:recommended|approved|chosen|preferred)\s+by\s+(?:(?:\d+|most|nine|eight|four)\s+(?:(?:out\s+of|in)\s+(?:\d+|ten|five)\s+)?)?(?:doctors|physicians|dentists|dermatologists|pediatricians|veterinarians|vets)\b|\bFDA[-\s]approved\b|\b(?:\d+\s+out\s+of\s+\d+|\d+\s+in\s+\d+|#\s?1|most)\s+(?:doctors|dentists|physicians|dermatologists|pediatricians|veterinarians|vets)\s+(?:recommend|choose|prefer|use|trust)\b|\b(?:doctors|physicians|dentists|cardiologists|dermatologists|pediatricians|nutritionists|dietitians|scientists|researchers)\s+(?:all\s+)?(?:agree|confirm|concur)\b(?!\s+to\b)/i;
/** A drug FDA approved for sale over the counter ("naloxone, FDA-approved for over-the-counter sale") states a record, not a study; a supplement is never FDA approved. */
const OVER_THE_COUNTER = /\bover[-\s]the[-\s]counter\b|\bOTC\b/i;
const SUPPLEMENT_WORD = /\b(?:supplements?|vitamins?|herbal|herbs?|natural|botanical|gummies|tea|detox)\b/i;
function approvedOverTheCounter(text: string, m: TMatch): boolean {
  return /^FDA/i.test(m.text) && OVER_THE_COUNTER.test(text) && !SUPPLEMENT_WORD.test(text);
}
const STUDY_REFERENCE = /\b(?:study|studies|trial|journal|published|participants|subjects|peer[-\s]reviewed|according\s+to|source:|based\s+on\s+(?:a|an|the)\s+\w+)/i;
/** Who is ranked first: a trade or a business ("the #1 roofer", "No. 1 Ford store"), not a thing counted. */
const RANKED =
  '(?:rated|selling|seller|choice|brand|name|dealers?(?:hip)?|providers?|roofers?|plumbers?|electricians?|contractors?|builders?|remodelers?|installers?|realtors?|agents?|agency|brokers?|lenders?|dentists?|clinic|mechanics?|landscapers?|painters?|movers?|shops?|stores?|company|firm|school|restaurant|salon|team)';
// "Fastest pitcher wins the bar tab", "fastest to finish the stein drinks free": a race's rule, not a claim about the seller.
const SUPERLATIVE = new RegExp(
  [
    // "#1", "number one", with up to two words between it and who is ranked or where.
    `(?:#\\s?1|\\bnumber\\s+one)(?![\\d,.]?\\d)\\s+(?:[\\w'-]+\\s+){0,2}?(?:${RANKED}\\b|in\\s+(?:the\\s+)?\\w+)`,
    // "No. 1" numbers rooms and lots too: a ranking only of a business or over a market.
    `\\bno\\.?\\s?1(?![\\d,.]?\\d)\\s+(?:[\\w'-]+\\s+){0,2}?(?:${RANKED}\\b|in\\s+(?:town|minnesota|america|the\\s+(?:state|country|nation|world|metro|region|area|county|midwest|twin\\s+cities)))`,
    // OCR drops the "#" from a headline: a line opening "1 ROOFER IN ...".
    `(?:^|\\n)[ \\t]*1\\s+${RANKED}\\s+(?:in|on|across)\\s+\\S`,
  ].join('|') +
    '|\\bbest(?!\\s+(?:of\\s+luck|wishes|regards))\\s+(?:[\\w\'-]+\\s+){0,3}?in\\s+(?:all\\s+of\\s+)?(?:town|minnesota|america|the\\s+(?:state|twin\\s+cities|metro|midwest|region|country|nation|world|business))\\b' +
    // Spanish: "el mejor pan dulce de todo Minnesota", "los mejores precios de la ciudad".
    '|\\b(?:el|la|los|las)\\s+mejor(?:es)?\\s+(?:[a-záéíóúñ\'-]+\\s+){0,4}?(?:de|en)\\s+(?:todo\\s+|toda\\s+)?(?:minnesota|el\\s+estado|la\\s+ciudad|el\\s+pa[ií]s|el\\s+mundo|estados\\s+unidos|la\\s+regi[oó]n|el\\s+medio\\s+oeste)\\b|\\b(?:America|Minnesota|the\\s+(?:nation|country|world|state|Midwest))\'?s\\s+(?:most\\s+(?:trusted|popular|recommended|reliable)|best[-\\s](?:selling|rated)|largest|leading|favou?rite|#\\s?1)\\b|\\blowest\\s+prices?\\b|\\bcheapest\\b|\\bunbeatable\\s+prices?\\b|\\bbest\\s+prices?\\s+(?:in|anywhere|around)\\b|\\bfastest\\b(?!(?:\\s+[\\w-]+){0,6}?\\s+(?:wins?|gets|takes|drinks|earns|receives|advances|eats)\\b)',
  'i',
);
const SOURCE = /\b(?:voted|awarded|award|according\s+to|survey|readers|source|rated\s+by|J\.?\s?D\.?\s+Power|Consumer\s+Reports|based\s+on|as\s+of|ranked|named|reviews|Google|Yelp|BBB|\d(?:\.\d)?\s+stars)\b/i;
// A price-match promise backs a price claim, not a "#1 rated" one.
const PRICE_MATCH = /\b(?:price[-\s]match|price\s+guarantee|we'?ll\s+(?:match|beat)|beat\s+any|find\s+it\s+(?:cheaper|for\s+less)|(?:refund|pay)\s+(?:you\s+)?the\s+difference)\b/i;
// "Our lowest prices of the season", "our lowest price since 2019": the store against its own calendar, not against rivals.
const OWN_PRICE_HISTORY =
  /^\s*(?:of\s+the\s+(?:season|year|summer|winter|spring|fall)|(?:this|of)\s+(?:season|year)|ever|of\s+20\d\d|since\s+(?:(?:19|20)\d\d|last\s+\w+)|in\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years|winters|summers|seasons)|we(?:'ve|\s+have)\s+(?:ever\s+)?(?:marked|offered|had|charged|set|posted))\b/i;
const PRICE_CLAIM = /price|cheap|\brates?\b|\bfees?\b|\bcosts?\b|\bless\b|premium|payment|interest/i;
const FOOTNOTE = /^\s*[*\u2020\u2021]+\s*\S/m;
const FREE_TRIAL = /\bfree\s+trial\b/i;
// "No obligation to enroll", "no credit card": nothing is charged after the trial, so there is nothing to cancel.
const TRIAL_TERMS = /\b(?:cancel|billed|no\s+(?:obligation|commitment|contract|credit\s+card|card\s+(?:needed|required))|automatically|auto-?renew|renews?|subscription|then\s+\$|after\s+(?:the\s+|your\s+)?(?:free\s+)?trial|per\s+month\s+after)\b/i;
const FORMER_PRICE = /\b(?:was|reg(?:ular(?:ly)?)?\.?|compare\s+at|originally|list\s+price)\s*:?\s*\$\s?\d/i;
const URGENCY = /\blimited[-\s]time\s+(?:offer|only|deal)\b|\bact\s+now\b|\boffer\s+ends\s+soon\b/i;
const DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\btoday\s+only\b|\bthis\s+(?:weekend|week)\s+only\b/i;
const ATYPICAL_RESULTS = /\bresults\s+(?:are\s+)?not\s+typical\b|\batypical\s+results\b/i;
const RESULTS_MAY_VARY = /\b(?:individual\s+)?results\s+may\s+vary\b/i;
const TESTIMONIAL_RESULT = /\b(?:I|she|he|we)\s+(?:lost|dropped|made|earned)\s+(?:over\s+)?(?:\$\s?[\d,]+|\d+\s*(?:lbs?|pounds))/i;
const MADE_IN_USA = /\bmade\s+in\s+(?:the\s+)?(?:USA|U\.S\.A?\.?|America|United\s+States)\b/i;

export function checkTruthfulAdvertising(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];

  const doc = docOf(input);
  const cure = healthClaim(doc);
  if (cure) {
    findings.push(
      finding({
        citation: CITE.healthClaim,
        severity: 'major',
        type: 'unsubstantiated_health_claim',
        description: 'Claims to cure, treat or prevent a disease; such claims need competent and reliable scientific evidence.',
        match: cure,
      }),
    );
  }

  const weightLoss = weightLossClaim(doc);
  if (weightLoss) {
    findings.push(
      finding({
        citation: CITE.healthClaim,
        severity: 'major',
        type: 'weight_loss_claim',
        description: 'Rapid or effortless weight-loss claim of a kind the FTC treats as false on its face.',
        match: weightLoss,
      }),
    );
  }

  const income = earningsClaim(doc);
  if (income) {
    findings.push(
      finding({
        citation: CITE.deception,
        severity: 'major',
        type: 'earnings_claim',
        description: 'Business-opportunity earnings claim; earnings representations must be typical and substantiated.',
        match: income,
      }),
    );
  }

  // "You are a guaranteed winner" is a prize notice, read by the contests rule; an annuity's or CD's guaranteed income is a contract term.
  const prizeNotice = isPrizeNotice(doc);
  const insured = offersInsuredDeposit(doc);
  const payouts = housePayouts(doc);
  const housePayout = (m: TMatch) => /win|jackpot/i.test(m.text) && payouts.some((p) => p.start < m.end && m.start < p.end);
  const stated =
    ABSOLUTE_CLAIMS.flatMap((p) => findAll(text, p)).find(
      (m) => !isNegated(text, m) && !(prizeNotice && /win/i.test(m.text)) && !(insured && /income|return|profit/i.test(m.text)) && !housePayout(m),
    ) ?? null;
  const absolute =
    stated ??
    promisedChanceOutcome(doc) ??
    guaranteedOutcome(doc) ??
    certainWinFromSystem(doc) ??
    creditRepairPromise(doc) ??
    miracleClaim(doc) ??
    instantCosmeticResult(doc) ??
    totalEfficacy(doc) ??
    degreeWithoutStudy(doc) ??
    payoffWhateverOwed(doc) ??
    (REFUND_TERMS.test(text) ? null : findFirst(text, RISK_FREE));
  if (absolute) {
    const health = cure !== null || weightLoss !== null;
    findings.push(
      finding({
        citation: CITE.deception,
        severity: health ? 'major' : 'moderate',
        type: 'absolute_claim',
        description: 'Absolute or guaranteed-results claim that a reasonable reader would take literally; remove it or substantiate it.',
        match: absolute,
      }),
    );
  }

  const notice = officialNoticeMailer(doc);
  if (notice) {
    findings.push(
      finding({
        citation: CITE.deception,
        severity: 'major',
        type: 'official_notice_imitation',
        description: 'Sales copy posing as a notice about the reader\'s own file, with a deadline and a loss threatened if the reader does not call: it implies an official or existing relationship that is not there.',
        match: notice,
      }),
    );
  }

  const prizeFee = prizeNoticeFee(doc);
  if (prizeFee) {
    findings.push(
      finding({
        citation: CITE.deception,
        severity: 'moderate',
        type: 'prize_notice_fee',
        description: 'Tells the reader a prize is already theirs, then asks a fee to collect it: a prize that must be paid for was not won.',
        match: prizeFee,
      }),
    );
  }

  const science = findAll(text, SCIENCE_CLAIM).find((m) => !isNegated(text, m) && !approvedOverTheCounter(text, m));
  if (science && !STUDY_REFERENCE.test(text)) {
    findings.push(
      finding({
        citation: CITE.substantiation,
        severity: 'moderate',
        type: 'unsubstantiated_scientific_claim',
        description: 'Scientific or professional-endorsement claim with no study or source named in the ad.',
        match: science,
      }),
    );
  }

  const ranking = rankingClaim(doc);
  const superlative = [...findAll(text, SUPERLATIVE), ...(ranking ? [ranking] : [])].find((m) => !isAttributed(text, m));
  if (superlative) {
    findings.push(
      finding({
        citation: CITE.substantiation,
        severity: 'moderate',
        type: 'unsubstantiated_superlative',
        description: 'Objective superiority claim ("#1", "lowest prices") without a source, survey or price-match terms.',
        match: superlative,
      }),
    );
  }

  const freeUnstated = freeWithoutConditions(text) ?? valuableFreeWithoutConditions(doc);
  if (freeUnstated) {
    findings.push(
      finding({
        citation: CITE.free,
        severity: 'moderate',
        type: 'free_offer_conditions',
        description: 'A "free" offer whose conditions are not stated with it: the asterisk leads nowhere, only to "some restrictions apply", or a costly thing is given away with no condition beside it.',
        match: freeUnstated,
      }),
    );
  }

  const trial = findFirst(text, FREE_TRIAL);
  if (trial && !TRIAL_TERMS.test(text)) {
    findings.push(
      finding({
        citation: CITE.freeTrial,
        severity: 'moderate',
        type: 'free_trial_terms',
        description: 'Free trial without its terms: what is charged afterwards and how to cancel.',
        match: trial,
      }),
    );
  }

  const atypical = findFirst(text, ATYPICAL_RESULTS) ?? (TESTIMONIAL_RESULT.test(text) ? findFirst(text, RESULTS_MAY_VARY) : null);
  if (atypical) {
    findings.push(
      finding({
        citation: CITE.endorsement,
        severity: 'moderate',
        type: 'atypical_results_disclaimer',
        description: 'Testimonials imply typical results; "results not typical" or "results may vary" does not cure that. State the generally expected results.',
        match: atypical,
      }),
    );
  }

  const formerPrice = findFirst(text, FORMER_PRICE);
  if (formerPrice) {
    findings.push(
      finding({
        citation: CITE.formerPrice,
        severity: 'minor',
        type: 'former_price_comparison',
        description: 'Former-price comparison: the advertiser should be able to show the item was openly offered at that price.',
        match: formerPrice,
      }),
    );
  }

  const urgency = findFirst(text, URGENCY);
  if (urgency && !DATE.test(text)) {
    findings.push(
      finding({
        citation: CITE.urgency,
        severity: 'minor',
        type: 'urgency_without_end_date',
        description: 'Limited-time pressure without saying when the offer ends.',
        match: urgency,
      }),
    );
  }

  const usa = findFirst(text, MADE_IN_USA);
  if (usa) {
    findings.push(
      finding({
        citation: CITE.madeInUsa,
        severity: 'minor',
        type: 'made_in_usa_claim',
        description: 'Unqualified "Made in USA" means all or virtually all of the product is made here; the advertiser should confirm.',
        match: usa,
      }),
    );
  }
  return findings;
}

function isAttributed(text: string, match: TMatch): boolean {
  const around = sentenceAround(text, match, 160) + text.slice(match.end, match.end + 160);
  if (SOURCE.test(around) || (PRICE_CLAIM.test(match.text) && PRICE_MATCH.test(around))) return true;
  if (PRICE_CLAIM.test(match.text) && OWN_PRICE_HISTORY.test(text.slice(match.end, match.end + 30))) return true;
  // "#1 selling truck*" with the footnote further down
  const marked = /[*\u2020]/.test(claimLine(text.slice(match.end, match.end + 60)));
  return marked && FOOTNOTE.test(text.slice(match.end));
}

/** A line that ends on a word no heading ends on ("#1 in sales in / Southern Minnesota*") goes on over the break. */
const RUNS_ON = /\b(?:in|of|the|for|and|to|at|on|by|among|across|from|with)[ \t]*$/i;
function claimLine(after: string): string {
  const [first = '', second = ''] = after.split(/[.!?]/)[0].split('\n');
  return RUNS_ON.test(first) ? `${first} ${second}` : first;
}

export const truthfulAdvertisingRule: TPolicyRuleModule = { policyId: POLICY_IDS.truthfulAdvertising, check: checkTruthfulAdvertising };
