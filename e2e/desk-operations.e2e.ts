import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { api, expectToast, expectVisible, pageHeading, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { submissionsApi } from './support/submissions';

// Journey: an admin sets the due rule in Settings; a reviewer sees an overdue submission lead the review queue
// with its badge, claims it, and finds it in "My queue" on the dashboard and the review queue.

const owner = { username: 'dora.desk', password: 'owner-pass-1', email: 'dora@example.test' };
const reviewer = { username: 'rory.reviewer', password: 'reviewer-pass-1', email: 'rory@example.test', role: 'reviewer' };

let server: RunningServer;
let browser: Browser;
let lateId: string;

const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${user.username}/${width}`;
  let session = sessions.get(key);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { width, height: 1000 });
    await api.signIn(session.context, user);
    sessions.set(key, session);
  }
  return session;
}

beforeAll(async () => {
  server = await startServer({ JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl, { height: 1000 });
  await api.registerFirstUser(ownerSession.context, owner);
  sessions.set(`${owner.username}/1280`, ownerSession);
  await api.createUser(ownerSession.context, reviewer);
  // A run date long past: due at once, overdue. A run date years ahead: due in good time.
  await submissionsApi.createForRunDate(ownerSession.context, 'Spring fair listing', '2035-04-02');
  lateId = await submissionsApi.createForRunDate(ownerSession.context, 'Weekend bakery ad', '2020-01-06');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('desk operations', () => {
  it('lets an admin set the due rule in Settings, with a message for a bad value', async () => {
    const { page, context } = await as(owner);
    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { name: 'Due Times' }), 'the Due Times card');
    const lead = page.getByLabel('Due before the run date (working hours)');
    await expectVisible(lead, 'the lead time field');
    expect(await lead.inputValue()).toBe('24');

    await lead.fill('-3');
    await page.getByRole('button', { name: 'Save Due Rules' }).click();
    await expectVisible(page.getByText('Lead time before the run date cannot be negative'), 'the validation message');

    await lead.fill('8');
    await page.getByRole('button', { name: 'Save Due Rules' }).click();
    await expectToast(page, 'Due rules saved');
    const saved = (await (await context.request.get('/api/settings/due-rules')).json()) as { data: { leadBusinessHours: number } };
    expect(saved.data.leadBusinessHours).toBe(8);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('shows the reviewer the overdue submission first in the review queue, and lets them claim it', async () => {
    const { page } = await as(reviewer);
    await page.goto('/review');
    await expectVisible(pageHeading(page, 'Review Queue'), 'the Review Queue heading');
    await expectVisible(page.locator('#submission-title', { hasText: 'Weekend bakery ad' }), 'the overdue submission leading the queue');
    await expectVisible(page.locator('[data-due="overdue"]').first(), 'the overdue badge');

    await page.getByRole('button', { name: 'Claim submission' }).click();
    await expectToast(page, 'Assigned');
    await expectVisible(page.getByTestId('submission-assignee').getByText(reviewer.username), 'the reviewer as the holder');
    await expectVisible(page.getByRole('button', { name: 'Release submission' }), 'the Release button');
  });

  it('puts the claimed submission, with its badge, in My queue on the dashboard and the review queue', async () => {
    const { page } = await as(reviewer);
    await page.goto('/');
    const rows = page.getByTestId('submission-row');
    await expectVisible(rows.filter({ hasText: 'Spring fair listing' }), 'the other submission before narrowing');

    await page.getByRole('button', { name: 'My queue' }).click();
    await expectVisible(page.getByRole('heading', { name: 'My Queue' }), 'the My Queue heading');
    await expectVisible(rows.filter({ hasText: 'Weekend bakery ad' }).locator('[data-due="overdue"]'), 'the overdue badge in My queue');
    await expect.poll(() => rows.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('mine')).toBe('1');

    // Sorted by due time, the later one shows when its decision is due.
    await page.getByRole('button', { name: 'My queue' }).click();
    await page.getByLabel('Order').selectOption('due');
    await expectVisible(rows.first().filter({ hasText: 'Weekend bakery ad' }), 'the overdue submission first in due order');
    await expectVisible(rows.filter({ hasText: 'Spring fair listing' }).locator('[data-due="later"]'), "the later submission's due badge");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto('/review?mine=1');
    await expectVisible(page.locator('#submission-title', { hasText: 'Weekend bakery ad' }), 'the claimed submission in the review queue');
    await expectVisible(page.getByRole('button', { name: 'My queue', pressed: true }), 'My queue switched on');
    await expectVisible(page.getByTestId('pending-count').getByText('1 pending for you'), 'the count of the queue');
  });

  it('fits a 375 px screen', async () => {
    const { page } = await as(reviewer, 375);
    await page.goto('/?sort=due');
    await expectVisible(page.locator('[data-due="overdue"]').first(), 'the overdue badge on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
