import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { emailOutbox, loginRecords, passwordResetTokens, sessions, users } from '../../db/schema';
import { LOGIN_LIMITS } from './auth.service';

let t: TestApp;
let owner: HttpClient;

const client = () => new HttpClient(t.baseUrl, { 'user-agent': 'vitest-agent/1.0' });
const userCount = async () => (await t.platform.db.select({ n: count() }).from(users))[0].n;

async function registerPending(username: string, email: string | null = null) {
  const res = await client().post('/api/register', { username, password: 'pending-pass', email });
  expect(res.status).toBe(201);
  return res.json.data.user as { id: string };
}

async function activate(id: string) {
  await t.platform.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
}

beforeAll(async () => {
  t = await startTestApp();
  owner = client();
});
afterAll(async () => t?.close());

describe(`auth API (${databaseLabel})`, () => {
  it('reports that the first user has not registered yet', async () => {
    const res = await client().get('/api/register/status');
    expect(res.json).toEqual({ success: true, data: { isFirstUser: true } });
  });

  it('makes the first user the signed-in owner with admin and superadmin', async () => {
    const res = await owner.post('/api/register', { username: 'Alice', password: 'owner-pass', email: 'alice@example.com' });
    expect(res.status).toBe(201);
    expect(res.json.data.pendingApproval).toBe(false);
    expect(res.json.data.user).toMatchObject({ username: 'Alice', role: 'admin', roles: ['admin', 'superadmin'], isOwner: true });
    expect(res.headers.get('set-cookie')).toMatch(/acp_session=.+; .*HttpOnly; SameSite=Lax/);

    const me = await owner.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.data.username).toBe('Alice');
    expect((await client().get('/api/register/status')).json.data.isFirstUser).toBe(false);
  });

  it('stores only a hash of the password and of the session token', async () => {
    const [row] = await t.platform.db.select().from(users).where(eq(users.username, 'Alice'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const token = owner.cookie('acp_session')!;
    const stored = await t.platform.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('keeps later registrations pending and refuses their sign-in with pending_approval', async () => {
    const reg = await client().post('/api/register', { username: 'bob', password: 'bob-pass1' });
    expect(reg.status).toBe(201);
    expect(reg.json.data).toMatchObject({ pendingApproval: true, user: { roles: ['standard'], status: 'pending' } });
    expect(reg.headers.get('set-cookie')).toBeNull();

    const login = await client().post('/api/login', { username: 'bob', password: 'bob-pass1' });
    expect(login.status).toBe(403);
    expect(login.json).toMatchObject({ success: false, code: 'PENDING_APPROVAL' });
    const [record] = await t.platform.db
      .select()
      .from(loginRecords)
      .where(eq(loginRecords.username, 'bob'))
      .orderBy(sql`${loginRecords.loginAt} desc`);
    expect(record).toMatchObject({ success: false, failureReason: 'pending_approval', userAgent: 'vitest-agent/1.0' });
    expect(record.ipAddress).toBe('127.0.0.1');
  });

  it('offers the admin role only to the first registration', async () => {
    const before = await userCount();
    const res = await client().post('/api/register', { username: 'mallory', password: 'mallory-pass', role: 'admin' });
    expect(res.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username in any letter case with 409, changing nothing', async () => {
    const before = await userCount();
    const res = await client().post('/api/register', { username: 'ALICE', password: 'whatever1' });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('Username already exists');
    expect(await userCount()).toBe(before);
  });

  it('answers bad input with 400 and field errors', async () => {
    const malformed = await client().request('POST', '/api/login', '{"username": ', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);

    const missing = await client().post('/api/login', { username: 'alice' });
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors.password).toBeDefined();

    const tooLong = await client().post('/api/register', { username: 'x'.repeat(65), password: 'abcdef' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fieldErrors.username[0]).toMatch(/at most 64/);

    const shortPassword = await client().post('/api/register', { username: 'shorty', password: 'abc' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.json.error).toBe('Password must be at least 6 characters long');

    const badRole = await client().post('/api/register', { username: 'roley', password: 'abcdef', role: 'king' });
    expect(badRole.status).toBe(400);
    expect(await t.platform.db.select().from(users).where(eq(users.username, 'roley'))).toHaveLength(0);
  });

  it('gives the same answer for an unknown user and a wrong password, and records both', async () => {
    const unknown = await client().post('/api/login', { username: 'nobody', password: 'whatever' });
    const wrong = await client().post('/api/login', { username: 'alice', password: 'wrong-pass' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json.error).toBe(wrong.json.error);
    const reasons = await t.platform.db
      .select({ username: loginRecords.username, reason: loginRecords.failureReason, userId: loginRecords.userId })
      .from(loginRecords)
      .where(eq(loginRecords.failureReason, 'invalid_credentials'));
    expect(reasons.map((r) => r.username).sort()).toEqual(['Alice', 'nobody']);
    expect(reasons.find((r) => r.username === 'nobody')!.userId).toBeNull();
  });

  it('rotates the session at sign-in and revokes it at sign-out', async () => {
    const browser = client();
    const first = await browser.post('/api/login', { username: 'alice', password: 'owner-pass' });
    expect(first.status).toBe(200);
    expect(first.json.data.lastLoginAt).not.toBeNull();
    const firstToken = browser.cookie('acp_session')!;

    await browser.post('/api/login', { username: 'alice', password: 'owner-pass' });
    const secondToken = browser.cookie('acp_session')!;
    expect(secondToken).not.toBe(firstToken);
    const stale = client();
    stale.setCookie('acp_session', firstToken);
    expect((await stale.get('/api/user')).status).toBe(401);

    const out = await browser.post('/api/logout');
    expect(out.json.message).toBe('You have been successfully logged out.');
    const replay = client();
    replay.setCookie('acp_session', secondToken);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('treats a tampered session cookie as signed out', async () => {
    const forged = client();
    forged.setCookie('acp_session', `${owner.cookie('acp_session')!.slice(0, -2)}xx`);
    expect((await forged.get('/api/user')).status).toBe(401);
    expect((await forged.get('/api/audit')).status).toBe(401);
  });

  it('refuses state changes sent from another site', async () => {
    const before = await userCount();
    const res = await client().post('/api/register', { username: 'csrf', password: 'abcdef' }, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('CROSS_SITE_REQUEST');
    expect(await userCount()).toBe(before);
  });

  it('changes a password only with the current one, signing out other sessions', async () => {
    const laptop = client();
    const phone = client();
    await laptop.post('/api/login', { username: 'alice', password: 'owner-pass' });
    await phone.post('/api/login', { username: 'alice', password: 'owner-pass' });

    const wrong = await laptop.post('/api/change-password', { currentPassword: 'nope-nope', newPassword: 'owner-pass-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Current password is incorrect');
    expect((await phone.get('/api/user')).status).toBe(200);

    const short = await laptop.post('/api/change-password', { currentPassword: 'owner-pass', newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('New password must be at least 6 characters long');

    const changed = await laptop.post('/api/change-password', { currentPassword: 'owner-pass', newPassword: 'owner-pass-2' });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await owner.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass' })).status).toBe(401);
    expect((await owner.post('/api/login', { username: 'alice', password: 'owner-pass-2' })).status).toBe(200);
  });

  it('answers forgot-password identically whether or not the account exists', async () => {
    const before = (await t.platform.db.select({ n: count() }).from(emailOutbox))[0].n;
    const unknown = await client().post('/api/forgot-password', { email: 'nobody@example.com' });
    expect((await t.platform.db.select({ n: count() }).from(emailOutbox))[0].n).toBe(before);
    const known = await client().post('/api/forgot-password', { email: 'ALICE@example.com' });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect((await t.platform.db.select({ n: count() }).from(emailOutbox))[0].n).toBe(before + 1);

    const bad = await client().post('/api/forgot-password', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Please enter a valid email address');
  });

  it('resets a password once with the emailed link, and never again', async () => {
    const [mail] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'));
    expect(mail.toAddresses).toEqual(['alice@example.com']);
    const link = mail.textBody.match(/http:\/\/localhost:5000\/reset-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    const tokens = await t.platform.db.select().from(passwordResetTokens);
    expect(tokens.map((r) => r.tokenHash)).not.toContain(token);

    expect((await client().post('/api/reset-password/check', { token })).json.data.valid).toBe(true);
    const mismatch = await client().post('/api/reset-password', { token, newPassword: 'abc' });
    expect(mismatch.status).toBe(400);

    const done = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-3' });
    expect(done.status).toBe(200);
    expect((await owner.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass-3' })).status).toBe(200);

    const reused = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-4' });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe('INVALID_RESET_TOKEN');
    expect((await client().post('/api/reset-password/check', { token })).json.data.valid).toBe(false);
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass-3' })).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    await client().post('/api/forgot-password', { email: 'alice@example.com' });
    const [mail] = await t.platform.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'password_reset'))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(1);
    const token = decodeURIComponent(mail.textBody.match(/token=(\S+)/)![1]);
    await t.platform.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-5' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('This password reset link is invalid or has expired.');
  });

  it('throttles sign-in per username after repeated failures, even with the right password', async () => {
    const pending = await registerPending('carol');
    await activate(pending.id);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerUsername; i++) {
      expect((await client().post('/api/login', { username: 'carol', password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await client().post('/api/login', { username: 'Carol', password: 'pending-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/Too many sign-in attempts/);
    // Another account from the same address is unaffected.
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass-3' })).status).toBe(200);
  });

  it('requires a session on protected routes and a role on restricted ones', async () => {
    expect((await client().get('/api/user')).status).toBe(401);
    expect((await client().get('/api/audit')).status).toBe(401);
    expect((await client().get('/api/no-such-route')).status).toBe(404);
  });
});
