import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PNG_BYTES, TEXT_BYTES, fileForm, pdfBytes } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { attachments, auditEntries, complianceAnalyses, escalationTracks, policyViolations, submissions } from '../../db/schema';
import { currentVersionId } from '../../db/latest-analysis';

let t: TestApp;
let owner: HttpClient;
let admin: HttpClient;
let sam: HttpClient;

async function submit(title: string) {
  const res = await sam.post('/api/submissions', fileForm({ title, submitterEmail: 'sam@example.com' }, [
    { name: 'ad.pdf', bytes: pdfBytes() },
    { name: 'ad.png', bytes: PNG_BYTES },
  ]));
  return res.json.data.id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  admin = (await signInAs(t, 'adam', ['admin'])).client;
  sam = (await signInAs(t, 'sam', ['standard'])).client;
});
afterAll(async () => t?.close());

describe(`superadmin deletion (${databaseLabel})`, () => {
  it('previews what a deletion removes and then removes rows and files together', async () => {
    const id = await submit('Doomed');
    const [analysis] = await t.platform.db
      .insert(complianceAnalyses)
      .values({ submissionId: id, versionId: currentVersionId(id), overallScore: 70, riskLevel: 'moderate', recommendation: 'needs_revision', analysisVersion: '1', analysisModel: 'rules' })
      .returning();
    await t.platform.db.insert(policyViolations).values({
      analysisId: analysis.id,
      submissionId: id,
      policyCategory: 'publisher_policy',
      severity: 'minor',
      violationType: 'good_taste',
      description: 'Tone',
    });
    await t.platform.db.insert(escalationTracks).values({ submissionId: id, trackType: 'legal', escalationReason: 'Check claims' });

    const preview = await owner.get(`/api/superadmin/submissions/${id}/deletion-preview`);
    expect(preview.status).toBe(200);
    expect(preview.json.data).toMatchObject({
      submission: { id, title: 'Doomed', submitterEmail: 'sam@example.com', status: 'pending' },
      relatedData: { attachments: 2, escalationTracks: 1, complianceAnalyses: 1, policyViolations: 1, associatedEmailRecords: 0 },
    });

    const keys = (await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id))).map((a) => a.storageKey);
    for (const key of keys) expect(await t.platform.storage.exists(key)).toBe(true);

    const res = await owner.delete(`/api/superadmin/submissions/${id}`);
    expect(res.status).toBe(200);
    expect(await t.platform.db.select().from(submissions).where(eq(submissions.id, id))).toHaveLength(0);
    for (const table of [attachments, complianceAnalyses, policyViolations, escalationTracks]) {
      const [{ n }] = await t.platform.db.select({ n: count() }).from(table).where(eq(table.submissionId, id));
      expect(n).toBe(0);
    }
    for (const key of keys) expect(await t.platform.storage.exists(key)).toBe(false);
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'submission_deleted'));
    expect(entry).toMatchObject({ entityId: id, actorLabel: 'owner' });
    expect((await owner.delete(`/api/superadmin/submissions/${id}`)).status).toBe(404);
  });

  it('is for superadmins only', async () => {
    const id = await submit('Kept');
    expect((await admin.get(`/api/superadmin/submissions/${id}/deletion-preview`)).status).toBe(403);
    expect((await admin.delete(`/api/superadmin/submissions/${id}`)).status).toBe(403);
    expect((await sam.delete(`/api/superadmin/submissions/${id}`)).status).toBe(403);
    expect(await t.platform.db.select().from(submissions).where(eq(submissions.id, id))).toHaveLength(1);
    expect((await owner.delete('/api/superadmin/submissions/nope')).status).toBe(400);
  });
});

describe(`creative re-upload (${databaseLabel})`, () => {
  it('adds acceptable files, reports each file, and queues a re-analysis', async () => {
    const id = await submit('Needs new art');
    await t.platform.db.update(submissions).set({ status: 'needs_revision', analysisScore: 55, riskLevel: 'high' }).where(eq(submissions.id, id));
    const res = await admin.post(
      `/api/admin/submissions/${id}/upload-creative`,
      fileForm({}, [{ name: 'v2.txt', bytes: TEXT_BYTES }, { name: 'virus.png', bytes: EXE_BYTES }], 'files'),
    );
    expect(res.status).toBe(200);
    const [good, bad] = res.json.data.uploadResults;
    expect(good).toMatchObject({ filename: 'v2.txt', status: 'success', error: null });
    expect(bad).toMatchObject({ filename: 'virus.png', status: 'error', attachmentId: null });
    expect(bad.error).toMatch(/not an allowed file/);
    expect(res.json.data).toMatchObject({ reanalyzed: true, analysisScore: 55, riskLevel: 'high' });

    const rows = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id));
    expect(rows.map((r) => r.originalFilename).sort()).toEqual(['ad.pdf', 'ad.png', 'v2.txt']);
    expect(rows.find((r) => r.originalFilename === 'v2.txt')!.id).toBe(good.attachmentId);
    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row.status).toBe('pending');
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'creative_reuploaded'));
    expect(entry.fieldDiffs).toEqual([
      { field: 'files', from: null, to: ['v2.txt'] },
      { field: 'status', from: 'needs_revision', to: 'pending' },
    ]);
  });

  it('changes nothing when no file is acceptable, and refuses non-admins and bad ids', async () => {
    const id = await submit('Untouched');
    const res = await admin.post(`/api/admin/submissions/${id}/upload-creative`, fileForm({}, [{ name: 'x.pdf', bytes: EXE_BYTES }], 'files'));
    expect(res.json.data.reanalyzed).toBe(false);
    expect(await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id))).toHaveLength(2);
    const form = () => fileForm({}, [{ name: 'v.txt', bytes: TEXT_BYTES }], 'files');
    expect((await sam.post(`/api/admin/submissions/${id}/upload-creative`, form())).status).toBe(403);
    const badId = await admin.post('/api/admin/submissions/123/upload-creative', form());
    expect(badId.status).toBe(400);
    expect(badId.json.error).toBe('Please enter a valid UUID format');
    expect((await admin.post('/api/admin/submissions/00000000-0000-4000-8000-000000000000/upload-creative', form())).status).toBe(404);
    expect((await admin.post(`/api/admin/submissions/${id}/upload-creative`, fileForm({}, [], 'files'))).json.error).toBe('Please select at least one file');
  });
});
