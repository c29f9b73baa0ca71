import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { concept, docOf, isNegatedHit, near, occurrences, restsOnUncertainWords, type TConceptDoc, type THit } from './concepts';
import { clauseBefore, findAll, findFirst, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.contestsSweepstakes);

const CITE = {
  lottery: { section: 'Minn. Stat. 609.75 subd. 1(a)', category: 'state_law', effectiveDate: null },
  freeEntry: { section: 'Minn. Stat. 609.75 subd. 1(b); 39 U.S.C. 3001(k)', category: 'state_law', effectiveDate: null },
  prizeNotice: { section: 'Minn. Stat. 325F.755', category: 'state_law', effectiveDate: null },
  bestPractice: { section: "Publisher's promotions policy", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const CHANCE =
  /\b(?:sweepstakes|sweeps|enter\s+(?:to\s+win|for\s+(?:a|your)\s+chance|our\s+(?:drawing|giveaway))|chances?\s+to\s+win|register\s+to\s+win|(?:prize|grand[-\s]prize|random|winner'?s?)\s+drawing|drawing\s+(?:for|to\s+win|will\s+be\s+held|held|on)|random(?:ly)?\s+(?:selected|chosen|drawn)|(?:selected|chosen|drawn)\s+at\s+random|(?:winners?|lucky\s+\w+)\s+(?:will\s+be\s+)?drawn|lucky\s+winners?|instant\s+win|(?:a|your)\s+(?:shot|chance)\s+at\s+(?:a|an|the|winning|one)|text\s+\w+\s+to\s+\d{5,6}\s+(?:to\s+win|for))\b/i;
// "Giveaway" and "win a ..." are chance promotions only when people enter them.
const ENTERED_PRIZE = /\bgiveaway\b|\bwin\s+(?:a|an|one\s+of|your)\b/i;
const ENTRY_WORDS = /\b(?:enter|entry|entries|winners?|drawn|drawing|chance)\b/i;
const SKILL = /\b(?:judged|judging|judges|panel\s+of|best\s+(?:essay|photo|recipe|costume|entry|design|story)|skill|talent|reader\s+votes?|votes?\s+(?:for|by))\b/i;
const PURE_CHANCE = /\b(?:sweepstakes|sweeps|random(?:ly)?|drawing|drawn|lucky)\b/i;

const FREE_ENTRY =
  /\bno\s+(?:purchase|payment|donation)(?:\s+or\s+(?:payment|purchase|donation))?(?:\s+of\s+any\s+kind)?\s+(?:is\s+)?(?:necessary|required|needed)\b|\bpurchase\s+(?:is\s+)?not\s+(?:necessary|required)\b|\bno\s+purch(?:ase)?\.?\s+nec(?:essary|\.)?|\bfree\s+(?:to\s+enter|entry|(?:alternate|alternative)\s+(?:method|means)\s+of\s+entry)\b|\bnothing\s+to\s+buy\b|\b(?:alternate|alternative)\s+(?:method|means)\s+of\s+entry\b|\bmail[-\s]?in\s+entr(?:y|ies)\b|\benter\s+(?:for\s+)?free\b|\bno\s+cost\s+to\s+enter\b|\bfree\s+(?:and\s+open|to\s+(?:play|participate))\b/i;
const CONSIDERATION =
  /(?<![\w$])(?:with\s+(?:any|every|each|your)\s+(?:purchase|order|visit\s+and\s+purchase)|purchase\s+(?:required|necessary)|(?:must|need\s+to)\s+(?:purchase|buy|spend)|(?:each|every)\s+\$\s?\d+\s+(?:spent|purchase|you\s+spend)|one\s+entry\s+(?:per|for\s+(?:every|each)|with\s+(?:every|each))\s+(?:\$\s?\d+|purchase|order)|entry\s+fee|\$\s?\d+\s+(?:to\s+enter|per\s+entry|entry)|(?:receive|get|earn)\s+(?:an?\s+|one\s+|\w+\s+)?(?:entry|entries)\s+(?:with|for)\s+(?:every|each|any|a)\b|purchase\s+of\s+\$?\s?\d+\s+or\s+more|buy\s+(?:any\s+)?\w+\s+(?:to|and)\s+(?:enter|be\s+entered)|spend\s+\$\s?\d+)/i;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4})?|\\b\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`, 'gi');
const END_WORD =
  /\b(?:ends?|ending|expires?|close[sd]?|closing|deadline|through|thru|until|till|by|before|later\s+than|received|postmarked|drawing|drawn|held|announced|runs?|from|to)\b[^.\n]{0,25}$|[-\u2013]\s*$/i;

const PAY_TO_CLAIM =
  /\b(?:pay|send|wire)\s+(?:a\s+|the\s+|only\s+|just\s+)?(?:small\s+)?(?:\$\s?\d+(?:\.\d{2})?\s+)?(?:processing|handling|claim|release|shipping(?:\s+and\s+handling)?|redemption|registration|administrative|activation)\s+fee|\b(?:processing|handling|claim|release|redemption|activation)\s+fee\s+(?:of\s+)?\$\s?\d+|\bto\s+claim\s+your\s+(?:prize|winnings|award),?\s+(?:send|pay|wire|call)|\bshipping\s+and\s+handling\s+(?:of\s+|fee\s+(?:of\s+)?)?\$\s?\d/i;
const ODDS = /\bodds\b/i;
const PRIZE_VALUE = /\b(?:ARV|approximate\s+retail\s+value|retail\s+value|valued\s+at|value\s+of\s+\$)/i;
const WINNER_CLAIM = /\byou(?:'ve|\s+have)\s+(?:already\s+)?(?:won|been\s+selected)\b|\byou\s+are\s+(?:a\s+|our\s+)?(?:guaranteed\s+)?(?:winner|finalist)\b|\bconfirmed\s+(?:winner|finalist)\b/i;
const GROUP_SIZE = /\b(?:one\s+of\s+[\d,]+|[\d,]+\s+(?:other\s+)?(?:finalists|winners|people|participants|recipients))\b/i;
const OFFICIAL_RULES = /\bofficial\s+rules\b|\b(?:complete|full)\s+rules\b|\brules\s+(?:at|available|online|posted)\b/i;
const VOID = /\bvoid\s+where\s+prohibited\b/i;

// Free entry as a negation frame: a purchase word under a negation with a need word beside it
// ("no purchase necessary", "you don't have to buy anything", "payment is not required"), or free beside entering.
// Prefixes keep an OCR slip at the word's end ("NECESSARV") from hiding the statement.
const PURCHASE = concept('purchase', ['purchase', 'purch*', 'buy', 'buying', 'payment', 'pay', 'donation', 'cost', 'fee', 'charge', 'spend', 'anything to buy', 'obligation']);
const NEED = concept('need', ['necess*', 'nec', 'requir*', 'need', 'needed', 'have to', 'must', 'necessary to enter']);
const ENTER = concept('enter', ['enter', 'entry', 'entries', 'play', 'participate', 'win', 'sign up', 'register']);
const FREE = concept('free', ['free', 'free of charge', 'no cost', 'at no charge']);
const ALTERNATE_ENTRY = concept('alternate entry', ['alternate method of entry', 'alternative method of entry', 'alternate means of entry', 'mail in entry', 'mail in entries', 'amoe', 'enter by mail', 'send a postcard', 'handwritten entry']);

function negated(doc: TConceptDoc, hits: THit[]): THit[] {
  return hits.filter((h) => isNegatedHit(doc, h, 6));
}

/** Where the ad says entry is free, read as concepts: null when it does not. */
export function freeEntryStatement(doc: TConceptDoc, includeUncertain = false): TMatch | null {
  const purchases = negated(doc, occurrences(doc, PURCHASE, includeUncertain));
  const needs = occurrences(doc, NEED, includeUncertain);
  const frame =
    near(doc, purchases, needs, { window: 4 })[0] ??
    // "Purchase is not required": the negation sits before the need word.
    near(doc, occurrences(doc, PURCHASE, includeUncertain), negated(doc, needs), { window: 4, ordered: true })[0] ??
    near(doc, occurrences(doc, FREE, includeUncertain), occurrences(doc, ENTER, includeUncertain), { window: 3 })[0];
  if (frame) return frame;
  return occurrences(doc, ALTERNATE_ENTRY, includeUncertain)[0] ?? null;
}

// Entry earned by a transaction: "with every oil change", "when you buy", "for each visit and purchase".
const PER_TRANSACTION = concept('per transaction', ['with every', 'with each', 'with any', 'with your', 'when you buy', 'when you spend', 'when you order', 'for every', 'for each']);
const ENTRY = concept('entry', ['enter', 'entry', 'entries', 'chance', 'chances', 'ticket', 'win']);

/** "A purchase is required", "you must buy", "enter with every oil change": a paid entry, not negated. */
function requiredPurchase(doc: TConceptDoc): TMatch | null {
  const needed = near(doc, PURCHASE, NEED, { window: 3 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  if (needed) return needed;
  const perTransaction = near(doc, ENTRY, PER_TRANSACTION, { window: 8, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  return perTransaction ? { text: perTransaction.b.text, start: perTransaction.b.start, end: perTransaction.b.end } : null;
}

const RULES_WORD = concept('rules', ['official rules', 'complete rules', 'full rules', 'rules at', 'rules available', 'rules online', 'rules posted', 'see rules', 'rules and regulations']);
const VOID_WHERE = concept('void where prohibited', ['void where prohibited', 'void where restricted', 'void where prohibited by law', 'void in']);

/** A promotion won by chance (not by skill), or null when the ad runs none. */
function chancePromotion(text: string): TMatch | null {
  const chance = findFirst(text, CHANCE) ?? (ENTRY_WORDS.test(text) ? findFirst(text, ENTERED_PRIZE) : null);
  if (!chance) return null;
  if (SKILL.test(text) && !PURE_CHANCE.test(text)) return null;
  return chance;
}

function hasEndDate(text: string): boolean {
  return findAll(text, DATE).some((d) => END_WORD.test(clauseBefore(text, d.start, 50)));
}

export function checkContestsSweepstakes(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  const doc = docOf(input);
  const promotion = chancePromotion(text);
  const freeEntry = freeEntryStatement(doc) ?? findAll(text, FREE_ENTRY).find((m) => !restsOnUncertainWords(doc, m)) ?? null;
  // A free-entry statement OCR could not read with confidence neither clears nor condemns the ad: a person looks.
  const unsureFreeEntry = !freeEntry && freeEntryStatement(doc, true) !== null;

  if (promotion && unsureFreeEntry) {
    findings.push(
      finding({
        citation: CITE.freeEntry,
        severity: 'moderate',
        type: 'free_entry_unreadable',
        description: 'The free-entry statement ("no purchase necessary") could not be read with confidence; check it on the artwork.',
        match: freeEntryStatement(doc, true),
        kind: 'review_item',
      }),
    );
  }

  if (promotion && !freeEntry && !unsureFreeEntry) {
    const paid = findFirst(text, CONSIDERATION) ?? requiredPurchase(doc);
    findings.push(
      paid
        ? finding({
            citation: CITE.lottery,
            severity: 'critical',
            type: 'illegal_lottery',
            description: 'Prize, chance and a required purchase together make an illegal lottery; add a free method of entry and "no purchase necessary".',
            match: paid,
          })
        : finding({
            citation: CITE.freeEntry,
            severity: 'major',
            type: 'missing_no_purchase_necessary',
            description: 'Game of chance without "no purchase necessary" and a free method of entry.',
            match: promotion,
          }),
    );
  }

  if (promotion && !hasEndDate(text)) {
    findings.push(
      finding({
        citation: CITE.freeEntry,
        severity: 'major',
        type: 'missing_end_date',
        description: 'The promotion does not state when it ends.',
        match: promotion,
      }),
    );
  }

  const fee = findFirst(text, PAY_TO_CLAIM);
  if (fee && (!ODDS.test(text) || !PRIZE_VALUE.test(text))) {
    findings.push(
      finding({
        citation: CITE.prizeNotice,
        severity: 'major',
        type: 'prize_notice_disclosures',
        description: 'Prize offer that requires a payment without the retail value and odds of each prize (Minn. Stat. 325F.755).',
        match: fee,
      }),
    );
  }

  const winner = findFirst(text, WINNER_CLAIM);
  if (winner && !GROUP_SIZE.test(text)) {
    findings.push(
      finding({
        citation: CITE.prizeNotice,
        severity: 'moderate',
        type: 'winner_claim_group_size',
        description: 'Tells the reader they have won or are a finalist without saying how many others received the same notice.',
        match: winner,
      }),
    );
  }

  const rules = OFFICIAL_RULES.test(text) || occurrences(doc, RULES_WORD, true).length > 0;
  const voidWhere = VOID.test(text) || occurrences(doc, VOID_WHERE, true).length > 0;
  if (promotion && (!rules || !voidWhere)) {
    findings.push(
      finding({
        citation: CITE.bestPractice,
        severity: 'minor',
        type: 'missing_rules_reference',
        description: 'Add where the official rules are found and "void where prohibited".',
        match: promotion,
      }),
    );
  }
  return findings;
}

export const contestsSweepstakesRule: TPolicyRuleModule = { policyId: POLICY_IDS.contestsSweepstakes, check: checkContestsSweepstakes };
