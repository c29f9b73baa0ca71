import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDueAt, DEFAULT_DUE_RULES, type TDueRules } from '../../../domain/desk';
import { PNG_BYTES, TEXT_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';

let t: TestApp;
let owner: HttpClient;
let rita: { client: HttpClient; id: string };
let ron: { client: HttpClient; id: string };
let sam: { client: HttpClient; id: string };
let lee: { client: HttpClient; id: string };
let cara: { client: HttpClient; id: string };

const iso = (text: string) => new Date(text).toISOString();
const HEMP_COPY = Buffer.from('Delta-9 THC gummies, 5 mg per gummy, 21+ only. Order today.\n', 'utf8');

async function submit(client: HttpClient, title: string, fields: Record<string, string> = {}, file = { name: 'ad.png', bytes: PNG_BYTES }) {
  const res = await client.post('/api/submissions', fileForm({ title, submitterEmail: 'desk@example.com', ...fields }, [file]));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; createdAt: string; dueAt: string | null };
}

const detailOf = async (client: HttpClient, id: string) => (await client.get(`/api/submissions/${id}`)).json.data.submission;

async function saveRules(rules: Partial<TDueRules>) {
  const res = await owner.request('PUT', '/api/settings/due-rules', { ...DEFAULT_DUE_RULES, ...rules });
  expect(res.status, res.text).toBe(200);
  await t.drainJobs();
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  rita = await signInAs(t, 'rita', ['reviewer']);
  ron = await signInAs(t, 'ron', ['reviewer']);
  sam = await signInAs(t, 'sam', ['standard'], 'desk@example.com');
  lee = await signInAs(t, 'lee', ['legal_approver']);
  cara = await signInAs(t, 'cara', ['creative_director']);
});
afterAll(async () => t?.close());

describe(`due rules in settings (${databaseLabel})`, () => {
  it('answers the defaults until an admin saves rules, and refuses bad ones with messages', async () => {
    expect((await rita.client.get('/api/settings/due-rules')).json.data).toEqual(DEFAULT_DUE_RULES);
    const bad = await owner.request('PUT', '/api/settings/due-rules', { ...DEFAULT_DUE_RULES, timeZone: 'Mars/Olympus', dayStart: '18:00' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Unknown time zone');
    expect(bad.text).toContain('Closing time must be after opening time');
    expect((await rita.client.request('PUT', '/api/settings/due-rules', DEFAULT_DUE_RULES)).status).toBe(403);
    expect((await owner.get('/api/settings/due-rules')).json.data).toEqual(DEFAULT_DUE_RULES);
  });

  it('audits a change', async () => {
    await saveRules({ leadBusinessHours: 16 });
    const audit = (await owner.get('/api/audit?action=due_rules_updated')).json.data;
    expect(audit[0]).toMatchObject({ action: 'due_rules_updated', fieldDiffs: [{ field: 'leadBusinessHours', from: 24, to: 16 }] });
    await saveRules({});
  });
});

describe(`due times (${databaseLabel})`, () => {
  it('are due 24 working hours before a Monday run date: the Tuesday before at close, over the weekend', async () => {
    // 11 March 2030 is a Monday, the day after daylight saving starts in Chicago.
    const created = await submit(owner, 'Monday run', { runDate: '2030-03-11' });
    expect(created.dueAt).toBe(iso('2030-03-05T17:00:00-06:00'));
    const detail = await detailOf(owner, created.id);
    expect(detail).toMatchObject({ dueAt: iso('2030-03-05T17:00:00-06:00'), overdue: false });
    expect(detail.timeLeftSeconds).toBeGreaterThan(0);
  });

  it('skip a holiday, and an admin adding one moves the due times of undecided submissions', async () => {
    const created = await submit(owner, 'Holiday week', { runDate: '2030-03-11' });
    await saveRules({ holidays: ['2030-03-06'] });
    expect((await detailOf(owner, created.id)).dueAt).toBe(iso('2030-03-04T17:00:00-06:00'));
    const later = await submit(owner, 'Holiday week, sent after', { runDate: '2030-03-11' });
    expect(later.dueAt).toBe(iso('2030-03-04T17:00:00-06:00'));
    await saveRules({});
    expect((await detailOf(owner, created.id)).dueAt).toBe(iso('2030-03-05T17:00:00-06:00'));
  });

  it('tighten for a hemp ad once the analysis infers it: at least 24 hours before publication', async () => {
    await saveRules({ leadBusinessHours: 4 });
    // Tuesday 12 March 2030: four working hours before is Monday 13:00; 24 hours before is Monday 00:00,
    // which moves back to Friday's close.
    const hemp = await submit(owner, 'Gummies', { runDate: '2030-03-12' }, { name: 'gummies.txt', bytes: HEMP_COPY });
    const plain = await submit(owner, 'Bakery', { runDate: '2030-03-12' });
    expect(hemp.dueAt).toBe(iso('2030-03-11T13:00:00-05:00'));
    await t.drainJobs();
    const analysis = (await owner.get(`/api/submissions/${hemp.id}`)).json.data.analysis;
    expect(analysis.rawAnalysisData.context.productCategories).toContain('hemp and THC');
    expect((await detailOf(owner, hemp.id)).dueAt).toBe(iso('2030-03-08T17:00:00-06:00'));
    expect((await detailOf(owner, plain.id)).dueAt).toBe(iso('2030-03-11T13:00:00-05:00'));
    // Loosening the category rule loosens the hemp ad's due time again, through the recomputation.
    await saveRules({ leadBusinessHours: 4, categoryLeadHours: [] });
    expect((await detailOf(owner, hemp.id)).dueAt).toBe(iso('2030-03-11T13:00:00-05:00'));
    await saveRules({});
  });

  it('without a run date are the turnaround after submission (two working days)', async () => {
    const created = await submit(owner, 'No run date');
    const expected = computeDueAt({ submittedAt: new Date(created.createdAt), runDate: null, productCategories: [] }, DEFAULT_DUE_RULES);
    expect(created.dueAt).toBe(expected.toISOString());
    // At least two calendar days and at most the span of a long weekend plus two working days.
    const hours = (expected.getTime() - Date.parse(created.createdAt)) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(16);
    expect(hours).toBeLessThan(24 * 6);
  });

  it('are due at once, and overdue, when the run date has passed', async () => {
    const created = await submit(owner, 'Too late', { runDate: '2020-01-06' });
    expect(created.dueAt).toBe(created.createdAt);
    const detail = await detailOf(owner, created.id);
    expect(detail.overdue).toBe(true);
    expect(detail.timeLeftSeconds).toBeLessThanOrEqual(0);
    const listed = (await owner.get('/api/submissions?q=Too%20late')).json.data[0];
    expect(listed).toMatchObject({ id: created.id, overdue: true, dueAt: created.createdAt });
  });

  it('give an escalation track its own due time, never after the submission', async () => {
    const created = await submit(owner, 'Escalated late', { runDate: '2020-01-06' });
    const track = (await rita.client.post('/api/escalations', { submissionId: created.id, trackType: 'creative', escalationReason: 'Logo' })).json.data;
    const [summary] = (await detailOf(owner, created.id)).escalationTracks;
    expect(summary.id).toBe(track.id);
    expect(summary.overdue).toBe(true);
    expect(Date.parse(summary.dueAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
  });
});

describe(`the list in due order (${databaseLabel})`, () => {
  it('sorts open work by due time, soonest first, decided and undated last, across pages', async () => {
    const tag = 'Order test';
    const late = await submit(owner, `${tag} C`, { runDate: '2031-06-02' });
    const soon = await submit(owner, `${tag} A`, { runDate: '2031-03-03' });
    const middle = await submit(owner, `${tag} B`, { runDate: '2031-04-07' });
    const decided = await submit(owner, `${tag} D`, { runDate: '2031-01-06' }, { name: 'copy.txt', bytes: TEXT_BYTES });
    await t.drainJobs();
    const approved = await owner.post(`/api/submissions/${decided.id}/approve`, { reviewerNotes: 'ok' });
    expect(approved.status, approved.text).toBe(200);

    const all = (await owner.get(`/api/submissions?q=${encodeURIComponent(tag)}&sort=due`)).json.data.map((s: { id: string }) => s.id);
    expect(all).toEqual([soon.id, middle.id, late.id, decided.id]);

    // The same order a page at a time, through the prepared statement's keyset cursor (no search).
    const seen: { id: string; dueAt: string | null; status: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await owner.get(`/api/submissions?sort=due&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.text).toBe(200);
      seen.push(...res.json.data);
      cursor = res.json.meta.nextCursor;
    } while (cursor);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect(seen.length).toBe((await owner.get('/api/submissions')).json.meta.total);
    const open = seen.filter((s) => s.status !== 'approved' && s.status !== 'rejected' && s.dueAt);
    const keys = open.map((s) => Date.parse(s.dueAt!));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(seen.slice(0, open.length).map((s) => s.id)).toEqual(open.map((s) => s.id));
    expect(seen.findIndex((s) => s.id === decided.id)).toBeGreaterThanOrEqual(open.length);
    const ids = seen.map((s) => s.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(middle.id));
    expect(ids.indexOf(middle.id)).toBeLessThan(ids.indexOf(late.id));

    // Pending only, in due order, from the status index.
    const pending = (await owner.get('/api/submissions?status=pending&sort=due&limit=100')).json.data as { dueAt: string }[];
    const pendingKeys = pending.map((s) => Date.parse(s.dueAt));
    expect(pendingKeys).toEqual([...pendingKeys].sort((a, b) => a - b));
  });

  it('refuses a cursor that is not one', async () => {
    expect((await owner.get('/api/submissions?sort=due&cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });
});

describe(`assignment (${databaseLabel})`, () => {
  let id: string;
  beforeAll(async () => {
    id = (await submit(owner, 'Assign me', { runDate: '2031-09-01' })).id;
  });

  it('lets a reviewer claim an unheld submission and release it, and no one else take it meanwhile', async () => {
    const claimed = await rita.client.post(`/api/submissions/${id}/assign`, { userId: rita.id });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.json.data.assignee).toEqual({ id: rita.id, name: 'rita' });
    expect((await detailOf(owner, id)).assignee).toEqual({ id: rita.id, name: 'rita' });

    const taken = await ron.client.post(`/api/submissions/${id}/assign`, { userId: ron.id });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toContain('rita already holds this');
    expect((await ron.client.post(`/api/submissions/${id}/assign`, { userId: null })).status).toBe(403);
    expect((await ron.client.post(`/api/submissions/${id}/assign`, { userId: rita.id })).status).toBe(403);

    expect((await rita.client.post(`/api/submissions/${id}/assign`, { userId: null })).json.data.assignee).toBeNull();
    expect((await detailOf(owner, id)).assignee).toBeNull();
  });

  it('lets admins assign anyone who may review, and refuses anyone else with 400', async () => {
    const res = await owner.post(`/api/submissions/${id}/assign`, { userId: ron.id });
    expect(res.status, res.text).toBe(200);
    for (const userId of [sam.id, lee.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await owner.post(`/api/submissions/${id}/assign`, { userId });
      expect(refused.status, userId).toBe(400);
      expect(refused.json.error).toBe('This user cannot review submissions: choose a reviewer, admin or superadmin');
    }
    expect((await owner.post(`/api/submissions/${id}/assign`, { userId: 'not-a-uuid' })).status).toBe(400);
    expect((await detailOf(owner, id)).assignee).toEqual({ id: ron.id, name: 'ron' });
    const picker = (await owner.get('/api/desk/assignees?scope=submission')).json.data.map((u: { name: string }) => u.name);
    expect(picker).toEqual(['owner', 'rita', 'ron']);
    expect((await rita.client.get('/api/desk/assignees')).status).toBe(403);
  });

  it('audits every change and emails the new holder', async () => {
    const audit = (await owner.get('/api/audit?limit=50')).json.data.filter(
      (e: { entityId: string; action: string }) => e.entityId === id && e.action.includes('assigned'),
    );
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['submission_assigned', 'submission_unassigned', 'submission_assigned']);
    expect(audit[0]).toMatchObject({ summary: '"Assign me" assigned to ron by owner', fieldDiffs: [{ field: 'assignee', from: null, to: 'ron' }] });
    const outbox = (await owner.get('/api/admin/outbox?limit=50')).json.data;
    const mail = outbox.filter((m: { kind: string }) => m.kind === 'submission_assigned');
    // Rita took it herself: nothing to tell her.
    expect(mail.map((m: { to: string[] }) => m.to)).toEqual([['ron@example.com']]);
    expect(mail[0].subject).toBe('Assigned to you: Assign me');
    expect(mail[0].textBody).toContain('owner assigned you the review of "Assign me"');
    expect(mail[0].textBody).toContain('A decision is due');
  });

  it('keeps standard users and specialists out, and the holder from the submitter', async () => {
    const own = await submit(sam.client, 'Sam ad');
    expect((await sam.client.post(`/api/submissions/${own.id}/assign`, { userId: sam.id })).status).toBe(403);
    expect((await lee.client.post(`/api/submissions/${id}/assign`, { userId: lee.id })).status).toBe(403);
    await owner.post(`/api/submissions/${own.id}/assign`, { userId: rita.id });
    expect((await detailOf(sam.client, own.id)).assignee).toBeNull();
    expect((await detailOf(rita.client, own.id)).assignee).toEqual({ id: rita.id, name: 'rita' });
    expect((await sam.client.get('/api/submissions?assignee=me')).status).toBe(403);
  });

  it('refuses to assign a decided submission', async () => {
    const decided = await submit(owner, 'Decided', {}, { name: 'copy.txt', bytes: TEXT_BYTES });
    await t.drainJobs();
    expect((await owner.post(`/api/submissions/${decided.id}/approve`, { reviewerNotes: 'fine' })).status).toBe(200);
    const refused = await owner.post(`/api/submissions/${decided.id}/assign`, { userId: rita.id });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('approved');
  });

  it('filters the list by holder: mine, nobody, or a user', async () => {
    const mine = (await ron.client.get('/api/submissions?assignee=me&sort=due')).json;
    expect(mine.data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(mine.meta.total).toBe(1);
    expect((await owner.get(`/api/submissions?assignee=${ron.id}`)).json.data.map((s: { id: string }) => s.id)).toEqual([id]);
    const unheld = (await owner.get('/api/submissions?assignee=none&limit=100')).json;
    expect(unheld.data.every((s: { assignee: unknown }) => s.assignee === null)).toBe(true);
    expect(unheld.data.map((s: { id: string }) => s.id)).not.toContain(id);
    expect(unheld.meta.total).toBe(unheld.data.length);
    expect((await owner.get('/api/submissions?assignee=someone')).status).toBe(400);
  });
});

describe(`track assignment (${databaseLabel})`, () => {
  let submissionId: string;
  let trackId: string;
  beforeAll(async () => {
    submissionId = (await submit(owner, 'Legal question')).id;
    trackId = (await rita.client.post('/api/escalations', { submissionId, trackType: 'legal', escalationReason: 'Claims' })).json.data.id;
  });

  it("goes among the holders of the track's role", async () => {
    expect((await cara.client.post(`/api/escalations/${trackId}/assign`, { userId: cara.id })).status).toBe(403);
    expect((await rita.client.post(`/api/escalations/${trackId}/assign`, { userId: rita.id })).status).toBe(403);
    const refused = await owner.post(`/api/escalations/${trackId}/assign`, { userId: cara.id });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('This user cannot hold Legal Review tracks: choose a Legal Approver');
    const claimed = await lee.client.post(`/api/escalations/${trackId}/assign`, { userId: lee.id });
    expect(claimed.status, claimed.text).toBe(200);
    const [track] = (await detailOf(owner, submissionId)).escalationTracks;
    expect(track).toMatchObject({ trackType: 'legal', assignee: { id: lee.id, name: 'lee' }, overdue: false });
    expect(track.dueAt).not.toBeNull();
    expect((await owner.get('/api/desk/assignees?scope=legal')).json.data).toEqual([{ id: lee.id, name: 'lee' }]);
  });

  it("puts the track's submission in its holder's queue, and audits", async () => {
    const mine = (await lee.client.get('/api/submissions?assignee=me')).json.data.map((s: { id: string }) => s.id);
    expect(mine).toEqual([submissionId]);
    const audit = (await owner.get('/api/audit?action=track_assigned')).json.data;
    expect(audit[0]).toMatchObject({ summary: 'lee took the Legal Review of "Legal question"', entityId: submissionId });
    expect((await lee.client.post(`/api/escalations/${trackId}/assign`, { userId: null })).status).toBe(200);
    expect((await lee.client.get('/api/submissions?assignee=me')).json.data).toEqual([]);
  });
});
