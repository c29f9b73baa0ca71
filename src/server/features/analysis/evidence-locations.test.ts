import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvidenceBox, TViolation } from '../../../domain/analysis';
import { pdfFromPages, renderAdImage } from '../../../../test/fixtures/corpus/document-writers';
import { fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { policyViolations } from '../../db/schema';

let t: TestApp;
let sam: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
});
afterAll(async () => {
  await t?.close();
});

async function submit(title: string, files: { name: string; bytes: Buffer; type?: string }[]): Promise<string> {
  const res = await sam.post('/api/submissions', fileForm({ submitterEmail: 'sam@example.com', title }, files));
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

const inside = (b: TEvidenceBox) => b.x >= 0 && b.y >= 0 && b.w > 0 && b.h > 0 && b.x + b.w <= 1 && b.y + b.h <= 1;

describe(`where findings' evidence is (${databaseLabel})`, { timeout: 60_000 }, () => {
  let id: string;
  let detail: { attachments: { id: string; originalFilename: string }[]; violations: TViolation[] };

  it('a PDF with a health claim and an image with a hemp violation: each finding names its attachment, page and boxes within the page', async () => {
    const pdf = pdfFromPages([['# Spring Wellness Fair', 'Join us at the Lakeside pavilion for music and food all weekend long.'], ['Our herbal balm cures arthritis in days, try it at the fair booth today.']]);
    const png = await renderAdImage(['# HEMP GUMMIES', 'Our delta-9 THC gummies contain 5% THC by dry weight.', '~ Northern Lights Hemp Co., 12 Main Street'], {
      width: 900,
      background: '#ffffff',
      ink: '#111111',
      font: 'sans',
    });
    id = await submit('Wellness fair', [
      { name: 'flyer.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'gummies.png', bytes: png, type: 'image/png' },
    ]);
    await t.drainJobs();
    const res = await sam.get(`/api/submissions/${id}`);
    expect(res.status).toBe(200);
    detail = res.json.data;
    const byName = Object.fromEntries(detail.attachments.map((a) => [a.originalFilename, a.id]));

    const located = detail.violations.flatMap((v) => v.locations.map((l) => ({ v, l })));
    const onPdf = located.find(({ v, l }) => l.attachmentId === byName['flyer.pdf'] && /arthritis/i.test(v.affectedContent ?? ''));
    expect(onPdf?.l).toMatchObject({ fileName: 'flyer.pdf', page: 2 });
    expect(onPdf!.l.boxes.length).toBeGreaterThan(0);
    expect(onPdf!.l.boxes.every(inside)).toBe(true);
    expect(onPdf!.l.end).toBeGreaterThan(onPdf!.l.start);

    const onImage = located.find(({ v, l }) => l.attachmentId === byName['gummies.png'] && v.policyId === 'mock_hemp_products');
    expect(onImage?.l).toMatchObject({ fileName: 'gummies.png', page: 1 });
    expect(onImage!.l.boxes.length).toBeGreaterThan(0);
    expect(onImage!.l.boxes.every(inside)).toBe(true);

    // Stored with the finding, as the detail sends it.
    const rows = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.id, onPdf!.v.id));
    expect(rows[0].locations).toEqual(onPdf!.v.locations);
  });

  it('the text report names the page of each located finding', async () => {
    const reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
    const res = await reviewer.post(`/api/submissions/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.json.data.reportContent).toMatch(/Affected: "[^"]*arthritis[^"]*" in flyer\.pdf, page 2/);
  });

  it('findings stored before evidence was located answer an empty list', async () => {
    const [row] = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.submissionId, id)).limit(1);
    // Written as an earlier release wrote findings: without the column, which the migration gave a default.
    const [old] = await t.platform.db
      .insert(policyViolations)
      .values({ analysisId: row.analysisId, submissionId: id, policyCategory: 'publisher_policy', severity: 'minor', violationType: 'older_finding', description: 'Stored earlier.' })
      .returning();
    const res = await sam.get(`/api/submissions/${id}`);
    expect(res.json.data.violations.find((v: TViolation) => v.id === old.id).locations).toEqual([]);
  });
});
