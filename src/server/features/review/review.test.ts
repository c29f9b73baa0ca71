import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { currentVersionId } from '../../db/latest-analysis';
import { auditEntries, complianceAnalyses, emailOutbox, emailSettings, escalationTracks, submissions } from '../../db/schema';

let t: TestApp;
let superadmin: HttpClient;
let admin: HttpClient;
let reviewer: HttpClient;
let legal: HttpClient;
let creative: HttpClient;
let sam: HttpClient;

async function submitAnalysed(title: string): Promise<string> {
  const res = await sam.post('/api/submissions', fileForm({ title, submitterEmail: 'sam@example.com', submitterName: 'Sam' }, [{ name: 'ad.png', bytes: PNG_BYTES }]));
  const id = res.json.data.id as string;
  await analyse(id);
  return id;
}

/** An analysis of the submission's current version, as the analysis job would store it. */
async function analyse(id: string): Promise<void> {
  await t.platform.db.insert(complianceAnalyses).values({
    submissionId: id,
    versionId: currentVersionId(id),
    overallScore: 82,
    riskLevel: 'moderate',
    recommendation: 'approve',
    analysisVersion: '1',
    analysisModel: 'rules',
  });
}

const statusOf = async (id: string) => (await t.platform.db.select().from(submissions).where(eq(submissions.id, id)))[0].status;
const mailsTo = async (address: string) =>
  (await t.platform.db.select().from(emailOutbox)).filter((m) => m.toAddresses.includes(address));
const auditCount = async () => (await t.platform.db.select({ n: count() }).from(auditEntries))[0].n;

beforeAll(async () => {
  t = await startTestApp();
  superadmin = await registerOwner(t);
  admin = (await signInAs(t, 'adam', ['admin'])).client;
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
  legal = (await signInAs(t, 'lena', ['legal_approver'])).client;
  creative = (await signInAs(t, 'cleo', ['creative_director'])).client;
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  await t.platform.db.insert(emailSettings).values([
    { settingKey: 'escalation_emails', settingType: 'multiple_emails', emailAddresses: ['desk@example.com'], description: 'All escalations' },
    { settingKey: 'legal_escalation_emails', settingType: 'single_email', emailAddresses: ['counsel@example.com'], description: 'Legal' },
  ]);
});
afterAll(async () => t?.close());

describe(`reviewer decisions (${databaseLabel})`, () => {
  it('requests revisions, accepts new creative, then approves, emailing the submitter each time', async () => {
    const id = await submitAnalysed('Revise me');
    const revise = await reviewer.post(`/api/submissions/${id}/request-revisions`, { reviewerNotes: 'Add the disclaimer', reviewerSuggestions: 'Bottom left' });
    expect(revise.status).toBe(200);
    expect(revise.json.data).toMatchObject({ status: 'needs_revision', reviewerNotes: 'Add the disclaimer' });

    const upload = await admin.post(`/api/admin/submissions/${id}/upload-creative`, fileForm({}, [{ name: 'v2.txt', bytes: TEXT_BYTES }], 'files'));
    expect(upload.json.data.reanalyzed).toBe(true);
    expect(await statusOf(id)).toBe('pending');
    // Version 2 is decided on its own analysis, not the one version 1 had.
    expect((await reviewer.post(`/api/submissions/${id}/approve`, {})).status).toBe(409);
    await analyse(id);

    const approve = await reviewer.post(`/api/submissions/${id}/approve`, { reviewerNotes: 'Looks good now' });
    expect(approve.status).toBe(200);
    expect(approve.json.data.status).toBe('approved');

    const mails = await mailsTo('sam@example.com');
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['submission_request_revisions', 'submission_approve']));
    expect(mails.find((m) => m.kind === 'submission_request_revisions')!.textBody).toContain('Add the disclaimer');
    const actions = (await t.platform.db.select().from(auditEntries).where(eq(auditEntries.entityId, id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['submission_revisions_requested', 'creative_reuploaded', 'submission_approved']));
  });

  it('refuses a stale second decision and leaves the state as it was', async () => {
    const id = await submitAnalysed('Double click');
    expect((await reviewer.post(`/api/submissions/${id}/reject`, {})).status).toBe(200);
    const before = await auditCount();
    const again = await reviewer.post(`/api/submissions/${id}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/rejected cannot be approved/);
    expect(await statusOf(id)).toBe('rejected');
    expect(await auditCount()).toBe(before);
  });

  it('refuses decisions without an analysis, by standard users, and on unknown submissions', async () => {
    const res = await sam.post('/api/submissions', fileForm({ title: 'Unanalysed', submitterEmail: 'sam@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]));
    const id = res.json.data.id;
    const noAnalysis = await reviewer.post(`/api/submissions/${id}/approve`, {});
    expect(noAnalysis.status).toBe(409);
    expect(noAnalysis.json.error).toBe('This submission has no compliance analysis yet');
    expect((await sam.post(`/api/submissions/${id}/approve`, {})).status).toBe(403);
    expect((await reviewer.post('/api/submissions/00000000-0000-4000-8000-000000000000/approve', {})).status).toBe(404);
    expect((await reviewer.post(`/api/submissions/${id}/publish`, {})).status).toBe(400);
    expect(await statusOf(id)).toBe('pending');
  });

  it('queues a reanalysis, but not twice at once on a decided submission', async () => {
    const id = await submitAnalysed('Reanalyse');
    const res = await reviewer.post(`/api/submissions/${id}/reanalyze`);
    expect(res.status).toBe(202);
    expect(res.json.message).toBe('Reanalysis started');
    await reviewer.post(`/api/submissions/${id}/approve`, {});
    expect((await reviewer.post(`/api/submissions/${id}/reanalyze`)).status).toBe(409);
    expect((await sam.post(`/api/submissions/${id}/reanalyze`)).status).toBe(403);
  });
});

describe(`escalation tracks (${databaseLabel})`, () => {
  it('escalates a political ad to legal once, emailing the configured recipients', async () => {
    const id = await submitAnalysed('Vote for Pat');
    const res = await reviewer.post('/api/escalations', { submissionId: id, trackType: 'legal', escalationReason: '' });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ trackType: 'legal', status: 'pending', escalationReason: 'Escalated to legal review for immediate attention.' });
    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ escalated: true, escalationLevel: 'legal', legalReviewEscalated: true });
    const [mail] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'escalation_created'));
    expect(mail.toAddresses.sort()).toEqual(['counsel@example.com', 'desk@example.com']);

    const twice = await admin.post('/api/escalations', { submissionId: id, trackType: 'legal', escalationReason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe('A Legal Review escalation track already exists for this submission');
    const [{ n }] = await t.platform.db.select({ n: count() }).from(escalationTracks).where(eq(escalationTracks.submissionId, id));
    expect(n).toBe(1);
    expect((await sam.post('/api/escalations', { submissionId: id, trackType: 'creative' })).status).toBe(403);
    expect((await reviewer.post('/api/escalations', { submissionId: id, trackType: 'marketing' })).status).toBe(400);
  });

  it('lets only the matching specialist decide, needs notes, and makes a legal rejection final', async () => {
    const id = await submitAnalysed('Candidate flyer');
    const track = (await reviewer.post('/api/escalations', { submissionId: id, trackType: 'legal', escalationReason: 'Disclaimer?' })).json.data;

    expect((await sam.request('PATCH', `/api/escalations/${track.id}/status`, { status: 'rejected', resolutionNotes: 'no' })).status).toBe(403);
    expect((await creative.request('PATCH', `/api/escalations/${track.id}/status`, { status: 'rejected', resolutionNotes: 'no' })).status).toBe(403);
    const noNotes = await legal.request('PATCH', `/api/escalations/${track.id}/status`, { status: 'rejected', resolutionNotes: '  ' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.json.error).toBe('Resolution notes are required');

    const approveBlocked = await reviewer.post(`/api/submissions/${id}/approve`, {});
    expect(approveBlocked.status).toBe(409);
    expect(approveBlocked.json.error).toMatch(/still open: legal/);

    const decided = await legal.request('PATCH', `/api/escalations/${track.id}/status`, {
      status: 'rejected',
      resolution: 'rejected',
      resolutionNotes: 'Missing 211B.04 disclaimer',
      feedbackForSubmitter: 'Add "Prepared and paid for by"',
    });
    expect(decided.status).toBe(200);
    expect(decided.json.data).toMatchObject({ trackType: 'legal', status: 'rejected', resolution: 'rejected' });
    expect(await statusOf(id)).toBe('rejected');
    const feedbackMail = (await mailsTo('sam@example.com')).find((m) => m.kind === 'escalation_track_decided');
    expect(feedbackMail!.textBody).toContain('Add "Prepared and paid for by"');

    const override = await superadmin.post(`/api/escalations/${track.id}/override`, { overrideDecision: 'approved', overrideReason: 'Business call' });
    expect(override.status).toBe(403);
    expect(override.json.error).toMatch(/Legal Review tracks cannot be overridden/);
    expect((await reviewer.post(`/api/submissions/${id}/approve`, {})).status).toBe(409);
    const again = await legal.request('PUT', `/api/escalations/${track.id}/status`, { status: 'approved', resolutionNotes: 'changed my mind' });
    expect(again.status).toBe(409);
    const [row] = await t.platform.db.select().from(escalationTracks).where(eq(escalationTracks.id, track.id));
    expect(row).toMatchObject({ status: 'rejected', isOverridden: false });
  });

  it('takes a track into review once and refuses to decide it twice, saying why', async () => {
    const id = await submitAnalysed('Neon sign');
    const track = (await reviewer.post('/api/escalations', { submissionId: id, trackType: 'creative' })).json.data;
    const taken = await creative.request('PUT', `/api/escalations/${track.id}/status`, { status: 'in_review' });
    expect(taken.json.data).toMatchObject({ status: 'in_review' });
    const twice = await creative.request('PUT', `/api/escalations/${track.id}/status`, { status: 'in_review' });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe('This Creative Review track is in review, not pending');

    await creative.request('PUT', `/api/escalations/${track.id}/status`, { status: 'approved', resolutionNotes: 'Fine' });
    const again = await creative.request('PUT', `/api/escalations/${track.id}/status`, { status: 'rejected', resolutionNotes: 'No' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('This Creative Review track is already approved');
    const [row] = await t.platform.db.select().from(escalationTracks).where(eq(escalationTracks.id, track.id));
    expect(row).toMatchObject({ status: 'approved', resolution: 'approved' });
  });

  it('reopens the tracks that asked for revisions when new creative arrives, and no others', async () => {
    const id = await submitAnalysed('Second draft');
    const creativeTrack = (await reviewer.post('/api/escalations', { submissionId: id, trackType: 'creative' })).json.data;
    const legalTrack = (await reviewer.post('/api/escalations', { submissionId: id, trackType: 'legal' })).json.data;
    await creative.request('PUT', `/api/escalations/${creativeTrack.id}/status`, { status: 'needs_revision', resolutionNotes: 'Brighter' });
    await legal.request('PUT', `/api/escalations/${legalTrack.id}/status`, { status: 'approved', resolutionNotes: 'Fine' });

    const upload = await admin.post(`/api/admin/submissions/${id}/upload-creative`, fileForm({}, [{ name: 'v2.txt', bytes: TEXT_BYTES }], 'files'));
    expect(upload.json.data.reanalyzed).toBe(true);
    const rows = await t.platform.db.select().from(escalationTracks).where(eq(escalationTracks.submissionId, id));
    expect(rows.find((r) => r.id === creativeTrack.id)!.status).toBe('pending');
    expect(rows.find((r) => r.id === legalTrack.id)!.status).toBe('approved');
    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'creative_reuploaded'), eq(auditEntries.entityId, id)));
    expect(entry.fieldDiffs).toEqual([{ field: 'files', from: null, to: ['v2.txt'] }]);
  });

  it('lets only a superadmin override a resolved creative track, naming who and what', async () => {
    const id = await submitAnalysed('Bold colours');
    const track = (await reviewer.post('/api/escalations', { submissionId: id, trackType: 'creative' })).json.data;
    expect((await superadmin.post(`/api/escalations/${track.id}/override`, { overrideDecision: 'approved' })).status).toBe(409);

    await creative.request('PUT', `/api/escalations/${track.id}/status`, { status: 'rejected', resolutionNotes: 'Too loud' });
    expect((await admin.post(`/api/escalations/${track.id}/override`, { overrideDecision: 'approved' })).status).toBe(403);
    const res = await superadmin.post(`/api/escalations/${track.id}/override`, { overrideDecision: 'approved', overrideReason: 'Client brand colours' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      trackType: 'creative',
      overrideDecision: 'approved',
      isOverridden: true,
      overrideReason: 'Superadmin override by owner: approved. Client brand colours',
    });
    expect((await reviewer.post(`/api/submissions/${id}/approve`, {})).status).toBe(200);
    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'escalation_track_overridden'), eq(auditEntries.entityId, id)));
    expect(entry.fieldDiffs).toEqual([{ field: 'creativeTrack', from: 'rejected', to: 'approved' }]);
  });

  it('approves legal review through the legal approval action', async () => {
    const id = await submitAnalysed('Issue ad');
    expect((await legal.post(`/api/submissions/${id}/legal-review-approve`, { feedback: 'Fine' })).status).toBe(409);
    await reviewer.post('/api/escalations', { submissionId: id, trackType: 'legal' });
    expect((await reviewer.post(`/api/submissions/${id}/legal-review-approve`, {})).status).toBe(403);
    const res = await legal.post(`/api/submissions/${id}/legal-review-approve`, { feedback: 'Disclaimer present' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ trackType: 'legal', status: 'approved' });
    expect((await reviewer.post(`/api/submissions/${id}/approve`, {})).json.data.status).toBe('approved');
  });

  it('lists a submission\'s tracks to those who may see it', async () => {
    const id = await submitAnalysed('Listed');
    await reviewer.post('/api/escalations', { submissionId: id, trackType: 'technical' });
    expect((await sam.get(`/api/escalations?submissionId=${id}`)).json.data.map((x: { trackType: string }) => x.trackType)).toEqual(['technical']);
    const stranger = (await signInAs(t, 'stranger', ['standard'], 'stranger@example.com')).client;
    expect((await stranger.get(`/api/escalations?submissionId=${id}`)).status).toBe(404);
  });
});
