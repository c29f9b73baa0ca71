import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { encryptedPdf } from '../../../../test/fixtures/corpus/document-writers';
import { type TPdfReportInput, type TReportFile, renderPdfReport, toWinAnsi } from './pdf-report';

const base = (files: TReportFile[], marks: TPdfReportInput['marks'] = []): TPdfReportInput => ({
  title: 'Spring sale',
  advertiser: 'sam@example.com',
  reference: 'ref-1',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  score: 80,
  risk: 'low',
  recommendation: 'approve',
  engineVersion: '1.0.0 (rules-v1)',
  currentVersion: 1,
  findings: [],
  notes: [],
  files,
  marks,
  comments: [],
  versions: [{ number: 1, createdAt: '2026-01-01T10:00:00.000Z', author: 'sam', note: null, score: 80, risk: 'low' }],
  generatedAt: new Date('2026-01-02T00:00:00Z'),
});

async function textOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes.slice());
  return (await extractText(pdf, { mergePages: false })).text;
}

describe('the PDF report renderer', () => {
  it('keeps what WinAnsi can draw, drops accents it lacks, and writes "?" for the rest', async () => {
    const doc = await PDFDocument.create();
    const charset = new Set((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
    expect(toWinAnsi('Café “déjà” – 5 €', charset)).toBe('Café “déjà” – 5 €');
    expect(toWinAnsi('Tết khuyến mãi', charset)).toBe('Tet khuyen mãi');
    expect(toWinAnsi('广告 🎉 ʕ', charset)).toBe('?? ? ?');
    expect(toWinAnsi('a\tb\u0007c', charset)).toBe('a b c');
  });

  it('draws a rotated PDF page as a viewer shows it, turned on its side; a blank page stays a page', async () => {
    const source = await PDFDocument.create();
    const turned = source.addPage([400, 200]);
    turned.drawText('Turned page', { x: 20, y: 100, size: 12 });
    turned.setRotation(degrees(90));
    source.addPage([300, 300]);
    const file: TReportFile = { attachmentId: 'a1', fileName: 'turned.pdf', mimeType: 'application/pdf', bytes: Buffer.from(await source.save()), text: null };
    const report = await PDFDocument.load(await renderPdfReport(base([file])));
    const [, page, blank] = report.getPages();
    expect(report.getPageCount()).toBe(4);
    expect(page.getSize()).toEqual({ width: 200, height: 400 + 22 });
    expect(blank.getSize()).toEqual({ width: 300, height: 300 + 22 });
    // The text at (20, 100) of the 400 x 200 page, turned a quarter clockwise, is near the top left of the 200 x 400 one.
    const proxy = await getDocumentProxy(await report.save());
    const items = (await (await proxy.getPage(2)).getTextContent()).items as { str: string; transform: number[] }[];
    const turnedText = items.find((item) => item.str === 'Turned page');
    expect(turnedText?.transform[4]).toBeCloseTo(100, 0);
    expect(turnedText?.transform[5]).toBeCloseTo(380, 0);
  });

  it('says a password-protected PDF is left out instead of drawing it', async () => {
    const file: TReportFile = { attachmentId: 'a1', fileName: 'locked.pdf', mimeType: 'application/pdf', bytes: encryptedPdf(), text: null };
    const pages = await textOf(await renderPdfReport(base([file])));
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('password-protected');
  });

  it('converts an image format PDF cannot hold (WebP) and draws it; a missing stored file is said', async () => {
    const webp = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    const files: TReportFile[] = [
      { attachmentId: 'a1', fileName: 'ad.webp', mimeType: 'image/webp', bytes: webp, text: null },
      { attachmentId: 'a2', fileName: 'gone.png', mimeType: 'image/png', bytes: null, text: null },
    ];
    const bytes = await renderPdfReport(base(files, [{ attachmentId: 'a1', page: 1, boxes: [{ x: 0.1, y: 0.1, w: 0.5, h: 0.2 }], number: 1, label: 'x', tone: 'finding' }]));
    const report = await PDFDocument.load(bytes);
    expect(report.getPage(1).getSize()).toEqual({ width: 300 + 48, height: 150 + 48 + 22 });
    const pages = await textOf(bytes);
    expect(pages[1]).toContain('ad.webp');
    expect(pages[2]).toContain('The stored file is missing');
  });

  it('sets a long text file over as many pages as it needs', async () => {
    const text = Array.from({ length: 200 }, (_, i) => `Line ${i + 1} of the advertising copy.`).join('\n');
    const file: TReportFile = { attachmentId: 'a1', fileName: 'copy.txt', mimeType: 'text/plain', bytes: Buffer.from(text), text };
    const pages = await textOf(await renderPdfReport(base([file], [{ attachmentId: 'a1', page: null, boxes: [], start: 0, end: 4, number: 1, label: 'x', tone: 'finding' }])));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages[1]).toContain('copy.txt - text as read, page 1 of');
    expect(pages.slice(1, -1).join('\n')).toContain('Line 200 of the advertising copy.');
  });
});

describe('comments in the report', () => {
  it('lists each thread with its replies and draws its mark as C and its number', async () => {
    const image = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const input = base([{ attachmentId: 'a1', fileName: 'ad.png', mimeType: 'image/png', bytes: image, text: null }], [
      { attachmentId: 'a1', page: 1, boxes: [{ x: 0.5, y: 0.5, w: 0, h: 0 }], number: 3, label: 'rita', tone: 'annotation' },
    ]);
    input.comments = [
      {
        number: 3,
        status: 'open',
        versionNumber: 1,
        where: 'ad.png, page 1',
        author: 'rita',
        createdAt: '2026-01-01T11:00:00.000Z',
        body: 'Logo too small',
        visibleToSubmitter: true,
        replies: [{ author: 'sam', createdAt: '2026-01-01T12:00:00.000Z', body: 'Will enlarge it' }],
      },
    ];
    const pages = await textOf(await renderPdfReport(input));
    const all = pages.join('\n');
    expect(all).toContain('Comments (1)');
    expect(all).toContain('C3. [OPEN] ad.png, page 1 (shown to the submitter)');
    expect(all).toContain('Logo too small');
    expect(all).toContain('Will enlarge it');
    expect(pages[1]).toContain('C3');
  });
});
