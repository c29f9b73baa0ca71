import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { TExtractionLimits } from './limits';
import type { TOcr } from './ocr';
import { prepareImageForOcr } from './image';
import { shiftUncertainWords, type TUncertainWord } from './ocr-words';
import { ExtractionFailure } from './types';

export interface TPdfText {
  text: string;
  pageCount: number;
  ocrPages: number;
  ocrConfidence: number | null;
  notes: string[];
  uncertainWords: TUncertainWord[];
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

async function pageText(pdf: TPdfDocument, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
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
    const pages: string[] = [];
    for (let n = 1; n <= readable; n++) pages.push(await pageText(pdf, n));
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
        confidences.push(result.confidence);
      } else {
        notes.push(`Page ${i + 1} has no legible text (OCR confidence ${Math.round(result.confidence)}%).`);
      }
    }
    // Occurrence numbers are per page until here: count the pages before each one too.
    const kept = pages.map((t) => t.trim());
    const uncertainWords = [...ocrWords.entries()].flatMap(([i, words]) => shiftUncertainWords(kept.slice(0, i).filter(Boolean).join('\n\n'), words));
    return {
      text: kept.filter(Boolean).join('\n\n'),
      uncertainWords,
      pageCount,
      ocrPages: confidences.length,
      ocrConfidence: confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null,
      notes,
    };
  } finally {
    await pdf.destroy();
  }
}
