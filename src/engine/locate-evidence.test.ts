import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFromPages, renderAdImage, scannedPdf } from '../../test/fixtures/corpus/document-writers';
import { docxBytes } from '../../test/fixtures/sample-files';
import { createOcr, extractFile, type TExtractionResult, type TOcr } from './extract/index';
import { foldText, locateEvidence, mergeLineBoxes, type TLocatableFile } from './locate-evidence';
import { buildRuleInput } from './rule-input';
import type { TRuleFinding } from './rules/types';

const OCR_TEST_TIMEOUT_MS = 30_000;

const METADATA = { title: 'Ad', description: null, campaignTypes: [], landingPageUrl: null, submissionType: 'upload', runDate: null, submittedAt: '2025-01-01T00:00:00Z' };

function read(files: readonly TLocatableFile[]) {
  return buildRuleInput(
    files.filter((f) => f.error === null).map((f) => ({ fileName: f.fileName, method: null, text: f.text })),
    METADATA,
  );
}

/** A finding as a rule makes it: the nth occurrence of `phrase` in the text the rules read. */
function findingAt(text: string, phrase: string, nth = 0): TRuleFinding {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(phrase, at + 1);
  if (at === -1) throw new Error(`"${phrase}" is not in the text`);
  return finding({ affectedContent: phrase, spanStart: at, spanEnd: at + phrase.length });
}

function finding(over: Partial<TRuleFinding>): TRuleFinding {
  return {
    policyId: 'mock_health_claims',
    policyCategory: 'federal_law',
    severity: 'major',
    violationType: 'disease_cure_claim',
    description: 'A cure claim.',
    policySection: '15 U.S.C. 45',
    effectiveDate: null,
    affectedContent: null,
    spanStart: null,
    spanEnd: null,
    kind: 'violation',
    ...over,
  };
}

const plain = (fileName: string, text: string): TLocatableFile => ({ fileName, text, error: null });

const within01 = (b: { x: number; y: number; w: number; h: number }) =>
  b.x >= 0 && b.y >= 0 && b.w > 0 && b.h > 0 && b.x + b.w <= 1 + 1e-9 && b.y + b.h <= 1 + 1e-9;

describe('folding text for matching', () => {
  it('keeps letters and digits only, lower-cased, each pointing back at its character', () => {
    const folded = foldText('Cures ﬁbro-\nmyalgia, 100%!');
    expect(folded.chars).toBe('curesfibromyalgia100');
    // The ligature is one character of the original that folds to two.
    expect(folded.from.slice(5, 7)).toEqual([6, 6]);
    expect(folded.to.at(-1)).toBe('Cures ﬁbro-\nmyalgia, 100'.length);
  });
});

describe('text spans (formats without pages)', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('finds the span the rule quoted in the raw text, across line-end hyphens, spacing and case', () => {
    const raw = 'Grand  opening!\r\nOur tonic CURES\u00A0arth-\nritis in days.';
    const files = [plain('ad.txt', raw)];
    const input = read(files);
    expect(input.text).toContain('CURES arthritis');
    const [located] = locateEvidence([findingAt(input.text, 'CURES arthritis')], files, input);
    expect(located.locations).toHaveLength(1);
    const [where] = located.locations;
    expect(where).toMatchObject({ fileIndex: 0, fileName: 'ad.txt', page: null, boxes: [] });
    expect(raw.slice(where.start, where.end)).toBe('CURES\u00A0arth-\nritis');
  });

  it('points at the occurrence the rule quoted, not the first one, and at the right file', () => {
    const files = [plain('a.txt', 'Miracle cure. Miracle cure.'), { fileName: 'broken.pdf', text: '', error: { code: 'corrupt' } }, plain('b.txt', 'Spring sale.\n\nA miracle cure for gout.')];
    const input = read(files);
    const second = findingAt(input.text, 'miracle cure', 0); // case-sensitive: the one in b.txt
    const inA = findingAt(input.text, 'Miracle cure', 1);
    const [onB, onA] = locateEvidence([second, inA], files, input);
    expect(onB.locations[0]).toMatchObject({ fileIndex: 2, fileName: 'b.txt' });
    expect(files[2].text.slice(onB.locations[0].start, onB.locations[0].end)).toBe('miracle cure');
    expect(onA.locations[0]).toMatchObject({ fileIndex: 0, start: 14, end: 26 });
  });

  it('reads a Word document the same way', async () => {
    const ocr = createOcr();
    try {
      const docx = await extractFile({ name: 'ad.docx', mimeType: '', data: await docxBytes(['Lakeside Clinic', 'Our herbal tea cures diabetes.']) }, ocr);
      const input = read([docx]);
      const [located] = locateEvidence([findingAt(input.text, 'cures diabetes')], [docx], input);
      expect(located.locations).toHaveLength(1);
      expect(docx.text.slice(located.locations[0].start, located.locations[0].end)).toBe('cures diabetes');
      expect(located.locations[0].page).toBeNull();
    } finally {
      await ocr.terminate();
    }
  });
});

describe('evidence that cannot be located', () => {
  it('gets no locations: no quote, a quote from elsewhere (the landing page), or a span outside the text', () => {
    const files = [plain('ad.txt', 'Vote for Smith on Tuesday.')];
    const input = read(files);
    const located = locateEvidence(
      [
        finding({}),
        finding({ affectedContent: 'Prepared and paid for by Smith for Senate' }),
        finding({ affectedContent: 'Smith', spanStart: 500, spanEnd: 505 }),
      ],
      files,
      input,
    );
    expect(located.map((f) => f.locations)).toEqual([[], [], [{ fileIndex: 0, fileName: 'ad.txt', page: null, start: 9, end: 14, boxes: [] }]]);
  });

  it('a quote without a span is found where it first appears', () => {
    const files = [plain('a.txt', 'Nothing here.'), plain('b.txt', 'Buy the  Guaranteed\nreturns fund')];
    const [located] = locateEvidence([finding({ affectedContent: 'guaranteed returns' })], files, read(files));
    expect(located.locations).toEqual([{ fileIndex: 1, fileName: 'b.txt', page: null, start: 9, end: 27, boxes: [] }]);
  });
});

describe('boxes on the page', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('PDF text layer: the item positions give the evidence its page and a box where the line is drawn', async () => {
    const ocr = createOcr();
    try {
      const pdf = await extractFile(
        { name: 'ad.pdf', mimeType: 'application/pdf', data: pdfFromPages([['# Spring Wellness', 'Visit us on Main Street.'], ['Our tonic cures arthritis in days.', 'Call today.']]) },
        ocr,
      );
      expect(pdf.layout?.map((p) => p.page)).toEqual([1, 2]);
      const input = read([pdf]);
      const [located] = locateEvidence([findingAt(input.text, 'cures arthritis')], [pdf], input);
      expect(located.locations).toHaveLength(1);
      const [where] = located.locations;
      expect(where.page).toBe(2);
      expect(pdf.text.slice(where.start, where.end)).toBe('cures arthritis');
      expect(where.boxes).toHaveLength(1);
      const [box] = where.boxes;
      expect(within01(box)).toBe(true);
      // 11-point Helvetica at the left margin (54 of 612 pt), first line under the top margin (54 of 792 pt).
      const lineStart = 54 / 612;
      expect(box.x).toBeGreaterThan(lineStart + 0.05); // "Our tonic " comes before it
      expect(box.x + box.w).toBeLessThan(0.6);
      expect(box.y).toBeGreaterThan(0.06);
      expect(box.y).toBeLessThan(0.09);
      expect(box.h).toBeGreaterThan(0.01);
      expect(box.h).toBeLessThan(0.02);
      // Only the quoted words, where they are drawn: the line is Helvetica, whose widths place the phrase within it.
      const helvetica = Font.load(FontNames.Helvetica);
      const points = (text: string) => ([...text].reduce((sum, c) => sum + (helvetica.getWidthOfGlyph(Encodings.WinAnsi.encodeUnicodeCodePoint(c.codePointAt(0)!).name) || 0), 0) * 11) / 1000;
      expect(box.x).toBeCloseTo(lineStart + points('Our tonic ') / 612, 3);
      expect(box.w).toBeCloseTo(points('cures arthritis') / 612, 3);
    } finally {
      await ocr.terminate();
    }
  });

  describe('OCR', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
    let ocr: TOcr;
    beforeAll(() => {
      ocr = createOcr();
    });
    afterAll(async () => {
      await ocr.terminate();
    });

    it('image: the Tesseract word boxes of the quoted words, as fractions of the image', async () => {
      const image = await renderAdImage(['# SPRING TONIC', 'Our herbal tonic cures arthritis fast.', '~ Lakeside Naturals, 12 Main Street'], {
        width: 900,
        background: '#ffffff',
        ink: '#111111',
        font: 'sans',
      });
      const result: TExtractionResult = await extractFile({ name: 'ad.png', mimeType: 'image/png', data: image }, ocr);
      expect(result.error).toBeNull();
      const input = read([result]);
      const [located] = locateEvidence([findingAt(input.text, 'cures arthritis')], [result], input);
      expect(located.locations).toHaveLength(1);
      const [where] = located.locations;
      expect(where.page).toBe(1);
      expect(where.boxes).toHaveLength(1);
      const [box] = where.boxes;
      expect(within01(box)).toBe(true);
      // The body line is the second of three, drawn below the headline: neither at the top nor the bottom.
      expect(box.y).toBeGreaterThan(0.2);
      expect(box.y + box.h).toBeLessThan(0.8);
      expect(box.x).toBeGreaterThan(0.2);
      expect(box.w).toBeGreaterThan(0.15);
      expect(box.w).toBeLessThan(0.6);
    });
  });

  it('scanned PDF: the page is OCR\'d and the words\' boxes are fractions of that page', { timeout: OCR_TEST_TIMEOUT_MS }, async () => {
    const ocr = createOcr();
    try {
      const scan = await renderAdImage(['# FALL SALE', 'Hansen Hardware, open daily.', 'Our tonic cures arthritis overnight.'], { width: 1200, background: '#ffffff', ink: '#111111', font: 'sans' });
      const pdf = await extractFile({ name: 'scan.pdf', mimeType: 'application/pdf', data: await scannedPdf([scan]) }, ocr);
      expect(pdf).toMatchObject({ method: 'pdf_ocr', error: null });
      const input = read([pdf]);
      const [located] = locateEvidence([findingAt(input.text, 'cures arthritis')], [pdf], input);
      const [where] = located.locations;
      expect(where.page).toBe(1);
      expect(pdf.text.slice(where.start, where.end)).toBe('cures arthritis');
      expect(where.boxes).toHaveLength(1);
      expect(within01(where.boxes[0])).toBe(true);
      // The last of three lines: in the lower half of the page.
      expect(where.boxes[0].y).toBeGreaterThan(0.5);
    } finally {
      await ocr.terminate();
    }
  });

  it('one box per line: words on a line merge, another line or column stays apart', () => {
    const boxes = mergeLineBoxes([
      { x: 0.1, y: 0.1, w: 0.1, h: 0.02 },
      { x: 0.21, y: 0.101, w: 0.1, h: 0.02 },
      { x: 0.1, y: 0.13, w: 0.1, h: 0.02 },
      { x: 0.7, y: 0.13, w: 0.1, h: 0.02 },
    ]);
    expect(boxes).toEqual([
      { x: 0.1, y: 0.1, w: 0.21, h: 0.021 },
      { x: 0.1, y: 0.13, w: 0.1, h: 0.02 },
      { x: 0.7, y: 0.13, w: 0.1, h: 0.02 },
    ]);
  });

  it('evidence running over two pages gets a location on each', () => {
    const text = 'cures\n\narthritis';
    const file: TLocatableFile = {
      fileName: 'ad.pdf',
      text,
      error: null,
      layout: [
        { page: 1, start: 0, end: 5, runs: [{ start: 0, end: 5, box: { x: 0.1, y: 0.9, w: 0.2, h: 0.02 } }] },
        { page: 2, start: 7, end: 16, runs: [{ start: 7, end: 16, box: { x: 0.1, y: 0.1, w: 0.3, h: 0.02 } }] },
      ],
    };
    const input = read([file]);
    const [located] = locateEvidence([finding({ affectedContent: 'cures arthritis' })], [file], input);
    expect(located.locations.map((l) => [l.page, l.start, l.end, l.boxes.length])).toEqual([
      [1, 0, 5, 1],
      [2, 7, 16, 1],
    ]);
  });
});
