import type { TPageLayout } from './layout';
import type { TUncertainWord } from './ocr-words';

export const EXTRACTION_METHODS = ['pdf_text', 'pdf_ocr', 'docx', 'doc', 'txt', 'image_ocr'] as const;
export type TExtractionMethod = (typeof EXTRACTION_METHODS)[number];

export const EXTRACTION_ERROR_CODES = [
  'empty_file',
  'too_large',
  'unsupported_type',
  'encrypted',
  'corrupt',
  'zip_bomb',
  'no_text',
  'timeout',
] as const;
export type TExtractionErrorCode = (typeof EXTRACTION_ERROR_CODES)[number];

export interface TExtractionError {
  code: TExtractionErrorCode;
  message: string;
}

export interface TExtractionResult {
  fileName: string;
  mimeType: string;
  /** How the text was obtained; null when the file type could not be handled at all. */
  method: TExtractionMethod | null;
  text: string;
  /** Pages of a PDF (1 for an image); null where the format has no fixed pages (Word, text). */
  pageCount: number | null;
  /** Mean OCR confidence 0-100 over the OCR'd pages or images; null when no OCR ran. */
  ocrConfidence: number | null;
  ocrPages: number;
  durationMs: number;
  /** What the reader should know: pages skipped, illegible pages. */
  notes: string[];
  /** Words OCR read with low confidence; absent when no OCR ran. */
  uncertainWords?: TUncertainWord[];
  /**
   * Where the text sits on the pages (PDFs, images): what locating a finding's evidence reads. Absent for
   * formats without fixed pages; the analysis drops it before its result is stored.
   */
  layout?: TPageLayout[];
  /** Set when the file could not be read: such a file is never treated as a clean, empty ad. */
  error: TExtractionError | null;
}

export class ExtractionFailure extends Error {
  constructor(
    readonly code: TExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionFailure';
  }
}
