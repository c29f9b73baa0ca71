import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import { api, expectToast, expectVisible, pageHeading, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { submissionsApi } from './support/submissions';

// A desk's day in one journey: an admin sets the due rule; a reviewer finds an overdue ad in the review queue,
// claims it and finds it, badged overdue, in "My queue"; the admin turns the daily digest on and the reviewer's
// digest arrives in the mail catcher with the ad first; the reviewer approves it and the turnaround charts and
// tables on the analytics page count it.

const owner = { username: 'della.desk', password: 'owner-pass-1', email: 'della@example.test' };
const reviewer = { username: 'reed.reviewer', password: 'reviewer-pass-1', email: 'reed@example.test', role: 'reviewer' };
const LATE = 'Weekend bakery ad';
const LATER = 'Spring fair listing';

let server: RunningServer;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let lateId: string;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials): Promise<{ context: BrowserContext; page: Page }> {
  let session = sessions.get(user.username);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { height: 1000 });
    await api.signIn(session.context, user);
    sessions.set(user.username, session);
  }
  return session;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl, { height: 1000 });
  await api.registerFirstUser(ownerSession.context, owner);
  sessions.set(owner.username, ownerSession);
  await api.createUser(ownerSession.context, reviewer);
  // A run date years ahead (due in good time) and one long past (due at once: overdue).
  await submissionsApi.createForRunDate(ownerSession.context, LATER, '2035-04-02');
  lateId = await submissionsApi.createForRunDate(ownerSession.context, LATE, '2020-01-06');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe("a desk's day: due rule, claim, My queue, digest, turnaround", () => {
  it('the admin sets the due rule in Settings', async () => {
    const { page, context } = await as(owner);
    await page.goto('/settings');
    const lead = page.getByLabel('Due before the run date (working hours)');
    await expectVisible(lead, 'the lead time field');
    await lead.fill('8');
    await page.getByRole('button', { name: 'Save Due Rules' }).click();
    await expectToast(page, 'Due rules saved');
    const saved = (await (await context.request.get('/api/settings/due-rules')).json()) as { data: { leadBusinessHours: number } };
    expect(saved.data.leadBusinessHours).toBe(8);
  });

  it('the reviewer claims the overdue ad and finds it, badged overdue, in My queue', async () => {
    const { page } = await as(reviewer);
    await page.goto('/review');
    await expectVisible(pageHeading(page, 'Review Queue'), 'the Review Queue heading');
    await expectVisible(page.locator('#submission-title', { hasText: LATE }), 'the overdue ad leading the queue');
    await expectVisible(page.locator('[data-due="overdue"]').first(), 'the overdue badge');
    await page.getByRole('button', { name: 'Claim submission' }).click();
    await expectToast(page, 'Assigned');

    await page.goto('/');
    await page.getByRole('button', { name: 'My queue' }).click();
    await expectVisible(page.getByRole('heading', { name: 'My Queue' }), 'the My Queue heading');
    const rows = page.getByTestId('submission-row');
    await expectVisible(rows.filter({ hasText: LATE }).locator('[data-due="overdue"]'), 'the overdue badge in My queue');
    await expect.poll(() => rows.count()).toBe(1);
    await expectNoSeriousAxeFindings(page, 'the dashboard in My queue');
  });

  it("the admin turns the daily digest on and the reviewer's digest arrives with the claimed ad first", async () => {
    const { page } = await as(owner);
    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { name: 'Reminder Defaults' }), 'the Reminder Defaults card');
    await page.getByRole('switch', { name: 'Send a daily digest of what waits' }).click();
    // Midnight has always come today: saving sweeps at once, so today's digest goes out now.
    await page.getByLabel('Digest hour').selectOption('0');
    await page.getByRole('button', { name: 'Save Reminder Defaults' }).click();
    await expectToast(page, 'Reminder defaults saved');

    const digest = await mail.waitForMailWithSubject(reviewer.email, /^Daily digest for .+: \d+ waiting, 1 overdue$/, 30_000);
    const body = bodyOf(digest);
    expect(body).toMatch(new RegExp(`1\\. OVERDUE ${LATE}: Review, due`));
    expect(body).toContain(`${server.baseUrl}/review`);
  });

  it('the reviewer approves the ad and the turnaround charts and tables count it', async () => {
    const { page } = await as(reviewer);
    await page.goto(`/review/${lateId}`);
    const actions = page.getByTestId('reviewer-actions');
    await expectVisible(actions, 'the Reviewer Actions');
    await actions.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Action Completed');

    const admin = await as(owner);
    await admin.page.goto('/analytics');
    await expectVisible(admin.page.getByRole('heading', { name: 'Turnaround', exact: true }), 'the Turnaround section');
    await expectVisible(admin.page.getByTestId('turnaround-decided').getByText('1', { exact: true }), 'one decision in the period');
    const reviewerRow = admin.page.getByTestId('turnaround-reviewers-table').getByRole('row', { name: new RegExp(reviewer.username) });
    await expectVisible(reviewerRow, "the reviewer's row");
    expect(await reviewerRow.getByRole('cell').first().innerText()).toBe('1');
    await expectVisible(admin.page.getByTestId('turnaround-stages').locator('.recharts-bar-rectangle').first(), 'the stage chart bars');
    await expectVisible(admin.page.getByTestId('turnaround-reviewers').locator('.recharts-bar-rectangle').first(), 'the reviewer chart bars');
    await expectNoSeriousAxeFindings(admin.page, 'the analytics page with the turnaround');
  });
});
