import { findingName } from '../../../domain/finding-name';
import { and, eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TViolation } from '../../../domain/analysis';
import { pdfFromPages, renderAdImage } from '../../../../test/fixtures/corpus/document-writers';
import { fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { auditEntries } from '../../db/schema';

let t: TestApp;
let sam: HttpClient;
let rita: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  rita = (await signInAs(t, 'rita', ['reviewer'])).client;
});
afterAll(async () => {
  await t?.close();
});

async function submit(title: string, files: { name: string; bytes: Buffer; type?: string }[]): Promise<string> {
  const res = await sam.post('/api/submissions', fileForm({ submitterEmail: 'sam@example.com', title }, files));
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

/** The PDF as bytes (the test client reads bodies as text). */
async function fetchPdf(client: HttpClient | null, id: string) {
  const res = await fetch(`${t.baseUrl}/api/submissions/${id}/report.pdf`, { headers: client ? { cookie: client.cookieHeader } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the bytes it is given, so it gets a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** How many evidence highlights (their fill colour) each page's content draws, and whether it draws an embedded page. */
async function drawingsOf(bytes: Uint8Array): Promise<{ highlights: number; embedsPage: boolean; drawsImage: boolean }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = streams
      .map((r) => (r instanceof PDFRef ? doc.context.lookup(r) : r))
      .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
      .join('\n');
    return { highlights: (ops.match(/^1 0\.85 0\.1 rg$/gm) ?? []).length, embedsPage: /\/EmbeddedPdfPage-\d+ Do/.test(ops), drawsImage: /\/Image-\d+ Do/.test(ops) };
  });
}

const HEMP_TEXT = 'Northern Lights Hemp Co.\nOur delta-9 THC gummies contain 5% THC by dry weight.\nCome see us Saturday on Main Street.';

describe(`the annotated PDF report (${databaseLabel})`, { timeout: 90_000 }, () => {
  let id: string;
  let violations: TViolation[];

  beforeAll(async () => {
    const pdf = pdfFromPages([['# Spring Wellness Fair', 'Join us at the Lakeside pavilion for music and food all weekend long.'], ['Our herbal balm cures arthritis in days, try it at the fair booth today.']]);
    id = await submit('Wellness fair', [
      { name: 'flyer.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'copy.txt', bytes: Buffer.from(HEMP_TEXT), type: 'text/plain' },
    ]);
    await t.drainJobs();
    violations = (await sam.get(`/api/submissions/${id}`)).json.data.violations;
    expect((await rita.post(`/api/submissions/${id}/reject`, {})).status).toBe(200);
  });

  it('answers a PDF: the cover with the decision and the findings\' citations, every page of the creative, the version history; audited', async () => {
    const before = await t.platform.db.select().from(auditEntries).where(and(eq(auditEntries.action, 'report_exported'), eq(auditEntries.entityId, id)));
    const res = await fetchPdf(rita, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${id}_compliance_report_${today}.pdf"`);
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const pages = await pagesOf(res.bytes);
    // Cover and findings (one page or more, as many as the findings take), the flyer's two pages, the text file's
    // one page, the history.
    const flyer = pages.findIndex((page) => page.includes('flyer.pdf - page 1 of 2'));
    expect(flyer).toBeGreaterThanOrEqual(1);
    expect(pages).toHaveLength(flyer + 2 + 1 + 1);
    const cover = pages.slice(0, flyer).join('\n');
    expect(cover).toContain('Wellness fair');
    expect(cover).toMatch(/Decision: rejected by rita/);
    const arthritis = violations.find((v) => /arthritis/i.test(v.affectedContent ?? '') && v.policySection);
    expect(arthritis).toBeDefined();
    expect(cover).toContain(arthritis!.policySection!);
    expect(cover).toContain('flyer.pdf, page 2');
    // Findings are named as the review screen names them, not by their type's identifier.
    expect(cover).toContain(findingName(arthritis!.violationType));
    expect(cover).not.toContain(arthritis!.violationType);
    // The flyer's own pages, embedded as they are, with their header.
    expect(pages[flyer]).toContain('Spring Wellness Fair');
    expect(pages[flyer + 1]).toContain('cures arthritis');
    // The text file set in a page, its hemp finding numbered there.
    expect(pages[flyer + 2]).toContain('copy.txt');
    expect(pages[flyer + 2]).toContain('5% THC by dry weight');
    expect(pages[flyer + 3]).toContain('Version history');
    // The flyer's pages are its own pages drawn in (not pictures of them); the evidence is highlighted where it is.
    const drawn = await drawingsOf(res.bytes);
    expect(drawn.map((d) => d.embedsPage)).toEqual([...pages.slice(0, flyer).map(() => false), true, true, false, false]);
    expect(drawn[flyer].highlights).toBe(0);
    expect(drawn[flyer + 1].highlights).toBeGreaterThan(0);
    expect(drawn[flyer + 2].highlights).toBeGreaterThan(0);
    expect(pages[flyer + 3]).toMatch(/1\s+\d{4}-\d{2}-\d{2}/);

    const after = await t.platform.db.select().from(auditEntries).where(and(eq(auditEntries.action, 'report_exported'), eq(auditEntries.entityId, id)));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.summary).toContain('PDF compliance report of "Wellness fair" exported by rita');
  });

  it('is refused as the text export is: a standard user 403, signed out 401, an unknown submission 404, nothing audited', async () => {
    const before = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'report_exported'));
    expect((await fetchPdf(sam, id)).status).toBe(403);
    expect((await sam.post(`/api/submissions/${id}/export`)).status).toBe(403);
    expect((await fetchPdf(null, id)).status).toBe(401);
    expect((await fetchPdf(rita, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fetchPdf(rita, 'not-a-uuid')).status).toBe(400);
    const after = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'report_exported'));
    expect(after).toHaveLength(before.length);
  });

  it('exports a submission whose title and text the standard fonts cannot draw; an image is drawn as an image', async () => {
    const title = 'Quảng cáo Tết — Ọjà Ẹ̀wà, Soomaali: ʕ 🎉 广告';
    const png = await renderAdImage(['# TET SALE', 'Everything half price this weekend.'], { width: 600, background: '#ffffff', ink: '#111111', font: 'sans' });
    const other = await submit(title, [
      { name: 'ad.txt', bytes: Buffer.from('Khuyến mãi đặc biệt 🎉 cho Tết!\nIibso maanta, qiimo jaban.'), type: 'text/plain' },
      { name: 'ad.png', bytes: png, type: 'image/png' },
    ]);
    await t.drainJobs();
    const res = await fetchPdf(rita, other);
    expect(res.status).toBe(200);
    const pages = await pagesOf(res.bytes);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Quang cáo Tet');
    expect((await drawingsOf(res.bytes))[2].drawsImage).toBe(true);
    expect(pages[2]).toContain('ad.png');
    expect(pages[0]).toContain('Ojà Ewà');
    expect(pages[1]).toContain('Khuyen mãi');
  });
});
