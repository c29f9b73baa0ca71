/** A piece of the joined text a rule points at. */
export interface TMatch {
  text: string;
  start: number;
  end: number;
}

function globalOf(pattern: RegExp): RegExp {
  return pattern.global ? new RegExp(pattern.source, pattern.flags) : new RegExp(pattern.source, `${pattern.flags}g`);
}

export function findAll(text: string, pattern: RegExp): TMatch[] {
  return [...text.matchAll(globalOf(pattern))].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

export function findFirst(text: string, pattern: RegExp): TMatch | null {
  return findAll(text, pattern)[0] ?? null;
}

/** Matches of any of the patterns, in reading order. */
export function findAllOf(text: string, patterns: readonly RegExp[]): TMatch[] {
  return patterns.flatMap((p) => findAll(text, p)).sort((a, b) => a.start - b.start);
}

// Sentences and lines end a clause; commas do not, so "not intended to diagnose, treat, cure" stays one clause.
const CLAUSE_END = /[.!?;\n\u2014]/;

/** The text from the start of the clause containing `index` up to `index`, at most `maxChars` long. */
export function clauseBefore(text: string, index: number, maxChars = 60): string {
  let i = index - 1;
  while (i >= 0 && index - i <= maxChars && !CLAUSE_END.test(text[i])) i--;
  return text.slice(i + 1, index);
}

/** The text from `index` to the end of its clause, at most `maxChars` long. */
export function clauseAfter(text: string, index: number, maxChars = 60): string {
  let i = index;
  while (i < text.length && i - index < maxChars && !CLAUSE_END.test(text[i])) i++;
  return text.slice(index, i);
}

/** The whole sentence (or line) around a match. */
export function sentenceAround(text: string, match: TMatch, maxChars = 200): string {
  return clauseBefore(text, match.start, maxChars) + match.text + clauseAfter(text, match.end, maxChars);
}

export function windowAround(text: string, match: TMatch, before: number, after = before): string {
  return text.slice(Math.max(0, match.start - before), Math.min(text.length, match.end + after));
}

const NEGATION = /\b(?:no|not|never|without|nor|cannot|neither)\b|n['\u2019]t\b/i;

/** True when the clause leading up to the match negates it ("is not intended to ... cure"). */
export function isNegated(text: string, match: TMatch, maxChars = 50): boolean {
  return NEGATION.test(clauseBefore(text, match.start, maxChars));
}

const WORD = /[a-z0-9]+/g;
function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * Finds a required statement even when OCR garbled a word or two: the phrase's words must appear
 * in order within a window a little longer than the phrase, at least `ratio` of them.
 */
export function findPhrase(text: string, phrase: string, ratio: number): TMatch | null {
  const wanted = wordsOf(phrase).map((w) => w.word);
  if (wanted.length === 0) return null;
  const words = wordsOf(text);
  const span = wanted.length + Math.ceil(wanted.length / 4);
  const needed = Math.ceil(wanted.length * ratio);
  for (let i = 0; i < words.length; i++) {
    if (!wanted.slice(0, 3).includes(words[i].word)) continue;
    let found = 0;
    let next = 0;
    let last = i;
    for (let j = i; j < Math.min(words.length, i + span) && next < wanted.length; j++) {
      const at = wanted.indexOf(words[j].word, next);
      if (at !== -1 && at - next <= 2) {
        found++;
        next = at + 1;
        last = j;
      }
    }
    if (found >= needed) return { text: text.slice(words[i].start, words[last].end), start: words[i].start, end: words[last].end };
  }
  return null;
}

/** Where the line an offset is on starts. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset) + 1;
}

/** Where the line an offset is on ends: its line break, or the end of the text. */
export function lineEndOf(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
}

/** The line an offset is on, without its line break. */
export function lineAround(text: string, offset: number): string {
  return text.slice(lineStartOf(text, offset), lineEndOf(text, offset));
}
