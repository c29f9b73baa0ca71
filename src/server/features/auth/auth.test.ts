import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startMailCatcher } from '../../../../test/helpers/mail-catcher';
import { auditEntries, emailOutbox, loginRecords, loginThrottles, passwordResetTokens, sessions, users } from '../../db/schema';
import { LOGIN_THROTTLE } from './login-throttle';

let t: TestApp;
let owner: HttpClient;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

const client = () => new HttpClient(t.baseUrl, { 'user-agent': 'vitest-agent/1.0' });
// The app trusts X-Forwarded-For here, so a client can stand for a browser at another address.
const clientAt = (ip: string) => new HttpClient(t.baseUrl, { 'user-agent': 'vitest-agent/1.0', 'x-forwarded-for': ip });
const outboxCount = async () => (await t.platform.db.select({ n: count() }).from(emailOutbox))[0].n;

/** The token of the newest reset link delivered to this address (the outbox keeps the link withheld). */
async function deliveredResetToken(to: string): Promise<string> {
  await t.drainJobs();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const links = mail.mails.filter((m) => m.to.includes(to)).map((m) => /\/reset-password\?token=(\S+)/.exec(m.text)?.[1]);
    const last = links.filter(Boolean).at(-1);
    if (last) return decodeURIComponent(last);
    if (Date.now() > deadline) throw new Error(`no reset link mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function requestResetToken(email: string): Promise<string> {
  const before = mail.mails.length;
  expect((await client().post('/api/forgot-password', { email })).status).toBe(200);
  await t.drainJobs();
  const deadline = Date.now() + 10_000;
  while (mail.mails.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return deliveredResetToken(email);
}
const userCount = async () => (await t.platform.db.select({ n: count() }).from(users))[0].n;

async function registerPending(username: string, email: string | null = null) {
  const res = await client().post('/api/register', { username, password: 'pending-pass-phrase', email });
  expect(res.status).toBe(201);
  return res.json.data.user as { id: string };
}

async function activate(id: string) {
  await t.platform.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
}

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ env: { TRUST_PROXY: 'true', SMTP_URL: mail.url } });
  owner = client();
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

describe(`auth API (${databaseLabel})`, () => {
  it('reports that the first user has not registered yet', async () => {
    const res = await client().get('/api/register/status');
    expect(res.json).toEqual({ success: true, data: { isFirstUser: true } });
  });

  it('makes the first user the signed-in owner with admin and superadmin', async () => {
    const res = await owner.post('/api/register', { username: 'Alice', password: 'owner-pass-phrase', email: 'alice@example.com' });
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
    const reg = await client().post('/api/register', { username: 'bob', password: 'bob-pass-phrase1' });
    expect(reg.status).toBe(201);
    expect(reg.json.data).toMatchObject({ pendingApproval: true, user: { roles: ['standard'], status: 'pending' } });
    expect(reg.headers.get('set-cookie')).toBeNull();

    const login = await client().post('/api/login', { username: 'bob', password: 'bob-pass-phrase1' });
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
    const res = await client().post('/api/register', { username: 'mallory', password: 'mallory-pass-phrase', role: 'admin' });
    expect(res.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username in any letter case with 409, changing nothing', async () => {
    const before = await userCount();
    const res = await client().post('/api/register', { username: 'ALICE', password: 'whatever-pass-1' });
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

    const tooLong = await client().post('/api/register', { username: 'x'.repeat(65), password: 'abcdef-ghijkl' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fieldErrors.username[0]).toMatch(/at most 64/);

    const shortPassword = await client().post('/api/register', { username: 'shorty', password: 'abc' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.json.error).toBe('Password must be at least 12 characters long');

    const badRole = await client().post('/api/register', { username: 'roley', password: 'abcdef-ghijkl', role: 'king' });
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
    const first = await browser.post('/api/login', { username: 'alice', password: 'owner-pass-phrase' });
    expect(first.status).toBe(200);
    expect(first.json.data.lastLoginAt).not.toBeNull();
    const firstToken = browser.cookie('acp_session')!;

    await browser.post('/api/login', { username: 'alice', password: 'owner-pass-phrase' });
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
    const res = await client().post('/api/register', { username: 'csrf', password: 'abcdef-ghijkl' }, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('CROSS_SITE_REQUEST');
    expect(await userCount()).toBe(before);
  });

  it('changes a password only with the current one, signing out other sessions', async () => {
    const laptop = client();
    const phone = client();
    await laptop.post('/api/login', { username: 'alice', password: 'owner-pass-phrase' });
    await phone.post('/api/login', { username: 'alice', password: 'owner-pass-phrase' });

    const wrong = await laptop.post('/api/change-password', { currentPassword: 'nope-nope', newPassword: 'owner-pass-phrase-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Current password is incorrect');
    expect((await phone.get('/api/user')).status).toBe(200);

    const short = await laptop.post('/api/change-password', { currentPassword: 'owner-pass-phrase', newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('New password must be at least 12 characters long');

    const changed = await laptop.post('/api/change-password', { currentPassword: 'owner-pass-phrase', newPassword: 'owner-pass-phrase-2' });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await owner.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass-phrase' })).status).toBe(401);
    expect((await owner.post('/api/login', { username: 'alice', password: 'owner-pass-phrase-2' })).status).toBe(200);
  });

  it('answers forgot-password at once and identically whether or not the account exists, mailing from a job', async () => {
    const before = await outboxCount();
    const unknown = await client().post('/api/forgot-password', { email: 'nobody@example.com' });
    const known = await client().post('/api/forgot-password', { email: 'ALICE@example.com' });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    // Neither request looked the account up or wrote anything: both only queued the same job.
    expect(await outboxCount()).toBe(before);
    expect(await t.platform.db.select().from(passwordResetTokens)).toHaveLength(0);

    await t.drainJobs();
    expect(await outboxCount()).toBe(before + 1);
    expect(await deliveredResetToken('alice@example.com')).toMatch(/^\S{20,}$/);
    expect(mail.mails.filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
    const [audit] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'password_reset_requested'));
    expect(audit.ipAddress).toBe('127.0.0.1');

    const bad = await client().post('/api/forgot-password', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Please enter a valid email address');
  });

  it('resets a password once with the emailed link, and never again', async () => {
    const [stored] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'));
    expect(stored.toAddresses).toEqual(['alice@example.com']);
    expect(stored.textBody).not.toMatch(/token=/);
    const token = await deliveredResetToken('alice@example.com');
    const tokens = await t.platform.db.select().from(passwordResetTokens);
    expect(tokens.map((r) => r.tokenHash)).not.toContain(token);

    expect((await client().post('/api/reset-password/check', { token })).json.data.valid).toBe(true);
    const mismatch = await client().post('/api/reset-password', { token, newPassword: 'abc' });
    expect(mismatch.status).toBe(400);
    const same = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-phrase-2' });
    expect(same.status).toBe(400);
    expect(same.json.error).toBe('New password must be different from your current password');
    const common = await client().post('/api/reset-password', { token, newPassword: 'qwertyuiop123' });
    expect(common.status).toBe(400);
    expect(common.json).toMatchObject({ error: 'This password is too common. Choose a less guessable one.', fieldErrors: { newPassword: [expect.any(String)] } });
    expect((await client().post('/api/reset-password/check', { token })).json.data.valid).toBe(true);

    const done = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-phrase-3' });
    expect(done.status).toBe(200);
    expect((await owner.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass-phrase-3' })).status).toBe(200);

    const reused = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-phrase-4' });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe('INVALID_RESET_TOKEN');
    expect((await client().post('/api/reset-password/check', { token })).json.data.valid).toBe(false);
    expect((await client().post('/api/login', { username: 'alice', password: 'owner-pass-phrase-3' })).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const token = await requestResetToken('alice@example.com');
    await t.platform.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await client().post('/api/reset-password', { token, newPassword: 'owner-pass-phrase-5' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('This password reset link is invalid or has expired.');
  });

  describe('password policy (ASVS V2.1)', () => {
    // Each from its own address, so the per-address limit on registrations stays out of the way.
    let address = 0;
    const register = (username: string, password: string, email: string | null = null) =>
      clientAt(`10.9.0.${++address}`).post('/api/register', { username, password, email });

    it('refuses short, overlong, common and identity passwords at registration, creating nobody', async () => {
      const before = await userCount();
      const cases: [string, string, string][] = [
        ['elevenchars', 'x'.repeat(11), 'Password must be at least 12 characters long'],
        ['overlong', 'x'.repeat(129), 'Password must be at most 128 characters'],
        ['commoner', '123456789012', 'This password is too common. Choose a less guessable one.'],
        ['commoner', 'Password1234', 'This password is too common. Choose a less guessable one.'],
        ['commoner', 'qwertyuiop123', 'This password is too common. Choose a less guessable one.'],
        // A common word padded with digits and symbols to pass the length rule.
        ['commoner', 'sunshine2024!!', 'This password is too common. Choose a less guessable one.'],
        ['commoner', 'aaaaaaaaaaaaaaaa', 'This password is too common. Choose a less guessable one.'],
        ['longusername42', 'LongUsername42', 'Password must not be your username or email address.'],
      ];
      for (const [username, password, message] of cases) {
        const res = await register(username, password);
        expect(res.status, password).toBe(400);
        expect(res.json.error, password).toBe(message);
        expect(res.json.fieldErrors.password, password).toEqual([message]);
      }
      const byEmail = await register('mailname', 'frank.sinatra@example.com', 'Frank.Sinatra@example.com');
      expect(byEmail.json.error).toBe('Password must not be your username or email address.');
      expect(await userCount()).toBe(before);
    });

    it('accepts any characters, spaces and emoji included, from 12 up to 128 counted as a person counts them', async () => {
      // 12 characters, 14 UTF-16 code units: the emoji count once each.
      const emoji = 'пароль 🔑 да🙂';
      expect([...emoji]).toHaveLength(12);
      expect((await register('unicode1', emoji)).status).toBe(201);
      expect((await register('spaces1', 'my dog eats blue socks')).status).toBe(201);
      expect((await register('longest1', 'x1y2z3'.repeat(21) + 'ab')).status).toBe(201);
      const tooShort = await register('unicode2', '🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑');
      expect(tooShort.json.error).toBe('Password must be at least 12 characters long');
    });

    it('refuses a changed password that is the current one, common, or the username', async () => {
      const pending = await registerPending('hector');
      await activate(pending.id);
      const hector = client();
      expect((await hector.post('/api/login', { username: 'hector', password: 'pending-pass-phrase' })).status).toBe(200);
      const change = (newPassword: string) => hector.post('/api/change-password', { currentPassword: 'pending-pass-phrase', newPassword });

      const same = await change('pending-pass-phrase');
      expect(same.status).toBe(400);
      expect(same.json).toMatchObject({ error: 'New password must be different from your current password', fieldErrors: { newPassword: [expect.any(String)] } });
      expect((await change('football2024')).json.error).toBe('This password is too common. Choose a less guessable one.');
      expect((await change('Hector')).json.error).toBe('New password must be at least 12 characters long');
      expect((await change('hector.hector')).status).toBe(200);
    });
  });

  describe('progressive sign-in delays (ASVS V2.2.1)', () => {
    const keyRows = (like: string) => t.platform.db.select().from(loginThrottles).where(sql`${loginThrottles.key} like ${like}`);
    const allowAttemptsNow = (like: string) =>
      t.platform.db.update(loginThrottles).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(sql`${loginThrottles.key} like ${like}`);

    it('lets at most the free attempts of 40 parallel guesses reach the password check', async () => {
      const pending = await registerPending('carol');
      await activate(pending.id);
      const attacker = clientAt('10.1.0.1');
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attacker.post('/api/login', { username: 'carol', password: `guess-${i}` })),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.usernameAtIp.free);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_THROTTLE.usernameAtIp.free);
      const refused = replies.find((r) => r.status === 429)!;
      expect(refused.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(refused.json.error).toMatch(/^Too many sign-in attempts\. Please wait \d+ (second|seconds|minute|minutes) and try again\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      const checked = await t.platform.db
        .select({ n: count() })
        .from(loginRecords)
        .where(and(eq(loginRecords.username, 'carol'), eq(loginRecords.failureReason, 'invalid_credentials')));
      expect(checked[0].n).toBe(LOGIN_THROTTLE.usernameAtIp.free);
      const limited = await t.platform.db
        .select({ n: count() })
        .from(loginRecords)
        .where(and(eq(loginRecords.username, 'carol'), eq(loginRecords.failureReason, 'rate_limited')));
      expect(limited[0].n).toBe(40 - LOGIN_THROTTLE.usernameAtIp.free);
      // Even the right password waits at that address: the attempt is refused before the password is looked at.
      expect((await attacker.post('/api/login', { username: 'carol', password: 'pending-pass-phrase' })).status).toBe(429);
    });

    it('makes each further attempt wait longer, up to the cap', async () => {
      const attacker = clientAt('10.2.0.1');
      const guess = () => attacker.post('/api/login', { username: 'dave', password: 'not-daves-password' });
      for (let i = 0; i < LOGIN_THROTTLE.usernameAtIp.free; i++) expect((await guess()).status).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 3; round++) {
        const refused = await guess();
        expect(refused.status).toBe(429);
        waits.push(Number(refused.headers.get('retry-after')));
        // Time passes: the wait is over, the next guess is checked, and it sets a longer wait.
        await allowAttemptsNow('%dave%');
        expect((await guess()).status).toBe(401);
      }
      expect(waits[0]).toBeGreaterThanOrEqual(1);
      expect(waits[1]).toBeGreaterThan(waits[0]);
      expect(waits[2]).toBeGreaterThan(waits[1]);

      await t.platform.db.update(loginThrottles).set({ failures: 500 }).where(sql`${loginThrottles.key} like '%dave%'`);
      await allowAttemptsNow('%dave%');
      expect((await guess()).status).toBe(401);
      const capped = await guess();
      expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_THROTTLE.username.capSeconds);
      expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(LOGIN_THROTTLE.username.capSeconds - 30);
      expect(capped.json.error).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    });

    it('lets the owner in from their usual address while an attack from other addresses is slowed', async () => {
      // Alice signed in from 127.0.0.1 before. Guesses come from many other addresses, enough to slow her username.
      for (let i = 0; i < LOGIN_THROTTLE.username.free + 2; i++) {
        await clientAt(`10.3.0.${i + 1}`).post('/api/login', { username: 'alice', password: `guess-${i}` });
      }
      const fromElsewhere = await clientAt('10.3.1.1').post('/api/login', { username: 'alice', password: 'owner-pass-phrase-3' });
      expect(fromElsewhere.status).toBe(429);
      const [usernameKey] = await keyRows('u:alice');
      expect(usernameKey.failures).toBeGreaterThanOrEqual(LOGIN_THROTTLE.username.free);

      const atHome = await client().post('/api/login', { username: 'alice', password: 'owner-pass-phrase-3' });
      expect(atHome.status).toBe(200);
      // Her sign-in does not reset the key the attacker runs into.
      expect((await keyRows('u:alice'))[0].failures).toBe(usernameKey.failures);
      expect((await clientAt('10.3.1.2').post('/api/login', { username: 'alice', password: 'guess-x' })).status).toBe(429);
    });

    it('clears the keys an attempt was judged by when it succeeds', async () => {
      const pending = await registerPending('erin');
      await activate(pending.id);
      const erin = clientAt('10.4.0.1');
      for (let i = 0; i < LOGIN_THROTTLE.usernameAtIp.free - 1; i++) {
        expect((await erin.post('/api/login', { username: 'erin', password: `typo-${i}` })).status).toBe(401);
      }
      expect(await keyRows('%erin%')).toHaveLength(2);
      expect((await erin.post('/api/login', { username: 'Erin', password: 'pending-pass-phrase' })).status).toBe(200);
      expect(await keyRows('%erin%')).toHaveLength(0);
      // A fresh allowance again.
      for (let i = 0; i < LOGIN_THROTTLE.usernameAtIp.free; i++) {
        expect((await clientAt('10.4.0.1').post('/api/login', { username: 'erin', password: `typo-${i}` })).status).toBe(401);
      }
      expect((await clientAt('10.4.0.1').post('/api/login', { username: 'erin', password: 'typo-x' })).status).toBe(429);
    });
  });

  describe('session lifetime (ASVS V3.3)', () => {
    async function signedIn() {
      const browser = client();
      const res = await browser.post('/api/login', { username: 'alice', password: 'owner-pass-phrase-3' });
      expect(res.status).toBe(200);
      const [row] = await t.platform.db.select().from(sessions).orderBy(sql`${sessions.createdAt} desc`).limit(1);
      return { browser, res, row };
    }

    it('gives the cookie the session absolute lifetime of 12 hours', async () => {
      expect(t.platform.config.session).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
      const { res, row } = await signedIn();
      const expires = /Expires=([^;]+)/i.exec(res.headers.get('set-cookie')!)![1];
      expect(Math.abs(new Date(expires).getTime() - (Date.now() + 12 * 3_600_000))).toBeLessThan(60_000);
      expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 12 * 3_600_000)).toBeLessThan(5_000);
    });

    it('ends a session after 30 idle minutes', async () => {
      const { browser, row } = await signedIn();
      await t.platform.db.update(sessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` }).where(eq(sessions.id, row.id));
      expect((await browser.get('/api/user')).status).toBe(200);
      await t.platform.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(eq(sessions.id, row.id));
      expect((await browser.get('/api/user')).status).toBe(401);
    });

    it('records activity at most once a minute, and activity never extends the absolute end', async () => {
      const { browser, row } = await signedIn();
      await t.platform.db.update(sessions).set({ lastSeenAt: sql`now() - interval '20 minutes'` }).where(eq(sessions.id, row.id));
      expect((await browser.get('/api/user')).status).toBe(200);
      const [touched] = await t.platform.db.select().from(sessions).where(eq(sessions.id, row.id));
      expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);
      expect(touched.expiresAt.getTime()).toBe(row.expiresAt.getTime());
      await browser.get('/api/user');
      const [again] = await t.platform.db.select().from(sessions).where(eq(sessions.id, row.id));
      expect(again.lastSeenAt.getTime()).toBe(touched.lastSeenAt.getTime());
    });

    it('ends an active session at its absolute end', async () => {
      const { browser, row } = await signedIn();
      await t.platform.db
        .update(sessions)
        .set({ createdAt: sql`now() - interval '12 hours'`, expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.id, row.id));
      expect((await browser.get('/api/user')).status).toBe(401);
    });

    it('clears away a user\'s ended sessions at their next sign-in', async () => {
      const { row } = await signedIn();
      await t.platform.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` }).where(eq(sessions.id, row.id));
      await signedIn();
      expect(await t.platform.db.select().from(sessions).where(eq(sessions.id, row.id))).toHaveLength(0);
    });
  });

  it('records a sign-out as a security event', async () => {
    const browser = client();
    await browser.post('/api/login', { username: 'alice', password: 'owner-pass-phrase-3' });
    const [user] = await t.platform.db.select().from(users).where(eq(users.username, 'Alice'));
    expect((await browser.post('/api/logout')).status).toBe(200);
    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'user_logout'))
      .orderBy(sql`${auditEntries.sequence} desc`)
      .limit(1);
    expect(entry).toMatchObject({ actorId: user.id, entityId: user.id, summary: 'Alice signed out', ipAddress: '127.0.0.1' });
    // Signing out without a session records nothing.
    const before = (await t.platform.db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.action, 'user_logout')))[0].n;
    expect((await client().post('/api/logout')).status).toBe(200);
    expect((await t.platform.db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.action, 'user_logout')))[0].n).toBe(before);
  });

  it('requires a session on protected routes and a role on restricted ones', async () => {
    expect((await client().get('/api/user')).status).toBe(401);
    expect((await client().get('/api/audit')).status).toBe(401);
    expect((await client().get('/api/no-such-route')).status).toBe(404);
  });
});
