import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../../../../test/fixtures/sample-files';
import { HttpClient } from '../../../../test/helpers/http-client';
import { bodyOf, startMailCatcher } from '../../../../test/helpers/mail-catcher';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { USER_PASSWORD, signInAs } from '../../../../test/helpers/users';
import { auditEntries, emailOutbox, emailVerificationTokens, submissions, users } from '../../db/schema';
import { EMAIL_IN_USE_MESSAGE, INVALID_VERIFICATION_MESSAGE, VERIFICATION_EMAILS_PER_HOUR } from './email-verification.service';

/**
 * Finding 3 of the security review: registering with someone else's address (BOB@example.com) listed Bob's
 * submissions and downloaded his files. An address is now unique ignoring case, grants nothing until its owner
 * opens the emailed link, and needs proving again after a change. Links are read from the mail as delivered.
 */

const PASSWORD = 'quiet-lantern-orbit-27';
const AD_TEXT = Buffer.from('Spring sale at the corner bakery: fresh bread every morning.\n');

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let owner: HttpClient;
let bobSubmissionId: string;
let deskSubmissionId: string;

const client = () => new HttpClient(t.baseUrl);
const submissionForm = (title: string, submitterEmail: string) =>
  fileForm({ title, submitterEmail, campaignTypes: JSON.stringify(['Print']) }, [{ name: 'ad.txt', bytes: AD_TEXT, type: 'text/plain' }]);

/** Deliver what is queued, then the newest verification link mailed to this address. */
async function verificationTokenFor(address: string): Promise<string> {
  await t.drainJobs();
  const links = mail.mails
    .filter((m) => m.to.includes(address))
    .map((m) => /\/verify-email\?token=([\w%-]+)/.exec(bodyOf(m)))
    .filter((m): m is RegExpExecArray => m !== null);
  expect(links.length, `a verification link mailed to ${address}`).toBeGreaterThan(0);
  return decodeURIComponent(links.at(-1)![1]);
}

/** What this client can see of the two submissions: list, detail, file download, counters. */
async function visibility(user: HttpClient, id: string) {
  const list = await user.get('/api/submissions');
  const detail = await user.get(`/api/submissions/${id}`);
  const download = await user.download(`/api/files/private/${id}/ad.txt`);
  const stats = await user.get('/api/submissions/stats');
  return {
    listed: (list.json.data as { id: string }[]).some((s) => s.id === id),
    detail: detail.status,
    download: download.status,
    total: stats.json.data.total as number,
  };
}

async function registerPending(username: string, email: string) {
  return client().post('/api/register', { username, password: PASSWORD, email });
}

async function approve(username: string) {
  const [row] = await t.platform.db.select().from(users).where(eq(users.username, username));
  const res = await owner.post('/api/admin/approve-user', { userId: row.id, role: 'standard' });
  expect(res.status).toBe(200);
  return row.id;
}

async function signIn(username: string) {
  const c = client();
  expect((await c.post('/api/login', { username, password: PASSWORD })).status).toBe(200);
  return c;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ env: { SMTP_URL: mail.url } });
  owner = client();
  expect((await owner.post('/api/register', { username: 'owner', password: PASSWORD, email: 'owner@example.com' })).status).toBe(201);
  // Bob proved his address; the ad desk took in one of his ads under it, and he sent one in himself.
  const bob = await signInAs(t, 'bob', ['standard'], 'bob@example.com');
  const own = await bob.client.post('/api/submissions', submissionForm('Bob bakery', 'bob@example.com'));
  expect(own.status).toBe(201);
  bobSubmissionId = own.json.data.id;
  const desk = await owner.post('/api/submissions', submissionForm('Bakery by phone', 'Bob@Example.com'));
  expect(desk.status).toBe(201);
  deskSubmissionId = desk.json.data.id;
  expect(await visibility(bob.client, deskSubmissionId)).toEqual({ listed: true, detail: 200, download: 200, total: 2 });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

describe(`email ownership (${databaseLabel})`, () => {
  it('refuses a second account with the same address in any case: registration, Create User', async () => {
    const before = (await t.platform.db.select({ n: count() }).from(users))[0].n;
    const res = await registerPending('mallory', 'BOB@EXAMPLE.COM');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, error: EMAIL_IN_USE_MESSAGE });
    const created = await owner.post('/api/admin/users', { username: 'mallory2', password: PASSWORD, email: 'bob@example.COM', role: 'standard' });
    expect(created.status).toBe(409);
    expect(created.json.error).toBe(EMAIL_IN_USE_MESSAGE);
    expect((await t.platform.db.select({ n: count() }).from(users))[0].n).toBe(before);
  });

  it("refuses to change an address to another account's, and asks for the current password", async () => {
    expect((await registerPending('mallory', 'mallory@example.com')).status).toBe(201);
    await approve('mallory');
    const mallory = await signIn('mallory');
    const taken = await mallory.post('/api/user/email', { email: 'bob@EXAMPLE.com', currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe(EMAIL_IN_USE_MESSAGE);
    const wrong = await mallory.post('/api/user/email', { email: 'mallory.new@example.com', currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });
    const me = await mallory.get('/api/user');
    expect(me.json.data).toMatchObject({ email: 'mallory@example.com', emailVerified: false });
    expect(await visibility(mallory, deskSubmissionId)).toEqual({ listed: false, detail: 404, download: 404, total: 0 });
  });

  it('grants nothing to a matching address until its owner opens the emailed link, then everything', async () => {
    // The ad desk's own address, typed in by someone who does not receive its mail.
    const desk = await owner.post('/api/submissions', submissionForm('Desk ad', 'ads-desk@example.com'));
    const eve = await signInAs(t, 'eve', ['standard'], 'ADS-desk@example.com', { emailVerified: false });
    expect((await eve.client.get('/api/user')).json.data.emailVerified).toBe(false);
    expect(await visibility(eve.client, desk.json.data.id)).toEqual({ listed: false, detail: 404, download: 404, total: 0 });
    expect((await eve.client.get(`/api/escalations?submissionId=${desk.json.data.id}`)).status).toBe(404);

    // The link went to the address only: the outbox, which admins read, does not hold it.
    const token = await verificationTokenFor('ADS-desk@example.com');
    const [stored] = await t.platform.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'email_verification'), eq(emailOutbox.relatedEntityId, eve.id)));
    expect(stored.textBody).not.toContain(token);
    expect(JSON.stringify((await owner.get('/api/admin/outbox')).json)).not.toContain(token);

    // Opened in a browser where nobody is signed in.
    const verified = await client().post('/api/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.json.message).toBe('Your email address has been verified.');
    expect((await eve.client.get('/api/user')).json.data.emailVerified).toBe(true);
    expect(await visibility(eve.client, desk.json.data.id)).toEqual({ listed: true, detail: 200, download: 200, total: 1 });
    const [audit] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'email_verified'), eq(auditEntries.entityId, eve.id)));
    expect(audit.actorId).toBe(eve.id);

    // Used once: the same link again is refused.
    const again = await client().post('/api/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN', error: INVALID_VERIFICATION_MESSAGE });
  });

  it('a change of address clears the proof, spends the old links and tells the old address', async () => {
    const fay = await signInAs(t, 'fay', ['standard'], 'fay@example.com', { emailVerified: false });
    const firstToken = await verificationTokenFor('fay@example.com');
    expect((await client().post('/api/verify-email', { token: firstToken })).status).toBe(200);
    await owner.post('/api/submissions', submissionForm('Fay florist', 'fay@example.com'));
    expect((await fay.client.get('/api/submissions/stats')).json.data.total).toBe(1);

    // Another link for the same address, then a change before it is used.
    const resent = await fay.client.post('/api/user/email/verification');
    expect(resent.status).toBe(409);
    const changed = await fay.client.post('/api/user/email', { email: 'fay.new@example.com', currentPassword: USER_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({ email: 'fay.new@example.com', emailVerified: false });
    expect((await fay.client.get('/api/submissions/stats')).json.data.total).toBe(0);
    const [row] = await t.platform.db.select().from(users).where(eq(users.id, fay.id));
    expect(row.emailVerifiedAt).toBeNull();
    const live = await t.platform.db
      .select()
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, fay.id), isNull(emailVerificationTokens.usedAt)));
    expect(live.map((r) => r.email)).toEqual(['fay.new@example.com']);

    await t.drainJobs();
    const notice = mail.mails.find((m) => m.to.includes('fay@example.com') && /no longer receives/.test(bodyOf(m)));
    expect(notice).toBeDefined();
    const newToken = await verificationTokenFor('fay.new@example.com');
    expect((await client().post('/api/verify-email', { token: newToken })).status).toBe(200);
    // The submission was sent in under the old address: the new one does not show it.
    expect((await fay.client.get('/api/submissions/stats')).json.data.total).toBe(0);
    expect((await fay.client.get('/api/user')).json.data).toMatchObject({ email: 'fay.new@example.com', emailVerified: true });
  });

  it('refuses a link whose address is no longer the account\'s, an expired link and a made-up one', async () => {
    const gil = await signInAs(t, 'gil', ['standard'], 'gil@example.com', { emailVerified: false });
    const oldToken = await verificationTokenFor('gil@example.com');
    // The row of the old link is put back as unused: the address check alone must refuse it.
    expect((await gil.client.post('/api/user/email', { email: 'gil.two@example.com', currentPassword: USER_PASSWORD })).status).toBe(200);
    await t.platform.db.update(emailVerificationTokens).set({ usedAt: null }).where(eq(emailVerificationTokens.email, 'gil@example.com'));
    const stale = await client().post('/api/verify-email', { token: oldToken });
    expect(stale.status).toBe(400);
    expect(stale.json.code).toBe('INVALID_VERIFICATION_TOKEN');

    const newToken = await verificationTokenFor('gil.two@example.com');
    await t.platform.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerificationTokens.userId, gil.id));
    const expired = await client().post('/api/verify-email', { token: newToken });
    expect(expired.status).toBe(400);
    expect(expired.json.error).toBe(INVALID_VERIFICATION_MESSAGE);
    expect((await client().post('/api/verify-email', { token: 'made-up' })).status).toBe(400);
    expect((await client().post('/api/verify-email', {})).status).toBe(400);
    expect((await gil.client.get('/api/user')).json.data.emailVerified).toBe(false);

    // A fresh link works, and the expired one still does not.
    expect((await gil.client.post('/api/user/email/verification')).status).toBe(200);
    const fresh = await verificationTokenFor('gil.two@example.com');
    expect(fresh).not.toBe(newToken);
    expect((await client().post('/api/verify-email', { token: fresh })).status).toBe(200);
    expect((await client().post('/api/verify-email', { token: newToken })).status).toBe(400);
  });

  it('mails a link on registration, which a pending account may open before approval', async () => {
    expect((await registerPending('hal', 'hal@example.com')).status).toBe(201);
    const token = await verificationTokenFor('hal@example.com');
    expect((await client().post('/api/verify-email', { token })).status).toBe(200);
    const [row] = await t.platform.db.select().from(users).where(eq(users.username, 'hal'));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.status).toBe('pending');
  });

  it('limits the links mailed per account and hour', async () => {
    const ivy = await signInAs(t, 'ivy', ['standard'], 'ivy@example.com', { emailVerified: false });
    // Create User sent the first one.
    for (let i = 1; i < VERIFICATION_EMAILS_PER_HOUR; i++) {
      expect((await ivy.client.post('/api/user/email/verification')).status).toBe(200);
    }
    const limited = await ivy.client.post('/api/user/email/verification');
    expect(limited.status).toBe(429);
    expect((await ivy.client.post('/api/user/email', { email: 'ivy.two@example.com', currentPassword: USER_PASSWORD })).status).toBe(429);
    expect((await client().post('/api/user/email/verification')).status).toBe(401);
    const noEmail = await signInAs(t, 'jo', ['standard'], null);
    expect((await noEmail.client.post('/api/user/email/verification')).status).toBe(400);
  });
});

describe(`submitter email (${databaseLabel})`, () => {
  async function submissionCount() {
    return (await t.platform.db.select({ n: count() }).from(submissions))[0].n;
  }

  it('lets a standard user submit only under their own verified address', async () => {
    const kim = await signInAs(t, 'kim', ['standard'], 'kim@example.com');
    const before = await submissionCount();
    const other = await kim.client.post('/api/submissions', submissionForm('Aimed elsewhere', 'victim@example.net'));
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ error: 'You can only submit under your own email address.', fieldErrors: { submitterEmail: [expect.any(String)] } });
    expect(await submissionCount()).toBe(before);
    expect((await kim.client.post('/api/submissions', submissionForm('Mine', 'KIM@example.com'))).status).toBe(201);

    const lee = await signInAs(t, 'lee', ['standard'], 'lee@example.com', { emailVerified: false });
    const unverified = await lee.client.post('/api/submissions', submissionForm('Not yet', 'lee@example.com'));
    expect(unverified.status).toBe(403);
    expect(unverified.json.error).toMatch(/verify your email address/);
    const specialist = await signInAs(t, 'lex', ['legal_approver'], 'lex@example.com');
    expect((await specialist.client.post('/api/submissions', submissionForm('For a client', 'client@example.net'))).status).toBe(403);
    expect(await submissionCount()).toBe(before + 1);
  });

  it('lets reviewers and admins take in ads under any address', async () => {
    const rita = await signInAs(t, 'rita', ['reviewer'], 'rita@example.com', { emailVerified: false });
    expect((await rita.client.post('/api/submissions', submissionForm('By phone', 'advertiser@example.net'))).status).toBe(201);
    expect((await owner.post('/api/submissions', submissionForm('By mail', 'other.advertiser@example.net'))).status).toBe(201);
  });

  it('still shows Bob his own submission and the one taken in under his address', async () => {
    const bob = client();
    expect((await bob.post('/api/login', { username: 'bob', password: USER_PASSWORD })).status).toBe(200);
    expect(await visibility(bob, bobSubmissionId)).toMatchObject({ listed: true, detail: 200, download: 200 });
    expect(await visibility(bob, deskSubmissionId)).toMatchObject({ listed: true, detail: 200, download: 200 });
  });
});
