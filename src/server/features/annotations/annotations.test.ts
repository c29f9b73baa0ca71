import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, pdfBytes } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { annotationReplies, annotations, auditEntries, emailOutbox } from '../../db/schema';

let t: TestApp;
let owner: HttpClient;
let rita: HttpClient;
let cara: HttpClient;
let sam: HttpClient;
let kim: HttpClient;
let caraId: string;
let submissionId: string;
let fileId: string;

const HIDDEN = 'Internal: the advertiser pays late';
const SHOWN = 'Please enlarge the disclosure';

const listOf = async (client: HttpClient, version?: number) => {
  const res = await client.get(`/api/submissions/${submissionId}/annotations${version ? `?version=${version}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data as { version: number; annotations: { id: string; number: number; versionNumber: number; body: string; status: string; replies: { body: string }[] }[] };
};
const create = (client: HttpClient, body: Record<string, unknown>) => client.post(`/api/submissions/${submissionId}/annotations`, body);
const rowCount = async () => (await t.platform.db.select().from(annotations)).length + (await t.platform.db.select().from(annotationReplies)).length;

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  rita = (await signInAs(t, 'rita', ['reviewer'])).client;
  const c = await signInAs(t, 'cara', ['creative_director']);
  cara = c.client;
  caraId = c.id;
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  kim = (await signInAs(t, 'kim', ['standard'], 'kim@example.com')).client;
  const created = await sam.post('/api/submissions', fileForm({ title: 'Sam ad', submitterEmail: 'sam@example.com' }, [{ name: 'ad.pdf', bytes: pdfBytes(), type: 'application/pdf' }]));
  submissionId = created.json.data.id;
  await t.drainJobs();
  fileId = (await sam.get(`/api/submissions/${submissionId}`)).json.data.attachments[0].id;
});
afterAll(async () => t?.close());

describe(`annotations (${databaseLabel})`, () => {
  let shownId: string;
  let hiddenId: string;

  it('lets the desk and the specialists pin comments, numbered per submission, each audited', async () => {
    const shown = await create(rita, { attachmentId: fileId, page: 1, anchor: { kind: 'region', x: 0.1, y: 0.2, w: 0.3, h: 0.1 }, body: SHOWN, visibleToSubmitter: true });
    expect(shown.status, shown.text).toBe(201);
    expect(shown.json.data).toMatchObject({ number: 1, versionNumber: 1, fileName: 'ad.pdf', page: 1, status: 'open', visibleToSubmitter: true, authorName: 'rita' });
    shownId = shown.json.data.id;
    const hidden = await create(cara, { attachmentId: fileId, page: 1, anchor: { kind: 'point', x: 0.5, y: 0.5 }, body: HIDDEN });
    expect(hidden.status).toBe(201);
    expect(hidden.json.data).toMatchObject({ number: 2, visibleToSubmitter: false });
    hiddenId = hidden.json.data.id;
    const general = await create(owner, { body: 'General note for the desk' });
    expect(general.json.data).toMatchObject({ number: 3, attachmentId: null, page: null, anchor: { kind: 'none' } });

    const audit = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'annotation_created'));
    expect(audit.map((a) => a.entityId).sort()).toEqual([shownId, hiddenId, general.json.data.id].sort());
    expect(audit[0]).toMatchObject({ entityType: 'annotation', entityUrl: `/review/${submissionId}` });
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ body: '' }, 'Comment is required'],
      [{ body: 'x', anchor: { kind: 'point', x: 2, y: 0 }, attachmentId: fileId }, 'x must be between 0 and 1'],
      [{ body: 'x', anchor: { kind: 'region', x: 0.9, y: 0, w: 0.5, h: 0.1 }, attachmentId: fileId }, 'A region must lie within the page'],
      [{ body: 'x', anchor: { kind: 'span', start: 5, end: 2 }, attachmentId: fileId }, 'A text span must end after it starts'],
      [{ body: 'x', anchor: { kind: 'point', x: 0.1, y: 0.1 } }, 'Choose the file the comment is pinned to'],
      [{ body: 'x', anchor: { kind: 'circle' } }, 'Anchor kind must be point, region, span or none'],
      [{ body: 'x', attachmentId: '00000000-0000-4000-8000-000000000000' }, 'The file is not part of version 1'],
      [{ body: 'x', version: 7 }, 'This submission has no version 7'],
    ];
    for (const [body, message] of cases) {
      const res = await create(rita, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error, JSON.stringify(body)).toContain(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('shows the submitter only the comments meant for them, lets them reply there, and nothing else', async () => {
    const mine = await listOf(sam);
    expect(mine.annotations.map((a) => a.body)).toEqual([SHOWN]);
    const reply = await sam.post(`/api/submissions/${submissionId}/annotations/${shownId}/replies`, { body: 'Will do in the next version' });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.data.replies).toEqual([expect.objectContaining({ authorName: 'sam', body: 'Will do in the next version' })]);
    expect((await sam.post(`/api/submissions/${submissionId}/annotations/${hiddenId}/replies`, { body: 'peek' })).status).toBe(404);
    // Writing a comment, resolving and changing visibility are the desk's.
    expect((await create(sam, { body: 'mine' })).status).toBe(403);
    expect((await sam.post(`/api/submissions/${submissionId}/annotations/${shownId}/resolve`, {})).status).toBe(403);
    expect((await sam.request('PATCH', `/api/submissions/${submissionId}/annotations/${hiddenId}`, { visibleToSubmitter: true })).status).toBe(403);
    // Nothing of the hidden comment reaches them: not the list, the submission, nor their audit trail.
    for (const path of [`/api/submissions/${submissionId}/annotations`, `/api/submissions/${submissionId}`, '/api/audit?limit=100']) {
      expect((await sam.get(path)).text, path).not.toContain(HIDDEN);
    }
    expect((await sam.get('/api/audit?limit=100')).json.data.filter((e: { entityType: string }) => e.entityType === 'annotation')).toEqual([]);
  });

  it('answers 404 to a standard user who does not own the submission', async () => {
    expect((await kim.get(`/api/submissions/${submissionId}/annotations`)).status).toBe(404);
    expect((await kim.post(`/api/submissions/${submissionId}/annotations/${shownId}/replies`, { body: 'hi' })).status).toBe(404);
  });

  it('resolves and reopens, audited, and refuses to do either twice', async () => {
    const resolved = await rita.post(`/api/submissions/${submissionId}/annotations/${hiddenId}/resolve`, {});
    expect(resolved.status).toBe(200);
    expect(resolved.json.data).toMatchObject({ status: 'resolved', resolvedByName: 'rita' });
    expect((await rita.post(`/api/submissions/${submissionId}/annotations/${hiddenId}/resolve`, {})).status).toBe(409);
    const reopened = await cara.post(`/api/submissions/${submissionId}/annotations/${hiddenId}/reopen`, {});
    expect(reopened.json.data).toMatchObject({ status: 'open', resolvedByName: null, resolvedAt: null });
    expect((await cara.post(`/api/submissions/${submissionId}/annotations/${hiddenId}/reopen`, {})).status).toBe(409);
    const actions = (await t.platform.db.select().from(auditEntries).where(eq(auditEntries.entityId, hiddenId))).map((e) => e.action);
    expect(actions).toEqual(['annotation_created', 'annotation_resolved', 'annotation_reopened']);
  });

  it('notifies a mentioned user who may see the comment, by the bell and by email; not one who may not', async () => {
    const res = await rita.post(`/api/submissions/${submissionId}/annotations/${hiddenId}/replies`, { body: 'What do you think, @cara? And @sam, @nobody?' });
    expect(res.status).toBe(201);
    const mentions = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'annotation_mention'));
    // Sam owns the submission but may not read this hidden comment; nobody does not exist.
    expect(mentions.map((m) => m.entityId)).toEqual([caraId]);
    const bell = (await cara.get('/api/audit?limit=5')).json.data;
    expect(bell.some((e: { action: string; summary: string }) => e.action === 'annotation_mention' && e.summary.includes('rita mentioned you'))).toBe(true);
    const mail = await t.platform.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'annotation_mention')));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddresses: ['cara@example.com'] });
    expect(mail[0]!.textBody).toContain('What do you think, @cara?');
  });

  it('changes visibility, audited', async () => {
    const res = await rita.request('PATCH', `/api/submissions/${submissionId}/annotations/${hiddenId}`, { visibleToSubmitter: true });
    expect(res.json.data.visibleToSubmitter).toBe(true);
    expect((await listOf(sam)).annotations.map((a) => a.number)).toEqual([1, 2]);
    await rita.request('PATCH', `/api/submissions/${submissionId}/annotations/${hiddenId}`, { visibleToSubmitter: false });
    expect((await listOf(sam)).annotations.map((a) => a.number)).toEqual([1]);
    const actions = (await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'annotation_visibility_changed'))).length;
    expect(actions).toBe(2);
  });

  it('lists the comments shown to the submitter in the revision-request email', async () => {
    const res = await rita.post(`/api/submissions/${submissionId}/request-revisions`, { reviewerNotes: 'See the comments' });
    expect(res.status, res.text).toBe(200);
    const [mail] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'submission_request_revisions'));
    expect(mail!.textBody).toContain('Comments on your ad:');
    expect(mail!.textBody).toContain(`#1 (ad.pdf, page 1, area, version 1): ${SHOWN}`);
    expect(mail!.textBody).not.toContain(HIDDEN);
  });

  it('carries open comments to the next version, marked with their version; resolved ones stay behind', async () => {
    await rita.post(`/api/submissions/${submissionId}/annotations/${shownId}/resolve`, {});
    const revised = await sam.post(`/api/submissions/${submissionId}/revisions`, fileForm({}, [{ name: 'ad2.pdf', bytes: pdfBytes('Grand opening sale, bigger print'), type: 'application/pdf' }]));
    expect(revised.status, revised.text).toBe(201);
    await t.drainJobs();
    const v2 = await listOf(rita);
    expect(v2.version).toBe(2);
    expect(v2.annotations.map((a) => [a.number, a.versionNumber])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    const v1 = await listOf(rita, 1);
    expect(v1.annotations.map((a) => a.number)).toEqual([1, 2, 3]);
    expect((await rita.get(`/api/submissions/${submissionId}/annotations?version=3`)).status).toBe(404);
    // A new comment goes on the current version; a file of version 1 is not one of version 2's.
    const onV2 = await create(rita, { body: 'Better', visibleToSubmitter: true });
    expect(onV2.json.data).toMatchObject({ number: 4, versionNumber: 2 });
    expect((await create(rita, { body: 'x', attachmentId: fileId, page: 1, anchor: { kind: 'point', x: 0.1, y: 0.1 } })).status).toBe(400);
  });

  it('draws and lists the comments in the PDF report', async () => {
    const res = await fetch(`${t.baseUrl}/api/submissions/${submissionId}/report.pdf`, { headers: { cookie: rita.cookieHeader } });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain('Comments (3)');
    expect(text).toContain('C2. [OPEN, from version 1] ad.pdf, page 1');
    expect(text).toContain(HIDDEN);
    expect(text).toContain('C4. [OPEN] General note (shown to the submitter)');
  });
});
