import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';

let t: TestApp;
let admin: HttpClient;
let sam: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
});
afterAll(async () => t?.close());

describe(`settings and outbox (${databaseLabel})`, () => {
  it('reports each service\'s state', async () => {
    const res = await sam.get('/api/settings/services');
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.json.data.map((s: { key: string; state: string }) => [s.key, s.state]));
    expect(byKey).toMatchObject({ database: 'ok', storage: 'ok', job_queue: 'ok', smtp: 'not_configured', imap: 'not_configured', ocr: 'ok' });
  });

  it('tells the version, database kind and uptime; the Node version only to admins', async () => {
    const res = await sam.get('/api/settings/platform');
    expect(res.json.data).toMatchObject({ version: '0.1.0', database: databaseLabel });
    expect(res.json.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.json.data).not.toHaveProperty('nodeVersion');
    expect(res.text).not.toContain(process.version);
    expect((await admin.get('/api/settings/platform')).json.data.nodeVersion).toBe(process.version);
  });

  it('shows admins where the files and the browser are, and standard users only whether each service works', async () => {
    const { dataDir, chromiumPath } = t.platform.config;
    const forAdmin = await admin.get('/api/settings/services');
    expect(forAdmin.text).toContain(JSON.stringify(dataDir).slice(1, -1));
    expect(forAdmin.text).toContain(chromiumPath);
    const forSam = await sam.get('/api/settings/services');
    expect(forSam.status).toBe(200);
    expect(forSam.text).not.toContain(JSON.stringify(dataDir).slice(1, -1));
    expect(forSam.text).not.toContain(chromiumPath);
    const storage = forSam.json.data.find((s: { key: string }) => s.key === 'storage');
    expect(storage).toMatchObject({ state: 'ok', detail: 'Working' });
  });

  it('lists sent and pending email to admins only, newest first, paged', async () => {
    // Reset emails are looked up and written by a job (the reply's timing tells nothing): run each in turn.
    const before = (await admin.get('/api/admin/outbox?limit=1')).json.meta.total;
    await admin.post('/api/forgot-password', { email: 'sam@example.com' });
    await t.drainJobs();
    await admin.post('/api/forgot-password', { email: 'owner@example.com' });
    await t.drainJobs();
    const first = await admin.get('/api/admin/outbox?limit=1');
    expect(first.status).toBe(200);
    expect(first.json.meta.total).toBe(before + 2);
    expect(first.json.data[0]).toMatchObject({ to: ['owner@example.com'], kind: 'password_reset' });
    const second = await admin.get(`/api/admin/outbox?limit=1&cursor=${encodeURIComponent(first.json.meta.nextCursor)}`);
    expect(second.json.data[0]).toMatchObject({ to: ['sam@example.com'], kind: 'password_reset' });
    expect(!!second.json.meta.nextCursor).toBe(before > 0);
    expect((await sam.get('/api/admin/outbox')).status).toBe(403);
  });
});
