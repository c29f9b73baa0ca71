import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PNG_BYTES, pdfBytes } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { TestDatabase } from '../../../../test/helpers/test-database';
import { registerOwner } from '../../../../test/helpers/users';
import type { ImapSettings } from '../../config';
import { attachments, auditEntries, emailOutbox, emailProcessingRecords, submissionVersions, submissions } from '../../db/schema';
import { TestMailServer, composeEmail, dovecotUnavailable } from './dovecot.fixture';
import { probeMailbox } from './imap-session';
import { MailboxMonitor, startMailboxMonitor, stopMailboxMonitor, type PollOutcome } from './mailbox-monitor';

const unavailable = dovecotUnavailable();
if (unavailable) console.warn(`Skipping the IMAP mailbox tests: ${unavailable}`);

let t: TestApp;
let admin: HttpClient;
let mail: TestMailServer;
let monitor: MailboxMonitor;
let clock = Date.now();
const monitors: MailboxMonitor[] = [];

// The test's Dovecot listens on loopback: allowed here the way an operator allows an intranet mail server.
const DOVECOT_ALLOWED = { FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1' };

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

function newMonitor(): MailboxMonitor {
  const m = new MailboxMonitor(t.platform, { now: () => new Date(clock), random: () => 0 });
  monitors.push(m);
  return m;
}

async function submissionCount(): Promise<number> {
  const [row] = await t.platform.db.select({ n: count() }).from(submissions);
  return row.n;
}

async function submissionTitled(title: string) {
  const rows = await t.platform.db.select().from(submissions).where(eq(submissions.title, title));
  expect(rows, `submissions titled "${title}"`).toHaveLength(1);
  return rows[0];
}

async function recordFor(submissionId: string) {
  const [row] = await t.platform.db.select().from(emailProcessingRecords).where(eq(emailProcessingRecords.submissionId, submissionId));
  return row;
}

function expectPolled(outcome: PollOutcome, counts: { processed: number; skipped: number; errors?: number }) {
  expect(outcome.kind, JSON.stringify(outcome)).toBe('polled');
  expect(outcome).toMatchObject({ errors: 0, ...counts });
}

async function status() {
  return (await admin.get('/api/mailbox/status')).json.data;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!!unavailable)(`mailbox monitor against a real IMAP server (Dovecot, ${databaseLabel})`, () => {
  beforeAll(async () => {
    [mail, t] = await Promise.all([TestMailServer.create(), startTestApp({ env: DOVECOT_ALLOWED })]);
    admin = await registerOwner(t);
    monitor = newMonitor();
  });
  afterAll(async () => {
    try {
      for (const m of monitors) await m.stop();
      await t?.close();
    } finally {
      await mail?.close();
    }
  });

  it('connects a mailbox from Settings, never showing its password, and switches monitoring on', async () => {
    expect((await admin.post('/api/mailbox/start')).status).toBe(409);
    expect(await status()).toMatchObject({ configured: false, isMonitoring: false, shouldBeMonitoring: false });

    const saved = await admin.request('PUT', '/api/mailbox/config', mail.connection());
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('secret');
    expect(saved.json.data).toMatchObject({ source: 'settings', host: '127.0.0.1', port: mail.port, authMethod: 'password', hasPassword: true });
    const shown = await admin.get('/api/mailbox/config');
    expect(shown.text).not.toContain('secret');
    expect(shown.json.data.hasPassword).toBe(true);
    // Editing without retyping the password keeps it.
    const { password: _, ...withoutPassword } = mail.connection();
    expect((await admin.request('PUT', '/api/mailbox/config', withoutPassword)).json.data.hasPassword).toBe(true);

    const services = (await admin.get('/api/settings/services')).json.data;
    expect(services.find((s: { key: string }) => s.key === 'imap')).toMatchObject({ state: 'ok', detail: expect.stringContaining('inbox@example.test') });

    const started = await admin.post('/api/mailbox/start');
    expect(started.status).toBe(200);
    expect(started.json.message).toBe('Monitoring Started');
    expect(started.json.data).toMatchObject({ configured: true, shouldBeMonitoring: true, authFailed: false });
    const actions = (await t.platform.db.select({ action: auditEntries.action }).from(auditEntries)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['mailbox_config_updated', 'mailbox_monitoring_started']));
    expect(JSON.stringify(await t.platform.db.select().from(auditEntries))).not.toContain('secret');
  });

  it('refuses a mailbox or token endpoint on a private address that the operator did not allow, before connecting', async () => {
    const unguarded = { ...t.platform, config: { ...t.platform.config, fetchAllowPrivateHosts: [] } };
    const settings = (overrides: Partial<ImapSettings> = {}) => ({ accessToken: null, oauth: null, ...mail.connection(), ...overrides }) as ImapSettings;
    expect(await probeMailbox(unguarded, settings())).toMatch(/127\.0\.0\.1 is not a public address/);
    expect(await probeMailbox(unguarded, settings({ host: '::ffff:127.0.0.1' }))).toMatch(/is not a public address/);
    expect(await probeMailbox(unguarded, settings({ host: 'localhost' }))).toMatch(/localhost resolves to a non-public address/);
    const oauth = { tokenUrl: `http://[::ffff:7f00:1]:${mail.port}/token`, clientId: 'c', clientSecret: null, refreshToken: 'r' };
    expect(await probeMailbox(t.platform, settings({ password: null, oauth }))).toMatch(/token endpoint could not be reached: .*is not a public address/);
    // Allowed by the operator, the same mailbox signs in.
    expect(await probeMailbox(t.platform, settings())).toBeNull();
  });

  it('takes in the compliance emails of the last 2 hours as submissions, records the others as skipped', async () => {
    await mail.deliver(
      {
        raw: await composeEmail({
          from: 'Ann Lee <ann@agency.example>',
          subject: 'Spring campaign creative',
          text: 'Please review the attached ad for Sunday.',
          attachments: [
            { filename: 'ad.pdf', content: pdfBytes(), contentType: 'application/pdf' },
            { filename: 'banner.png', content: PNG_BYTES, contentType: 'image/png' },
          ],
        }),
      },
      { raw: await composeEmail({ from: 'bob@example.com', subject: 'Policy question', text: 'What is the policy on parking?' }) },
      { raw: await composeEmail({ from: 'carl@example.com', subject: 'Lunch', text: 'Pizza on Friday?' }) },
      { raw: await composeEmail({ from: 'dee@example.com', subject: 'Old campaign', text: 'Needs approval.' }), receivedAt: new Date(Date.now() - 3 * HOUR) },
      {
        raw: await composeEmail({
          from: '"Eve, Ads" <eve@agency.example>',
          subject: 'Banner for approval',
          text: 'Approval please.',
          attachments: [{ filename: 'banner.png', content: EXE_BYTES, contentType: 'image/png' }],
        }),
      },
    );
    const outcome = await monitor.pollOnce();
    expectPolled(outcome, { processed: 2, skipped: 1 });

    const spring = await submissionTitled('Spring campaign creative');
    expect(spring).toMatchObject({
      submitterName: 'Ann Lee',
      submitterEmail: 'ann@agency.example',
      source: 'email',
      submissionType: 'email',
      status: 'pending',
      hasValidAttachments: true,
      createdBy: null,
    });
    expect(spring.description).toContain('Please review the attached ad');
    const files = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, spring.id));
    expect(files.map((f) => [f.originalFilename, f.mimeType, f.isValid]).sort()).toEqual([
      ['ad.pdf', 'application/pdf', true],
      ['banner.png', 'image/png', true],
    ]);
    const record = await recordFor(spring.id);
    expect(record.messageId).toMatch(/^<.+@agency\.example>$/);
    expect(record.data).toMatchObject({ channel: 'imap' });

    // The lying attachment is kept as invalid, the email is not refused.
    const banner = await submissionTitled('Banner for approval');
    expect(banner).toMatchObject({ status: 'invalid_attachments', hasValidAttachments: false, submitterName: 'Eve, Ads' });
    const [bad] = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, banner.id));
    expect(bad).toMatchObject({ originalFilename: 'banner.png', isValid: false, mimeType: 'application/octet-stream' });

    const skipped = await t.platform.db.select().from(emailProcessingRecords).where(eq(emailProcessingRecords.status, 'skipped'));
    expect(skipped.map((r) => r.subject)).toEqual(['Policy question']);
    expect(await t.platform.db.select().from(submissions).where(eq(submissions.title, 'Lunch'))).toHaveLength(0);
    expect(await t.platform.db.select().from(submissions).where(eq(submissions.title, 'Old campaign'))).toHaveLength(0);

    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'submission_created'), eq(auditEntries.entityId, spring.id)));
    expect(entry.actorLabel).toBe('Mailbox monitor');
    const jobs = await t.platform.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'submission.analyze' and data->>'submissionId' = $1`, [
      spring.id,
    ]);
    expect(Number(jobs.rows[0].n)).toBe(1);

    const s = await status();
    expect(s).toMatchObject({ isMonitoring: true, shouldBeMonitoring: true, lastError: null, authFailed: false, pausedUntil: null });
    expect(Date.parse(s.lastChecked)).toBe(clock);
  });

  it('a later check takes nothing twice', async () => {
    const before = await submissionCount();
    clock += 2 * MINUTE;
    expectPolled(await monitor.pollOnce(), { processed: 0, skipped: 0 });
    expect(await submissionCount()).toBe(before);
  });

  it('makes a reply to the revision-request email, delivered to the mailbox, the next version of the same submission', async () => {
    const spring = await submissionTitled('Spring campaign creative');
    await t.drainJobs();
    const requested = await admin.post(`/api/submissions/${spring.id}/request-revisions`, { reviewerNotes: 'Add the sale dates' });
    expect(requested.status).toBe(200);
    const [request] = await t.platform.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'submission_request_revisions'), eq(emailOutbox.relatedEntityId, spring.id)));
    expect(request.toAddresses).toEqual(['ann@agency.example']);

    const before = await submissionCount();
    await mail.deliver({
      raw: await composeEmail({
        from: 'Ann Lee <ann@agency.example>',
        subject: `Re: ${request.subject}`,
        text: 'Dates added, see the new PDF.',
        attachments: [{ filename: 'ad-v2.pdf', content: pdfBytes(), contentType: 'application/pdf' }],
      }),
    });
    clock += 2 * MINUTE;
    expectPolled(await monitor.pollOnce(), { processed: 1, skipped: 0 });

    expect(await submissionCount()).toBe(before);
    const versions = await t.platform.db.select().from(submissionVersions).where(eq(submissionVersions.submissionId, spring.id));
    expect(versions.map((v) => v.number).sort()).toEqual([1, 2]);
    expect((await submissionTitled('Spring campaign creative')).status).toBe('pending');
    const second = versions.find((v) => v.number === 2)!;
    const files = await t.platform.db.select().from(attachments).where(eq(attachments.versionId, second.id));
    expect(files.map((f) => f.originalFilename)).toEqual(['ad-v2.pdf']);
    expect((await recordFor(spring.id)).data).toMatchObject({ channel: 'imap' });
  });

  it('takes at most 10 messages a check, oldest first, and the rest at the next check', async () => {
    const base = Date.now() - 30 * MINUTE;
    await mail.deliver(
      ...(await Promise.all(
        Array.from({ length: 12 }, async (_, i) => ({
          raw: await composeEmail({ from: 'desk@agency.example', subject: `Batch ${i + 1}`, text: 'New advertising copy.' }),
          receivedAt: new Date(base + i * MINUTE),
        })),
      )),
    );
    const before = await submissionCount();
    expectPolled(await monitor.pollOnce(), { processed: 10, skipped: 0 });
    expect(await submissionCount()).toBe(before + 10);
    expect(await t.platform.db.select().from(submissions).where(eq(submissions.title, 'Batch 11'))).toHaveLength(0);
    expectPolled(await monitor.pollOnce(), { processed: 2, skipped: 0 });
    await submissionTitled('Batch 12');
  });

  it('an email with 200 attachments: the first 50 become files, the other 150 are recorded, once', async () => {
    const files = Array.from({ length: 200 }, (_, i) => ({ filename: `ad-${String(i + 1).padStart(3, '0')}.png`, content: PNG_BYTES, contentType: 'image/png' }));
    await mail.deliver({ raw: await composeEmail({ from: 'bulk@agency.example', subject: 'All the creative', text: 'Creative attached.', attachments: files }) });
    expectPolled(await monitor.pollOnce(), { processed: 1, skipped: 0 });
    const row = await submissionTitled('All the creative');
    const stored = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, row.id));
    expect(stored).toHaveLength(50);
    expect(stored.every((a) => a.isValid)).toBe(true);
    const record = await recordFor(row.id);
    const data = record.data as { refusedAttachments: { filename: string }[]; declaredAttachmentCount: number };
    expect(data.declaredAttachmentCount).toBe(200);
    expect(data.refusedAttachments.map((r) => r.filename)).toEqual(files.slice(50).map((f) => f.filename));
    expectPolled(await monitor.pollOnce(), { processed: 0, skipped: 0 });
    await submissionTitled('All the creative');
  });

  it('recovers when the IMAP server stops and comes back', async () => {
    await mail.stop();
    const failed = await monitor.pollOnce();
    expect(failed).toMatchObject({ kind: 'failed', errorClass: 'network', nextDelayMs: 1000 });
    const down = await status();
    expect(down.lastError).toMatch(/ECONNREFUSED/);
    const card = (await admin.get('/api/settings/services')).json.data.find((s: { key: string }) => s.key === 'imap');
    expect(card.state).toBe('down');

    await mail.start();
    await mail.deliver({ raw: await composeEmail({ from: 'ann@agency.example', subject: 'After the outage', text: 'Campaign copy, please review.' }) });
    clock += 1000;
    expectPolled(await monitor.pollOnce(), { processed: 1, skipped: 0 });
    await submissionTitled('After the outage');
    expect(await status()).toMatchObject({ lastError: null, pausedUntil: null });
  });

  it('after 3 retries pauses 5 minutes, then resumes when the pause ends', async () => {
    await mail.stop();
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await monitor.pollOnce();
      expect(outcome.kind).toBe('failed');
      delays.push(outcome.nextDelayMs);
      clock += outcome.nextDelayMs;
    }
    expect(delays).toEqual([1000, 2000, 4000]);
    const paused = await monitor.pollOnce();
    expect(paused).toMatchObject({ kind: 'failed', nextDelayMs: 5 * MINUTE, decision: { kind: 'pause' } });
    const s = await status();
    expect(Date.parse(s.pausedUntil)).toBe(clock + 5 * MINUTE);
    expect(s.pauseReason).toMatch(/paused for 5 minutes/);
    const card = (await admin.get('/api/settings/services')).json.data.find((c: { key: string }) => c.key === 'imap');
    expect(card.state).toBe('degraded');

    await mail.start();
    clock += 4 * MINUTE;
    expect((await monitor.pollOnce()).kind).toBe('paused');
    clock += MINUTE;
    expectPolled(await monitor.pollOnce(), { processed: 0, skipped: 0 });
    expect((await status()).pausedUntil).toBeNull();
  });

  it('a refused sign-in: after 5 refusals monitoring pauses with the auth-failed flag until the credentials are saved again', async () => {
    expect((await admin.request('PUT', '/api/mailbox/config', mail.connection({ password: 'wrong' }))).status).toBe(200);
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const outcome = await monitor.pollOnce();
      expect(outcome).toMatchObject({ kind: 'failed', errorClass: 'auth' });
      delays.push(outcome.nextDelayMs);
      clock += outcome.nextDelayMs;
    }
    // A password cannot be refreshed: each refusal waits 2^n seconds.
    expect(delays).toEqual([2000, 4000, 8000, 16000]);
    expect(await monitor.pollOnce()).toMatchObject({ kind: 'failed', errorClass: 'auth', decision: { authFailed: true } });
    expect(await status()).toMatchObject({ authFailed: true, isMonitoring: false, shouldBeMonitoring: true });
    expect((await monitor.pollOnce()).kind).toBe('auth_failed');
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'mailbox_auth_failed'));
    expect(entry.summary).toMatch(/refused sign-in 5 times/);
    expect((await admin.post('/api/mailbox/import', { days: 7 })).status).toBe(409);

    expect((await admin.request('PUT', '/api/mailbox/config', mail.connection())).status).toBe(200);
    expect(await status()).toMatchObject({ authFailed: false, isMonitoring: true });
    expectPolled(await monitor.pollOnce(), { processed: 0, skipped: 0 });
  });

  it('only one instance polls at a time: another waits until the lease is given up', async () => {
    const other = newMonitor();
    expect((await other.pollOnce()).kind).toBe('not_leader');
    await monitor.stop();
    expectPolled(await other.pollOnce(), { processed: 0, skipped: 0 });
    monitor = other;
  });

  it('imports the last N days as a job: at most 100 messages, processed ones skipped, with progress', async () => {
    await mail.deliver({
      raw: await composeEmail({ from: 'ann@agency.example', subject: 'Two days old', text: 'Marketing flyer for the campaign.', attachments: [{ filename: 'flyer.pdf', content: pdfBytes() }] }),
      receivedAt: new Date(Date.now() - 2 * 24 * HOUR),
    });
    expect((await admin.post('/api/mailbox/import', { days: 45 })).status).toBe(400);
    const queued = await admin.post('/api/mailbox/import', { days: 7 });
    expect(queued.status).toBe(202);
    const { jobId } = queued.json.data;
    expect(queued.json.data).toMatchObject({ state: 'queued', days: 7, total: null });
    expect((await admin.post('/api/mailbox/import', {})).status).toBe(409);

    const started = Date.now();
    await t.drainJobs();
    const progress = (await admin.get(`/api/mailbox/import/${jobId}`)).json.data;
    expect(progress).toMatchObject({ state: 'completed', processed: 2, errors: 0, error: null });
    expect(progress.total).toBe(progress.done);
    expect(progress.skipped).toBe(progress.total - 2);
    // Two messages were downloaded, 500 ms apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await submissionTitled('Two days old');
    await submissionTitled('Old campaign');
    expect((await status()).lastImport).toMatchObject({ jobId, state: 'completed' });
    expect((await admin.get('/api/mailbox/import/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const again = (await admin.post('/api/mailbox/import', { days: 7 })).json.data;
    await t.drainJobs();
    const second = (await admin.get(`/api/mailbox/import/${again.jobId}`)).json.data;
    expect(second).toMatchObject({ state: 'completed', processed: 0, skipped: progress.total });
  });

  it('monitoring switched on resumes after a restart; switched off, it stays off', async () => {
    await monitor.stop();
    await mail.deliver({ raw: await composeEmail({ from: 'ann@agency.example', subject: 'While we were down', text: 'Creative for review.' }) });
    const database: TestDatabase = await t.stop();
    t = await startTestApp({ database, env: DOVECOT_ALLOWED });
    startMailboxMonitor(t.platform);
    try {
      const row = await waitFor('the restarted monitor to take in the new email', async () => {
        const rows = await t.platform.db.select().from(submissions).where(eq(submissions.title, 'While we were down'));
        return rows[0];
      });
      expect(row.source).toBe('email');
      const s = (await t.app.inject({ method: 'GET', url: '/api/mailbox/status', headers: { cookie: admin.cookieHeader } })).json().data;
      expect(s).toMatchObject({ isMonitoring: true, shouldBeMonitoring: true });

      const stopped = await t.app.inject({ method: 'POST', url: '/api/mailbox/stop', headers: { cookie: admin.cookieHeader } });
      expect(stopped.json()).toMatchObject({ message: 'Monitoring Stopped', data: { shouldBeMonitoring: false, isMonitoring: false } });
    } finally {
      await stopMailboxMonitor(t.platform);
    }
  });
});
