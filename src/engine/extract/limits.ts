import { MAX_FILE_BYTES } from '../../domain/submissions';

/** Bounds on the time and memory one file may cost; a file past them is reported, never half-read. */
export interface TExtractionLimits {
  maxFileBytes: number;
  /** Wall-clock budget for one file, OCR included. */
  fileTimeoutMs: number;
  /** Budget for one OCR recognition (an image or a PDF page). */
  ocrTimeoutMs: number;
  /** Pages read from a PDF's text layer. */
  maxPdfPages: number;
  /** Pages without a text layer that are rendered and OCR'd. */
  maxOcrPages: number;
  /** Total decompressed size of the XML parts of a DOCX (zip-bomb guard). */
  maxDocxXmlBytes: number;
  maxZipEntries: number;
  /** Decoded pixels an image may have (sharp refuses larger ones). */
  maxImagePixels: number;
  /** Below this mean OCR confidence (0-100) an image has no legible text. */
  minOcrConfidence: number;
  /** A PDF page with fewer visible characters than this in its text layer is treated as scanned. */
  minPageTextChars: number;
}

export const EXTRACTION_LIMITS: Readonly<TExtractionLimits> = Object.freeze({
  maxFileBytes: MAX_FILE_BYTES,
  fileTimeoutMs: 90_000,
  ocrTimeoutMs: 20_000,
  maxPdfPages: 200,
  maxOcrPages: 10,
  maxDocxXmlBytes: 50 * 1024 * 1024,
  maxZipEntries: 5_000,
  maxImagePixels: 50_000_000,
  minOcrConfidence: 45,
  minPageTextChars: 40,
});
