import { stemmer } from 'stemmer';
import type { TMatch } from './text-match';
import type { TRuleInput, TTextSpan } from './types';

/**
 * The concept layer the rules are built on. A rule names concepts (sets of terms, matched by word
 * form through a Porter stemmer), asks where two concepts occur near each other in one clause
 * (a frame), whether a hit sits inside a negation or hedge, and which quantities the ad states.
 * Words OCR read with low confidence are marked: they neither raise nor clear a finding.
 */

export interface TToken {
  /** The word as written. */
  raw: string;
  /** Lower case, apostrophes straightened. */
  norm: string;
  stem: string;
  start: number;
  end: number;
  /** Clauses end at . ! ? ; : a line break or a dash; a comma does not end one. */
  clause: number;
  /** Read by OCR with low confidence. */
  uncertain: boolean;
}

export interface TConceptDoc {
  text: string;
  tokens: TToken[];
}

export interface THit extends TMatch {
  concept: string;
  /** Index of the first and last token of the hit. */
  first: number;
  last: number;
  /** At least one of its words was read with low confidence. */
  uncertain: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu;
const CLAUSE_BREAK = /[!?;:\n\u2014]|\.(?!\d)|\s-\s/;

const stemCache = new Map<string, string>();
export function stemOf(word: string): string {
  const norm = word.toLowerCase().replace(/\u2019/g, "'");
  const cached = stemCache.get(norm);
  if (cached !== undefined) return cached;
  const stem = /\d/.test(norm) ? norm : stemmer(norm.replace(/'s$/, ''));
  stemCache.set(norm, stem);
  return stem;
}

function overlaps(spans: readonly TTextSpan[], start: number, end: number): boolean {
  return spans.some((s) => s.start < end && s.end > start);
}

/** Words whose dot abbreviates ("St. Paul", "Dr. Lee", "Smith & Co."); "No." only before a number ("No. 7"). */
const ABBREVIATIONS = new Set(['st', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'mt', 'ft', 'vs', 'inc', 'co', 'ave', 'approx']);

/** The dots of "U.S.", "P.O.", "D.C." or "St." abbreviate; they do not end a clause. */
function isAbbreviationDot(previous: TToken, gap: string, next: string): boolean {
  if (!/^\.\s?$/.test(gap)) return false;
  return /^[A-Z]$/.test(previous.raw) || ABBREVIATIONS.has(previous.norm) || (/^nos?$/.test(previous.norm) && /\d/.test(next));
}

/**
 * A sentence wrapped by a column, a text box or OCR runs on over its line break: a single break with the next line
 * opening in lower case ("We cut your tax / debt by 90%") does not end the clause. A blank line, or a next line opening
 * in capitals (a list, a new heading), still does.
 */
function isWrappedLine(gap: string, next: string): boolean {
  return /^[ \t]*\n[ \t]*$/.test(gap) && /\p{Ll}/u.test(next);
}

/** A colon between figures is a ratio or a time ("1:1", "9:30"), not the end of a clause. */
function isFigureColon(previous: TToken, gap: string, next: string): boolean {
  return gap === ':' && /\d$/.test(previous.norm) && /\d/.test(next);
}

export function tokenize(text: string, uncertain: readonly TTextSpan[] = []): TConceptDoc {
  const tokens: TToken[] = [];
  let clause = 0;
  let previousEnd = 0;
  for (const m of text.matchAll(WORD)) {
    // The gap is read with the next character, so a decimal point ("24.99") is not a full stop.
    const gap = text.slice(previousEnd, m.index);
    const previous = tokens[tokens.length - 1];
    const next = text.charAt(m.index);
    if (previous && CLAUSE_BREAK.test(gap + next) && !isAbbreviationDot(previous, gap, next) && !isFigureColon(previous, gap, next) && !isWrappedLine(gap, next)) {
      clause++;
    }
    const raw = m[0];
    const norm = raw.toLowerCase().replace(/\u2019/g, "'");
    tokens.push({ raw, norm, stem: stemOf(norm), start: m.index, end: m.index + raw.length, clause, uncertain: overlaps(uncertain, m.index, m.index + raw.length) });
    previousEnd = m.index + raw.length;
  }
  return { text, tokens };
}

/**
 * Each token's sentence number: a new sentence after any gap holding a stop (. ! ?) or a line break. Coarser than
 * clauses (a comma or a colon ends none) and computed once per call, for frames that must share a sentence.
 */
export function sentenceNumbers(doc: TConceptDoc): number[] {
  const numbers: number[] = [];
  let sentence = 0;
  doc.tokens.forEach((t, k) => {
    if (k > 0 && /[.!?\n]/.test(doc.text.slice(doc.tokens[k - 1].end, t.start))) sentence++;
    numbers.push(sentence);
  });
  return numbers;
}

const docs = new WeakMap<TRuleInput, TConceptDoc>();
/** The tokenised text of a rule input, computed once per input. */
export function docOf(input: TRuleInput): TConceptDoc {
  let doc = docs.get(input);
  if (!doc) {
    doc = tokenize(input.text, input.uncertain ?? []);
    docs.set(input, doc);
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Concepts

/** A test of one word; `key` names the one stem or spelling it accepts, where there is one, for lookups. */
type TWordTest = ((t: TToken) => boolean) & { key?: string };

export interface TConcept {
  name: string;
  terms: readonly TWordTest[][];
}

// Determiners and possessives may sit between the words of a term: "lose (the) weight", "rid of (your) pain".
const FILLER = new Set(['the', 'a', 'an', 'your', 'my', 'our', 'their', 'his', 'her', 'those', 'these', 'this', 'that', 'all', 'any', 'some', 'even', 'just', 'really', 'completely', 'totally', 'fully', 'naturally', 'quickly', 'fast', 'finally', 'forever', 'permanently']);
const MAX_FILLERS = 2;

const CODE_SHAPE = /^(?=[a-z]*\d)(?=\d*[a-z]?)[a-z]{0,4}\d{1,4}[a-z]{0,3}$/;

/**
 * One word of a term: a plain word matches by stem ("cures", "cured", "curing" are all "cure");
 * `=word` matches only that exact spelling; `word*` matches words starting with it; `{num}` any
 * number; `{code}` a model-number shape ("P365", "G19", "1911", "870"); `{caps}` a short
 * all-capitals model name ("XD", "PDP").
 */
const CAPS_STOPWORDS = new Set(['FOR', 'AND', 'THE', 'NEW', 'OBO', 'ONLY', 'SALE', 'CALL', 'TEXT', 'CASH', 'WITH', 'USED', 'LIKE', 'NOW', 'ALL', 'ONE']);

function wordTest(word: string): TWordTest {
  if (word === '{caps}') return (t) => /^[A-Z]{2,4}$/.test(t.raw) && !CAPS_STOPWORDS.has(t.raw);
  if (word === '{num}') return (t) => /^\d[\d,]*$/.test(t.norm);
  if (word === '{code}') return (t) => CODE_SHAPE.test(t.norm);
  if (word.startsWith('=')) {
    const exact = word.slice(1).toLowerCase();
    return Object.assign((t: TToken) => t.norm === exact, { key: `=${exact}` });
  }
  if (word.endsWith('*')) {
    const prefix = word.slice(0, -1).toLowerCase();
    return (t) => t.norm.startsWith(prefix);
  }
  const stem = stemOf(word);
  return Object.assign((t: TToken) => t.stem === stem, { key: stem });
}

/** Every concept the rules have defined, in order: the resemblance model reads an ad's concepts as well as its words. */
const DEFINED_CONCEPTS: TConcept[] = [];

export function concept(name: string, terms: readonly string[]): TConcept {
  const defined = { name, terms: terms.map((term) => term.trim().split(/\s+/).map(wordTest)) };
  DEFINED_CONCEPTS.push(defined);
  return defined;
}

/** The concepts defined so far (all of them once the rules are loaded), one per name, terms of a shared name joined. */
export function definedConcepts(): TConcept[] {
  const byName = new Map<string, TConcept>();
  for (const c of DEFINED_CONCEPTS) {
    const known = byName.get(c.name);
    byName.set(c.name, known ? { name: c.name, terms: [...known.terms, ...c.terms] } : c);
  }
  return [...byName.values()];
}

/** A concept made of others, e.g. every product a rule knows. */
export function union(name: string, ...concepts: TConcept[]): TConcept {
  return { name, terms: concepts.flatMap((c) => c.terms) };
}

function matchTermAt(tokens: readonly TToken[], at: number, term: readonly TWordTest[]): number {
  let i = at;
  for (let w = 0; w < term.length; w++) {
    let skipped = 0;
    while (w > 0 && i < tokens.length && !term[w](tokens[i]) && FILLER.has(tokens[i].norm) && skipped < MAX_FILLERS) {
      i++;
      skipped++;
    }
    if (i >= tokens.length || !term[w](tokens[i])) return -1;
    if (w > 0 && tokens[i].clause !== tokens[at].clause) return -1;
    i++;
  }
  return i - 1;
}

function hitOf(doc: TConceptDoc, name: string, first: number, last: number): THit {
  const { tokens, text } = doc;
  const start = tokens[first].start;
  const end = tokens[last].end;
  const uncertain = tokens.slice(first, last + 1).some((t) => t.uncertain);
  return { concept: name, first, last, start, end, text: text.slice(start, end), uncertain };
}

/**
 * Every place the concept occurs, longest term first at each position, in reading order.
 * Words read with low confidence do not count unless `includeUncertain` is set.
 */
export function occurrences(doc: TConceptDoc, c: TConcept, includeUncertain = false): THit[] {
  const hits: THit[] = [];
  const { tokens } = doc;
  for (let i = 0; i < tokens.length; i++) {
    let best = -1;
    for (const term of c.terms) best = Math.max(best, matchTermAt(tokens, i, term));
    if (best === -1) continue;
    const hit = hitOf(doc, c.name, i, best);
    if (includeUncertain || !hit.uncertain) hits.push(hit);
    i = best;
  }
  return hits;
}

type TTermIndex = { keyed: Map<string, { concept: number; term: readonly TWordTest[] }[]>; unkeyed: { concept: number; term: readonly TWordTest[] }[] };
const termIndexes = new WeakMap<readonly TConcept[], TTermIndex>();

/** The concepts' terms by their first word's stem or spelling, so a token is tried only against terms that can start at it. */
function termIndexOf(concepts: readonly TConcept[]): TTermIndex {
  let index = termIndexes.get(concepts);
  if (index) return index;
  index = { keyed: new Map(), unkeyed: [] };
  concepts.forEach((c, concept) => {
    for (const term of c.terms) {
      const key = term[0]?.key;
      if (key === undefined) index.unkeyed.push({ concept, term });
      else index.keyed.set(key, [...(index.keyed.get(key) ?? []), { concept, term }]);
    }
  });
  termIndexes.set(concepts, index);
  return index;
}

/**
 * Every place each of many concepts occurs (uncertain words included), as `occurrences` finds them, in one pass
 * over the text: reading hundreds of concepts term by term at every word would be a hundred times slower.
 */
export function occurrencesOfEach(doc: TConceptDoc, concepts: readonly TConcept[]): THit[][] {
  const index = termIndexOf(concepts);
  const hits: THit[][] = concepts.map(() => []);
  const nextFree = new Array<number>(concepts.length).fill(0);
  const { tokens } = doc;
  for (let i = 0; i < tokens.length; i++) {
    const best = new Map<number, number>();
    const candidates = [...(index.keyed.get(tokens[i].stem) ?? []), ...(index.keyed.get(`=${tokens[i].norm}`) ?? []), ...index.unkeyed];
    for (const { concept, term } of candidates) {
      if (i < nextFree[concept]) continue;
      const last = matchTermAt(tokens, i, term);
      if (last > (best.get(concept) ?? -1)) best.set(concept, last);
    }
    for (const [concept, last] of best) {
      hits[concept].push(hitOf(doc, concepts[concept].name, i, last));
      nextFree[concept] = last + 1;
    }
  }
  return hits;
}

export function firstOccurrence(doc: TConceptDoc, c: TConcept): THit | null {
  return occurrences(doc, c)[0] ?? null;
}

export function mentions(doc: TConceptDoc, c: TConcept): boolean {
  return occurrences(doc, c).length > 0;
}

/** A concept that is present but only in words OCR was unsure of: it cannot clear a finding. */
export function onlyUncertain(doc: TConceptDoc, c: TConcept): boolean {
  const all = occurrences(doc, c, true);
  return all.length > 0 && all.every((h) => h.uncertain);
}

// ---------------------------------------------------------------------------------------------
// Frames

export interface TFrame extends TMatch {
  a: THit;
  b: THit;
}

/** One hit as a frame of itself, where a finding is a frame but the evidence is a single phrase. */
export function hitFrame(h: THit): TFrame {
  return { a: h, b: h, start: h.start, end: h.end, text: h.text };
}

/** A frame as one hit spanning both of its concepts (its first concept's tokens). */
export function frameHit(f: TFrame): THit {
  return { ...f.a, start: f.start, end: f.end, text: f.text };
}

export interface TNearOptions {
  /** Most words between the two hits. */
  window?: number;
  /** Both in one clause (default) or anywhere within the window. */
  sameClause?: boolean;
  /** `a` must come before `b`. */
  ordered?: boolean;
}

/** Places where concept `a` and concept `b` occur within `window` words of each other. */
export function near(doc: TConceptDoc, a: TConcept | THit[], b: TConcept | THit[], options: TNearOptions = {}): TFrame[] {
  const { window = 8, sameClause = true, ordered = false } = options;
  const as = Array.isArray(a) ? a : occurrences(doc, a);
  const bs = Array.isArray(b) ? b : occurrences(doc, b);
  const frames: TFrame[] = [];
  for (const x of as) {
    for (const y of bs) {
      if (x.first === y.first) continue;
      if (ordered && y.first < x.first) continue;
      const gap = y.first > x.last ? y.first - x.last - 1 : x.first - y.last - 1;
      if (gap > window) continue;
      if (sameClause && doc.tokens[x.first].clause !== doc.tokens[y.first].clause) continue;
      const start = Math.min(x.start, y.start);
      const end = Math.max(x.end, y.end);
      frames.push({ a: x, b: y, start, end, text: doc.text.slice(start, end) });
    }
  }
  return frames.sort((p, q) => p.start - q.start);
}

// ---------------------------------------------------------------------------------------------
// Negation and hedging

const NEGATORS = new Set([
  'no', 'not', 'never', 'without', 'nor', 'neither', 'none', 'cannot', 'nothing', 'zero', 'non',
  // The desk's other languages: Spanish and Portuguese, Russian and Ukrainian, Vietnamese, Hmong.
  'nunca', 'jamás', 'ningún', 'ninguna', 'não', 'nem', 'не', 'нет', 'без', 'ні', 'không', 'chẳng', 'tsis',
]);
const SCOPE_BREAKERS = new Set(['but', 'however', 'yet', 'although', 'though', 'unless', 'except', 'while', 'whereas']);
const HEDGES = ['may', 'might', 'could', 'can', 'help', 'helps', 'support', 'supports', 'promote', 'promotes', 'designed', 'intended', 'aim', 'aims', 'possibly', 'typically', 'vary', 'varies', 'individual'];

function isNegator(t: TToken, next: TToken | undefined): boolean {
  if (t.norm === 'non' && next && t.end === next.start - 1) return true;
  return NEGATORS.has(t.norm) || /n't$/.test(t.norm);
}

/**
 * True when a negation governs the hit: a negator up to `window` words before it in the same clause
 * with no "but" or "unless" in between ("not intended to diagnose, treat or cure", "no purchase necessary").
 */
export function isNegatedHit(doc: TConceptDoc, hit: { first: number }, window = 8): boolean {
  const { tokens } = doc;
  const clause = tokens[hit.first].clause;
  for (let i = hit.first - 1; i >= 0 && hit.first - i <= window; i--) {
    const t = tokens[i];
    if (t.clause !== clause) return false;
    if (isNegator(t, tokens[i + 1])) return !closesANegatedList(doc, i, hit.first);
    if (SCOPE_BREAKERS.has(t.norm) && i < hit.first - 1) return false;
  }
  return false;
}

const commaBetween = (doc: TConceptDoc, a: number, b: number) => /,/.test(doc.text.slice(doc.tokens[a].end, doc.tokens[b].start));

/**
 * "No surgery, no downtime, results guaranteed": each item of a list that repeats its negator is denied, and the
 * item after the list that has none is not. A negator shared by a list ("not sweet, sticky or messy") still governs it.
 */
function closesANegatedList(doc: TConceptDoc, negator: number, hit: number): boolean {
  const { tokens } = doc;
  // The negator's own item ends at a comma before the hit.
  let end = negator + 1;
  while (end <= hit && !commaBetween(doc, end - 1, end)) end++;
  if (end > hit) return false;
  // The item before it, after a comma, opened with a negator too.
  if (negator === 0 || !commaBetween(doc, negator - 1, negator)) return false;
  for (let i = negator - 1; i >= 0 && negator - i <= 4 && tokens[i].clause === tokens[negator].clause; i--) {
    if (isNegator(tokens[i], tokens[i + 1])) return true;
    if (i > 0 && commaBetween(doc, i - 1, i)) return false;
  }
  return false;
}

/**
 * True when the hit is a verb of the drug disclaimer's list, "diagnose, treat, cure or prevent any disease", however long
 * the denial before it runs ("not approved by the FDA to diagnose, ..."): the list is said only to be denied.
 */
export function inDisclaimerList(doc: TConceptDoc, hit: { first: number }): boolean {
  const { tokens } = doc;
  for (let i = hit.first - 1; i >= 0 && hit.first - i <= 6 && tokens[i].clause === tokens[hit.first].clause; i--) {
    if (/^diagnos/.test(tokens[i].norm)) return true;
  }
  return false;
}

const HEDGE = concept('hedge', HEDGES.map((h) => `=${h}`));
/** True when a modal or "helps/supports" softens the hit within `window` words before it in its clause. */
export function isHedgedHit(doc: TConceptDoc, hit: { first: number }, window = 4): boolean {
  const { tokens } = doc;
  const clause = tokens[hit.first].clause;
  for (let i = hit.first - 1; i >= 0 && hit.first - i <= window; i--) {
    if (tokens[i].clause !== clause) return false;
    if (HEDGE.terms.some((term) => term[0](tokens[i]))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Quantities

export type TQuantityKind = 'percent' | 'money' | 'mass' | 'weight' | 'duration' | 'odds' | 'age' | 'volume';

export interface TQuantity extends TMatch {
  kind: TQuantityKind;
  value: number;
  /** Second number of odds ("1 in 5,000") or the unit of time of a rate ("$500 a day"). */
  per?: number | string;
  unit: string;
}

const NUM = '(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|\\.\\d+)';
const QUANTITY_PATTERNS: { kind: TQuantityKind; pattern: RegExp; read: (m: RegExpMatchArray) => Omit<TQuantity, keyof TMatch | 'kind'> }[] = [
  { kind: 'odds', pattern: new RegExp(`\\b(?:odds\\s+(?:of\\s+winning\\s+)?(?:are\\s+)?)?${NUM}\\s+in\\s+${NUM}\\b`, 'gi'), read: (m) => ({ value: num(m[1]), per: num(m[2]), unit: 'in' }) },
  { kind: 'odds', pattern: new RegExp(`\\b${NUM}\\s*:\\s*${NUM}\\s+odds\\b|\\bodds\\s+(?:of\\s+)?${NUM}\\s*[:-]\\s*${NUM}\\b`, 'gi'), read: (m) => ({ value: num(m[1] ?? m[3]), per: num(m[2] ?? m[4]), unit: ':' }) },
  { kind: 'percent', pattern: new RegExp(`${NUM}\\s*(?:%|percent\\b|per\\s+cent\\b)`, 'gi'), read: (m) => ({ value: num(m[1]), unit: '%' }) },
  { kind: 'money', pattern: new RegExp(`\\$\\s?${NUM}\\s*(k|K|million|billion)?(?:\\s*(?:\\+|or\\s+more))?(?:\\s*(?:a|per|each|every|\\/)\\s*(day|week|wk|month|mo|year|yr|hour|hr))?`, 'g'), read: (m) => ({ value: num(m[1]) * scale(m[2]), per: m[3]?.toLowerCase(), unit: '$' }) },
  { kind: 'mass', pattern: new RegExp(`${NUM}\\s*(mg|milligrams?|g|grams?)\\b`, 'gi'), read: (m) => ({ value: num(m[1]), unit: m[2].toLowerCase().startsWith('m') ? 'mg' : 'g' }) },
  { kind: 'weight', pattern: new RegExp(`${NUM}\\s*(lbs?|pounds?|kg|kilos?|kilograms?|dress\\s+sizes?|inches|sizes?)\\b`, 'gi'), read: (m) => ({ value: num(m[1]), unit: m[2].toLowerCase() }) },
  { kind: 'duration', pattern: new RegExp(`${NUM}\\s*(days?|weeks?|months?|hours?)\\b`, 'gi'), read: (m) => ({ value: num(m[1]), unit: m[2].toLowerCase().replace(/s$/, '') }) },
  { kind: 'age', pattern: /\b(\d{1,2})\s*\+|\b(?:ages?|aged)\s+(\d{1,2})\b|\b(?:under|over|younger\s+than|older\s+than)\s+(?:the\s+age\s+of\s+)?(\d{1,2})\b|\b(\d{1,2})\s+(?:years?\s+(?:of\s+age\s+|old\s+)?)?(?:and|or|&)\s+(?:over|older|up)\b|\bmust\s+be\s+(?:at\s+least\s+)?(\d{2})\b|\b(\d{2})\s+years?\s+(?:of\s+age|old)\b/gi, read: (m) => ({ value: Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]), unit: 'years' }) },
  // Betting odds: "3-to-1", "+150" (American), "25x your entry".
  { kind: 'odds', pattern: /\b(\d{1,3})-to-(\d{1,3})\b|\b(\d{1,3})\s+to\s+(\d{1,3})\s+(?=odds|payout|shot|longshot)/gi, read: (m) => ({ value: num(m[1] ?? m[3]), per: num(m[2] ?? m[4]), unit: 'to' }) },
  { kind: 'odds', pattern: /(?<![\w$.,+-])([+-]\d{3,4})\b(?!\s*(?:-|\d))/g, read: (m) => ({ value: Number(m[1]), unit: 'american' }) },
  { kind: 'odds', pattern: /\b(\d{1,4})\s?x\b/gi, read: (m) => ({ value: num(m[1]), unit: 'x' }) },
];

function num(s: string): number {
  return Number(s.replace(/,/g, ''));
}
function scale(suffix: string | undefined): number {
  if (!suffix) return 1;
  return /^k$/i.test(suffix) ? 1_000 : /million/i.test(suffix) ? 1_000_000 : 1_000_000_000;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fourteen: 14, twenty: 20, thirty: 30, fifty: 50, a: 1 };

const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SPELLED_WEIGHT = /\b((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s+(lbs?|pounds?|kilos?|kilograms?|dress\s+sizes?|inches|sizes?)\b/gi;

/** "Twenty-five", "forty two", "nine" as a number. */
function spelledNumber(words: string): number | null {
  const [tens, units] = words.toLowerCase().split(/[-\s]/);
  if (units !== undefined) return (TENS[tens] ?? 0) + (UNITS[units] ?? 0) || null;
  return TENS[tens] ?? UNITS[tens] ?? null;
}

/** Every quantity the text states, in reading order; numbers spelled out count for durations ("two weeks") and body weight ("twenty-five pounds"). */
export function quantities(text: string, kind?: TQuantityKind): TQuantity[] {
  const found: TQuantity[] = [];
  for (const q of QUANTITY_PATTERNS) {
    if (kind && q.kind !== kind) continue;
    for (const m of text.matchAll(q.pattern)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (found.some((f) => f.start < end && f.end > start)) continue;
      found.push({ kind: q.kind, start, end, text: m[0], ...q.read(m) });
    }
  }
  if (!kind || kind === 'duration') {
    for (const m of text.matchAll(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty|thirty|a)\s+(days?|weeks?|months?)\b/gi)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (found.some((f) => f.start < end && f.end > start)) continue;
      found.push({ kind: 'duration', start, end, text: m[0], value: WORD_NUMBERS[m[1].toLowerCase()], unit: m[2].toLowerCase().replace(/s$/, '') });
    }
  }
  if (!kind || kind === 'weight') {
    // Body weight written out: "twenty-five pounds", "forty lbs".
    for (const m of text.matchAll(SPELLED_WEIGHT)) {
      const start = m.index;
      const end = m.index + m[0].length;
      const value = spelledNumber(m[1]);
      if (value === null || found.some((f) => f.start < end && f.end > start)) continue;
      found.push({ kind: 'weight', start, end, text: m[0], value, unit: m[2].toLowerCase() });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Token index of the word at or after a character offset. */
export function tokenAt(doc: TConceptDoc, offset: number): number {
  const i = doc.tokens.findIndex((t) => t.end > offset);
  return i === -1 ? doc.tokens.length - 1 : i;
}

/** Quantities of a kind as hits, so frames can place them near concepts. */
export function quantityHits(doc: TConceptDoc, kind: TQuantityKind, accept: (q: TQuantity) => boolean = () => true): THit[] {
  return quantities(doc.text, kind)
    .filter(accept)
    .filter((q) => doc.tokens.length > 0)
    .map((q) => {
      const first = tokenAt(doc, q.start);
      let last = first;
      while (last + 1 < doc.tokens.length && doc.tokens[last + 1].start < q.end) last++;
      return hitOf(doc, kind, first, last);
    })
    .filter((h) => !h.uncertain);
}

// ---------------------------------------------------------------------------------------------
// OCR confidence

/** The tokens lying within a stretch of text, found by binary search (tokens are in reading order). */
function tokensWithin(doc: TConceptDoc, start: number, end: number, overlapping = false): TToken[] {
  const { tokens } = doc;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((overlapping ? tokens[mid].end <= start : tokens[mid].start < start)) lo = mid + 1;
    else hi = mid;
  }
  const inside: TToken[] = [];
  for (let i = lo; i < tokens.length && (overlapping ? tokens[i].start < end : tokens[i].end <= end); i++) {
    if (overlapping || tokens[i].end <= end) inside.push(tokens[i]);
  }
  return inside;
}

/** Share of the words in a span that OCR read with low confidence (0 when the text was not OCR'd). */
export function uncertainShare(doc: TConceptDoc, start: number, end: number): number {
  const inside = tokensWithin(doc, start, end);
  if (inside.length === 0) return 0;
  return inside.filter((t) => t.uncertain).length / inside.length;
}

/** True when a piece of evidence rests on words OCR was unsure of: short evidence with any, longer with a third. */
export function restsOnUncertainWords(doc: TConceptDoc, match: { start: number; end: number }): boolean {
  const inside = tokensWithin(doc, match.start, match.end, true);
  const unsure = inside.filter((t) => t.uncertain).length;
  if (unsure === 0) return false;
  return inside.length <= 8 || unsure / inside.length >= 1 / 3;
}
