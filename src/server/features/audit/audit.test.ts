import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import type { TAuditEntry } from '../../../domain/audit';
import { REFUSAL_WINDOW_MS, REFUSALS_PER_WINDOW, newLimiter, shouldRecord } from '../../platform/security-events';

let t: TestApp;
let owner: HttpClient;
let sam: { client: HttpClient; id: string };
let bob: { client: HttpClient; id: string };
let rita: { client: HttpClient; id: string };
let lena: { client: HttpClient; id: string };
let samAd: string;
let deskAdForSam: string;
let bobAd: string;

const INTERNAL_REASON = 'Counsel should check the health claim';
const INTERNAL_NOTES = 'Misleading under 211B; counsel agrees';

async function submit(client: HttpClient, title: string, submitterEmail: string, file: string): Promise<string> {
  const res = await client.post('/api/submissions', fileForm({ title, submitterEmail }, [{ name: file, bytes: PNG_BYTES }]));
  expect(res.status, res.text).toBe(201);
  return res.json.data.id;
}

/** Every entry the reader may see, page by page, with the total the first page announced. */
async function readAll(client: HttpClient, query = ''): Promise<{ entries: TAuditEntry[]; total: number; text: string }> {
  const entries: TAuditEntry[] = [];
  let text = '';
  let total = -1;
  let cursor: string | null = null;
  do {
    const res = await client.get(`/api/audit?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    if (total < 0) total = res.json.meta.total;
    entries.push(...res.json.data);
    text += res.text;
    cursor = res.json.meta.nextCursor;
  } while (cursor);
  return { entries, total, text };
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  sam = await signInAs(t, 'sam', ['standard'], 'sam@example.com');
  bob = await signInAs(t, 'bob', ['standard'], 'bob@example.com');
  rita = await signInAs(t, 'rita', ['reviewer'], 'rita@example.com');
  lena = await signInAs(t, 'lena', ['legal_approver'], 'lena@example.com');
  samAd = await submit(sam.client, 'Sam spring ad', 'sam@example.com', 'sam-spring.png');
  deskAdForSam = await submit(owner, 'Desk ad sent in for Sam', 'sam@example.com', 'desk-for-sam.png');
  bobAd = await submit(bob.client, 'Bob secret launch', 'bob@example.com', 'bob-secret-launch.png');
  const roles = await owner.request('PATCH', `/api/admin/users/${rita.id}/roles`, { roles: ['reviewer', 'creative_director'] });
  expect(roles.status).toBe(200);
  const track = await rita.client.post('/api/escalations', { submissionId: samAd, trackType: 'legal', escalationReason: INTERNAL_REASON });
  expect(track.status, track.text).toBe(201);
  const decided = await lena.client.request('PATCH', `/api/escalations/${track.json.data.id}/status`, {
    status: 'rejected',
    resolutionNotes: INTERNAL_NOTES,
    feedbackForSubmitter: 'Please remove the cure claim',
  });
  expect(decided.status, decided.text).toBe(200);
});
afterAll(async () => t?.close());

describe(`audit trail scoped to its reader (${databaseLabel})`, () => {
  it('shows a standard user only their own submissions and account, without addresses or the desk\'s notes', async () => {
    const { entries, total, text } = await readAll(sam.client);
    expect(entries.length).toBeGreaterThan(0);
    expect(total).toBe(entries.length);
    for (const e of entries) {
      const own = (e.entityType === 'submission' && [samAd, deskAdForSam].includes(e.entityId!)) || (e.entityType === 'user' && e.entityId === sam.id);
      expect(own, `${e.action} ${e.entityType} ${e.entityId}`).toBe(true);
      expect(e).not.toHaveProperty('ipAddress');
    }
    const actions = entries.map((e) => `${e.action} ${e.entityId}`);
    expect(actions).toEqual(expect.arrayContaining([`submission_created ${samAd}`, `submission_created ${deskAdForSam}`, `user_login ${sam.id}`, `user_created ${sam.id}`]));
    // Bob's submission and file, other people's accounts and role changes, sign-in addresses: none of it.
    expect(text).not.toMatch(/bob-secret-launch|Bob secret launch|user_roles_updated|127\.0\.0\.1|rita@example|"ipAddress"/);
    // The escalation shows as an event, without the reason or the specialist's notes.
    expect(text).not.toContain(INTERNAL_REASON);
    expect(text).not.toContain(INTERNAL_NOTES);
    expect(entries.find((e) => e.action === 'escalation_track_rejected')?.summary).toBe('Legal Review: rejected');
    expect(entries.find((e) => e.action === 'submission_escalated')?.summary).toBe('Legal Review: pending');
  });

  it('keeps filters and totals inside the scope', async () => {
    const users = await readAll(sam.client, '&entityType=user');
    expect(users.entries.length).toBeGreaterThan(0);
    expect(users.entries.every((e) => e.entityId === sam.id)).toBe(true);
    expect(users.total).toBe(users.entries.length);
    const created = await readAll(bob.client, '&action=submission_created');
    expect(created.entries.map((e) => e.entityId)).toEqual([bobAd]);
    expect(created.total).toBe(1);
  });

  it('shows reviewers and specialists every submission\'s entries with the notes, but no one else\'s account or address', async () => {
    for (const reader of [rita, lena]) {
      const { entries, total, text } = await readAll(reader.client);
      expect(total).toBe(entries.length);
      const submissionIds = new Set(entries.filter((e) => e.entityType === 'submission').map((e) => e.entityId));
      expect(submissionIds).toEqual(new Set([samAd, deskAdForSam, bobAd]));
      for (const e of entries) {
        expect(e.entityType === 'submission' || (e.entityType === 'user' && e.entityId === reader.id), `${e.action} ${e.entityId}`).toBe(true);
        expect(e).not.toHaveProperty('ipAddress');
      }
      expect(text).toContain(INTERNAL_NOTES);
      expect(text).not.toMatch(/user_created.*sam|"ipAddress"/);
    }
    // A role change is about the account it changed: its owner sees it, other specialists do not.
    expect((await readAll(rita.client)).entries.map((e) => e.action)).toContain('user_roles_updated');
    expect((await readAll(lena.client)).entries.map((e) => e.action)).not.toContain('user_roles_updated');
  });

  it('shows admins the whole trail with addresses, totals from the running tallies', async () => {
    const { entries, total } = await readAll(owner);
    expect(total).toBe(entries.length);
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['user_roles_updated', 'user_created', 'submission_created']));
    expect(entries.find((e) => e.action === 'user_login')?.ipAddress).toBe('127.0.0.1');
    expect(entries.some((e) => e.entityId === bobAd)).toBe(true);
  });
});

describe(`refused requests as security events (${databaseLabel})`, () => {
  const refusals = async () => (await readAll(owner, '&action=access_denied')).entries;

  it('records a 403 once a minute per caller and route, with who, where and what; the caller cannot read it', async () => {
    const before = (await refusals()).length;
    for (let i = 0; i < 5; i++) expect((await sam.client.get('/api/admin/users')).status).toBe(403);
    expect((await sam.client.get('/api/admin/outbox')).status).toBe(403);
    const after = await refusals();
    expect(after.length).toBe(before + 2);
    const [outbox, users] = after;
    expect(users).toMatchObject({ actorId: sam.id, actorLabel: 'sam', ipAddress: '127.0.0.1', entityType: 'security' });
    expect(users.fieldDiffs).toEqual([
      { field: 'request', from: null, to: 'GET /api/admin/users' },
      { field: 'reason', from: null, to: 'FORBIDDEN' },
    ]);
    expect(outbox.summary).toMatch(/^sam was refused GET \/api\/admin\/outbox/);
    expect((await readAll(sam.client, '&action=access_denied')).entries).toEqual([]);
  });

  it('records a cross-site request refused by the CSRF check, and a refusal by a service, not a route', async () => {
    const crossSite = await sam.client.request('POST', '/api/submissions', {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const [csrf] = await refusals();
    expect(csrf).toMatchObject({ actorLabel: 'anonymous', fieldDiffs: [{ field: 'request', to: 'POST /api/submissions' }, { field: 'reason', to: 'CROSS_SITE_REQUEST' }] });
    // Lena may decide legal tracks only: the service refuses her a creative decision.
    const track = (await rita.client.post('/api/escalations', { submissionId: deskAdForSam, trackType: 'creative' })).json.data;
    expect((await lena.client.request('PATCH', `/api/escalations/${track.id}/status`, { status: 'in_review' })).status).toBe(403);
    const [service] = await refusals();
    expect(service).toMatchObject({ actorId: lena.id, fieldDiffs: [{ field: 'request', to: 'PATCH /api/escalations/:trackId/status' }, { field: 'reason', to: 'FORBIDDEN' }] });
  });

  it('keys a refusal by the route, not the address: ids and query strings do not make new entries', async () => {
    const before = (await refusals()).length;
    for (let i = 0; i < 20; i++) expect((await bob.client.get(`/api/admin/users?page=${i}`)).status).toBe(403);
    const after = await refusals();
    expect(after.length).toBe(before + 1);
    expect(JSON.stringify(after[0])).not.toContain('page=');
  });
});

describe('refusal budget', () => {
  it('writes once per key a minute, and at most the budget a minute across keys', () => {
    const limiter = newLimiter();
    const t0 = 1_000_000;
    expect(shouldRecord(limiter, 'a', t0)).toBe(true);
    expect(shouldRecord(limiter, 'a', t0 + 59_000)).toBe(false);
    let written = 1;
    for (let i = 0; i < REFUSALS_PER_WINDOW * 2; i++) if (shouldRecord(limiter, `k${i}`, t0 + 1000)) written++;
    expect(written).toBe(REFUSALS_PER_WINDOW);
    expect(shouldRecord(limiter, 'a', t0 + REFUSAL_WINDOW_MS)).toBe(true);
  });
});
