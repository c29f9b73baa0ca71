import type { TAnalysisReading, TFileReading } from '../../../domain/analysis';

/** Below this mean word confidence an OCR reading is shown as doubtful: words may have been misread. */
export const LOW_OCR_CONFIDENCE = 70;

const METHOD_LABELS: Record<string, string> = {
  pdf_text: 'PDF text layer',
  pdf_ocr: 'scanned PDF, OCR',
  image_ocr: 'image, OCR',
  docx: 'Word document (DOCX)',
  doc: 'Word 97-2003 document (DOC)',
  txt: 'plain text',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface TFileReadingLine {
  fileName: string;
  /** "PDF text layer, 3 pages" or "image, OCR, mean word confidence 71%". */
  detail: string;
  read: boolean;
  lowConfidence: boolean;
  /** What the reader should know about this file: pages skipped, illegible pages. */
  notes: string[];
}

export function describeFileReading(file: TFileReading): TFileReadingLine {
  if (file.error) return { fileName: file.fileName, detail: `not read: ${file.error.message}`, read: false, lowConfidence: false, notes: file.notes };
  const parts = [file.method ? (METHOD_LABELS[file.method] ?? file.method) : 'unknown format'];
  if (file.pageCount !== null) parts.push(plural(file.pageCount, 'page'));
  const ocr = file.ocrPages > 0 && file.ocrConfidence !== null;
  // A PDF with a text layer may still have scanned pages read by OCR.
  if (ocr && file.method === 'pdf_text') parts.push(`OCR on ${plural(file.ocrPages, 'page')}`);
  if (ocr) parts.push(`mean word confidence ${Math.round(file.ocrConfidence!)}%`);
  return { fileName: file.fileName, detail: parts.join(', '), read: true, lowConfidence: ocr && file.ocrConfidence! < LOW_OCR_CONFIDENCE, notes: file.notes };
}

export interface TReadingSummary {
  /** "Read 2 of 3 files". */
  headline: string;
  files: TFileReadingLine[];
  /** What the analysis could not check, one sentence each. */
  notChecked: string[];
}

export function describeReading(reading: TAnalysisReading): TReadingSummary {
  const files = reading.files.map(describeFileReading);
  const total = files.length + reading.refused.length;
  const read = files.filter((f) => f.read).length;
  const notChecked = [
    ...files.filter((f) => !f.read).map((f) => `${f.fileName}: could not be read`),
    ...reading.refused.map((f) => `${f.name}: refused at upload (${f.reason})`),
    ...(reading.landingPage === 'not_available' ? ['Landing page: could not be fetched'] : []),
    ...files.filter((f) => f.lowConfidence).map((f) => `${f.fileName}: OCR confidence is low, words may have been misread`),
  ];
  return { headline: `Read ${read} of ${plural(total, 'file')}`, files, notChecked };
}
