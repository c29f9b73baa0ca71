import { foldMarks } from '../rules/language-identification';

/**
 * The words of an ad as the resemblance model reads them: lower case, accents folded, each word cut to a
 * rough stem so "cures", "cured" and "curing" are one feature, long numbers one token (a phone number says
 * nothing about a policy), and "$" and "%" words of their own (earnings and discount claims live in them).
 * A feature is a stem or two stems side by side ("no_purchase"), so the model weighs a word by its neighbour.
 */

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
export function featuresOf(tokens: readonly TToken[]): Map<string, { start: number; end: number }> {
  const features = new Map<string, { start: number; end: number }>();
  tokens.forEach((token, i) => {
    if (!features.has(token.stem)) features.set(token.stem, { start: token.start, end: token.end });
    const next = tokens[i + 1];
    const pair = next && `${token.stem}_${next.stem}`;
    if (pair && !features.has(pair)) features.set(pair, { start: token.start, end: next.end });
  });
  return features;
}
