/**
 * Where the words of a file's extracted text sit on its pages, kept only while the analysis runs:
 * enough to draw a finding's evidence over the page, never stored whole.
 */

/** A rectangle as fractions (0..1) of the page's width and height, from the top-left corner. */
export interface TBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A stretch of the file's extracted text (offsets into `TExtractionResult.text`) and where it is drawn. */
export interface TTextRun {
  start: number;
  end: number;
  box: TBox;
}

/** One page: the stretch of the file's text it holds and its positioned runs (PDF text items, OCR words). */
export interface TPageLayout {
  /** 1-based. */
  page: number;
  start: number;
  end: number;
  runs: TTextRun[];
}

/** Text built piece by piece, with the runs it holds kept at their offsets. */
export class PositionedText {
  text = '';
  runs: TTextRun[] = [];

  add(piece: string, box?: TBox | null): void {
    if (box && piece) this.runs.push({ start: this.text.length, end: this.text.length + piece.length, box });
    this.text += piece;
  }

  append(other: PositionedText): void {
    const offset = this.text.length;
    for (const run of other.runs) this.runs.push({ ...run, start: run.start + offset, end: run.end + offset });
    this.text += other.text;
  }

  /** The text trimmed as `String.prototype.trim` does, with the runs shifted to match and cut to it. */
  trimmed(): PositionedText {
    const lead = this.text.length - this.text.trimStart().length;
    const out = new PositionedText();
    out.text = this.text.trim();
    for (const run of this.runs) {
      const start = Math.max(0, run.start - lead);
      const end = Math.min(out.text.length, run.end - lead);
      if (end > start) out.runs.push({ ...run, start, end });
    }
    return out;
  }
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/** A rectangle given in a page's units, as fractions of that page; null when it is off the page or empty. */
export function normaliseBox(x: number, y: number, w: number, h: number, pageWidth: number, pageHeight: number): TBox | null {
  if (!(pageWidth > 0) || !(pageHeight > 0) || !Number.isFinite(x + y + w + h)) return null;
  const x0 = clamp(x / pageWidth);
  const y0 = clamp(y / pageHeight);
  const x1 = clamp((x + w) / pageWidth);
  const y1 = clamp((y + h) / pageHeight);
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
