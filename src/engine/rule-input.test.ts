import { describe, expect, it } from 'vitest';
import { buildRuleInput, normalizeExtractedText } from './rule-input';
import { metadata } from './rules/test-helpers';

describe('normalizeExtractedText', () => {
  it('plainifies typography and joins words broken across lines', () => {
    expect(normalizeExtractedText('\u201CNo purchase\u00A0necessary\u201D \uFB01ne print adver-\ntisement')).toBe('"No purchase necessary" fine print advertisement');
  });

  it('unwraps lines that continue a sentence but keeps separate lines and paragraphs', () => {
    expect(normalizeExtractedText('This product is not intended to diagnose, treat,\ncure or prevent any disease.\nGRAND OPENING\n\n\n\nSaturday')).toBe(
      'This product is not intended to diagnose, treat, cure or prevent any disease.\nGRAND OPENING\n\nSaturday',
    );
  });
});

describe('buildRuleInput', () => {
  it('joins files and records where each one sits', () => {
    const input = buildRuleInput(
      [
        { fileName: 'a.pdf', method: 'pdf_text', text: 'First file' },
        { fileName: 'blank.docx', method: 'docx', text: '  ' },
        { fileName: 'b.png', method: 'image_ocr', text: 'Second file' },
      ],
      metadata(),
      { hempAdvanceHours: 48 },
    );
    expect(input.text).toBe('First file\n\nSecond file');
    expect(input.segments).toEqual([
      { fileName: 'a.pdf', method: 'pdf_text', start: 0, end: 10 },
      { fileName: 'b.png', method: 'image_ocr', start: 12, end: 23 },
    ]);
    expect(input.text.slice(input.segments[1].start, input.segments[1].end)).toBe('Second file');
    expect(input.settings.hempAdvanceHours).toBe(48);
    expect(input.settings.maxDelta9ThcPercent).toBe(0.3);
  });

  it('finds the words OCR was unsure of again in the joined, cleaned text', () => {
    const input = buildRuleInput(
      [
        { fileName: 'a.txt', method: 'txt', text: 'No purchase needed.' },
        { fileName: 'b.png', method: 'image_ocr', text: 'NO \u201cPURCHASE\u201d necessary, no\nkidding', uncertainWords: [{ word: 'no', nth: 1 }, { word: 'PURCHASE', nth: 0 }] },
      ],
      metadata(),
    );
    expect(input.uncertain?.map((s) => input.text.slice(s.start, s.end))).toEqual(['no', 'PURCHASE']);
    expect(input.uncertain?.[0].start).toBe(input.text.lastIndexOf('no'));
  });
});
