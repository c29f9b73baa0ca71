import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../test/fixtures/sample-files';
import { HttpClient } from '../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../test/helpers/users';
import { can, type TAction } from '../domain/permissions';
import { ROLES, type TRole } from '../domain/roles';
import { submissions } from './db/schema';
import type { ApiRoute } from './platform/http';

/**
 * Every API route, called by every role and by nobody, against the access rule the route declares and
 * the permission table: anonymous callers get 401 on every non-public route, holders of a role without
 * the route's action get 403, everyone else gets past the guard. Generated from the routes themselves,
 * so a new route is covered the day it is added.
 */

let t: TestApp;
const routes: ApiRoute[] = [];
const clients = new Map<TRole, HttpClient>();
let ownSubmissionId: string;
let othersSubmissionId: string;

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

function concretePath(url: string, submissionId: string): string {
  return url
    .replace(':id', submissionId)
    .replace(':submissionId', submissionId)
    .replace(':trackId', ZERO_UUID)
    .replace(':annotationId', ZERO_UUID)
    .replace(':action', 'approve')
    .replace(':originalFilename', 'missing.png')
    .replace(':file', `${ZERO_UUID}.png`)
    .replace(':token', 'no-such-token')
    .replace(':settingKey', 'admin_alerts')
    .replace(':messageId', 'no-such-message')
    .replace(':jobId', ZERO_UUID)
    // Version numbers of a comparison: real ones, so only ownership can refuse it.
    .replace(':a', '1')
    .replace(':b', '2');
}

beforeAll(async () => {
  t = await startTestApp();
  routes.push(...t.app.apiRoutes);
  const owner = await registerOwner(t);
  clients.set('superadmin', owner);
  for (const role of ROLES.filter((r) => r !== 'superadmin')) {
    clients.set(role, (await signInAs(t, `user_${role}`, [role], `${role}@example.com`)).client);
  }
  const standard = clients.get('standard')!;
  ownSubmissionId = (
    await standard.post('/api/submissions', fileForm({ title: 'Mine', submitterEmail: 'standard@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]))
  ).json.data.id;
  othersSubmissionId = (
    await owner.post('/api/submissions', fileForm({ title: 'Theirs', submitterEmail: 'desk@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]))
  ).json.data.id;
});
afterAll(async () => t?.close());

describe(`authorisation matrix (${databaseLabel})`, () => {
  it('finds the API routes and every one declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
  });

  it('answers 401 to anonymous callers on every route but the public ones', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await anonymous.request(route.method, concretePath(route.url, othersSubmissionId), route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 exactly where the permission table says the role may not act', async () => {
    const failures: string[] = [];
    for (const role of ROLES) {
      const client = clients.get(role)!;
      for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'signed_in')) {
        // Unknown ids keep destructive calls from touching real rows; the guard answers before any lookup.
        const allowed = can({ roles: [role] }, route.access as TAction);
        const res = await client.request(route.method, concretePath(route.url, ZERO_UUID), route.method === 'GET' ? undefined : {});
        if ((res.status === 403) === allowed) {
          failures.push(`${role} ${route.method} ${route.url}: ${res.status} (${allowed ? 'allowed' : 'forbidden'} by the table)`);
        }
        expect(res.status, `${role} ${route.method} ${route.url}`).not.toBe(401);
      }
    }
    expect(failures).toEqual([]);
  });

  it('hides another user\'s submission from a standard user and shows their own', async () => {
    const standard = clients.get('standard')!;
    const submissionRoutes = routes.filter((r) => r.method === 'GET' && /:(id|submissionId)\b/.test(r.url) && r.access === 'signed_in');
    expect(submissionRoutes.length).toBeGreaterThan(0);
    for (const route of submissionRoutes) {
      const res = await standard.get(concretePath(route.url, othersSubmissionId));
      expect(res.status, `others' ${route.url}`).toBe(404);
    }
    expect((await standard.get(`/api/submissions/${ownSubmissionId}`)).status).toBe(200);
    // Lists answer only what the caller may see: the publication calendar is one.
    await t.platform.db.update(submissions).set({ runDate: '2031-03-04' }).where(inArray(submissions.id, [ownSubmissionId, othersSubmissionId]));
    const calendarIds = async (client: HttpClient) =>
      ((await client.get('/api/calendar?from=2031-03-01&to=2031-03-31')).json.data.days as { items: { id: string }[] }[]).flatMap((d) => d.items.map((i) => i.id));
    expect(await calendarIds(standard)).toEqual([ownSubmissionId]);
    expect(new Set(await calendarIds(clients.get('reviewer')!))).toEqual(new Set([ownSubmissionId, othersSubmissionId]));
    expect((await clients.get('reviewer')!.get(`/api/submissions/${othersSubmissionId}`)).status).toBe(200);
  });
});
