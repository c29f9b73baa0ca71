import { locateUncertainWords, type TUncertainWord } from './extract/ocr-words';
import type { TExtractionMethod } from './extract/types';
import { resolveSettings, type TRuleSettings } from './rules/settings';
import type { TRuleInput, TSubmissionMetadata, TTextSegment, TTextSpan } from './rules/types';

export interface TTextPart {
  fileName: string;
  method: TExtractionMethod | null;
  text: string;
  /** Words OCR read with low confidence in this part's text. */
  uncertainWords?: TUncertainWord[];
  /** The supplied translation of a creative in another language (see `TTextSegment.translation`). */
  translation?: true;
}

const FILE_SEPARATOR = '\n\n';

/**
 * Cleans extracted text so the rules see what a reader sees: typographic quotes and dashes
 * become plain, ligatures and invisible characters go, words hyphenated across a line join up,
 * and lines that wrap mid-sentence are unwrapped so a clause is not cut at a line end.
 */
export function normalizeExtractedText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/[\u00AD\u200B-\u200D\uFEFF]/g, '')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\t]/g, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .replace(/([\p{L},])[ ]*\n(?=[ ]*\p{Ll})/gu, '$1 ')
    .replace(/[ ]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Joins every file's text into the one document the rules read, remembering where each file sits. */
export function buildRuleInput(parts: TTextPart[], metadata: TSubmissionMetadata, settings?: Partial<TRuleSettings>): TRuleInput {
  let text = '';
  const segments: TTextSegment[] = [];
  const uncertain: TTextSpan[] = [];
  for (const part of parts) {
    const clean = normalizeExtractedText(part.text);
    if (!clean) continue;
    if (text) text += FILE_SEPARATOR;
    segments.push({ fileName: part.fileName, method: part.method, start: text.length, end: text.length + clean.length, ...(part.translation ? { translation: true as const } : {}) });
    // Cleaning keeps words whole, so each unsure word is found again by its occurrence number.
    for (const span of locateUncertainWords(clean, part.uncertainWords ?? [])) uncertain.push({ start: text.length + span.start, end: text.length + span.end });
    text += clean;
  }
  return { text, segments, metadata, settings: resolveSettings(settings), uncertain };
}
