import { extractDoc } from './doc';
import { extractDocx } from './docx';
import { detectFormat, type TFileFormat } from './detect-format';
import { prepareImageForOcr } from './image';
import { EXTRACTION_LIMITS, type TExtractionLimits } from './limits';
import type { TOcr } from './ocr';
import type { TPageLayout } from './layout';
import type { TUncertainWord } from './ocr-words';
import { extractPdf } from './pdf';
import { extractPlainText } from './text';
import { ExtractionFailure, type TExtractionMethod, type TExtractionResult } from './types';

export { createOcr, type TOcr } from './ocr';
export { EXTRACTION_LIMITS, type TExtractionLimits } from './limits';
export { convertWordForPreview, type TDocumentPreview } from './preview';
export { ExtractionFailure } from './types';
export type { TExtractionMethod, TExtractionResult, TExtractionError } from './types';
export type { TBox, TPageLayout, TTextRun } from './layout';

export interface TInputFile {
  name: string;
  mimeType: string;
  data: Buffer;
}

/** The method a format is read by when reading fails before it is known whether OCR was needed. */
const METHOD_OF_FORMAT: Record<TFileFormat, TExtractionMethod> = { pdf: 'pdf_text', docx: 'docx', doc: 'doc', txt: 'txt', image: 'image_ocr' };

interface TExtracted {
  method: TExtractionMethod;
  text: string;
  pageCount: number | null;
  ocrConfidence: number | null;
  ocrPages: number;
  notes: string[];
  uncertainWords?: TUncertainWord[];
  layout?: TPageLayout[];
}

/**
 * Extracts the text of one file. Never throws: a file that cannot be read comes back with an
 * error and no text, so it is reported as unreadable rather than scored as an empty, clean ad.
 */
export async function extractFile(file: TInputFile, ocr: TOcr, limits: Partial<TExtractionLimits> = {}): Promise<TExtractionResult> {
  const bounds = { ...EXTRACTION_LIMITS, ...limits };
  const started = performance.now();
  const detected = file.data.length > 0 ? detectFormat(file.data, file.name, file.mimeType) : null;
  const base = { fileName: file.name, mimeType: detected?.mimeType ?? file.mimeType };
  const elapsed = () => Math.round(performance.now() - started);

  try {
    if (file.data.length === 0) throw new ExtractionFailure('empty_file', 'The file is empty (0 bytes).');
    if (file.data.length > bounds.maxFileBytes) throw new ExtractionFailure('too_large', `The file is larger than ${bounds.maxFileBytes} bytes.`);
    if (!detected) throw new ExtractionFailure('unsupported_type', 'The file is not a PDF, Word document, text file or supported image.');
    const extracted = boundText(await withTimeout(readByFormat(detected.format, file.data, ocr, bounds), bounds.fileTimeoutMs), bounds.maxTextChars);
    const hasText = extracted.text.trim().length > 0;
    return {
      ...base,
      ...extracted,
      text: hasText ? extracted.text : '',
      durationMs: elapsed(),
      error: hasText ? null : { code: 'no_text', message: noTextMessage(extracted) },
    };
  } catch (error) {
    const failure = error instanceof ExtractionFailure ? error : new ExtractionFailure('corrupt', error instanceof Error ? error.message : String(error));
    return {
      ...base,
      method: detected ? METHOD_OF_FORMAT[detected.format] : null,
      text: '',
      pageCount: null,
      ocrConfidence: null,
      ocrPages: 0,
      notes: [],
      durationMs: elapsed(),
      error: { code: failure.code, message: failure.message },
    };
  }
}

/** Keeps the text to `maxChars`, cut at a space, with a note saying how much was left unread. */
function boundText(extracted: TExtracted, maxChars: number): TExtracted {
  if (extracted.text.length <= maxChars) return extracted;
  const space = extracted.text.lastIndexOf(' ', maxChars);
  const text = extracted.text.slice(0, space > maxChars * 0.9 ? space : maxChars);
  const note = `Only the first ${text.length.toLocaleString('en-US')} of ${extracted.text.length.toLocaleString('en-US')} characters were read.`;
  return { ...extracted, text, notes: [...extracted.notes, note] };
}

function noTextMessage(extracted: TExtracted): string {
  if (extracted.method === 'image_ocr' || extracted.method === 'pdf_ocr' || extracted.ocrPages > 0 || extracted.notes.length > 0) {
    return `No legible text was found${extracted.notes.length ? `: ${extracted.notes.join(' ')}` : '.'} A person must review this file.`;
  }
  return 'The document contains no text. A person must review this file.';
}

async function readByFormat(format: TFileFormat, data: Buffer, ocr: TOcr, limits: TExtractionLimits): Promise<TExtracted> {
  switch (format) {
    case 'pdf': {
      const pdf = await extractPdf(data, ocr, limits);
      return { method: pdf.ocrPages > 0 ? 'pdf_ocr' : 'pdf_text', ...pdf };
    }
    case 'docx':
      return single('docx', await extractDocx(data, limits));
    case 'doc':
      return single('doc', await extractDoc(data, limits));
    case 'txt':
      return single('txt', extractPlainText(data));
    case 'image': {
      const result = await ocr.recognize(await prepareImageForOcr(data, limits.maxImagePixels), limits.ocrTimeoutMs);
      const legible = result.confidence >= limits.minOcrConfidence && result.confidentWords >= 2;
      return {
        method: 'image_ocr',
        text: legible ? result.text : '',
        pageCount: 1,
        ocrConfidence: result.confidence,
        ocrPages: 1,
        notes: legible ? [] : [`OCR confidence ${Math.round(result.confidence)}% with ${result.confidentWords} confident words.`],
        uncertainWords: legible ? result.uncertainWords : [],
        layout: legible ? [{ page: 1, start: 0, end: result.text.length, runs: result.words }] : [],
      };
    }
  }
}

function single(method: TExtractionMethod, text: string): TExtracted {
  return { method, text, pageCount: null, ocrConfidence: null, ocrPages: 0, notes: [] };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExtractionFailure('timeout', `Reading the file took longer than ${ms} ms.`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
