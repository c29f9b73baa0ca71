import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { auditEntries, emailOutbox, emailSettings } from '../../db/schema';

let t: TestApp;
let admin: HttpClient;
let sam: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'])).client;
});
afterAll(async () => t?.close());

const settingsCount = async () => (await t.platform.db.select({ n: count() }).from(emailSettings))[0].n;

describe(`email settings (${databaseLabel})`, () => {
  it('creates a setting, dropping blank addresses, and audits it', async () => {
    const res = await admin.post('/api/email-settings', {
      settingKey: 'legal_escalation_emails',
      settingType: 'multiple_emails',
      emailAddresses: ['counsel@example.com', '  ', 'partner@example.com'],
      description: 'Outside counsel',
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ settingKey: 'legal_escalation_emails', emailAddresses: ['counsel@example.com', 'partner@example.com'], isActive: true });
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'email_setting_created'));
    expect(entry.entityId).toBe('legal_escalation_emails');
  });

  it('answers bad input with the spec\'s messages and changes nothing', async () => {
    const before = await settingsCount();
    const noAddresses = await admin.post('/api/email-settings', { settingKey: 'admin_alerts', emailAddresses: ['', ' '], description: 'Alerts' });
    expect(noAddresses.status).toBe(400);
    expect(noAddresses.json.error).toBe('Please add at least one email address');
    const noDescription = await admin.post('/api/email-settings', { settingKey: 'admin_alerts', emailAddresses: ['a@example.com'], description: '' });
    expect(noDescription.json.error).toBe('Please fill in all required fields');
    const badKey = await admin.post('/api/email-settings', { settingKey: 'nope', emailAddresses: ['a@example.com'], description: 'x' });
    expect(badKey.status).toBe(400);
    const duplicate = await admin.post('/api/email-settings', { settingKey: 'legal_escalation_emails', emailAddresses: ['a@example.com'], description: 'x' });
    expect(duplicate.status).toBe(409);
    expect(await settingsCount()).toBe(before);
  });

  it('updates and deletes by key, for admins only', async () => {
    const updated = await admin.request('PUT', '/api/email-settings/legal_escalation_emails', {
      settingKey: 'legal_escalation_emails',
      settingType: 'single_email',
      emailAddresses: ['gc@example.com'],
      description: 'General counsel',
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ emailAddresses: ['gc@example.com'], isActive: false });
    expect((await sam.get('/api/email-settings')).status).toBe(403);
    expect((await sam.delete('/api/email-settings/legal_escalation_emails')).status).toBe(403);
    expect((await admin.delete('/api/email-settings/legal_escalation_emails')).status).toBe(200);
    expect((await admin.delete('/api/email-settings/legal_escalation_emails')).status).toBe(404);
    expect(await settingsCount()).toBe(0);
  });
});

describe(`test email (${databaseLabel})`, () => {
  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const res = await admin.post('/api/test-email', { to: 'ops@example.com', subject: 'Hello' });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('logged');
    const [row] = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'test'));
    expect(row).toMatchObject({ status: 'logged', subject: 'Hello', toAddresses: ['ops@example.com'] });
    expect((await sam.post('/api/test-email', { to: 'ops@example.com' })).status).toBe(403);
  });

  it('reports the SMTP server\'s refusal in the error', async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('550 Forbidden: sender domain not verified'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const withSmtp = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const owner = await registerOwner(withSmtp);
      const res = await owner.post('/api/test-email', { to: 'ops@example.com' });
      expect(res.status).toBe(503);
      expect(res.json.error).toMatch(/Forbidden/);
      const [row] = await withSmtp.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'test'));
      expect(row.status).toBe('failed');
    } finally {
      await withSmtp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
