import { describe, expect, it } from 'vitest';
import type { TFileReading } from '../../../domain/analysis';
import { describeReading } from './analysis-reading';

const file = (overrides: Partial<TFileReading>): TFileReading => ({
  fileName: 'ad.pdf',
  method: 'pdf_text',
  pageCount: 3,
  ocrPages: 0,
  ocrConfidence: null,
  notes: [],
  error: null,
  text: null,
  ...overrides,
});

describe('describeReading', () => {
  it('says what was read, by which method, with pages and OCR confidence', () => {
    const summary = describeReading({
      files: [file({}), file({ fileName: 'photo.png', method: 'image_ocr', pageCount: 1, ocrPages: 1, ocrConfidence: 71.4 }), file({ fileName: 'copy.docx', method: 'docx', pageCount: null })],
      refused: [],
      landingPage: 'not_needed',
    });
    expect(summary.headline).toBe('Read 3 of 3 files');
    expect(summary.files.map((f) => `${f.fileName}: ${f.detail}`)).toEqual([
      'ad.pdf: PDF text layer, 3 pages',
      'photo.png: image, OCR, 1 page, mean word confidence 71%',
      'copy.docx: Word document (DOCX)',
    ]);
    expect(summary.notChecked).toEqual([]);
  });

  it('lists what could not be checked: unread and refused files, the landing page, doubtful OCR', () => {
    const summary = describeReading({
      files: [
        file({ fileName: 'locked.pdf', method: 'pdf_text', error: { code: 'encrypted', message: 'The PDF is password-protected.' } }),
        file({ fileName: 'scan.pdf', method: 'pdf_ocr', pageCount: 2, ocrPages: 2, ocrConfidence: 48 }),
      ],
      refused: [{ name: 'movie.exe', reason: 'not an allowed file type' }],
      landingPage: 'not_available',
    });
    expect(summary.headline).toBe('Read 1 of 3 files');
    expect(summary.files[0]).toMatchObject({ read: false, detail: 'not read: The PDF is password-protected.' });
    expect(summary.files[1]).toMatchObject({ lowConfidence: true, detail: 'scanned PDF, OCR, 2 pages, mean word confidence 48%' });
    expect(summary.notChecked).toEqual([
      'locked.pdf: could not be read',
      'movie.exe: refused at upload (not an allowed file type)',
      'Landing page: could not be fetched',
      'scan.pdf: OCR confidence is low, words may have been misread',
    ]);
  });
});
