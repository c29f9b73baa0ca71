import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/helpers/http-client';
import { databaseLabel, startTestApp } from '../../../test/helpers/test-app';
import { emailOutbox } from '../db/schema';
import { JOB_DEFINITIONS } from '../jobs';
import { createJobQueue } from './jobs';

interface Received {
  to: string[];
  body: string;
}

let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk) => (body += chunk.toString()));
      stream.on('end', () => {
        // Undo quoted-printable soft line breaks and '=' escapes so the text can be matched.
        const text = body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`jobs and email delivery (${databaseLabel})`, () => {
  it('runs a job enqueued before a restart after it, exactly once, delivering the email over SMTP', async () => {
    const env = { SMTP_URL: smtpUrl, JOB_POLL_SECONDS: '0.5' };
    const first = await startTestApp({ env });
    const web = new HttpClient(first.baseUrl);
    await web.post('/api/register', { username: 'owner', password: 'owner-pass-phrase', email: 'owner@example.com' });
    const res = await web.post('/api/forgot-password', { email: 'owner@example.com' });
    expect(res.status).toBe(200);
    // The request only queued the lookup-and-send job: no reset email exists yet.
    expect(await first.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'))).toHaveLength(0);

    // Stop without working the queue, as if the process had been shut down right after the request.
    const database = await first.stop();
    expect(received).toHaveLength(0);

    const second = await startTestApp({ env, database, workJobs: true });
    try {
      const sent = await waitFor(async () => {
        const [row] = await second.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'));
        return row?.status === 'sent' ? row : undefined;
      });
      expect(sent.attempts).toBe(1);
      expect(sent.sentAt).not.toBeNull();
      // Give a duplicate delivery a chance to show up before counting.
      await new Promise((r) => setTimeout(r, 1500));
      const resets = received.filter((m) => m.body.includes('/reset-password?token='));
      expect(resets).toHaveLength(1);
      expect(resets[0].to).toEqual(['owner@example.com']);
      expect(resets[0].body).toMatch(/http:\/\/localhost:5000\/reset-password\?token=[\w-]{43}/);
      expect(await second.drainJobs()).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('keeps every email in the outbox as logged when no SMTP server is configured', async () => {
    const t = await startTestApp();
    try {
      const web = new HttpClient(t.baseUrl);
      await web.post('/api/register', { username: 'owner', password: 'owner-pass-phrase', email: 'owner@example.com' });
      await web.post('/api/forgot-password', { email: 'owner@example.com' });
      // The reset request's job, then the delivery of every queued email (the reset link, the address check).
      expect(await t.drainJobs()).toBeGreaterThanOrEqual(2);
      const rows = await t.platform.db.select().from(emailOutbox);
      expect(rows.map((r) => r.kind)).toContain('password_reset');
      expect(rows.every((r) => r.status === 'logged')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('fails to start, naming the queue, when a queue cannot be created', async () => {
    const t = await startTestApp();
    const queue = createJobQueue(t.platform.database, JOB_DEFINITIONS, 1);
    try {
      await t.platform.database.executeSql(
        `create function pgboss.refuse_queue() returns trigger language plpgsql as $$ begin raise exception 'queue creation refused'; end $$`,
      );
      await t.platform.database.executeSql('create trigger refuse_queue before insert on pgboss.queue for each row execute function pgboss.refuse_queue()');
      await expect(queue.start(t.platform, { work: false })).rejects.toThrow(/^Could not create the job queue email\.send: .*queue creation refused/);
    } finally {
      await queue.stop();
      await t.close();
    }
  });
});
