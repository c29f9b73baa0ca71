import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES, docxBytes, fileForm, pdfBytes } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { filePreviewTokens } from '../../db/schema';

let t: TestApp;
let sam: HttpClient;
let kim: HttpClient;
let submissionId: string;
const pdf = pdfBytes('Preview me');

beforeAll(async () => {
  t = await startTestApp();
  await registerOwner(t);
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

const previewOf = async (client: HttpClient, filename: string) => {
  const res = await client.post('/api/files/preview-token', { submissionId, filename });
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
