import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { addDays, format, parseISO } from 'date-fns';
import { localDateOf } from '../src/domain/business-time';
import { DEFAULT_DUE_RULES } from '../src/domain/desk';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { api, expectVisible, pageHeading, waitForPath } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { submissionsApi } from './support/submissions';

// Journey: the desk opens the publication calendar from the dashboard, finds tomorrow's ads on tomorrow's day with
// their status and due badges, moves between months, opens an ad's review page from the calendar, and reads the
// same days as an agenda at 375 px in dark mode. Checked with axe-core.

const owner = { username: 'paula.pages', password: 'owner-pass-1', email: 'paula@example.test' };

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let pendingId: string;
// The publisher's tomorrow (the default due rules' zone), as the run dates are written.
const tomorrow = format(addDays(parseISO(localDateOf(new Date(), DEFAULT_DUE_RULES.timeZone)), 1), 'yyyy-MM-dd');
const tomorrowMonth = tomorrow.slice(0, 7);

beforeAll(async () => {
  server = await startServer({ JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  ({ context: ownerContext } = await newPage(browser, server.baseUrl, { height: 1000 }));
  await api.registerFirstUser(ownerContext, owner);
  // Tomorrow's run is within the lead time: due at once, so overdue while undecided.
  pendingId = await submissionsApi.createForRunDate(ownerContext, 'Bakery half page', tomorrow, { submitterName: 'Main Street Traders' });
  const approvedId = await submissionsApi.createForRunDate(ownerContext, 'Florist quarter page', tomorrow, { submitterName: 'Main Street Traders' });
  await submissionsApi.act(ownerContext, approvedId, 'approve', 'Fine to run');
  const rejectedId = await submissionsApi.createForRunDate(ownerContext, 'Withdrawn banner', tomorrow, { submitterName: 'Main Street Traders' });
  await submissionsApi.act(ownerContext, rejectedId, 'reject', 'Not for print');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('publication calendar', () => {
  it("is reached from the dashboard and shows tomorrow's ads on tomorrow, with their badges", async () => {
    const page = await ownerContext.newPage();
    await page.goto('/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
    await page.getByRole('link', { name: 'Publication Calendar' }).click();
    await waitForPath(page, '/calendar');
    await expectVisible(pageHeading(page, 'Publication Calendar'), 'the Publication Calendar heading');

    // Tomorrow at a glance, whatever month is shown.
    await expectVisible(page.getByTestId('tomorrow-summary').getByText('2 ads to run: 1 approved, 1 awaiting a decision (1 overdue).'), "tomorrow's summary");

    // The last day of a month ending on a Saturday has tomorrow in the next month's grid.
    if (format(new Date(), 'yyyy-MM') !== tomorrowMonth && (await page.locator(`td[data-date="${tomorrow}"]`).count()) === 0) {
      await page.getByRole('link', { name: 'Next month' }).click();
    }
    const cell = page.locator(`td[data-date="${tomorrow}"]`);
    await expectVisible(cell.getByText('Tomorrow', { exact: true }), "the Tomorrow label on tomorrow's day");
    const pending = cell.getByTestId('calendar-item').filter({ hasText: 'Bakery half page' });
    await expectVisible(pending.locator('[data-status="pending"]'), 'the pending badge');
    await expectVisible(pending.locator('[data-due="overdue"]'), 'the overdue badge');
    await expectVisible(cell.getByTestId('calendar-item').filter({ hasText: 'Florist quarter page' }).locator('[data-status="approved"]'), 'the approved ad');
    expect(await cell.getByText('Withdrawn banner').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await cell.getByRole('link', { name: 'Bakery half page' }).click();
    await waitForPath(page, `/review/${pendingId}`);
    await expectVisible(page.locator('#submission-title', { hasText: 'Bakery half page' }), 'the review page of the ad');
    await page.close();
  });

  it('moves between months with links, back to today, and says when a month is empty', async () => {
    const page = await ownerContext.newPage();
    await page.goto('/calendar?month=2031-03');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'March 2031' }), 'March 2031');
    await expectVisible(page.getByTestId('calendar-empty'), 'the empty month');
    await page.getByRole('link', { name: 'Previous month' }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'February 2031' }), 'February 2031, by keyboard');
    await page.getByRole('link', { name: 'Next month' }).click();
    await page.getByRole('link', { name: 'Next month' }).click();
    await expectVisible(page.getByRole('heading', { level: 2, name: 'April 2031' }), 'April 2031');
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 2, name: format(new Date(), 'MMMM yyyy') }), 'the current month');
    await expectVisible(page.locator('td[aria-current="date"]').getByText('Today', { exact: true }), 'today marked');
    await page.close();
  });

  it('is reached from the review queue', async () => {
    const page = await ownerContext.newPage();
    await page.goto('/review');
    await expectVisible(pageHeading(page, 'Review Queue'), 'the Review Queue heading');
    await page.getByRole('link', { name: 'Publication Calendar' }).click();
    await waitForPath(page, '/calendar');
    await page.close();
  });

  it('shows an agenda at 375 px in dark mode, tomorrow included, and passes axe', async () => {
    const small = await newPage(browser, server.baseUrl, { width: 375, height: 740, colorScheme: 'dark' });
    try {
      await api.signIn(small.context, owner);
      const { page } = small;
      await page.goto(`/calendar?month=${tomorrowMonth}`);
      await expectVisible(pageHeading(page, 'Publication Calendar'), 'the Publication Calendar heading');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      const day = page.locator(`[data-testid="agenda-day"][data-date="${tomorrow}"]`);
      await expectVisible(day.getByRole('link', { name: 'Bakery half page' }), "tomorrow's ad in the agenda");
      await expectVisible(day.locator('[data-due="overdue"]'), 'the overdue badge in the agenda');
      expect(await page.locator('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
    } finally {
      await small.context.close();
    }
  });
});
