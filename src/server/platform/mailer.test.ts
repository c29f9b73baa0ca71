import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/helpers/http-client';
import { bodyOf, startMailCatcher } from '../../../test/helpers/mail-catcher';
import { databaseLabel, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../test/helpers/users';
import { emailOutbox } from '../db/schema';
import { withholdSecrets } from './mailer';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let t: TestApp;
let otherAdmin: HttpClient;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ env: { SMTP_URL: catcher.url } });
  await registerOwner(t);
  otherAdmin = (await signInAs(t, 'ada', ['admin'], 'ada@example.com')).client;
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

describe(`one-time links in the outbox (${databaseLabel})`, () => {
  it('lets no admin take over the owner by reading a reset link from the outbox; the link works only in the email', async () => {
    expect((await otherAdmin.post('/api/forgot-password', { email: 'owner@example.com' })).status).toBe(200);
    await t.drainJobs();

    const outbox = await otherAdmin.get('/api/admin/outbox');
    expect(outbox.status).toBe(200);
    const reset = outbox.json.data.find((m: { kind: string }) => m.kind === 'password_reset');
    expect(reset).toMatchObject({ to: ['owner@example.com'], status: 'sent' });
    expect(reset.textBody).toContain('[withheld link 1]');
    expect(outbox.text).not.toMatch(/token=/);
    expect(JSON.stringify(outbox.json)).not.toMatch(/secrets/);

    // The delivered email carries the real link, and it is the only copy: the stored one is gone after sending.
    const mail = await catcher.waitForMailWithSubject('owner@example.com', 'Reset your Compliance Platform password');
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(bodyOf(mail))![1]);
    expect((await new HttpClient(t.baseUrl).post('/api/reset-password/check', { token })).json.data.valid).toBe(true);
    const [row] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.id, reset.id));
    expect(row.secrets).toBeNull();
    expect(row.textBody).not.toContain(token);
  });
});

describe('withholdSecrets', () => {
  it('numbers each secret and replaces every occurrence, longest first', () => {
    const text = 'open https://x/r?token=abc or https://x/r?token=abc, then https://x/v?t=zz';
    expect(withholdSecrets(text, ['https://x/r?token=abc', 'https://x/v?t=zz'])).toBe(
      'open [withheld link 1] or [withheld link 1], then [withheld link 2]',
    );
    expect(withholdSecrets('abc abcdef', ['abc', 'abcdef'])).toBe('[withheld link 1] [withheld link 2]');
  });
});
