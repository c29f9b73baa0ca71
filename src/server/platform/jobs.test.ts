import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/helpers/http-client';
import { databaseLabel, startTestApp } from '../../../test/helpers/test-app';
import { emailOutbox } from '../db/schema';

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
    const [queued] = await first.platform.db.select().from(emailOutbox);
    expect(queued.status).toBe('queued');

    // Stop without working the queue, as if the process had been shut down right after the request.
    const database = await first.stop();
    expect(received).toHaveLength(0);

    const second = await startTestApp({ env, database, workJobs: true });
    try {
      const sent = await waitFor(async () => {
        const [row] = await second.platform.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
        return row.status === 'sent' ? row : undefined;
      });
      expect(sent.attempts).toBe(1);
      expect(sent.sentAt).not.toBeNull();
      // Give a duplicate delivery a chance to show up before counting.
      await new Promise((r) => setTimeout(r, 1500));
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(['owner@example.com']);
      expect(received[0].body).toMatch(/http:\/\/localhost:5000\/reset-password\?token=[\w-]{43}/);
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
      expect(await t.drainJobs()).toBe(1);
      const [row] = await t.platform.db.select().from(emailOutbox);
      expect(row.status).toBe('logged');
    } finally {
      await t.close();
    }
  });
});
