import { definedConcepts, isNegatedHit, occurrencesOfEach, tokenize, type TConcept } from '../rules/concepts';
// Loading the rules defines their concepts.
import '../rules/index';
import { foldMarks } from '../rules/language-identification';

/**
 * The words of an ad as the resemblance model reads them: lower case, accents folded, each word cut to a
 * rough stem so "cures", "cured" and "curing" are one feature, long numbers one token (a phone number says
 * nothing about a policy), and "$" and "%" words of their own (earnings and discount claims live in them).
 * A feature is a stem or two stems side by side ("no_purchase"), so the model weighs a word by its neighbour,
 * or one of the rules' concepts the ad mentions ("~condition", or "~no condition" where only negated): a word
 * the training ads never used still counts when a rule's lexicon knows what it means.
 */

/** Where in the text a feature first occurs. */
export type TFeatureMap = Map<string, { start: number; end: number }>;

export interface TToken {
  stem: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+|[$%]/gu;
const SYMBOL_WORDS: Record<string, string> = { $: 'usd', '%': 'pct' };

/** A crude suffix stripper: enough to join an English word's forms ("cure", "cures", "cured", "curing"); other languages' words mostly stay whole. */
export function stemOf(word: string): string {
  if (/^\d{4,}$/.test(word)) return '#n';
  let stem = word;
  if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && (stem.endsWith('ied') || stem.endsWith('ies'))) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 4 && (stem.endsWith('ed') || stem.endsWith('es'))) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  const bare = stem.replace(/e+$/, '');
  return stem.length > 3 && bare.length >= 3 ? bare : stem;
}

/** The ad's words in reading order, each with where it stands in the text. */
export function tokensOf(text: string): TToken[] {
  // Lower case and folded marks keep one character per character, so offsets stay offsets into the text.
  const lower = Array.from(text, (c) => {
    const l = c.toLowerCase();
    return l.length === c.length ? l : c;
  }).join('');
  const folded = foldMarks(lower);
  const tokens: TToken[] = [];
  for (const m of folded.matchAll(WORD)) {
    const word = m[0];
    tokens.push({ stem: SYMBOL_WORDS[word] ?? stemOf(word), start: m.index, end: m.index + word.length });
  }
  return tokens;
}

/** Each feature of the tokens once, with the first place it occurs. */
export function featuresOf(tokens: readonly TToken[]): TFeatureMap {
  const features: TFeatureMap = new Map();
  tokens.forEach((token, i) => {
    if (!features.has(token.stem)) features.set(token.stem, { start: token.start, end: token.end });
    const next = tokens[i + 1];
    const pair = next && `${token.stem}_${next.stem}`;
    if (pair && !features.has(pair)) features.set(pair, { start: token.start, end: next.end });
  });
  return features;
}

let concepts: TConcept[] | undefined;

/** The rules' concepts the text mentions, each once: "~name" where it is affirmed, "~no name" where every mention is negated. */
export function conceptFeaturesOf(text: string): TFeatureMap {
  const doc = tokenize(text);
  const features: TFeatureMap = new Map();
  concepts ??= definedConcepts();
  occurrencesOfEach(doc, concepts).forEach((hits, i) => {
    const c = concepts![i];
    if (hits.length === 0) return;
    const affirmed = hits.find((hit) => !isNegatedHit(doc, hit));
    const first = affirmed ?? hits[0];
    features.set(affirmed ? `~${c.name}` : `~no ${c.name}`, { start: first.start, end: first.end });
  });
  return features;
}

/** Every feature of an ad: its words, word pairs and concepts. */
export function adFeaturesOf(text: string, tokens: readonly TToken[] = tokensOf(text)): TFeatureMap {
  return new Map([...featuresOf(tokens), ...conceptFeaturesOf(text)]);
}
