import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import type { TBox, TPageLayout, TTextRun } from './extract/layout';
import { normalizeExtractedText } from './rule-input';
import type { TRuleFinding, TTextSegment } from './rules/types';

/** Where a finding's evidence is in the creative: which file, which page, which characters, which boxes. */
export interface TEvidenceLocation {
  /** The file's place in the analysed files (the request's `files`). */
  fileIndex: number;
  fileName: string;
  /** 1-based page of a PDF (1 for an image); null for formats without fixed pages (Word, text). */
  page: number | null;
  /** Offsets into that file's extracted text (`TExtractionResult.text`). */
  start: number;
  end: number;
  /** Where the characters are drawn, as fractions of the page; empty where the format has no pages. */
  boxes: TBox[];
}

export type TLocated<F> = F & { locations: TEvidenceLocation[] };

/** A file as extraction returned it: only what locating reads. */
export interface TLocatableFile {
  fileName: string;
  text: string;
  layout?: TPageLayout[];
  error: unknown;
}

/** What the rules read: the joined, cleaned text and where each file's part of it sits. */
export interface TReadText {
  text: string;
  segments: readonly TTextSegment[];
}

/**
 * Text reduced to its letters and digits, lower-cased and NFKC-folded, with each kept character's place
 * in the original. Whitespace, punctuation, line-end hyphens, quotes and ligatures all fold away, so the
 * rules' cleaned text and the raw extracted text fold to the same string.
 */
interface TFolded {
  chars: string;
  from: number[];
  to: number[];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function foldText(text: string): TFolded {
  let chars = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (code < 128) {
      if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) chars += text[i];
      else if (code >= 65 && code <= 90) chars += String.fromCharCode(code + 32);
      else {
        i += width;
        continue;
      }
      from.push(i);
      to.push(i + width);
    } else {
      for (const c of String.fromCodePoint(code).normalize('NFKC').toLowerCase()) {
        if (!LETTER_OR_DIGIT.test(c)) continue;
        chars += c;
        from.push(i);
        to.push(i + width);
      }
    }
    i += width;
  }
  return { chars, from, to };
}

function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

/** How many folded characters come before `offset` of the original text. */
function foldedIndex(folded: TFolded, offset: number): number {
  let lo = 0;
  let hi = folded.from.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (folded.from[mid] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

// Helvetica's advance widths stand in for the ad's own font, whose metrics the text layer does not give: proportional
// widths put a phrase's box on its words far better than an equal share per character ("ill" is narrower than "mom").
const HELVETICA = Font.load(FontNames.Helvetica);
const AVERAGE_ADVANCE = 556;

function advance(char: string): number {
  const codePoint = char.codePointAt(0)!;
  if (!Encodings.WinAnsi.canEncodeUnicodeCodePoint(codePoint)) return AVERAGE_ADVANCE;
  return HELVETICA.getWidthOfGlyph(Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint).name) || AVERAGE_ADVANCE;
}

const widthOf = (text: string) => [...text].reduce((sum, c) => sum + advance(c), 0);

/** The part of a run's box that characters [start, end) of its file's text take, by their share of the run's width. */
function slice(text: string, run: TTextRun, start: number, end: number): TBox {
  const from = Math.max(start, run.start);
  const to = Math.min(end, run.end);
  const whole = widthOf(text.slice(run.start, run.end));
  const a = whole ? widthOf(text.slice(run.start, from)) / whole : (from - run.start) / (run.end - run.start);
  const b = whole ? widthOf(text.slice(run.start, to)) / whole : (to - run.start) / (run.end - run.start);
  const { x, y, w, h } = run.box;
  return { x: x + w * a, y, w: w * (b - a), h };
}

/** Boxes on one line that touch or nearly touch become one, so a phrase is one highlight per line. */
export function mergeLineBoxes(boxes: readonly TBox[]): TBox[] {
  const sorted = [...boxes].sort((p, q) => p.y + p.h / 2 - (q.y + q.h / 2) || p.x - q.x);
  const merged: TBox[] = [];
  for (const box of sorted) {
    const last = merged.at(-1);
    const sameLine = last && Math.abs(last.y + last.h / 2 - (box.y + box.h / 2)) < Math.min(last.h, box.h) / 2;
    // A gap up to a line's height is a word space; more is another column.
    if (last && sameLine && box.x - (last.x + last.w) <= Math.max(last.h, box.h)) {
      const x1 = Math.max(last.x + last.w, box.x + box.w);
      const y0 = Math.min(last.y, box.y);
      const y1 = Math.max(last.y + last.h, box.y + box.h);
      last.x = Math.min(last.x, box.x);
      last.w = x1 - last.x;
      last.y = y0;
      last.h = y1 - y0;
    } else {
      merged.push({ ...box });
    }
  }
  return merged.map((b) => ({ x: round(b.x), y: round(b.y), w: round(b.w), h: round(b.h) }));
}

/** Characters [start, end) of a file as locations: one per page they fall on, with their boxes there. */
export function placeOnPages(fileIndex: number, file: TLocatableFile, start: number, end: number): TEvidenceLocation[] {
  const pages = (file.layout ?? []).filter((p) => p.start < end && p.end > start);
  if (!pages.length) return [{ fileIndex, fileName: file.fileName, page: null, start, end, boxes: [] }];
  return pages.map((p) => {
    const from = Math.max(start, p.start);
    const to = Math.min(end, p.end);
    const boxes = p.runs.filter((r) => r.start < to && r.end > from && r.end > r.start).map((r) => slice(file.text, r, from, to));
    return { fileIndex, fileName: file.fileName, page: p.page, start: from, end: to, boxes: mergeLineBoxes(boxes) };
  });
}

/** The nth occurrence (or the last there is) of folded `needle` in a file's text, as offsets of that text. */
function findInFile(file: TLocatableFile, needle: string, nth: number): { start: number; end: number } | null {
  const folded = foldText(file.text);
  const found = occurrences(folded.chars, needle);
  if (!found.length) return null;
  const at = found[Math.min(nth, found.length - 1)];
  return { start: folded.from[at], end: folded.to[at + needle.length - 1] };
}

/**
 * Finds each finding's evidence in the files it came from, after the rules have run: the span the rule
 * quoted, in the cleaned text the rules read, is found again in the file's extracted text by its letters
 * and digits (whitespace, case, punctuation and line-end hyphens aside) and by which occurrence it is,
 * then placed on the page's text-layer items or OCR words. A finding without quoted evidence, or whose
 * evidence is not in any file (the landing page, the title), gets no locations.
 */
export function locateEvidence<F extends TRuleFinding>(findings: readonly F[], files: readonly TLocatableFile[], read: TReadText): TLocated<F>[] {
  // The rules' segments are the readable files with any text, in order, as buildRuleInput joined them.
  const segmentFiles: { index: number; segment: TTextSegment }[] = [];
  let next = 0;
  files.forEach((file, index) => {
    if (file.error !== null || !normalizeExtractedText(file.text)) return;
    const segment = read.segments[next++];
    if (segment && segment.fileName === file.fileName) segmentFiles.push({ index, segment });
  });
  const foldedSegments = new Map<number, TFolded>();
  const foldedSegment = (index: number, segment: TTextSegment) => {
    if (!foldedSegments.has(index)) foldedSegments.set(index, foldText(read.text.slice(segment.start, segment.end)));
    return foldedSegments.get(index)!;
  };

  const locate = (f: F): TEvidenceLocation[] => {
    const { spanStart, spanEnd } = f;
    if (spanStart !== null && spanEnd !== null && spanEnd > spanStart && spanEnd <= read.text.length) {
      const owner = segmentFiles.find(({ segment }) => spanStart >= segment.start && spanStart < segment.end);
      if (owner) {
        const folded = foldedSegment(owner.index, owner.segment);
        const k0 = foldedIndex(folded, spanStart - owner.segment.start);
        const k1 = foldedIndex(folded, spanEnd - owner.segment.start);
        const needle = folded.chars.slice(k0, k1);
        if (needle) {
          const nth = occurrences(folded.chars.slice(0, k0 + needle.length - 1), needle).length;
          const hit = findInFile(files[owner.index], needle, nth);
          if (hit) return placeOnPages(owner.index, files[owner.index], hit.start, hit.end);
        }
      }
    }
    // No usable span: the quoted words, wherever they first appear in the files.
    const needle = f.affectedContent ? foldText(f.affectedContent).chars : '';
    if (!needle) return [];
    for (const { index } of segmentFiles) {
      const hit = findInFile(files[index], needle, 0);
      if (hit) return placeOnPages(index, files[index], hit.start, hit.end);
    }
    return [];
  };

  return findings.map((f) => ({ ...f, locations: locate(f) }));
}
