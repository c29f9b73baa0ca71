import { MAX_FILE_BYTES } from '../../domain/submissions';

/**
 * Bounds on the time and memory one file may cost; a file past them is reported, never half-read.
 * The same bounds apply wherever the server opens a stored file: analysis, preview, policy uploads.
 */
export interface TExtractionLimits {
  maxFileBytes: number;
  /** Wall-clock budget for one file, OCR included. */
  fileTimeoutMs: number;
  /** Budget for one OCR recognition (an image or a PDF page). */
  ocrTimeoutMs: number;
  /** Pages read from a PDF's text layer. */
  maxPdfPages: number;
  /**
   * Characters of one file's text the rules read. Every rule scans the whole text, so a file of megabytes of
   * text would hold an analysis worker for minutes; past this the rest is noted as not read, as PDF pages are.
   */
  maxTextChars: number;
  /** Pages without a text layer that are rendered and OCR'd. */
  maxOcrPages: number;
  /** Total decompressed size of every part of a zip container (DOCX): the zip-bomb guard. */
  maxExpandedBytes: number;
  maxZipEntries: number;
  /** Expanded-to-compressed ratio one zip entry may reach once past `ratioGraceBytes`. */
  maxCompressionRatio: number;
  ratioGraceBytes: number;
  /** Decoded pixels an image (or an image inside a PDF) may have. */
  maxImagePixels: number;
  /** Heap of the worker a Word conversion runs in; past it the worker is stopped, not the server. */
  conversionMemoryMb: number;
  /** Wall-clock budget of one Word conversion before its worker is stopped. */
  conversionTimeoutMs: number;
  /** Size of what a conversion may produce (preview HTML, extracted text). */
  maxConvertedBytes: number;
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
  // About 15,000 words, far more than any ad, and read by the rules in a few seconds.
  maxTextChars: 100_000,
  maxOcrPages: 10,
  maxExpandedBytes: 50 * 1024 * 1024,
  maxZipEntries: 5_000,
  // Word's XML compresses 5-20x; 100x (Apache POI's default) only ever comes from padding built to expand.
  maxCompressionRatio: 100,
  ratioGraceBytes: 1024 * 1024,
  maxImagePixels: 50_000_000,
  conversionMemoryMb: 192,
  conversionTimeoutMs: 20_000,
  // A 10 MB document of photos becomes about 13.4 MB of base64 in the preview's HTML.
  maxConvertedBytes: 16 * 1024 * 1024,
  minOcrConfidence: 45,
  minPageTextChars: 40,
});

export type TContainerLimits = Pick<TExtractionLimits, 'maxExpandedBytes' | 'maxZipEntries' | 'maxCompressionRatio' | 'ratioGraceBytes'>;
export type TConversionLimits = Pick<TExtractionLimits, 'conversionMemoryMb' | 'conversionTimeoutMs' | 'maxConvertedBytes'>;
