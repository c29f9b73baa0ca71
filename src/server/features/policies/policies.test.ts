import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { POLICY_LIBRARY } from '../../../domain/policy-library';
import { auditEntries, policies } from '../../db/schema';
import { seedBuiltInPolicies } from './policies.service';

let t: TestApp;
let admin: HttpClient;
let sam: HttpClient;

const newPolicy = {
  title: 'Cannabis dispensary placement',
  category: 'Regulated Products',
  description: 'Dispensary ads run only in the adult sections.',
  requirements: ['Adult section only', '  ', 'Adult section only'],
  keywords: ['Dispensary', 'cannabis'],
  riskLevel: 'high',
  reference: 'Publisher policy 7.2',
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'])).client;
});
afterAll(async () => t?.close());

describe(`policy library (${databaseLabel})`, () => {
  it('seeds the 12 built-in rules, read-only, and keeps them in line with the code on every start', async () => {
    const res = await sam.get('/api/policies');
    const builtIn = res.json.data.filter((p: { isBuiltIn: boolean }) => p.isBuiltIn);
    expect(builtIn).toHaveLength(12);
    expect(builtIn.every((p: { id: string }) => p.id.startsWith('mock_'))).toBe(true);
    expect(new Set(builtIn.map((p: { category: string }) => p.category))).toEqual(
      new Set(['General Standards', 'Restricted Content', 'Regulated Products', 'Content Requirements']),
    );
    await t.platform.db.update(policies).set({ title: 'Tampered' }).where(eq(policies.id, POLICY_LIBRARY[0].id));
    await seedBuiltInPolicies(t.platform.db);
    const [row] = await t.platform.db.select().from(policies).where(eq(policies.id, POLICY_LIBRARY[0].id));
    expect(row.title).toBe(POLICY_LIBRARY[0].title);
  });

  it('lets admins add, modify with a reason and remove with a reason, audited with diffs', async () => {
    const created = await admin.post('/api/policies', newPolicy);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ isBuiltIn: false, requirements: ['Adult section only'], keywords: ['dispensary', 'cannabis'] });
    const id = created.json.data.id;

    const noReason = await admin.request('PUT', `/api/policies/${id}`, { ...newPolicy, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error).toBe('A reason is required for the audit trail');

    const updated = await admin.request('PUT', `/api/policies/${id}`, { ...newPolicy, riskLevel: 'moderate', reason: 'Legal review' });
    expect(updated.status).toBe(200);
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'policy_updated'));
    expect(entry.summary).toContain('Legal review');
    expect(entry.fieldDiffs).toEqual([{ field: 'riskLevel', from: 'high', to: 'moderate' }]);

    expect((await admin.request('DELETE', `/api/policies/${id}`, {})).status).toBe(400);
    expect((await admin.request('DELETE', `/api/policies/${id}`, { reason: 'Superseded' })).status).toBe(200);
    expect(await t.platform.db.select().from(policies).where(eq(policies.id, id))).toHaveLength(0);
    const actions = (await t.platform.db.select().from(auditEntries)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['policy_created', 'policy_updated', 'policy_deleted']));
  });

  it('refuses edits of built-in rules, non-admins and bad input, changing nothing', async () => {
    const [{ n: before }] = await t.platform.db.select({ n: count() }).from(policies);
    const builtIn = await admin.request('PUT', `/api/policies/${POLICY_LIBRARY[0].id}`, { ...newPolicy, reason: 'try' });
    expect(builtIn.status).toBe(403);
    expect(builtIn.json.error).toBe('Built-in policies cannot be edited');
    expect((await admin.request('DELETE', `/api/policies/${POLICY_LIBRARY[0].id}`, { reason: 'try' })).status).toBe(403);
    expect((await sam.post('/api/policies', newPolicy)).status).toBe(403);
    expect((await admin.post('/api/policies', { ...newPolicy, category: 'Misc' })).status).toBe(400);
    expect((await admin.post('/api/policies', { ...newPolicy, title: '' })).json.error).toBe('Title is required');
    expect((await admin.request('PUT', '/api/policies/00000000-0000-4000-8000-000000000000', { ...newPolicy, reason: 'x' })).status).toBe(404);
    const [{ n: after }] = await t.platform.db.select({ n: count() }).from(policies);
    expect(after).toBe(before);
  });
});

describe(`policy extraction (${databaseLabel})`, () => {
  const doc = 'Cannabis Dispensary Advertising\n\nDispensary ads run only in adult sections.\n1. Ads must carry the state health warning.\nSee Minn. Stat. 342.64.';

  it('proposes a policy from an uploaded document, saving nothing', async () => {
    const [{ n: before }] = await t.platform.db.select({ n: count() }).from(policies);
    const form = new FormData();
    form.append('sourceType', 'file_upload');
    form.append('file', new Blob([doc]), 'dispensary.txt');
    const res = await admin.post('/api/policies/extract', form);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ title: 'Cannabis Dispensary Advertising', category: 'Regulated Products', reference: 'Minn. Stat. 342.64' });
    expect(res.json.data.requirements).toContain('Ads must carry the state health warning.');
    const [{ n: after }] = await t.platform.db.select({ n: count() }).from(policies);
    expect(after).toBe(before);
  });

  it('refuses a missing file, a wrong type, a private URL and non-admins', async () => {
    const empty = new FormData();
    empty.append('sourceType', 'file_upload');
    expect((await admin.post('/api/policies/extract', empty)).json.error).toBe('Please select a file to upload');
    const image = new FormData();
    image.append('file', new Blob([new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'))]), 'x.png');
    expect((await admin.post('/api/policies/extract', image)).status).toBe(415);
    const url = new FormData();
    url.append('sourceType', 'url');
    url.append('sourceUrl', 'http://127.0.0.1:9/policy');
    const blocked = await admin.post('/api/policies/extract', url);
    expect(blocked.status).toBe(400);
    expect(blocked.json.error).toMatch(/not a public address/);
    const noUrl = new FormData();
    noUrl.append('sourceType', 'url');
    expect((await admin.post('/api/policies/extract', noUrl)).json.error).toBe('Please enter a URL to analyze');
    const form = new FormData();
    form.append('file', new Blob([doc]), 'd.txt');
    expect((await sam.post('/api/policies/extract', form)).status).toBe(403);
  });
});
