import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES, docxBytes, fileForm, pdfBytes } from '../../../../test/fixtures/sample-files';
import { docxBomb } from '../../../../test/fixtures/zip-bombs';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { attachments, complianceAnalyses, filePreviewTokens, submissions } from '../../db/schema';
import { previewKeyFor } from './files.service';

let t: TestApp;
let owner: HttpClient;
let sam: HttpClient;
let kim: HttpClient;
let submissionId: string;
const pdf = pdfBytes('Preview me');

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'])).client;
  kim = (await signInAs(t, 'kim', ['standard'])).client;
  const res = await sam.post(
    '/api/submissions',
    fileForm({ title: 'Files', submitterEmail: 'sam@example.com' }, [
      { name: 'Räumungsverkauf "final".pdf', bytes: pdf },
      { name: 'banner.png', bytes: PNG_BYTES },
      { name: 'copy.docx', bytes: await docxBytes(['Big summer sale', 'Everything <half> price']) },
      { name: 'notes.txt', bytes: TEXT_BYTES },
    ]),
  );
  expect(res.status).toBe(201);
  submissionId = res.json.data.id;
});
afterAll(async () => t?.close());

const previewOf = async (client: HttpClient, filename: string, submission = submissionId) => {
  const res = await client.post('/api/files/preview-token', { submissionId: submission, filename });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
};

describe(`file download and preview (${databaseLabel})`, () => {
  it('downloads the exact bytes with the right type and an encoded file name', async () => {
    const res = await sam.download(`/api/files/private/${submissionId}/${encodeURIComponent('Räumungsverkauf "final".pdf')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_umungsverkauf _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Räumungsverkauf "final".pdf')}`,
    );
    expect(res.bytes.equals(pdf)).toBe(true);
  });

  it('answers 404 for a file whose bytes are gone from the disk', async () => {
    const res = await sam.post('/api/submissions', fileForm({ title: 'Lost', submitterEmail: 'sam@example.com' }, [{ name: 'lost.pdf', bytes: pdf }]));
    expect(res.status).toBe(201);
    const [row] = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, res.json.data.id));
    fs.rmSync(path.join(t.platform.config.dataDir, 'files', row.storageKey));
    const download = await sam.get(`/api/files/private/${res.json.data.id}/lost.pdf`);
    expect(download.status).toBe(404);
    expect(download.json).toMatchObject({ code: 'NOT_FOUND', error: 'The stored file is missing' });
  });

  it('hides other people\'s files and unknown names behind 404', async () => {
    expect((await kim.download(`/api/files/private/${submissionId}/banner.png`)).status).toBe(404);
    expect((await sam.download(`/api/files/private/${submissionId}/missing.png`)).status).toBe(404);
    expect((await sam.download(`/api/files/private/${submissionId}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await sam.download('/api/files/private/not-a-uuid/banner.png')).status).toBe(400);
    expect((await kim.post('/api/files/preview-token', { submissionId, filename: 'banner.png' })).status).toBe(404);
  });

  it('previews images and PDFs as they are, text as text, and DOCX converted to HTML on the server', async () => {
    const image = await sam.download(`/api/files/preview/${await previewOf(sam, 'banner.png')}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.bytes.equals(PNG_BYTES)).toBe(true);

    const doc = await sam.download(`/api/files/preview/${await previewOf(sam, 'copy.docx')}`);
    expect(doc.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(doc.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    const html = doc.bytes.toString('utf8');
    expect(html).toContain('<p>Big summer sale</p>');
    expect(html).toContain('Everything &lt;half&gt; price');

    const text = await sam.download(`/api/files/preview/${await previewOf(sam, 'notes.txt')}`);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.bytes.toString()).toBe(TEXT_BYTES.toString());
  });

  it('stores preview tokens hashed, binds them to their user, and lets them expire after 5 minutes', async () => {
    const token = await previewOf(sam, 'Räumungsverkauf "final".pdf');
    const rows = await t.platform.db.select().from(filePreviewTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const lifetime = rows.at(-1)!.expiresAt.getTime() - rows.at(-1)!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(299_000);
    expect(lifetime).toBeLessThanOrEqual(300_500);

    expect((await kim.download(`/api/files/preview/${token}`)).status).toBe(404);
    await t.platform.db.update(filePreviewTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(filePreviewTokens.id, rows.at(-1)!.id));
    expect((await sam.download(`/api/files/preview/${token}`)).status).toBe(404);
    expect((await sam.download('/api/files/preview/forged-token')).status).toBe(404);
  });
});

async function attachmentOf(submission: string, originalFilename: string) {
  const [row] = await t.platform.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.submissionId, submission), eq(attachments.originalFilename, originalFilename)));
  return row;
}

/** Peak resident memory of this process (the server under test) while `work` runs, sampled every 5 ms. */
async function peakRssDuring<T>(work: Promise<T>): Promise<{ result: T; peakRss: number }> {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  try {
    return { result: await work, peakRss };
  } finally {
    clearInterval(sampler);
  }
}

/** /api/health answered over and over until `until` settles; returns the slowest answer in ms. */
async function slowestHealthWhile(until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  let answered = 0;
  while (!done || answered === 0) {
    const started = performance.now();
    const res = await fetch(`${t.baseUrl}/api/health`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    answered++;
  }
  return slowest;
}

describe(`Word documents that expand past the limits (${databaseLabel})`, () => {
  const bombs = [
    { name: 'bomb-2gb.docx', bytes: docxBomb(2 * 1024 ** 3) },
    { name: 'bomb-200mb-lying.docx', bytes: docxBomb(200 * 1024 ** 2, { lieAboutSize: true }) },
  ];
  let bombId: string;

  beforeAll(async () => {
    expect(bombs[0].bytes.length).toBeLessThan(3 * 1024 * 1024);
    const res = await owner.post('/api/submissions', fileForm({ title: 'Bombs', submitterEmail: 'owner@example.com' }, bombs));
    expect(res.status, res.text).toBe(201);
    bombId = res.json.data.id;
  });

  // The bounds are generous for a machine under load; expanding a bomb instead of measuring it takes far longer
  // than either, blocks /api/health for all of it and passes the memory bound.
  it('refuses their preview with a clear 413 in under 5 s, while /api/health keeps answering within 1 s and memory stays under 1 GB', async () => {
    for (const bomb of bombs) {
      const token = await previewOf(owner, bomb.name, bombId);
      const started = performance.now();
      const preview = owner.get(`/api/files/preview/${token}`);
      const [{ result: res, peakRss }, slowestHealth] = await Promise.all([peakRssDuring(preview), slowestHealthWhile(preview)]);
      expect(res.status).toBe(413);
      expect(res.json).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', error: expect.stringMatching(/too large to preview.*Download the file/) });
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(slowestHealth).toBeLessThan(1_000);
      expect(peakRss).toBeLessThan(1024 ** 3);
    }
  });

  it('keeps the refusal, so a bomb is measured once and not on every request', async () => {
    const row = await attachmentOf(bombId, bombs[1].name);
    expect((await owner.get(`/api/files/preview/${await previewOf(owner, bombs[1].name, bombId)}`)).status).toBe(413);
    const kept = await t.platform.storage.read(previewKeyFor(row.storageKey));
    expect(kept.toString()).toMatch(/^\{"refused":\{"code":"PAYLOAD_TOO_LARGE"/);
    const res = await owner.get(`/api/files/preview/${await previewOf(owner, bombs[1].name, bombId)}`);
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(JSON.parse(kept.toString().split('\n')[0]).refused.message);
  });

  it('analysis reports them as unreadable, and the submission as having no readable file', async () => {
    await t.drainJobs();
    const [analysis] = await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, bombId));
    const extraction = analysis.extraction as { fileName: string; error: { code: string } | null }[];
    expect(extraction.map((e) => [e.fileName, e.error?.code])).toEqual(bombs.map((b) => [b.name, 'zip_bomb']));
    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.id, bombId));
    expect(row.status).toBe('invalid_attachments');
  });
});

describe(`preview conversions are kept per file (${databaseLabel})`, () => {
  it('converts a Word document once, serves the kept conversion after, and deletes it with the submission', async () => {
    const created = await owner.post(
      '/api/submissions',
      fileForm({ title: 'Kept preview', submitterEmail: 'owner@example.com' }, [{ name: 'kept.docx', bytes: await docxBytes(['Converted once']) }]),
    );
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const row = await attachmentOf(id, 'kept.docx');
    const key = previewKeyFor(row.storageKey);
    expect(key).toBe(`previews/${id}/${row.id}.preview`);

    const first = await owner.download(`/api/files/preview/${await previewOf(owner, 'kept.docx', id)}`);
    expect(first.bytes.toString()).toContain('<p>Converted once</p>');
    expect(await t.platform.storage.exists(key)).toBe(true);

    // Served from what was kept: a changed copy shows, so nothing was converted again.
    await t.platform.storage.put(key, Buffer.from('{"contentType":"text/html; charset=utf-8"}\n<p>from the kept copy</p>'));
    const second = await owner.download(`/api/files/preview/${await previewOf(owner, 'kept.docx', id)}`);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.bytes.toString()).toBe('<p>from the kept copy</p>');

    expect((await owner.delete(`/api/superadmin/submissions/${id}`)).status).toBe(200);
    expect(await t.platform.storage.exists(row.storageKey)).toBe(false);
    expect(await t.platform.storage.exists(key)).toBe(false);
    expect(await t.platform.storage.list(`previews/${id}`)).toEqual([]);
  });
});

describe(`file names (${databaseLabel})`, () => {
  it('downloads and previews names of 101 to 255 characters', async () => {
    const long = `${'Sommerschlussverkauf ä '.repeat(9)}`.slice(0, 196) + '.pdf';
    const cjk = `${'夏季大甩卖'.repeat(51)}`.slice(0, 251) + '.txt';
    expect(long.length).toBe(200);
    expect(cjk.length).toBe(255);
    const created = await owner.post(
      '/api/submissions',
      fileForm({ title: 'Long names', submitterEmail: 'owner@example.com' }, [
        { name: long, bytes: pdf },
        { name: cjk, bytes: TEXT_BYTES },
      ]),
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.id as string;
    const download = await owner.download(`/api/files/private/${id}/${encodeURIComponent(long)}`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(pdf)).toBe(true);
    const preview = await owner.download(`/api/files/preview/${await previewOf(owner, long, id)}`);
    expect(preview.status).toBe(200);
    expect(preview.bytes.equals(pdf)).toBe(true);
    const text = await owner.download(`/api/files/private/${id}/${encodeURIComponent(cjk)}`);
    expect(text.status).toBe(200);
    expect(text.bytes.equals(TEXT_BYTES)).toBe(true);
  });

  it('answers an address segment too long for any stored name with 414 in the JSON envelope', async () => {
    const res = await owner.get(`/api/files/private/${submissionId}/${'a'.repeat(300)}.pdf`);
    expect(res.status).toBe(414);
    expect(res.json).toEqual({ success: false, error: 'The address is too long', code: 'URI_TOO_LONG' });
  });

  it('removes right-to-left overrides and invisible characters from names, on the form, on re-upload and by email', async () => {
    const created = await owner.post(
      '/api/submissions',
      fileForm({ title: 'Spoofed names', submitterEmail: 'owner@example.com' }, [
        { name: 'invoice\u202Efdp.pdf', bytes: pdf },
        { name: '\uFEFFzero\u200Bwidth\u2066\u2069\u200F.txt', bytes: TEXT_BYTES },
      ]),
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.id as string;
    const names = async () =>
      (await t.platform.db.select({ name: attachments.originalFilename }).from(attachments).where(eq(attachments.submissionId, id))).map((r) => r.name).sort();
    expect(await names()).toEqual(['invoicefdp.pdf', 'zerowidth.txt']);
    expect((await owner.download(`/api/files/private/${id}/invoicefdp.pdf`)).status).toBe(200);

    const reupload = await owner.post(`/api/admin/submissions/${id}/upload-creative`, fileForm({}, [{ name: 'new\u202Dad\u202C.pdf', bytes: pdf }], 'files'));
    expect(reupload.status, reupload.text).toBe(200);
    expect(await names()).toContain('newad.pdf');

    const emailed = await owner.post('/api/email-processing/gmail', {
      gmailMessageId: 'rtl-name-1',
      fromAddress: 'Ann Lee <ann@agency.example>',
      subject: 'Creative for review',
      bodyContent: 'Please review the attached creative.',
      attachments: [{ filename: 'photo\u202Egpj.exe', mimeType: 'image/png', data: PNG_BYTES.toString('base64') }],
    });
    expect(emailed.status, emailed.text).toBe(201);
    expect(emailed.json.data.attachments.map((a: { filename: string }) => a.filename)).toEqual(['photogpj.exe']);
  });

  it('still refuses names with control characters or a path on the form', async () => {
    const res = await owner.post('/api/submissions', fileForm({ title: 'Bad', submitterEmail: 'owner@example.com' }, [{ name: 'a\u0007b.txt', bytes: TEXT_BYTES }]));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/control characters/);
  });
});
