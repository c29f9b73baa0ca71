/**
 * Words OCR read with low confidence, named by their spelling and which occurrence of that
 * spelling they are in the file's text, so they can be found again after the text is cleaned up.
 */
export interface TUncertainWord {
  word: string;
  /** 0 for the first whole-word occurrence of `word` in the text, 1 for the second, ... */
  nth: number;
}

/** Below this word confidence (0-100) a word neither raises nor clears a finding. */
export const UNCERTAIN_WORD_CONFIDENCE = 50;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word without surrounding punctuation, or null when nothing of a word is left. */
export function wordCore(word: string): string | null {
  const core = word.normalize('NFKC').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return core ? core : null;
}

function wholeWord(core: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(core)}(?![\\p{L}\\p{N}])`, 'giu');
}

export function countWord(text: string, core: string): number {
  return [...text.matchAll(wholeWord(core))].length;
}

/** Where each uncertain word sits in `text`; a word that cannot be found again is left out. */
export function locateUncertainWords(text: string, words: readonly TUncertainWord[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const { word, nth } of words) {
    const match = [...text.matchAll(wholeWord(word))][nth];
    if (match) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Uncertain words of a text appended after `before`: their occurrence numbers count the earlier text too. */
export function shiftUncertainWords(before: string, words: readonly TUncertainWord[]): TUncertainWord[] {
  return words.map((w) => ({ word: w.word, nth: w.nth + countWord(before, w.word) }));
}
