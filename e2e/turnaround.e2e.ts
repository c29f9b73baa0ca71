import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { api, expectToast, expectVisible, pageHeading, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { openReview, submissionsApi } from './support/submissions';

// Journey: an ad is submitted and analysed, a reviewer approves it on the review screen, and the analytics page's
// Turnaround section counts it: one decision in the stage table, the reviewer in the per-reviewer table, the
// charts drawn; a period without it shows the empty state. In light and dark, wide and at 375 px, with axe.

const owner = { username: 'tara.turnaround', password: 'owner-pass-1', email: 'tara@example.test' };
const reviewer = { username: 'remy.reviewer', password: 'reviewer-pass-1', email: 'remy@example.test', role: 'reviewer' };

let server: RunningServer;
let browser: Browser;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}) {
  const key = `${user.username}/${options.colorScheme ?? 'light'}/${options.width ?? 1280}`;
  let session = sessions.get(key);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { width: options.width ?? 1280, height: 1000, colorScheme: options.colorScheme });
    await api.signIn(session.context, user);
    sessions.set(key, session);
  }
  return session;
}

/** The cell of the stage table's row for `stage`, in the column at `index` (0: count, 1: median, 2: 90th). */
const stageCell = (page: Page, stage: string, index: number) =>
  page.getByTestId('turnaround-stages-table').locator(`tr[data-stage="${stage}"] td`).nth(index);

async function openTurnaround(page: Page): Promise<void> {
  await page.goto('/analytics');
  await expectVisible(pageHeading(page, 'Analytics Dashboard'), 'the Analytics Dashboard heading');
  await expectVisible(page.getByRole('heading', { name: 'Turnaround', exact: true }), 'the Turnaround section');
  await expectVisible(page.getByTestId('turnaround-report'), 'the turnaround figures');
}

beforeAll(async () => {
  server = await startServer({ JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl, { height: 1000 });
  await api.registerFirstUser(ownerSession.context, owner);
  sessions.set(`${owner.username}/light/1280`, ownerSession);
  await api.createUser(ownerSession.context, reviewer);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('turnaround analytics', () => {
  let id: string;

  it('counts a submission decided on the review screen in the stage table, the reviewer table and the charts', async () => {
    const { context } = await as(owner);
    const created = await submissionsApi.create(
      context,
      { title: 'Harvest fair listing', submitterEmail: 'fair@example.test' },
      { name: 'fair.txt', mimeType: 'text/plain', buffer: Buffer.from('Harvest fair this Saturday on the town square. Free entry.\n') },
    );
    id = created.id;
    await submissionsApi.waitForAnalysis(context, id);

    const { page } = await as(reviewer);
    await openReview(page, id);
    const actions = page.getByTestId('reviewer-actions');
    await actions.getByLabel('Reviewer Notes', { exact: true }).fill('Clean listing.');
    await actions.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Submission approved');

    await openTurnaround(page);
    await expectVisible(page.getByTestId('turnaround-decided').getByText('1', { exact: true }), 'one decision in the period');
    // The analysis, the first action (the approval) and the decision each ended once in the last 30 days.
    for (const stage of ['analysis', 'first_action', 'decision']) {
      expect(await stageCell(page, stage, 0).innerText(), `${stage} count`).toBe('1');
      expect(await stageCell(page, stage, 1).innerText(), `${stage} median`).not.toBe('—');
    }
    expect(await stageCell(page, 'escalation', 0).innerText()).toBe('0');
    const reviewerRow = page.getByTestId('turnaround-reviewers-table').getByRole('row', { name: new RegExp(reviewer.username) });
    await expectVisible(reviewerRow, "the reviewer's row");
    expect(await reviewerRow.getByRole('cell').first().innerText()).toBe('1');
    // The charts are drawn (recharts loads on its own) and hidden from assistive technology, the tables carry the numbers.
    await expectVisible(page.getByTestId('turnaround-stages').locator('.recharts-bar-rectangle').first(), 'the stage chart bars');
    await expectVisible(page.getByTestId('turnaround-reviewers').locator('.recharts-bar-rectangle').first(), 'the reviewer chart bars');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('shows the empty state for a period without decisions, and a message for a period that cannot be asked for', async () => {
    const { page } = await as(owner);
    await openTurnaround(page);
    const section = page.getByTestId('analytics-turnaround');
    await section.getByLabel('From', { exact: true }).fill('2024-01-01');
    await section.getByLabel('To', { exact: true }).fill('2024-01-31');
    await expectVisible(page.getByTestId('turnaround-empty'), 'the empty state');
    await expectVisible(page.getByTestId('turnaround-period').getByText('Jan 1, 2024 to Jan 31, 2024'), 'the chosen period');
    expect(await section.getByLabel('Period').inputValue()).toBe('custom');

    await section.getByLabel('From', { exact: true }).fill('2024-03-01');
    await expectVisible(section.getByRole('alert').getByText('From must be on or before To'), 'the period message');
    // The figures of the last period that could be asked for stay.
    await expectVisible(page.getByTestId('turnaround-empty'), 'the previous figures');

    await section.getByLabel('Period').selectOption('30');
    await expectVisible(page.getByTestId('turnaround-stages-table'), 'the last 30 days again');
    expect(await stageCell(page, 'decision', 0).innerText()).toBe('1');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('reads well in dark mode at 375 px, with nothing wider than the screen', async () => {
    const { page } = await as(reviewer, { colorScheme: 'dark', width: 375 });
    await openTurnaround(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectVisible(page.getByTestId('turnaround-stages-table'), 'the stage table on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
