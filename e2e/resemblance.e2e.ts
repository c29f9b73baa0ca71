import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEVERITY_PENALTY } from '../src/domain/scoring';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import { api, expectToast, expectVisible } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { openReview, submissionsApi } from './support/submissions';

// Journey: an ad worded so that no rule matches it, but that reads like the corpus's truthful-advertising
// violations, reaches the reviewer with the resemblance model's suggestion in the Model-suggested group,
// quoting the line that weighs most; it costs nothing until the reviewer confirms it. README: "Resemblance model".

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const owner = { username: 'olga.owner', password: 'owner-pass-1', email: 'olga@example.test' };
const reviewer = { username: 'rosa.reviewer', password: 'reviewer-pass-1', email: 'rosa@example.test', role: 'reviewer' };

const AD_TEXT = "Grandma's Tonic\nThree spoonfuls a day and the sugar numbers come right back to normal, folks say.\nThe doctors don't want you to know. Order today.\n";
const QUOTE = "The doctors don't want you to know. Order today.";

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let page: Page;
let id: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  ownerContext = ownerSession.context;
  await api.registerFirstUser(ownerContext, owner);
  await api.createUser(ownerContext, reviewer);
  const created = await submissionsApi.create(
    ownerContext,
    { title: "Grandma's Tonic", submitterEmail: 'gus.tonic@example.test', submissionType: 'advertisement' },
    { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from(AD_TEXT) },
  );
  await submissionsApi.waitForAnalysis(ownerContext, created.id);
  id = created.id;
  const reviewerSession = await newPage(browser, server.baseUrl);
  await api.signIn(reviewerSession.context, reviewer);
  page = reviewerSession.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('resemblance model: a suggestion where no rule matched', () => {
  it('shows the suggestion with the policy, the quoted line and the words that weigh most; the score is unchanged', async () => {
    await openReview(page, id);
    expect(await page.getByTestId('analysis-score').innerText()).toBe('100/100');
    expect(await page.getByText('Not eligible for auto-approval', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Violations (0)', exact: true }).count()).toBe(1);

    const group = page.getByTestId('model-suggested-group');
    await expectVisible(group.getByRole('heading', { name: 'Model-suggested (1)', exact: true }), 'the Model-suggested group');
    const text = await group.getByTestId('model-suggestion').innerText();
    expect(text).toContain(QUOTE);
    expect(text).toMatch(/Reads like the ads that break "Truthful Advertising" \(\d+% by the word model\), though no rule matched it\./);
    expect(text).toContain('The words that weigh most:');
    expect(text).toContain('Major');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/resemblance-suggestion.png`, fullPage: true });
    await expectNoSeriousAxeFindings(page, `/review/${id} with a resemblance suggestion`);
  });

  it('the reviewer confirms it and the score drops by its severity', async () => {
    const group = page.getByTestId('model-suggested-group');
    await group.getByRole('button', { name: 'Confirm Model suggestion', exact: true }).click();
    await expectToast(page, 'Suggestion Confirmed', '"Model suggestion" now counts against the compliance score.');
    const expected = 100 - SEVERITY_PENALTY.major;
    await expect.poll(() => page.getByTestId('analysis-score').innerText()).toBe(`${expected}/100`);
    expect((await submissionsApi.get(ownerContext, id)).analysis!.overallScore).toBe(expected);
  });
});
