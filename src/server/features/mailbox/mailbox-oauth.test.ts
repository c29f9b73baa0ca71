import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner } from '../../../../test/helpers/users';
import { auditEntries, submissions } from '../../db/schema';
import { MAIL_USER, TestMailServer, composeEmail, dovecotUnavailable } from './dovecot.fixture';
import { MailboxMonitor, type PollOutcome } from './mailbox-monitor';

const unavailable = dovecotUnavailable();
if (unavailable) console.warn(`Skipping the IMAP OAuth2 tests: ${unavailable}`);

/**
 * An OAuth2 provider in miniature: a token endpoint that trades the refresh token for access tokens,
 * and the introspection endpoint Dovecot asks whether a token is still good.
 */
class FakeProvider {
  readonly active = new Set<string>();
  tokenRequests: URLSearchParams[] = [];
  refuseRefresh = false;
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token') {
        this.tokenRequests.push(form);
        const good = form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-1' && form.get('client_secret') === 'client-secret';
        if (this.refuseRefresh || !good) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        const token = `access-${this.tokenRequests.length}`;
        this.active.add(token);
        res.end(JSON.stringify({ access_token: token, expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      res.end(JSON.stringify(this.active.has(form.get('token') ?? '') ? { active: true, username: MAIL_USER } : { active: false }));
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let provider: FakeProvider;
let mail: TestMailServer;
let t: TestApp;
let admin: HttpClient;
let monitor: MailboxMonitor;
let clock = Date.now();

const MINUTE = 60_000;

function summary(outcome: PollOutcome) {
  if (outcome.kind === 'failed') return [outcome.errorClass, outcome.nextDelayMs, outcome.decision.refreshToken, outcome.decision.authFailed];
  return [outcome.kind];
}

describe.skipIf(!!unavailable)(`mailbox over OAuth2, configured by the environment (Dovecot, ${databaseLabel})`, () => {
  beforeAll(async () => {
    provider = new FakeProvider();
    const base = await provider.listen();
    mail = await TestMailServer.create({ oauthIntrospectionUrl: `${base}/introspect` });
    t = await startTestApp({
      env: {
        IMAP_HOST: '127.0.0.1',
        IMAP_PORT: String(mail.port),
        IMAP_SECURE: 'false',
        IMAP_USER: MAIL_USER,
        IMAP_OAUTH_TOKEN_URL: `${base}/token`,
        IMAP_OAUTH_CLIENT_ID: 'acp-client',
        IMAP_OAUTH_CLIENT_SECRET: 'client-secret',
        IMAP_OAUTH_REFRESH_TOKEN: 'refresh-1',
      },
    });
    admin = await registerOwner(t);
    monitor = new MailboxMonitor(t.platform, { now: () => new Date(clock), random: () => 0 });
  });
  afterAll(async () => {
    try {
      await monitor?.stop();
      await t?.close();
    } finally {
      await mail?.close();
      await provider?.close();
    }
  });

  it('shows the environment mailbox without its secrets and refuses to change it from Settings', async () => {
    const config = await admin.get('/api/mailbox/config');
    expect(config.json.data).toMatchObject({
      source: 'environment',
      host: '127.0.0.1',
      user: MAIL_USER,
      authMethod: 'oauth2',
      oauth: { clientId: 'acp-client', hasClientSecret: true, hasRefreshToken: true },
    });
    expect(config.text).not.toMatch(/refresh-1|client-secret/);
    const put = await admin.request('PUT', '/api/mailbox/config', mail.connection());
    expect(put.status).toBe(409);
    expect(put.json.error).toMatch(/IMAP_HOST/);
    expect((await admin.delete('/api/mailbox/config')).status).toBe(409);
    expect((await admin.post('/api/mailbox/start')).status).toBe(200);
  });

  it('signs in with an access token obtained from the refresh token, and reuses it while it is valid', async () => {
    await mail.deliver({ raw: await composeEmail({ from: 'ann@agency.example', subject: 'OAuth campaign', text: 'Campaign creative for review.' }) });
    const requestsBefore = provider.tokenRequests.length;
    expect(summary(await monitor.pollOnce())).toEqual(['polled']);
    expect(provider.tokenRequests.length).toBe(requestsBefore + 1);
    expect(provider.tokenRequests.at(-1)!.get('client_id')).toBe('acp-client');
    const [row] = await t.platform.db.select().from(submissions).where(eq(submissions.title, 'OAuth campaign'));
    expect(row.source).toBe('email');

    clock += 2 * MINUTE;
    expect(summary(await monitor.pollOnce())).toEqual(['polled']);
    expect(provider.tokenRequests.length).toBe(requestsBefore + 1);
  });

  it('a refused token is refreshed at once and the check tried again', async () => {
    provider.active.clear();
    const requestsBefore = provider.tokenRequests.length;
    expect(summary(await monitor.pollOnce())).toEqual(['auth', 0, true, false]);
    expect(summary(await monitor.pollOnce())).toEqual(['polled']);
    expect(provider.tokenRequests.length).toBe(requestsBefore + 1);
  });

  it('refreshes 5 minutes before the token expires', async () => {
    const requestsBefore = provider.tokenRequests.length;
    clock += 54 * MINUTE;
    expect(summary(await monitor.pollOnce())).toEqual(['polled']);
    expect(provider.tokenRequests.length).toBe(requestsBefore);
    clock += 1 * MINUTE + 1000;
    expect(summary(await monitor.pollOnce())).toEqual(['polled']);
    expect(provider.tokenRequests.length).toBe(requestsBefore + 1);
  });

  it('when refreshing fails as well: backs off 2^n seconds, and the fifth refusal pauses with the auth-failed flag', async () => {
    provider.active.clear();
    provider.refuseRefresh = true;
    const outcomes: unknown[] = [];
    for (let i = 0; i < 9; i++) {
      const outcome = await monitor.pollOnce();
      outcomes.push(summary(outcome));
      clock += outcome.nextDelayMs;
    }
    expect(outcomes).toEqual([
      ['auth', 0, true, false],
      ['refresh', 2000, false, false],
      ['auth', 0, true, false],
      ['refresh', 4000, false, false],
      ['auth', 0, true, false],
      ['refresh', 8000, false, false],
      ['auth', 0, true, false],
      ['refresh', 16000, false, false],
      ['auth', expect.any(Number), false, true],
    ]);
    expect((await admin.get('/api/mailbox/status')).json.data).toMatchObject({ authFailed: true, isMonitoring: false });
    const card = (await admin.get('/api/settings/services')).json.data.find((c: { key: string }) => c.key === 'imap');
    expect(card.state).toBe('down');
    const audited = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'mailbox_auth_failed'));
    expect(audited).toHaveLength(1);
    expect(summary(await monitor.pollOnce())).toEqual(['auth_failed']);
  });

  it('starting monitoring again asks for a new token and carries on', async () => {
    provider.refuseRefresh = false;
    const requestsBefore = provider.tokenRequests.length;
    expect((await admin.post('/api/mailbox/start')).json.data).toMatchObject({ authFailed: false, shouldBeMonitoring: true });
    expect(summary(await monitor.pollOnce())).toEqual(['polled']);
    expect(provider.tokenRequests.length).toBe(requestsBefore + 1);
  });
});
