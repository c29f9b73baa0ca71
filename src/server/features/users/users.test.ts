import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '../../../domain/roles';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { auditEntries, emailOutbox, loginRecords, sessions, users } from '../../db/schema';
import { systemCtx } from '../../platform/context';
import { createUser } from './users.service';

const PASSWORD = 'test-pass-phrase-1';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: HttpClient;
let ownerId: string;
/** A superadmin who is not the owner, and an admin without superadmin. */
let superadmin: HttpClient;
let admin: HttpClient;
let adminId: string;

type Response = Awaited<ReturnType<HttpClient['request']>>;

const client = () => new HttpClient(t.baseUrl, { 'user-agent': 'vitest-agent/1.0' });
const patch = (c: HttpClient, path: string, body: unknown) => c.request('PATCH', path, body);
const remove = (c: HttpClient, path: string) => c.request('DELETE', path);

async function addUser(username: string, roles: TRole[], email: string | null = null) {
  return createUser(systemCtx(t.platform), { username, password: PASSWORD, email, roles });
}

async function signIn(username: string, password = PASSWORD) {
  const c = client();
  const res = await c.post('/api/login', { username, password });
  expect(res.status).toBe(200);
  return c;
}

async function registerPending(username: string, email: string | null = null): Promise<string> {
  const res = await client().post('/api/register', { username, password: PASSWORD, email });
  expect(res.status).toBe(201);
  expect(res.json.data.pendingApproval).toBe(true);
  return res.json.data.user.id;
}

async function userRow(id: string) {
  const [row] = await t.platform.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function latestAudit(action: string, entityId: string) {
  const [row] = await t.platform.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.sequence))
    .limit(1);
  return row;
}

async function emailsFor(kind: string, relatedId: string) {
  return t.platform.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.relatedEntityId, relatedId)));
}

/** Everything these endpoints may change: users and their roles and status, audit entries, emails. */
async function snapshot() {
  const { db } = t.platform;
  const rows = await db
    .select({ id: users.id, username: users.username, roles: users.roles, status: users.status })
    .from(users)
    .orderBy(asc(users.id));
  // A refusal's own security event (access_denied) is the one entry it writes; nothing else may change.
  const [{ audits }] = await db.select({ audits: count() }).from(auditEntries).where(ne(auditEntries.action, 'access_denied'));
  const [{ emails }] = await db.select({ emails: count() }).from(emailOutbox);
  return { rows, audits, emails };
}

/** The request is refused with this status and changes nothing. */
async function expectRefused(status: number, send: () => Promise<Response>): Promise<Response> {
  const before = await snapshot();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.json).toMatchObject({ success: false });
  expect(await snapshot()).toEqual(before);
  return res;
}

/** The request succeeds and changes nothing. */
async function expectUnchanged(send: () => Promise<Response>): Promise<Response> {
  const before = await snapshot();
  const res = await send();
  expect(await snapshot()).toEqual(before);
  return res;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = client();
  const reg = await owner.post('/api/register', { username: 'owner', password: PASSWORD, email: 'owner@example.com' });
  expect(reg.json.data.user).toMatchObject({ isOwner: true, roles: ['admin', 'superadmin'] });
  ownerId = reg.json.data.user.id;
  await addUser('sally', ['admin', 'superadmin']);
  adminId = (await addUser('adam', ['admin'])).id;
  superadmin = await signIn('sally');
  admin = await signIn('adam');
});
afterAll(async () => t?.close());

describe(`user management API (${databaseLabel})`, () => {
  describe('access', () => {
    const endpoints = (id: string): [string, string, unknown?][] => [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/pending-users'],
      ['GET', '/api/admin/login-stats'],
      ['GET', '/api/admin/recent-logins'],
      ['GET', `/api/admin/users/${id}/login-history?limit=50`],
      ['POST', '/api/admin/users', { username: 'sneaky', password: PASSWORD, role: 'admin' }],
      ['DELETE', `/api/admin/users/${id}`],
      ['PATCH', `/api/admin/users/${id}/role`, { role: 'admin' }],
      ['PATCH', `/api/admin/users/${id}/roles`, { roles: ['admin'] }],
      ['POST', '/api/admin/approve-user', { userId: id, role: 'admin' }],
      ['POST', '/api/admin/reject-user', { userId: id }],
    ];

    it('answers 401 to every endpoint without a session, changing nothing', async () => {
      const pendingId = await registerPending('anon-target');
      for (const [method, path, body] of endpoints(pendingId)) {
        const res = await expectRefused(401, () => client().request(method, path, body));
        expect(res.json.code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 403 to standard users and other non-admin roles, changing nothing', async () => {
      const pendingId = await registerPending('standard-target');
      await addUser('stan', ['standard']);
      await addUser('rita', ['reviewer', 'legal_approver', 'creative_director', 'technical_reviewer']);
      for (const caller of [await signIn('stan'), await signIn('rita')]) {
        for (const [method, path, body] of endpoints(pendingId)) {
          const res = await expectRefused(403, () => caller.request(method, path, body));
          expect(res.json.code).toBe('FORBIDDEN');
        }
      }
    });
  });

  describe('listing users', () => {
    it('lists active users and pending registrations separately', async () => {
      const pendingId = await registerPending('petra', 'petra@example.com');
      const active = await admin.get('/api/admin/users');
      expect(active.status).toBe(200);
      const names = active.json.data.map((u: { username: string }) => u.username);
      expect(names).toEqual(expect.arrayContaining(['owner', 'sally', 'adam']));
      expect(names).not.toContain('petra');
      expect(active.json.data.every((u: { status: string }) => u.status === 'active')).toBe(true);
      expect(active.json.data[0]).toMatchObject({ username: 'owner', role: 'admin', roles: ['admin', 'superadmin'], isOwner: true });
      expect(active.json.data[0]).not.toHaveProperty('passwordHash');

      const pending = await admin.get('/api/admin/pending-users');
      expect(pending.status).toBe(200);
      const petra = pending.json.data.find((u: { id: string }) => u.id === pendingId);
      expect(petra).toMatchObject({ username: 'petra', email: 'petra@example.com', status: 'pending', roles: ['standard'] });
      expect(pending.json.data.every((u: { status: string }) => u.status === 'pending')).toBe(true);
    });
  });

  describe('creating users', () => {
    it('creates an active user with the chosen role who can sign in at once', async () => {
      const res = await admin.post('/api/admin/users', {
        username: 'carl',
        password: 'carl-pass-phrase',
        email: 'carl@example.com',
        role: 'reviewer',
      });
      expect(res.status).toBe(201);
      expect(res.json.message).toBe('User created');
      expect(res.json.data).toMatchObject({ username: 'carl', role: 'reviewer', roles: ['reviewer'], status: 'active' });
      const audit = await latestAudit('user_created', res.json.data.id);
      expect(audit).toMatchObject({ actorLabel: 'adam', actorId: adminId });
      expect(audit.fieldDiffs).toEqual([{ field: 'roles', from: null, to: ['reviewer'] }]);
      expect((await client().post('/api/login', { username: 'carl', password: 'carl-pass-phrase' })).status).toBe(200);
    });

    it('refuses a taken username in any letter case with 409', async () => {
      const taken = { username: 'CARL', password: PASSWORD, role: 'standard' };
      const res = await expectRefused(409, () => admin.post('/api/admin/users', taken));
      expect(res.json.error).toBe('Username already exists');
    });

    it('refuses bad input with 400 and field errors', async () => {
      const create = (body: unknown) => () => admin.post('/api/admin/users', body);
      const noPassword = await expectRefused(400, create({ username: 'nopass', role: 'standard' }));
      expect(noPassword.json.fieldErrors.password).toBeDefined();
      const short = await expectRefused(400, create({ username: 'shorty', password: 'abc', role: 'standard' }));
      expect(short.json.error).toBe('Password must be at least 12 characters long');
      const common = await expectRefused(400, create({ username: 'commoner', password: 'password1234', role: 'standard' }));
      expect(common.json.error).toBe('This password is too common. Choose a less guessable one.');
      const unknownRole = await expectRefused(400, create({ username: 'kingly', password: PASSWORD, role: 'king' }));
      expect(unknownRole.json.fieldErrors.role[0]).toMatch(/^Role must be one of/);
      const badEmail = await expectRefused(400, create({ username: 'mailer', password: PASSWORD, email: 'nope', role: 'standard' }));
      expect(badEmail.json.fieldErrors.email).toBeDefined();
    });

    it('lets only a superadmin create a superadmin', async () => {
      const supra = { username: 'supra', password: PASSWORD, role: 'superadmin' };
      const refused = await expectRefused(403, () => admin.post('/api/admin/users', supra));
      expect(refused.json.error).toBe('Only a superadmin can create a superadmin');
      const created = await superadmin.post('/api/admin/users', supra);
      expect(created.status).toBe(201);
      expect(created.json.data.roles).toEqual(['superadmin']);
    });
  });

  describe('approving registrations', () => {
    it('activates a pending user with the chosen role, audits it and emails them the sign-in link', async () => {
      const id = await registerPending('paula', 'paula@example.com');
      expect((await client().post('/api/login', { username: 'paula', password: PASSWORD })).status).toBe(403);

      const res = await admin.post('/api/admin/approve-user', { userId: id, role: 'legal_approver' });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('User approved');
      expect(res.json.data).toMatchObject({ id, status: 'active', role: 'legal_approver', roles: ['legal_approver'] });

      const audit = await latestAudit('user_approved', id);
      expect(audit.actorLabel).toBe('adam');
      expect(audit.fieldDiffs).toEqual([
        { field: 'status', from: 'pending', to: 'active' },
        { field: 'roles', from: ['standard'], to: ['legal_approver'] },
      ]);
      const [mail] = await emailsFor('user_approved', id);
      expect(mail.toAddresses).toEqual(['paula@example.com']);
      expect(mail.textBody).toContain('http://localhost:5000/auth');
      expect((await client().post('/api/login', { username: 'paula', password: PASSWORD })).status).toBe(200);
    });

    it('approves a user without an email without sending one', async () => {
      const id = await registerPending('quiet');
      const res = await admin.post('/api/admin/approve-user', { userId: id, role: 'standard' });
      expect(res.status).toBe(200);
      expect(await emailsFor('user_approved', id)).toHaveLength(0);
      expect(await latestAudit('user_approved', id)).toBeDefined();
    });

    it('lets only a superadmin approve someone as superadmin', async () => {
      const id = await registerPending('ambitious', 'ambitious@example.com');
      const refused = await expectRefused(403, () => admin.post('/api/admin/approve-user', { userId: id, role: 'superadmin' }));
      expect(refused.json.error).toBe('Only a superadmin can approve a user as superadmin');
      expect((await userRow(id)).status).toBe('pending');
      const approved = await superadmin.post('/api/admin/approve-user', { userId: id, role: 'superadmin' });
      expect(approved.status).toBe(200);
      expect(approved.json.data.roles).toEqual(['superadmin']);
    });

    it('refuses users who are not pending (409), unknown ids (404) and bad input (400)', async () => {
      const conflict = await expectRefused(409, () => admin.post('/api/admin/approve-user', { userId: adminId, role: 'standard' }));
      expect(conflict.json.error).toBe('adam is not awaiting approval');
      const unknown = await expectRefused(404, () => admin.post('/api/admin/approve-user', { userId: randomUUID(), role: 'standard' }));
      expect(unknown.json.error).toBe('User not found');
      const id = await registerPending('waiting');
      const malformed = await expectRefused(400, () => admin.post('/api/admin/approve-user', { userId: 'not-a-uuid', role: 'standard' }));
      expect(malformed.json.error).toBe('Please enter a valid UUID format');
      await expectRefused(400, () => admin.post('/api/admin/approve-user', { userId: id, role: 'king' }));
      await expectRefused(400, () => admin.post('/api/admin/approve-user', { role: 'standard' }));
    });
  });

  describe('rejecting registrations', () => {
    it('deletes the request, audits the reason and emails it to the user', async () => {
      const id = await registerPending('rex', 'rex@example.com');
      const res = await admin.post('/api/admin/reject-user', { userId: id, reason: 'Not a member of staff' });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('User rejected');
      expect(await userRow(id)).toBeUndefined();

      const audit = await latestAudit('user_rejected', id);
      expect(audit.actorLabel).toBe('adam');
      expect(audit.summary).toContain('Not a member of staff');
      expect(audit.fieldDiffs).toEqual([
        { field: 'status', from: 'pending', to: null },
        { field: 'reason', from: null, to: 'Not a member of staff' },
      ]);
      const [mail] = await emailsFor('user_rejected', id);
      expect(mail.toAddresses).toEqual(['rex@example.com']);
      expect(mail.textBody).toContain('Reason: Not a member of staff');
      // The queued delivery job survives the deleted user and runs.
      await t.drainJobs();
      const [delivered] = await emailsFor('user_rejected', id);
      expect(delivered.status).toBe('logged');
    });

    it('rejects without a reason, and without an email when the user has none', async () => {
      const withEmail = await registerPending('rhea', 'rhea@example.com');
      expect((await admin.post('/api/admin/reject-user', { userId: withEmail, reason: '  ' })).status).toBe(200);
      const [mail] = await emailsFor('user_rejected', withEmail);
      expect(mail.textBody).not.toContain('Reason:');
      expect((await latestAudit('user_rejected', withEmail)).fieldDiffs).toEqual([{ field: 'status', from: 'pending', to: null }]);

      const withoutEmail = await registerPending('ron');
      expect((await admin.post('/api/admin/reject-user', { userId: withoutEmail })).status).toBe(200);
      expect(await userRow(withoutEmail)).toBeUndefined();
      expect(await emailsFor('user_rejected', withoutEmail)).toHaveLength(0);
    });

    it('refuses active users (409), unknown ids (404) and bad input (400)', async () => {
      const conflict = await expectRefused(409, () => admin.post('/api/admin/reject-user', { userId: ownerId }));
      expect(conflict.json.error).toBe('owner is not awaiting approval');
      await expectRefused(404, () => admin.post('/api/admin/reject-user', { userId: randomUUID() }));
      await expectRefused(400, () => admin.post('/api/admin/reject-user', { userId: 'nope' }));
      const id = await registerPending('rory');
      await expectRefused(400, () => admin.post('/api/admin/reject-user', { userId: id, reason: 'x'.repeat(1001) }));
    });
  });

  describe('editing roles', () => {
    it('sets a list of roles, audits the diff, and takes effect on the open session of that user', async () => {
      const { id } = await addUser('edna', ['standard']);
      const edna = await signIn('edna');
      const res = await patch(admin, `/api/admin/users/${id}/roles`, { roles: ['legal_approver', 'reviewer', 'reviewer'] });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ role: 'reviewer', roles: ['reviewer', 'legal_approver'] });
      expect((await userRow(id)).roles).toEqual(['reviewer', 'legal_approver']);
      const audit = await latestAudit('user_roles_updated', id);
      expect(audit.actorLabel).toBe('adam');
      expect(audit.fieldDiffs).toEqual([{ field: 'roles', from: ['standard'], to: ['reviewer', 'legal_approver'] }]);
      expect((await edna.get('/api/user')).json.data.roles).toEqual(['reviewer', 'legal_approver']);
    });

    it('falls back to standard when the list is empty', async () => {
      const { id } = await addUser('emil', ['reviewer']);
      const res = await patch(admin, `/api/admin/users/${id}/roles`, { roles: [] });
      expect(res.status).toBe(200);
      expect(res.json.data.roles).toEqual(['standard']);
      expect((await latestAudit('user_roles_updated', id)).fieldDiffs).toEqual([{ field: 'roles', from: ['reviewer'], to: ['standard'] }]);
    });

    it('replaces every role with the one given to /role', async () => {
      const { id } = await addUser('ella', ['reviewer', 'creative_director']);
      const res = await patch(admin, `/api/admin/users/${id}/role`, { role: 'technical_reviewer' });
      expect(res.status).toBe(200);
      expect(res.json.data.roles).toEqual(['technical_reviewer']);
      expect((await latestAudit('user_roles_updated', id)).fieldDiffs).toEqual([
        { field: 'roles', from: ['reviewer', 'creative_director'], to: ['technical_reviewer'] },
      ]);
    });

    it('writes no audit entry when nothing changes', async () => {
      const { id } = await addUser('edgar', ['reviewer']);
      const res = await expectUnchanged(() => patch(admin, `/api/admin/users/${id}/roles`, { roles: ['reviewer'] }));
      expect(res.status).toBe(200);
      expect(res.json.data.roles).toEqual(['reviewer']);
    });

    it('refuses unknown role names and malformed bodies with 400', async () => {
      const { id } = await addUser('eric', ['standard']);
      const unknown = await expectRefused(400, () => patch(admin, `/api/admin/users/${id}/roles`, { roles: ['reviewer', 'king'] }));
      expect(unknown.json.fieldErrors['roles.1'][0]).toMatch(/^Role must be one of/);
      await expectRefused(400, () => patch(admin, `/api/admin/users/${id}/roles`, { roles: 'reviewer' }));
      await expectRefused(400, () => patch(admin, `/api/admin/users/${id}/roles`, {}));
      await expectRefused(400, () => patch(admin, `/api/admin/users/${id}/role`, { role: 'king' }));
      await expectRefused(400, () => patch(admin, `/api/admin/users/${id}/role`, { role: '' }));
    });

    it('answers 404 for unknown users and 400 for malformed ids', async () => {
      const unknown = await expectRefused(404, () => patch(admin, `/api/admin/users/${randomUUID()}/roles`, { roles: ['reviewer'] }));
      expect(unknown.json.error).toBe('User not found');
      await expectRefused(404, () => patch(admin, `/api/admin/users/${randomUUID()}/role`, { role: 'reviewer' }));
      const malformed = await expectRefused(400, () => patch(admin, '/api/admin/users/123/roles', { roles: ['reviewer'] }));
      expect(malformed.json.error).toBe('Please enter a valid UUID format');
    });

    it('lets nobody change their own roles', async () => {
      const res = await expectRefused(403, () => patch(admin, `/api/admin/users/${adminId}/roles`, { roles: ['admin', 'reviewer'] }));
      expect(res.json.error).toBe('You cannot change your own roles');
      await expectRefused(403, () => patch(admin, `/api/admin/users/${adminId}/role`, { role: 'standard' }));
    });

    it('lets no superadmin remove their own superadmin role', async () => {
      const res = await expectRefused(403, () => patch(owner, `/api/admin/users/${ownerId}/roles`, { roles: ['admin'] }));
      expect(res.json.error).toBe('A superadmin cannot remove their own superadmin role');
      const sallyId = (await t.platform.db.select().from(users).where(eq(users.username, 'sally')))[0].id;
      const own = await expectRefused(403, () => patch(superadmin, `/api/admin/users/${sallyId}/role`, { role: 'admin' }));
      expect(own.json.error).toBe('A superadmin cannot remove their own superadmin role');
    });

    it('lets only a superadmin grant the superadmin role', async () => {
      const { id } = await addUser('gina', ['reviewer']);
      const refused = await expectRefused(403, () => patch(admin, `/api/admin/users/${id}/roles`, { roles: ['reviewer', 'superadmin'] }));
      expect(refused.json.error).toBe('Only a superadmin can grant the superadmin role');
      await expectRefused(403, () => patch(admin, `/api/admin/users/${id}/role`, { role: 'superadmin' }));

      const granted = await patch(superadmin, `/api/admin/users/${id}/roles`, { roles: ['reviewer', 'superadmin'] });
      expect(granted.status).toBe(200);
      expect(granted.json.data.roles).toEqual(['reviewer', 'superadmin']);
      expect((await latestAudit('user_roles_updated', id)).actorLabel).toBe('sally');
    });

    it('lets only a superadmin take the superadmin role from someone else', async () => {
      const { id } = await addUser('hugo', ['admin', 'superadmin']);
      const refused = await expectRefused(403, () => patch(admin, `/api/admin/users/${id}/roles`, { roles: ['admin'] }));
      expect(refused.json.error).toBe('Only a superadmin can remove the superadmin role');

      const removed = await patch(superadmin, `/api/admin/users/${id}/roles`, { roles: ['admin'] });
      expect(removed.status).toBe(200);
      expect((await latestAudit('user_roles_updated', id)).fieldDiffs).toEqual([
        { field: 'roles', from: ['admin', 'superadmin'], to: ['admin'] },
      ]);
    });

    it('never lets the owner account lose its admin role', async () => {
      const ownerRoles = `/api/admin/users/${ownerId}/roles`;
      const lose = await expectRefused(403, () => patch(superadmin, ownerRoles, { roles: ['superadmin', 'reviewer'] }));
      expect(lose.json.error).toBe('The owner account cannot lose its admin role');
      await expectRefused(403, () => patch(superadmin, `/api/admin/users/${ownerId}/role`, { role: 'superadmin' }));
      await expectRefused(403, () => patch(superadmin, ownerRoles, { roles: [] }));

      const extra = await patch(superadmin, ownerRoles, { roles: ['admin', 'superadmin', 'reviewer'] });
      expect(extra.status).toBe(200);
      expect(extra.json.data.roles).toEqual(['reviewer', 'admin', 'superadmin']);
    });
  });

  describe('deleting users', () => {
    it('deletes the account with its sessions, keeping login records and audit entries by name', async () => {
      const { id } = await addUser('dora', ['reviewer'], 'dora@example.com');
      const dora = await signIn('dora');
      expect((await t.platform.db.select().from(sessions).where(eq(sessions.userId, id))).length).toBe(1);

      const res = await remove(admin, `/api/admin/users/${id}`);
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('User deleted');
      expect(await userRow(id)).toBeUndefined();
      expect(await t.platform.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
      expect((await dora.get('/api/user')).status).toBe(401);

      const records = await t.platform.db.select().from(loginRecords).where(eq(loginRecords.username, 'dora'));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ userId: null, success: true, userEmail: 'dora@example.com' });
      const [signedIn] = await t.platform.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'user_login'), eq(auditEntries.actorId, id)));
      expect(signedIn.actorLabel).toBe('dora');

      const audit = await latestAudit('user_deleted', id);
      expect(audit.actorLabel).toBe('adam');
      expect(audit.fieldDiffs).toEqual([
        { field: 'username', from: 'dora', to: null },
        { field: 'roles', from: ['reviewer'], to: null },
      ]);
      expect((await admin.get('/api/admin/users')).json.data.map((u: { id: string }) => u.id)).not.toContain(id);
    });

    it('lets nobody delete themselves', async () => {
      const res = await expectRefused(403, () => remove(admin, `/api/admin/users/${adminId}`));
      expect(res.json.error).toBe('You cannot delete your own account');
      await expectRefused(403, () => remove(owner, `/api/admin/users/${ownerId}`));
    });

    it('never deletes the owner account', async () => {
      const res = await expectRefused(403, () => remove(superadmin, `/api/admin/users/${ownerId}`));
      expect(res.json.error).toBe('The owner account cannot be deleted');
    });

    it('lets only a superadmin delete a superadmin', async () => {
      const { id } = await addUser('ivan', ['superadmin']);
      const res = await expectRefused(403, () => remove(admin, `/api/admin/users/${id}`));
      expect(res.json.error).toBe('Only a superadmin can delete a superadmin');
      expect((await remove(superadmin, `/api/admin/users/${id}`)).status).toBe(200);
    });

    it('answers 404 for unknown users and 400 for malformed ids', async () => {
      await expectRefused(404, () => remove(admin, `/api/admin/users/${randomUUID()}`));
      await expectRefused(400, () => remove(admin, '/api/admin/users/not-a-uuid'));
    });
  });

  describe('login activity', () => {
    it('counts active users by their last sign-in: today (UTC), 7 days, 30 days, never', async () => {
      const now = Date.now();
      const startOfTodayUtc = new Date(new Date(now).setUTCHours(0, 0, 0, 0));
      const { db } = t.platform;
      await db.update(users).set({ lastLoginAt: null });
      const pendingId = await registerPending('stats-pending');
      await db.update(users).set({ lastLoginAt: new Date(now) }).where(eq(users.id, pendingId));
      const lastLogins: (Date | null)[] = [
        new Date(now - 60_000), // today, week, month
        new Date(startOfTodayUtc.getTime() - 60_000), // yesterday: week, month
        new Date(now - 6 * DAY_MS), // week, month
        new Date(now - 8 * DAY_MS), // month
        new Date(now - 29 * DAY_MS), // month
        new Date(now - 31 * DAY_MS), // none
      ];
      const active = await db.select({ id: users.id }).from(users).where(eq(users.status, 'active')).orderBy(asc(users.createdAt));
      expect(active.length).toBeGreaterThan(lastLogins.length);
      for (const [i, lastLoginAt] of lastLogins.entries()) {
        await db.update(users).set({ lastLoginAt }).where(eq(users.id, active[i].id));
      }

      const res = await admin.get('/api/admin/login-stats');
      expect(res.status).toBe(200);
      // The first timestamp counts as today unless the day turned over during the test.
      const today = new Date(now - 60_000) >= startOfTodayUtc ? 1 : 0;
      expect(res.json.data).toEqual({
        totalUsers: active.length,
        activeToday: today,
        activeThisWeek: 3,
        activeThisMonth: 5,
        neverLoggedIn: active.length - lastLogins.length,
      });
    });

    it('lists the last 100 sign-in attempts, newest first, with the whole user agent', async () => {
      const longAgent = `Mozilla/5.0 ${'x'.repeat(120)}`;
      const base = Date.now() - 10 * DAY_MS;
      await t.platform.db.insert(loginRecords).values(
        Array.from({ length: 120 }, (_, i) => ({
          username: `bulk-${i}`,
          success: i % 2 === 0,
          failureReason: i % 2 === 0 ? null : 'invalid_credentials',
          ipAddress: '10.0.0.1',
          userAgent: longAgent,
          loginAt: new Date(base + i * 1000),
        })),
      );
      const res = await owner.get('/api/admin/recent-logins');
      expect(res.status).toBe(200);
      const list = res.json.data as { loginAt: string; username: string }[];
      expect(list).toHaveLength(100);
      const times = list.map((r) => Date.parse(r.loginAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const bulk = res.json.data.find((r: { username: string }) => r.username === 'bulk-119');
      expect(bulk).toEqual({
        id: expect.any(String),
        username: 'bulk-119',
        userEmail: null,
        userRole: null,
        loginAt: new Date(base + 119_000).toISOString(),
        success: false,
        failureReason: 'invalid_credentials',
        ipAddress: '10.0.0.1',
        userAgent: longAgent,
      });
      // Real sign-ins of this test file are newer than the bulk rows, so they come first.
      expect(list[0].username).not.toMatch(/^bulk-/);
    });

    it('shows the history of one user, newest first, 50 by default and up to the limit asked', async () => {
      const { id } = await addUser('hank', ['reviewer'], 'hank@example.com');
      const base = Date.now() - DAY_MS;
      await t.platform.db.insert(loginRecords).values(
        Array.from({ length: 60 }, (_, i) => ({
          userId: id,
          username: 'hank',
          userEmail: 'hank@example.com',
          userRole: 'reviewer',
          success: true,
          loginAt: new Date(base + i * 1000),
        })),
      );
      await t.platform.db.insert(loginRecords).values({ username: 'someone-else', success: true });

      const res = await admin.get(`/api/admin/users/${id}/login-history`);
      expect(res.status).toBe(200);
      expect(res.json.data.user).toMatchObject({ id, username: 'hank', roles: ['reviewer'] });
      const history = res.json.data.loginHistory as { loginAt: string; username: string; userRole: string }[];
      expect(history).toHaveLength(50);
      expect(history[0].loginAt).toBe(new Date(base + 59_000).toISOString());
      expect(history.every((r) => r.username === 'hank' && r.userRole === 'reviewer')).toBe(true);

      const five = await admin.get(`/api/admin/users/${id}/login-history?limit=5`);
      expect(five.json.data.loginHistory).toHaveLength(5);
      expect((await admin.get(`/api/admin/users/${id}/login-history?limit=100`)).json.data.loginHistory).toHaveLength(60);
    });

    it('refuses a limit outside 1..100, unknown users and malformed ids', async () => {
      const { id } = await addUser('lima', ['standard']);
      for (const limit of ['0', '101', 'ten', '2.5']) {
        expect((await admin.get(`/api/admin/users/${id}/login-history?limit=${limit}`)).status).toBe(400);
      }
      const unknown = await admin.get(`/api/admin/users/${randomUUID()}/login-history`);
      expect(unknown.status).toBe(404);
      expect(unknown.json.error).toBe('User not found');
      expect((await admin.get('/api/admin/users/xyz/login-history')).status).toBe(400);
    });
  });
});

