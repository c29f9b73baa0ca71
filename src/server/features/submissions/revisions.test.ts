import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import {
  attachments,
  auditEntries,
  complianceAnalyses,
  emailOutbox,
  emailSettings,
  policyViolations,
  submissionReplyTokens,
  submissions,
  submissionVersions,
} from '../../db/schema';

let t: TestApp;
let superadmin: HttpClient;
let admin: HttpClient;
let reviewer: HttpClient;
let legal: HttpClient;
let sam: HttpClient;
let kim: HttpClient;

// Version 1 breaks the hemp rules; version 2 is plain copy.
const HEMP_AD = Buffer.from(['Northern Lights Hemp Co. Grand Opening!', 'Our delta-9 THC gummies contain 5% THC by dry weight.'].join('\n'));
const CLEAN_AD = Buffer.from('Spring sale at Maple Street Hardware. Open every day from 9 to 5.');

async function submit(client: HttpClient, title: string, submitterEmail = 'sam@example.com'): Promise<string> {
  const res = await client.post('/api/submissions', fileForm({ title, submitterEmail }, [{ name: 'v1.txt', bytes: HEMP_AD }]));
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

function revise(client: HttpClient, id: string, files = [{ name: 'v2.txt', bytes: CLEAN_AD }], note?: string) {
  return client.post(`/api/submissions/${id}/revisions`, fileForm(note ? { note } : {}, files));
}

/** The database's own refusal (migration 0008), not some other failure of the statement. */
const refusedByTrigger = (error: unknown) => /never changed/.test(`${(error as Error).message} ${((error as Error).cause as Error | undefined)?.message}`);

const detailOf = async (client: HttpClient, id: string) => (await client.get(`/api/submissions/${id}`)).json.data;
const versionCount = async (id: string) => (await t.platform.db.select().from(submissionVersions).where(eq(submissionVersions.submissionId, id))).length;

beforeAll(async () => {
  t = await startTestApp();
  superadmin = await registerOwner(t);
  admin = (await signInAs(t, 'adam', ['admin'])).client;
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
  legal = (await signInAs(t, 'lena', ['legal_approver'])).client;
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  kim = (await signInAs(t, 'kim', ['standard'], 'kim@example.com')).client;
  await t.platform.db
    .insert(emailSettings)
    .values({ settingKey: 'notification_emails', settingType: 'multiple_emails', emailAddresses: ['desk@example.com'], description: 'Desk' });
});
afterAll(async () => t?.close());

describe(`submission versions (${databaseLabel})`, () => {
  let id: string;

  it('takes a revision from the owner as version 2, back to pending, with its own analysis; version 1 stays as it was', async () => {
    id = await submit(sam, 'Hemp gummies');
    await t.drainJobs();
    const first = await detailOf(sam, id);
    expect(first.currentVersion).toBe(1);
    expect(first.canRevise).toBe(true);
    expect(first.versions).toHaveLength(1);
    const v1 = first.versions[0];
    expect(v1).toMatchObject({ number: 1, note: null, createdByName: 'sam', files: [expect.objectContaining({ originalFilename: 'v1.txt' })] });
    expect(v1.analysis.overallScore).toBeLessThan(100);
    await reviewer.post(`/api/submissions/${id}/request-revisions`, { reviewerNotes: 'Remove the THC claim' });
    const [analysisBefore] = await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id));
    const violationsBefore = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.analysisId, analysisBefore.id));
    const filesBefore = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id));

    const res = await revise(sam, id, undefined, 'Took the THC line out');
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.data.version).toMatchObject({ number: 2, note: 'Took the THC line out', analysis: null, files: [expect.objectContaining({ originalFilename: 'v2.txt' })] });

    const pending = await detailOf(reviewer, id);
    expect(pending.submission.status).toBe('pending');
    expect(pending.currentVersion).toBe(2);
    expect(pending.analysisQueued).toBe(true);
    // The current analysis is the new version's, which has not run yet; version 1 keeps its own.
    expect(pending.analysis).toBeNull();
    expect(pending.attachments.map((a: { originalFilename: string }) => a.originalFilename)).toEqual(['v2.txt']);
    expect(pending.versions.map((v: { number: number }) => v.number)).toEqual([1, 2]);
    expect(pending.versions[0]).toEqual(v1);
    expect((await reviewer.post(`/api/submissions/${id}/approve`, {})).status).toBe(409);

    await t.drainJobs();
    const analysed = await detailOf(reviewer, id);
    expect(analysed.submission.status).toBe('pending');
    expect(analysed.versions[1].analysis.overallScore).toBe(100);
    expect(analysed.analysis.overallScore).toBe(100);
    expect(analysed.submission.analysisScore).toBe(100);
    expect(analysed.versions[0]).toEqual(v1);

    // The rows of version 1 are untouched: same analysis, same findings, same files.
    const analysesAfter = await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id));
    expect(analysesAfter).toHaveLength(2);
    expect(analysesAfter.find((a) => a.id === analysisBefore.id)).toEqual(analysisBefore);
    expect(await t.platform.db.select().from(policyViolations).where(eq(policyViolations.analysisId, analysisBefore.id))).toEqual(violationsBefore);
    const filesAfter = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id));
    expect(filesAfter.filter((f) => f.versionId === filesBefore[0].versionId)).toEqual(filesBefore);

    const [entry] = await t.platform.db.select().from(auditEntries).where(sql`${auditEntries.entityId} = ${id} and ${auditEntries.action} = 'submission_revised'`);
    expect(entry.summary).toBe('Version 2 of "Hemp gummies" uploaded by sam with 1 file');
    expect(entry.fieldDiffs).toEqual(
      expect.arrayContaining([
        { field: 'version', from: 1, to: 2 },
        { field: 'status', from: 'needs_revision', to: 'pending' },
      ]),
    );
    // The desk is told: the notification list and the reviewer who asked for the revision; the bell lists the audit entry.
    const [mail] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'submission_revised'));
    expect(mail.toAddresses.sort()).toEqual(['desk@example.com', 'rita@example.com']);
    expect(mail.subject).toBe('Revision received: Hemp gummies (version 2)');
    expect(mail.textBody).toContain('Note: Took the THC line out');
    const bell = await reviewer.get('/api/audit?limit=5');
    expect(JSON.stringify(bell.json.data)).toContain('submission_revised');
  });

  it('lets the owner by verified email and the desk revise; other users get 404 and specialists 403', async () => {
    const other = await submit(reviewer, 'Taken in by the desk', 'sam@example.com');
    expect((await detailOf(sam, other)).canRevise).toBe(true);
    expect((await detailOf(legal, other)).canRevise).toBe(false);

    expect((await revise(sam, other)).status).toBe(201);
    expect((await revise(reviewer, other)).status).toBe(201);
    expect((await revise(admin, other)).status).toBe(201);
    expect((await revise(superadmin, other)).status).toBe(201);
    const before = await versionCount(other);
    const stranger = await revise(kim, other);
    expect(stranger.status).toBe(404);
    expect((await revise(legal, other)).status).toBe(403);
    expect((await revise(kim, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await versionCount(other)).toBe(before);
    expect(before).toBe(5);
    expect((await detailOf(admin, other)).versions.map((v: { createdByName: string }) => v.createdByName)).toEqual(['rita', 'sam', 'rita', 'adam', 'owner']);
  });

  it('refuses a revision without files or with a refused file, writing nothing', async () => {
    const before = await versionCount(id);
    expect((await sam.post(`/api/submissions/${id}/revisions`, fileForm({ note: 'no files' }, []))).status).toBe(400);
    expect((await revise(sam, id, [{ name: 'fake.pdf', bytes: Buffer.from('not a pdf at all') }])).status).toBeGreaterThanOrEqual(400);
    expect(await versionCount(id)).toBe(before);
  });

  it('refuses a revision of an approved or rejected submission with 409 and says why', async () => {
    await t.drainJobs();
    expect((await reviewer.post(`/api/submissions/${id}/approve`, {})).status).toBe(200);
    const rejectedId = await submit(sam, 'Rejected one');
    await t.drainJobs();
    expect((await reviewer.post(`/api/submissions/${rejectedId}/reject`, {})).status).toBe(200);

    for (const [target, status] of [
      [id, 'approved'],
      [rejectedId, 'rejected'],
    ]) {
      const before = await versionCount(target);
      const res = await revise(sam, target);
      expect(res.status).toBe(409);
      expect(res.json.error).toBe(`This submission has been ${status}: a decided submission takes no new version. Please send the ad as a new submission.`);
      expect((await detailOf(sam, target)).canRevise).toBe(false);
      expect(await versionCount(target)).toBe(before);
      expect((await t.platform.db.select().from(submissions).where(eq(submissions.id, target)))[0].status).toBe(status);
    }
  });

  it("makes the admin's Creative Re-upload the next version", async () => {
    const reupload = await submit(sam, 'Re-uploaded');
    await t.drainJobs();
    const res = await admin.post(`/api/admin/submissions/${reupload}/upload-creative`, fileForm({}, [{ name: 'v2.png', bytes: PNG_BYTES }], 'files'));
    expect(res.status).toBe(200);
    expect(res.json.data.version).toBe(2);
    const detail = await detailOf(admin, reupload);
    expect(detail.currentVersion).toBe(2);
    expect(detail.versions[0].files.map((f: { originalFilename: string }) => f.originalFilename)).toEqual(['v1.txt']);
    expect(detail.versions[1].files.map((f: { originalFilename: string }) => f.originalFilename)).toEqual(['v2.png']);
    expect(detail.versions[0].analysis).not.toBeNull();
  });

  it('refuses in the database any change to a version, its files, or the analysis of a superseded version', async () => {
    const db = t.platform.db;
    const [v1] = await db.select().from(submissionVersions).where(sql`${submissionVersions.submissionId} = ${id} and ${submissionVersions.number} = 1`);
    const [oldAnalysis] = await db.select().from(complianceAnalyses).where(eq(complianceAnalyses.versionId, v1.id));
    const [oldFinding] = await db.select().from(policyViolations).where(eq(policyViolations.analysisId, oldAnalysis.id));
    await expect(db.update(submissionVersions).set({ note: 'rewritten' }).where(eq(submissionVersions.id, v1.id))).rejects.toSatisfy(refusedByTrigger);
    await expect(db.update(attachments).set({ originalFilename: 'swapped.txt' }).where(eq(attachments.versionId, v1.id))).rejects.toSatisfy(refusedByTrigger);
    await expect(db.update(complianceAnalyses).set({ overallScore: 100 }).where(eq(complianceAnalyses.id, oldAnalysis.id))).rejects.toSatisfy(refusedByTrigger);
    await expect(db.delete(complianceAnalyses).where(eq(complianceAnalyses.id, oldAnalysis.id))).rejects.toSatisfy(refusedByTrigger);
    await expect(db.update(policyViolations).set({ description: 'softened' }).where(eq(policyViolations.id, oldFinding.id))).rejects.toSatisfy(refusedByTrigger);
    // Through the API, a finding of an earlier version cannot be dismissed either.
    const dismiss = await reviewer.post(`/api/submissions/${id}/violations/${oldFinding.id}/dismiss`, { reason: 'old' });
    expect(dismiss.status).toBe(409);
    expect((await db.select().from(policyViolations).where(eq(policyViolations.id, oldFinding.id)))[0]).toEqual(oldFinding);
  });

  it('counts a submission once in the dashboard, the list and the analytics, however many versions it has', async () => {
    const stats = async (client: HttpClient) => (await client.get('/api/submissions/stats')).json.data;
    const listTotal = async (client: HttpClient) => (await client.get('/api/submissions?limit=100')).json.meta.total;
    const analyticsTotal = async (client: HttpClient) => (await client.get('/api/analytics/summary')).json.data.total;
    const [count] = await t.platform.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(submissions);
    const samCount = (await sam.get('/api/submissions?limit=100')).json.data.length;
    expect(count.n).toBeLessThan((await t.platform.db.select().from(submissionVersions)).length);

    const counted = { desk: await stats(reviewer), list: await listTotal(reviewer), analytics: await analyticsTotal(reviewer), sam: await stats(sam), samList: await listTotal(sam) };
    expect(counted.desk.total).toBe(count.n);
    expect(counted.list).toBe(count.n);
    expect(counted.analytics).toBe(count.n);
    expect(counted.sam.total).toBe(samCount);
    expect(counted.samList).toBe(samCount);

    const open = await submit(sam, 'Many versions');
    for (let i = 0; i < 3; i++) expect((await revise(sam, open)).status).toBe(201);
    await t.drainJobs();
    expect((await stats(reviewer)).total).toBe(count.n + 1);
    expect(await listTotal(reviewer)).toBe(count.n + 1);
    expect(await analyticsTotal(reviewer)).toBe(count.n + 1);
    expect((await stats(sam)).total).toBe(samCount + 1);
    const listed = (await reviewer.get('/api/submissions?limit=100')).json.data.filter((s: { id: string }) => s.id === open);
    expect(listed).toHaveLength(1);
    expect(listed[0].attachmentCount).toBe(1);
  });

  it('downloads a file of an earlier version by its version number when a revision repeats its name', async () => {
    const same = await submit(sam, 'Same name');
    expect((await revise(sam, same, [{ name: 'v1.txt', bytes: CLEAN_AD }])).status).toBe(201);
    expect((await sam.get(`/api/files/private/${same}/v1.txt`)).text).toBe(CLEAN_AD.toString());
    expect((await sam.get(`/api/files/private/${same}/v1.txt?version=1`)).text).toBe(HEMP_AD.toString());
    expect((await sam.get(`/api/files/private/${same}/v1.txt?version=2`)).text).toBe(CLEAN_AD.toString());
    expect((await sam.get(`/api/files/private/${same}/v1.txt?version=3`)).status).toBe(404);
    expect((await kim.get(`/api/files/private/${same}/v1.txt?version=1`)).status).toBe(404);
  });

  it('makes a reply to the revision-request email, matched by the reference in its subject, the next version', async () => {
    const replied = await submit(sam, 'Reply by email');
    await t.drainJobs();
    expect((await reviewer.post(`/api/submissions/${replied}/request-revisions`, { reviewerNotes: 'Drop the THC line' })).status).toBe(200);
    const [request] = (await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'submission_request_revisions'))).filter(
      (m) => m.relatedEntityId === replied,
    );
    const reference = /\[Ref: ([\w-]{22})\]/.exec(request.subject)![1];
    expect(request.subject).toBe(`Revisions requested for your ad [Ref: ${reference}]`);
    expect(request.textBody).toContain(`reply to this email with the new files attached and keep [Ref: ${reference}] in the subject`);
    // Only the hash is stored.
    expect(JSON.stringify(await t.platform.db.select().from(submissionReplyTokens))).not.toContain(reference);

    let seq = 0;
    const mail = (subject: string, from = 'Sam <sam@example.com>') => ({
      gmailMessageId: `reply-${++seq}`,
      fromAddress: from,
      subject,
      bodyContent: 'Here is the corrected ad for review.',
      attachmentCount: 1,
      attachments: [{ filename: 'fixed.txt', mimeType: 'text/plain', size: CLEAN_AD.length, data: CLEAN_AD.toString('base64') }],
    });
    const submissionsBefore = (await t.platform.db.select().from(submissions)).length;
    const reply = await admin.post('/api/email-processing/gmail', mail(`Re: ${request.subject}`));
    expect(reply.status).toBe(201);
    expect(reply.json.data.submissionId).toBe(replied);
    const detail = await detailOf(sam, replied);
    expect(detail.currentVersion).toBe(2);
    expect(detail.submission.status).toBe('pending');
    expect(detail.versions[1]).toMatchObject({ number: 2, createdByName: 'adam', note: 'Here is the corrected ad for review.', files: [expect.objectContaining({ originalFilename: 'fixed.txt' })] });
    expect((await t.platform.db.select().from(submissions)).length).toBe(submissionsBefore);
    const audit = await t.platform.db.select().from(auditEntries).where(sql`${auditEntries.entityId} = ${replied} and ${auditEntries.action} = 'submission_revised'`);
    expect(audit[0].summary).toBe('Version 2 of "Reply by email" received by email from sam@example.com with 1 attachment');

    // The same sender without the reference, or with one nobody issued, sends a new submission as before.
    const plain = await admin.post('/api/email-processing/gmail', mail('Re: Revisions requested for your ad'));
    const forged = await admin.post('/api/email-processing/gmail', mail('Re: Revisions requested for your ad [Ref: AAAAAAAAAAAAAAAAAAAAAA]'));
    for (const res of [plain, forged]) {
      expect(res.status).toBe(201);
      expect(res.json.data.submissionId).not.toBe(replied);
    }
    expect(await versionCount(replied)).toBe(2);

    // Once the submission is decided, a reply is a new submission too.
    await t.drainJobs();
    expect((await reviewer.post(`/api/submissions/${replied}/reject`, {})).status).toBe(200);
    const late = await admin.post('/api/email-processing/gmail', mail(`Re: ${request.subject}`));
    expect(late.status).toBe(201);
    expect(late.json.data.submissionId).not.toBe(replied);
    expect(await versionCount(replied)).toBe(2);
  });

  it('deletes every version with the submission', async () => {
    expect((await superadmin.delete(`/api/superadmin/submissions/${id}`)).status).toBe(200);
    expect(await versionCount(id)).toBe(0);
    expect(await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id))).toEqual([]);
    expect(await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id))).toEqual([]);
  });
});
