import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { TExtractionLimits } from './limits';
import type { TOcr } from './ocr';
import { prepareImageForOcr } from './image';
import { normaliseBox, PositionedText, type TBox, type TPageLayout } from './layout';
import { shiftUncertainWords, type TUncertainWord } from './ocr-words';
import { ExtractionFailure } from './types';

export interface TPdfText {
  text: string;
  pageCount: number;
  ocrPages: number;
  ocrConfidence: number | null;
  notes: string[];
  uncertainWords: TUncertainWord[];
  /** Where each page's text and words sit (text-layer items, OCR words). */
  layout: TPageLayout[];
}

// Wide enough for 8-point fine print on a letter-size page to reach tesseract at a legible size.
const RENDER_WIDTH = 2000;

type TPdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

const importCanvas = () => import('@napi-rs/canvas');

async function openPdf(data: Buffer, maxImagePixels: number): Promise<TPdfDocument> {
  // Rendering a scanned page decodes its images on canvases made by the document's own factory.
  const CanvasFactory = await createIsomorphicCanvasFactory(importCanvas);
  try {
    // pdf.js takes ownership of the bytes it is given, so it gets a copy.
    // maxImageSize: an embedded image past the pixel limit is skipped rather than decoded (an image bomb).
    return await getDocumentProxy(new Uint8Array(data), { verbosity: 0, isEvalSupported: false, CanvasFactory, maxImageSize: maxImagePixels });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new ExtractionFailure('encrypted', 'The PDF is password-protected.');
    throw new ExtractionFailure('corrupt', `The PDF cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type TMatrix = readonly number[];

/** pdf.js's Util.transform: the product of two affine matrices [a, b, c, d, e, f]. */
function multiply(m1: TMatrix, m2: TMatrix): number[] {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

// Of a line's font height, the part above the baseline; pdf.js's text layer assumes the same when a font does not say.
const ASCENT = 0.8;

/**
 * Where a text item is drawn on the page as the viewer shows it (rotation applied, y downwards), as
 * fractions of the page: its baseline run from the item's transform and width, its height from the font size.
 */
export function textItemBox(item: { transform: TMatrix; width: number }, viewport: { transform: TMatrix; width: number; height: number; scale: number }): TBox | null {
  const [a, b, c, d, e, f] = multiply(viewport.transform, item.transform);
  const along = Math.hypot(a, b);
  if (!(along > 0) || !(Math.hypot(c, d) > 0)) return null;
  const run = [(a / along) * item.width * viewport.scale, (b / along) * item.width * viewport.scale];
  // (c, d) points from the baseline to the top of the glyphs, one font height long.
  const bottom = [e - c * (1 - ASCENT), f - d * (1 - ASCENT)];
  const top = [e + c * ASCENT, f + d * ASCENT];
  const xs = [bottom[0], top[0], bottom[0] + run[0], top[0] + run[0]];
  const ys = [bottom[1], top[1], bottom[1] + run[1], top[1] + run[1]];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return normaliseBox(x, y, Math.max(...xs) - x, Math.max(...ys) - y, viewport.width, viewport.height);
}

async function pageText(pdf: TPdfDocument, pageNumber: number): Promise<PositionedText> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const out = new PositionedText();
  for (const item of content.items) {
    if (!('str' in item)) continue;
    out.add(item.str, item.str.trim() ? textItemBox(item, viewport) : null);
    if (item.hasEOL) out.add('\n');
  }
  return out;
}

/** Reads the text layer of every page and OCRs the pages that have none (scans, flattened artwork). */
export async function extractPdf(data: Buffer, ocr: TOcr, limits: TExtractionLimits): Promise<TPdfText> {
  const pdf = await openPdf(data, limits.maxImagePixels);
  const notes: string[] = [];
  try {
    const pageCount = pdf.numPages;
    const readable = Math.min(pageCount, limits.maxPdfPages);
    if (readable < pageCount) notes.push(`Only the first ${readable} of ${pageCount} pages were read.`);
    // Only the pages that will be read are parsed: a document of a million pages costs no more than 200.
    const positioned: PositionedText[] = [];
    for (let n = 1; n <= readable; n++) positioned.push(await pageText(pdf, n));
    const pages = positioned.map((p) => p.text);
    const scanned = pages.map((t, i) => ({ t, i })).filter(({ t }) => t.replace(/\s/g, '').length < limits.minPageTextChars);
    const toOcr = scanned.slice(0, limits.maxOcrPages);
    if (toOcr.length < scanned.length) notes.push(`Only ${toOcr.length} of ${scanned.length} pages without a text layer were OCR'd.`);

    const confidences: number[] = [];
    const ocrWords = new Map<number, TUncertainWord[]>();
    for (const { i } of toOcr) {
      const { width, height } = (await pdf.getPage(i + 1)).getViewport({ scale: 1 });
      // A page drawn at RENDER_WIDTH must fit the pixel limit too: a page a mile tall would not.
      if (!(width > 0) || RENDER_WIDTH * Math.ceil((RENDER_WIDTH * height) / width) > limits.maxImagePixels) {
        notes.push(`Page ${i + 1} is too large to render for OCR.`);
        continue;
      }
      const png = Buffer.from(
        await renderPageAsImage(pdf, i + 1, { canvasImport: importCanvas, width: RENDER_WIDTH }),
      );
      const result = await ocr.recognize(await prepareImageForOcr(png, limits.maxImagePixels), limits.ocrTimeoutMs);
      if (result.confidence >= limits.minOcrConfidence) {
        ocrWords.set(i, shiftUncertainWords(pages[i], result.uncertainWords));
        pages[i] = [pages[i], result.text].filter((t) => t.trim()).join('\n');
        // The same text with the OCR words' boxes: the rendered page is the whole page, so its fractions are the page's.
        const read = new PositionedText();
        read.text = result.text;
        read.runs = result.words;
        const joined = new PositionedText();
        if (positioned[i].text.trim()) joined.append(positioned[i]);
        if (positioned[i].text.trim() && result.text.trim()) joined.add('\n');
        if (result.text.trim()) joined.append(read);
        positioned[i] = joined;
        confidences.push(result.confidence);
      } else if (!pages[i].trim()) {
        // A page with a few words in its text layer was read from it; only a page with none has nothing legible.
        notes.push(`Page ${i + 1} has no legible text (OCR confidence ${Math.round(result.confidence)}%).`);
      }
    }
    // Occurrence numbers are per page until here: count the pages before each one too.
    const kept = pages.map((t) => t.trim());
    const uncertainWords = [...ocrWords.entries()].flatMap(([i, words]) => shiftUncertainWords(kept.slice(0, i).filter(Boolean).join('\n\n'), words));
    // The file's text is its non-empty pages joined by blank lines: each page's place in it, with its runs.
    const whole = new PositionedText();
    const layout: TPageLayout[] = [];
    positioned.forEach((page, i) => {
      const trimmed = page.trimmed();
      if (!trimmed.text) return;
      if (whole.text) whole.add('\n\n');
      const start = whole.text.length;
      whole.append(trimmed);
      layout.push({ page: i + 1, start, end: whole.text.length, runs: whole.runs.filter((r) => r.start >= start) });
    });
    return {
      text: kept.filter(Boolean).join('\n\n'),
      uncertainWords,
      layout,
      pageCount,
      ocrPages: confidences.length,
      ocrConfidence: confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null,
      notes,
    };
  } finally {
    await pdf.destroy();
  }
}
