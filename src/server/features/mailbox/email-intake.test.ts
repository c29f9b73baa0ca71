import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PNG_BYTES, pdfBytes } from '../../../../test/fixtures/sample-files';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { attachments, auditEntries, emailProcessingRecords, submissions } from '../../db/schema';

let t: TestApp;
let admin: HttpClient;
let reviewer: HttpClient;
let messageSeq = 0;

const b64 = (bytes: Buffer) => bytes.toString('base64');

function email(overrides: Record<string, unknown> = {}) {
  messageSeq++;
  return {
    gmailMessageId: `18f${messageSeq.toString(16).padStart(5, '0')}`,
    threadId: `th-${messageSeq}`,
    fromAddress: 'Ann Lee <ann@agency.example>',
    subject: 'Spring campaign for review',
    bodyContent: 'Hi, please review the attached creative for Sunday.',
    attachmentCount: 0,
    receivedAt: '2026-03-01T10:00:00Z',
    attachments: [] as { filename: string; mimeType: string; size: number; data: string }[],
    ...overrides,
  };
}

const attachment = (filename: string, bytes: Buffer, mimeType = 'application/octet-stream') => ({ filename, mimeType, size: bytes.length, data: b64(bytes) });

async function counts() {
  const [s] = await t.platform.db.select({ n: count() }).from(submissions);
  const [a] = await t.platform.db.select({ n: count() }).from(attachments);
  const [r] = await t.platform.db.select({ n: count() }).from(emailProcessingRecords);
  return { submissions: s.n, attachments: a.n, records: r.n };
}

function storedFileCount(): number {
  const root = path.join(t.platform.config.dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).length;
}

async function queuedAnalyses(submissionId: string): Promise<number> {
  const result = await t.platform.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'submission.analyze' and data->>'submissionId' = $1`,
    [submissionId],
  );
  return Number(result.rows[0].n);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerOwner(t);
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
});
afterAll(async () => t?.close());

describe(`email ingest API (${databaseLabel})`, () => {
  it('refuses callers who are not signed in (401) and non-admins (403, admin access required) before reading the body', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    expect((await anonymous.post('/api/email-processing/gmail', email())).status).toBe(401);
    const res = await reviewer.post('/api/email-processing/gmail', email());
    expect(res.status).toBe(403);
    expect(res.json.error).toMatch(/admin access required/i);
    // Even a body over the route's limit gets the 403, not a 413: the caller is refused before it is read.
    const huge = await reviewer.request('POST', '/api/email-processing/gmail', '{"x":"' + 'a'.repeat(61 * 1024 * 1024) + '"}', {
      'content-type': 'application/json',
    });
    expect(huge.status).toBe(403);
    expect(await counts()).toEqual({ submissions: 0, attachments: 0, records: 0 });
  });

  it('turns a compliance email into a submission with its attachments, audited and queued for analysis', async () => {
    const payload = email({
      attachmentCount: 2,
      attachments: [attachment('ad.pdf', pdfBytes(), 'application/pdf'), attachment('banner.png', PNG_BYTES, 'image/png')],
    });
    const res = await admin.post('/api/email-processing/gmail', payload);
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/submission was created/);
    const result = res.json.data;
    expect(result).toMatchObject({ outcome: 'processed', messageId: payload.gmailMessageId, refusedAttachments: [] });
    expect(result.attachments.map((a: { filename: string; isValid: boolean }) => [a.filename, a.isValid])).toEqual([
      ['ad.pdf', true],
      ['banner.png', true],
    ]);

    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.id, result.submissionId));
    expect(row).toMatchObject({
      title: 'Spring campaign for review',
      submitterName: 'Ann Lee',
      submitterEmail: 'ann@agency.example',
      description: 'Hi, please review the attached creative for Sunday.',
      source: 'email',
      submissionType: 'email',
      status: 'pending',
      hasValidAttachments: true,
    });
    const files = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, row.id));
    expect(files.map((f) => [f.originalFilename, f.mimeType, f.isValid]).sort()).toEqual([
      ['ad.pdf', 'application/pdf', true],
      ['banner.png', 'image/png', true],
    ]);
    for (const f of files) expect(fs.existsSync(path.join(t.platform.config.dataDir, 'files', f.storageKey))).toBe(true);
    expect(await queuedAnalyses(row.id)).toBe(1);

    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.entityId, row.id));
    expect(entry.action).toBe('submission_created');
    expect(entry.actorLabel).toBe('owner');
    expect(entry.fieldDiffs).toEqual(expect.arrayContaining([{ field: 'source', from: null, to: 'email' }]));

    const record = await admin.get(`/api/email-processing-records/${payload.gmailMessageId}`);
    expect(record.status).toBe(200);
    expect(record.json.data).toMatchObject({ messageId: payload.gmailMessageId, threadId: payload.threadId, status: 'processed', submissionId: row.id });
    // The submission is an ordinary one: the review screen shows it with its files.
    const detail = await admin.get(`/api/submissions/${row.id}`);
    expect(detail.json.data.attachments).toHaveLength(2);
  });

  it('takes the same message in once: a second delivery answers already processed', async () => {
    const payload = email({ attachments: [attachment('ad.png', PNG_BYTES, 'image/png')] });
    expect((await admin.post('/api/email-processing/gmail', payload)).status).toBe(201);
    const before = await counts();
    const again = await admin.post('/api/email-processing/gmail', payload);
    expect(again.status).toBe(200);
    expect(again.json.data.outcome).toBe('already_processed');
    expect(again.json.message).toBe('Email already processed');
    expect(await counts()).toEqual(before);
  });

  it('concurrent deliveries of one message make one submission, the others answer already processed, none fails', async () => {
    const payload = email({ attachments: [attachment('ad.pdf', pdfBytes(), 'application/pdf'), attachment('b.png', PNG_BYTES, 'image/png')] });
    const before = await counts();
    const filesBefore = storedFileCount();
    const replies = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/email-processing/gmail', payload)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(replies.filter((r) => r.json.data.outcome === 'already_processed')).toHaveLength(5);
    expect(await counts()).toEqual({ submissions: before.submissions + 1, attachments: before.attachments + 2, records: before.records + 1 });
    // The losers' files were written before they lost, and removed after.
    expect(storedFileCount()).toBe(filesBefore + 2);
  });

  it('records an email that is not about compliance as skipped, and never as a submission', async () => {
    const payload = email({ subject: 'Lunch', bodyContent: 'Pizza on Friday?', attachments: [attachment('menu.txt', Buffer.from('pizza'))] });
    const before = await counts();
    const res = await admin.post('/api/email-processing/gmail', payload);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ outcome: 'skipped', submissionId: null });
    expect(await counts()).toEqual({ ...before, records: before.records + 1 });
    // The record names the sender and subject: admins read it, reviewers are refused.
    expect((await reviewer.get(`/api/email-processing-records/${payload.gmailMessageId}`)).status).toBe(403);
    const record = await admin.get(`/api/email-processing-records/${payload.gmailMessageId}`);
    expect(record.json.data).toMatchObject({ status: 'skipped', submissionId: null, subject: 'Lunch' });
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'email_skipped'));
    expect(entry.summary).toContain('Lunch');
  });

  it('records bad attachments as invalid instead of refusing the email: lying MIME type, empty, over 10 MB', async () => {
    const payload = email({
      subject: '',
      fromAddress: 'desk@agency.example',
      attachments: [
        attachment('photo.png', EXE_BYTES, 'image/png'),
        attachment('empty.pdf', Buffer.alloc(0), 'application/pdf'),
        attachment('huge.pdf', Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf'),
      ],
    });
    const res = await admin.post('/api/email-processing/gmail', payload);
    expect(res.status).toBe(201);
    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.id, res.json.data.submissionId));
    expect(row).toMatchObject({ title: '(no subject)', submitterName: null, submitterEmail: 'desk@agency.example', status: 'invalid_attachments', hasValidAttachments: false });
    const files = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, row.id));
    const byName = Object.fromEntries(files.map((f) => [f.originalFilename, f]));
    expect(Object.keys(byName).sort()).toEqual(['empty.pdf', 'huge.pdf', 'photo.png']);
    expect(files.every((f) => !f.isValid && f.mimeType === 'application/octet-stream')).toBe(true);
    expect(byName['photo.png'].validationError).toMatch(/not an allowed file/);
    expect(byName['empty.pdf'].validationError).toMatch(/empty/);
    expect(byName['huge.pdf'].validationError).toMatch(/larger than the 10 MB limit/);
    expect(byName['photo.png'].storageKey).toMatch(/\.bin$/);
    expect(await queuedAnalyses(row.id)).toBe(1);
  });

  it('keeps a good attachment beside a bad one: pending, but flagged as having an invalid attachment', async () => {
    const res = await admin.post(
      '/api/email-processing/gmail',
      email({ attachments: [attachment('ad.pdf', pdfBytes(), 'application/pdf'), attachment('virus.jpg', EXE_BYTES, 'image/jpeg')] }),
    );
    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.id, res.json.data.submissionId));
    expect(row).toMatchObject({ status: 'pending', hasValidAttachments: false });
  });

  it('takes the first 50 attachments of an email and records the rest as refused', async () => {
    const many = Array.from({ length: 60 }, (_, i) => attachment(`ad-${String(i + 1).padStart(2, '0')}.png`, PNG_BYTES, 'image/png'));
    const payload = email({ attachmentCount: 60, attachments: many });
    const res = await admin.post('/api/email-processing/gmail', payload);
    expect(res.status).toBe(201);
    expect(res.json.data.attachments).toHaveLength(50);
    expect(res.json.data.refusedAttachments).toEqual(many.slice(50).map((a) => a.filename));
    const [n] = await t.platform.db.select({ n: count() }).from(attachments).where(eq(attachments.submissionId, res.json.data.submissionId));
    expect(n.n).toBe(50);
    const record = (await admin.get(`/api/email-processing-records/${payload.gmailMessageId}`)).json.data;
    expect(record.data.declaredAttachmentCount).toBe(60);
    expect(record.data.refusedAttachments).toHaveLength(10);
    expect(record.data.refusedAttachments[0]).toMatchObject({ filename: 'ad-51.png', reason: expect.stringMatching(/first 50/) });
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.entityId, res.json.data.submissionId));
    expect(entry.summary).toContain('10 beyond the limit of 50 not taken in');
  });

  it('accepts several 10 MB attachments in one request (route body limit 60 MB) and refuses more with 413', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(9 * 1024 * 1024)]);
    const ok = await admin.post(
      '/api/email-processing/gmail',
      email({ attachments: [attachment('a.pdf', big, 'application/pdf'), attachment('b.pdf', big, 'application/pdf'), attachment('c.pdf', big, 'application/pdf')] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.json.data.attachments.every((a: { isValid: boolean }) => a.isValid)).toBe(true);
    const before = await counts();
    const tooBig = Buffer.alloc(15 * 1024 * 1024);
    const refused = await admin.post(
      '/api/email-processing/gmail',
      email({ attachments: [1, 2, 3].map((i) => attachment(`${i}.pdf`, tooBig, 'application/pdf')) }),
    );
    expect(refused.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 with the field for a malformed payload, changing nothing', async () => {
    const before = await counts();
    const missing = await admin.post('/api/email-processing/gmail', { ...email(), gmailMessageId: undefined });
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors.gmailMessageId).toBeDefined();
    const badData = await admin.post('/api/email-processing/gmail', email({ attachments: [{ filename: 'a.png', mimeType: 'image/png', data: '%%%' }] }));
    expect(badData.status).toBe(400);
    expect(badData.json.fieldErrors['attachments.0.data']).toEqual(['Attachment data must be base64']);
    const noSender = await admin.post('/api/email-processing/gmail', email({ fromAddress: 'Ann Lee' }));
    expect(noSender.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('names unsafe attachment names safely instead of refusing the email', async () => {
    const res = await admin.post('/api/email-processing/gmail', email({ attachments: [attachment('../../etc/ad.png', PNG_BYTES, 'image/png')] }));
    expect(res.status).toBe(201);
    expect(res.json.data.attachments[0]).toMatchObject({ filename: '.._.._etc_ad.png', isValid: true });
  });

  it('GET /api/email-processing-records/:messageId: 404 for an unknown message, 401 when not signed in', async () => {
    expect((await admin.get('/api/email-processing-records/unknown-message')).status).toBe(404);
    expect((await new HttpClient(t.baseUrl).get('/api/email-processing-records/unknown-message')).status).toBe(401);
    const headerStyle = '<abc.123@mail.example>';
    await admin.post('/api/email-processing/gmail', email({ gmailMessageId: headerStyle }));
    const found = await admin.get(`/api/email-processing-records/${encodeURIComponent(headerStyle)}`);
    expect(found.json.data.messageId).toBe(headerStyle);
  });
});

describe(`mailbox settings API, without a mail server (${databaseLabel})`, () => {
  it('shows every signed-in user the monitoring status; nothing can start before a mailbox is connected', async () => {
    const status = await reviewer.get('/api/mailbox/status');
    expect(status.status).toBe(200);
    expect(status.json.data).toEqual({
      isMonitoring: false,
      lastChecked: null,
      shouldBeMonitoring: false,
      pausedUntil: null,
      pauseReason: null,
      lastError: null,
      authFailed: false,
      configured: false,
      lastImport: null,
    });
    expect((await admin.post('/api/mailbox/start')).status).toBe(409);
    expect((await admin.post('/api/mailbox/import', { days: 30 })).status).toBe(409);
    const card = (await admin.get('/api/settings/services')).json.data.find((c: { key: string }) => c.key === 'imap');
    expect(card.state).toBe('not_configured');
  });

  it('saves an OAuth2 connection, keeps its secrets when they are left out, and never shows them', async () => {
    const body = {
      host: 'imap.gmail.com',
      port: 993,
      secure: true,
      user: 'ads@example.com',
      authMethod: 'oauth2',
      accessToken: 'token-secret-1',
      oauth: { tokenUrl: 'https://oauth2.example.com/token', clientId: 'client-1', clientSecret: 'client-secret-1', refreshToken: 'refresh-secret-1' },
    };
    const saved = await admin.request('PUT', '/api/mailbox/config', body);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({
      source: 'settings',
      authMethod: 'oauth2',
      hasAccessToken: true,
      hasPassword: false,
      mailbox: 'INBOX',
      oauth: { tokenUrl: 'https://oauth2.example.com/token', clientId: 'client-1', hasClientSecret: true, hasRefreshToken: true },
    });
    const edited = await admin.request('PUT', '/api/mailbox/config', {
      ...body,
      mailbox: 'Ads',
      accessToken: undefined,
      oauth: { tokenUrl: body.oauth.tokenUrl, clientId: 'client-1' },
    });
    expect(edited.json.data).toMatchObject({ mailbox: 'Ads', hasAccessToken: true, oauth: { hasClientSecret: true, hasRefreshToken: true } });
    for (const text of [saved.text, edited.text, (await admin.get('/api/mailbox/config')).text, JSON.stringify(await t.platform.db.select().from(auditEntries))]) {
      expect(text).not.toMatch(/secret-1/);
    }
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'mailbox_config_updated'));
    expect(entry.fieldDiffs).toEqual(expect.arrayContaining([{ field: 'credentials', from: null, to: '(changed)' }]));
    expect((await reviewer.get('/api/mailbox/config')).status).toBe(403);
  });

  it('refuses a connection without credentials, changing nothing', async () => {
    const res = await admin.request('PUT', '/api/mailbox/config', { host: 'imap.example.com', user: 'ads@example.com', authMethod: 'password' });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.password).toBeDefined();
    expect((await admin.get('/api/mailbox/config')).json.data.host).toBe('imap.gmail.com');
  });

  it('removes the saved connection', async () => {
    expect((await admin.delete('/api/mailbox/config')).status).toBe(200);
    expect((await admin.get('/api/mailbox/config')).json.data).toMatchObject({ source: null, host: null });
    expect((await admin.delete('/api/mailbox/config')).status).toBe(404);
    expect((await admin.get('/api/mailbox/status')).json.data.configured).toBe(false);
  });
});
