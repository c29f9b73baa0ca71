import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { api, expectHidden, expectToast, expectVisible, pageHeading, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { submissionsApi } from './support/submissions';

// Journey: a reviewer switches their own digest off in Settings; an admin sets everyone's reminder defaults
// (a validation message first), turning the daily digest on at midnight; saving sends what is owed at once, and the
// admin's digest arrives by email listing the waiting submissions due first.

const owner = { username: 'dora.desk', password: 'owner-pass-1', email: 'dora@example.test' };
const reviewer = { username: 'rory.reviewer', password: 'reviewer-pass-1', email: 'rory@example.test', role: 'reviewer' };

let server: RunningServer;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials, width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${user.username}/${width}/${colorScheme}`;
  let session = sessions.get(key);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { width, height: 1000, colorScheme });
    await api.signIn(session.context, user);
    sessions.set(key, session);
  }
  return session;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl, { height: 1000 });
  await api.registerFirstUser(ownerSession.context, owner);
  sessions.set(`${owner.username}/1280/light`, ownerSession);
  await api.createUser(ownerSession.context, reviewer);
  // Sent in an order other than their due order: years ahead, long past (overdue), a year ahead.
  await submissionsApi.createForRunDate(ownerSession.context, 'Harbor festival', '2036-05-05');
  await submissionsApi.createForRunDate(ownerSession.context, 'Weekend bakery ad', '2020-01-06');
  await submissionsApi.createForRunDate(ownerSession.context, 'Spring fair listing', '2035-04-02');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe('reminders and the daily digest', () => {
  it('lets a reviewer switch their own digest off, without the admin defaults', async () => {
    const { page, context } = await as(reviewer);
    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { name: 'Your Reminders and Digest' }), 'the Your Reminders and Digest card');
    await expectHidden(page.getByRole('heading', { name: 'Reminder Defaults' }), 'the admin-only Reminder Defaults card');
    const digest = page.getByLabel('Daily digest');
    expect(await digest.inputValue()).toBe('default');
    expect(await digest.locator('option[value="default"]').textContent()).toBe('Default (off)');
    await digest.selectOption('off');
    await page.getByRole('button', { name: 'Save My Reminders' }).click();
    await expectToast(page, 'Your reminder settings are saved');
    const saved = (await (await context.request.get('/api/user/notification-preferences')).json()) as { data: { digest: boolean | null } };
    expect(saved.data.digest).toBe(false);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('lets an admin set the defaults, with a message for a bad value', async () => {
    const { page, context } = await as(owner);
    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { name: 'Reminder Defaults' }), 'the Reminder Defaults card');
    const window = page.getByLabel('Due-soon window (hours before due)');
    expect(await window.inputValue()).toBe('4');

    await window.fill('0');
    await page.getByRole('button', { name: 'Save Reminder Defaults' }).click();
    await expectVisible(page.getByText('The reminder window must be at least 1 hour'), 'the validation message');

    await window.fill('8');
    const digestSwitch = page.getByRole('switch', { name: 'Send a daily digest of what waits' });
    expect(await digestSwitch.getAttribute('aria-checked')).toBe('false');
    await digestSwitch.click();
    await page.getByLabel('Digest hour').selectOption('0');
    await page.getByRole('button', { name: 'Save Reminder Defaults' }).click();
    await expectToast(page, 'Reminder defaults saved');
    const saved = (await (await context.request.get('/api/settings/reminders')).json()) as { data: Record<string, unknown> };
    expect(saved.data).toMatchObject({ dueSoonHours: 8, digestEnabled: true, digestHour: 0, timeZone: 'America/Chicago' });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("emails the admin's digest, due first, and none to the reviewer who switched it off", async () => {
    // Midnight has always come: saving the defaults swept at once, so today's digest is on its way.
    const digest = await mail.waitForMailWithSubject(owner.email, /^Daily digest for .+: 3 waiting, 1 overdue$/, 30_000);
    const body = bodyOf(digest);
    const positions = ['Weekend bakery ad', 'Spring fair listing', 'Harbor festival'].map((title) => body.indexOf(`${title}: Review, due`));
    expect(positions.every((p) => p >= 0), body).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(body).toMatch(/1\. OVERDUE Weekend bakery ad: Review, due/);
    expect(body).toContain(`${server.baseUrl}/review`);

    const { context } = await as(owner);
    const outbox = (await (await context.request.get('/api/admin/outbox?limit=100')).json()) as { data: { kind: string; to: string[] }[] };
    const digests = outbox.data.filter((m) => m.kind === 'daily_digest');
    expect(digests.map((m) => m.to)).toEqual([[owner.email]]);
    expect(mail.mails.some((m) => m.to.includes(reviewer.email) && /Daily digest/.test(m.text))).toBe(false);
  });

  it('fits a 375 px screen in dark mode', async () => {
    const { page } = await as(owner, 375, 'dark');
    await page.goto('/settings');
    await expectVisible(pageHeading(page, 'System Settings'), 'the Settings heading');
    await expectVisible(page.getByRole('heading', { name: 'Your Reminders and Digest' }), 'the user card on a phone');
    await expectVisible(page.getByRole('heading', { name: 'Reminder Defaults' }), 'the admin card on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
