import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docBytes, encryptedPdf, pdfFromPages, renderAdImage, scannedPdf } from '../../../test/fixtures/corpus/document-writers';
import { docxBytes, EXE_BYTES, pdfBytes } from '../../../test/fixtures/sample-files';
import { docxBomb } from '../../../test/fixtures/zip-bombs';
import { createOcr, extractFile, type TOcr } from './index';

// OCR shares two cores with the rest of the suite; a recognition can take several seconds under load.
const OCR_TEST_TIMEOUT_MS = 30_000;

let ocr: TOcr;
beforeAll(() => {
  ocr = createOcr();
});
afterAll(async () => {
  await ocr.terminate();
});

const file = (name: string, data: Buffer, mimeType = 'application/octet-stream') => ({ name, data, mimeType });
const AD_LINES = [
  '# SUMMER SWEEPSTAKES',
  'Win a kayak and paddle set from Lakeside Outfitters!',
  '~ No purchase necessary. Ends August 31, 2025. Void where prohibited.',
];
const STYLE = { width: 900, background: '#fdf6e3', ink: '#222222', band: { color: '#1a3d6b', ink: '#ffffff' }, font: 'sans' } as const;

describe('text formats', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('reads UTF-8, UTF-16 and Windows-1252 text files', async () => {
    const utf8 = await extractFile(file('a.txt', Buffer.from('Café opening — all welcome'), 'text/plain'), ocr);
    expect(utf8).toMatchObject({ method: 'txt', text: 'Café opening — all welcome', error: null, pageCount: null, ocrConfidence: null });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Café sale', 'utf16le')]);
    expect((await extractFile(file('b.txt', utf16), ocr)).text).toBe('Café sale');
    expect((await extractFile(file('c.txt', Buffer.from('Caf\xe9 sale', 'latin1')), ocr)).text).toBe('Café sale');
  });

  it('reads DOCX and legacy DOC', async () => {
    const docx = await extractFile(file('ad.docx', await docxBytes(['Grand opening at Lakeside Furniture', 'Saturday only'])), ocr);
    expect(docx).toMatchObject({ method: 'docx', error: null });
    expect(docx.text).toContain('Grand opening at Lakeside Furniture');
    const doc = await extractFile(file('ad.doc', docBytes(['Spring sale at Hansen Hardware', 'Paint 20% off.'])), ocr);
    expect(doc).toMatchObject({ method: 'doc', error: null });
    expect(doc.text).toContain('Spring sale at Hansen Hardware\nPaint 20% off.');
    // A legacy DOC keeps text outside Latin-1 as UTF-16, and it reads back letter for letter.
    const vietnamese = await extractFile(file('ad.doc', docBytes(['Bốc thăm trúng thưởng tại Tiệm Nail Ngọc Lan!', 'Không cần mua hàng.'])), ocr);
    expect(vietnamese.text).toContain('Bốc thăm trúng thưởng tại Tiệm Nail Ngọc Lan!\nKhông cần mua hàng.');
  });

  it('reads a long text up to its bound, cut at a space, and notes what was left unread', async () => {
    const result = await extractFile(file('long.txt', Buffer.from('Spring fair at the hall. '.repeat(100)), 'text/plain'), ocr, { maxTextChars: 1000 });
    expect(result.error).toBeNull();
    expect(result.text.length).toBeLessThanOrEqual(1000);
    expect(result.text.endsWith('hall.')).toBe(true);
    expect(result.notes).toEqual([`Only the first ${result.text.length} of 2,500 characters were read.`]);
  });

  it('reads every page of a PDF text layer', async () => {
    const result = await extractFile(file('ad.pdf', pdfFromPages([['# Grand Opening', 'Lakeside Furniture opens Saturday.'], ['Free coffee and donuts all morning long for every visitor.']])), ocr);
    expect(result).toMatchObject({ method: 'pdf_text', pageCount: 2, ocrPages: 0, error: null });
    expect(result.text).toContain('Lakeside Furniture opens Saturday.');
    expect(result.text).toContain('Free coffee and donuts');
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('files that cannot be read are reported, never passed as empty', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('zero bytes', async () => {
    expect((await extractFile(file('empty.pdf', Buffer.alloc(0), 'application/pdf'), ocr)).error?.code).toBe('empty_file');
  });

  it('password-protected PDF', async () => {
    const result = await extractFile(file('locked.pdf', encryptedPdf()), ocr);
    expect(result).toMatchObject({ method: 'pdf_text', text: '', error: { code: 'encrypted' } });
  });

  it('corrupt and truncated PDFs', async () => {
    expect((await extractFile(file('bad.pdf', Buffer.from('%PDF-1.4\nnot really a pdf')), ocr)).error?.code).toBe('corrupt');
    expect((await extractFile(file('cut.pdf', pdfBytes('Grand opening').subarray(0, 180)), ocr)).error?.code).toBe('corrupt');
  });

  it('a DOCX zip bomb', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('word/document.xml', `<w:document>${' '.repeat(3 * 1024 * 1024)}</w:document>`);
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    const result = await extractFile(file('bomb.docx', bomb), ocr, { maxExpandedBytes: 1024 * 1024 });
    expect(result).toMatchObject({ method: 'docx', text: '', error: { code: 'zip_bomb' } });
  });

  it('a 2 GB DOCX bomb is unreadable, reported at once', async () => {
    const started = performance.now();
    const result = await extractFile(file('bomb.docx', docxBomb(2 * 1024 ** 3, { lieAboutSize: true })), ocr);
    expect(result).toMatchObject({ method: 'docx', text: '', error: { code: 'zip_bomb' } });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a Word document whose conversion runs out of memory or time stops its worker, not the process', async () => {
    const big = await docxBytes(Array.from({ length: 40_000 }, (_, i) => `Paragraph ${i} of a long catalogue of furniture on sale`));
    const starved = await extractFile(file('big.docx', big), ocr, { conversionMemoryMb: 4 });
    expect(starved).toMatchObject({ method: 'docx', text: '', error: { code: 'too_large' } });
    expect(starved.error?.message).toMatch(/more than 4 MB of memory/);
    const slow = await extractFile(file('big.docx', big), ocr, { conversionTimeoutMs: 1 });
    expect(slow.error?.code).toBe('timeout');
    const capped = await extractFile(file('big.docx', big), ocr, { maxConvertedBytes: 1024 });
    expect(capped.error).toMatchObject({ code: 'too_large', message: expect.stringMatching(/converted document is larger/) });
    // The same file within the limits reads normally afterwards (all of it, past the rules' text bound).
    expect((await extractFile(file('big.docx', big), ocr, { maxTextChars: 10_000_000 })).text).toContain('Paragraph 39999 of a long catalogue');
  });

  it('a Word document with no text, an executable, an oversized file', async () => {
    expect((await extractFile(file('blank.docx', await docxBytes([])), ocr)).error?.code).toBe('no_text');
    expect((await extractFile(file('ad.txt', EXE_BYTES, 'text/plain'), ocr)).error?.code).toBe('unsupported_type');
    expect((await extractFile(file('big.txt', Buffer.alloc(2048, 65), 'text/plain'), ocr, { maxFileBytes: 1024 })).error?.code).toBe('too_large');
  });

  it('a damaged image', async () => {
    const png = await renderAdImage(AD_LINES, STYLE);
    const result = await extractFile(file('broken.png', png.subarray(0, 400)), ocr);
    expect(result).toMatchObject({ method: 'image_ocr', error: { code: 'corrupt' } });
  });
});

describe('OCR', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('reads a rendered ad image (PNG and JPEG), headline band and fine print alike', async () => {
    const png = await renderAdImage(AD_LINES, STYLE);
    const result = await extractFile(file('ad.png', png), ocr);
    expect(result).toMatchObject({ method: 'image_ocr', pageCount: 1, error: null });
    expect(result.ocrConfidence).toBeGreaterThan(80);
    expect(result.text).toContain('SUMMER SWEEPSTAKES');
    expect(result.text).toMatch(/No purchase necessary/);
    const jpeg = await sharp(png).jpeg({ quality: 85 }).toBuffer();
    expect((await extractFile(file('ad.jpg', jpeg), ocr)).text).toContain('Lakeside Outfitters');
  });

  it('reads light type on a dark page, which tesseract alone found no line in', async () => {
    const lines = ['# Harvest Weekend: Fresh Apples', 'Pick your own Honeycrisp at Orchard Lane Farm by the peck.', '~ Orchard Lane Farm, Stillwater. Open daily 9 to 5.'];
    for (const background of ['#3d0c11', '#121212']) {
      const result = await extractFile(file('ad.png', await renderAdImage(lines, { width: 1000, background, ink: '#f4f4f4', font: 'serif' })), ocr);
      expect(result.error).toBeNull();
      expect(result.text).toContain('Harvest Weekend');
      expect(result.text).toContain('Orchard Lane Farm, Stillwater');
    }
  });

  it('reads GIF and WebP', async () => {
    const png = await renderAdImage(['# Hansen Hardware', 'Paint sale this weekend'], { ...STYLE, band: undefined });
    for (const data of [await sharp(png).gif().toBuffer(), await sharp(png).webp().toBuffer()]) {
      const result = await extractFile(file('ad', data), ocr);
      expect(result.error).toBeNull();
      expect(result.text).toMatch(/Paint sale/);
    }
  });

  it('OCRs a PDF page without a text layer', async () => {
    const scan = await scannedPdf([await renderAdImage(['# Lakeside Outfitters', 'Canoe rentals by the hour or the day.'], STYLE)]);
    const result = await extractFile(file('scan.pdf', scan), ocr);
    expect(result).toMatchObject({ method: 'pdf_ocr', pageCount: 1, ocrPages: 1, error: null });
    expect(result.text).toContain('Canoe rentals');
  });

  it('reports an image of noise as having no legible text', async () => {
    const raw = Buffer.alloc(300 * 200 * 3);
    let seed = 7;
    for (let i = 0; i < raw.length; i++) raw[i] = (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff;
    const noise = await sharp(raw, { raw: { width: 300, height: 200, channels: 3 } }).png().toBuffer();
    const result = await extractFile(file('noise.png', noise), ocr);
    expect(result).toMatchObject({ method: 'image_ocr', text: '', error: { code: 'no_text' } });
  });

  it('says a page has no legible text only when its text layer is empty too', async () => {
    // An OCR that reads nothing, as on a page whose fonts the renderer cannot draw.
    const blind: TOcr = {
      recognize: async () => ({ text: '', confidence: 0, confidentWords: 0, uncertainWords: [], words: [] }),
      terminate: async () => {},
    };
    const shortCopy = await extractFile(file('short.pdf', pdfFromPages([['SALE 50% OFF']])), blind);
    expect(shortCopy.text).toContain('SALE 50% OFF');
    expect(shortCopy.notes.join(' ')).not.toContain('no legible text');
    const empty = await extractFile(file('two.pdf', pdfFromPages([['SALE 50% OFF'], []])), blind);
    expect(empty.notes).toContain('Page 2 has no legible text (OCR confidence 0%).');
  });

  it('bounds OCR time and recovers with a fresh worker', async () => {
    const png = await renderAdImage(AD_LINES, STYLE);
    const slow = await extractFile(file('ad.png', png), ocr, { ocrTimeoutMs: 1 });
    expect(slow.error?.code).toBe('timeout');
    expect((await extractFile(file('ad.png', png), ocr)).text).toContain('SUMMER SWEEPSTAKES');
  });
});
