import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { pdfFromPages } from '../test/fixtures/corpus/document-writers';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import { api, expectVisible } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { HEMP_AD_TEXT, openReview, submissionsApi } from './support/submissions';

// Journey: findings on the creative. A reviewer opens an ad whose second PDF page makes a cure claim: the
// claim is outlined where it is printed on the page; "Show in creative" brings the outline into view and
// focuses it, and choosing the outline (by mouse or keyboard) brings the finding into view and focuses it.
// A text file's finding is marked in its text. Checked with axe-core, in dark mode and at 375 px.

const owner = { username: 'olga.owner', password: 'owner-pass-1', email: 'olga@example.test' };
const CLAIM_FINDING = 'Unsubstantiated Health Claim';

const FLYER = pdfFromPages([
  ['# Spring Wellness Fair', 'Join us at the Lakeside pavilion for music, food and games all weekend long.', 'Free parking on Main Street.'],
  ['Fair booth specials', 'Our herbal balm cures arthritis in days, try it at the fair booth today.', 'Lakeside Naturals, 12 Main Street.'],
]);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let flyerId: string;
let hempId: string;

/** The focused element's accessible-name source (aria-label) and id, to tell which one has the focus. */
const focused = () =>
  page.evaluate(() => ({ label: document.activeElement?.getAttribute('aria-label') ?? null, id: document.activeElement?.id ?? null }));

/** Whether the element is inside the window (the page scrolled to it), not merely rendered. */
async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
  });
}

function claimHighlight(): Locator {
  return page.getByRole('button', { name: new RegExp(`^Finding \\d+: ${CLAIM_FINDING}`) });
}

/** The highlight lies over the second page's canvas, in the upper part where the claim is printed. */
async function expectOverSecondPage(): Promise<void> {
  const canvas = page.getByRole('img', { name: /flyer\.pdf, page 2 of 2$/ });
  await expectVisible(canvas, 'page 2 of the flyer');
  const pageBox = (await canvas.boundingBox())!;
  const box = (await claimHighlight().first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(pageBox.x - 2);
  expect(box.x + box.width).toBeLessThanOrEqual(pageBox.x + pageBox.width + 2);
  expect(box.y).toBeGreaterThanOrEqual(pageBox.y - 2);
  expect(box.y + box.height).toBeLessThanOrEqual(pageBox.y + pageBox.height * 0.25);
  expect(box.width).toBeGreaterThan(pageBox.width * 0.1);
  expect(box.width).toBeLessThan(pageBox.width * 0.6);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, server.baseUrl));
  await api.registerFirstUser(context, owner);
  await api.signIn(context, owner);
  const flyer = await submissionsApi.create(
    context,
    { title: 'Spring wellness fair flyer', submitterEmail: 'nora@example.test' },
    { name: 'flyer.pdf', mimeType: 'application/pdf', buffer: FLYER },
  );
  flyerId = flyer.id;
  const hemp = await submissionsApi.create(
    context,
    { title: 'Hemp gummies flyer', submitterEmail: 'hal@example.test' },
    { name: 'gummies.txt', mimeType: 'text/plain', buffer: Buffer.from(`Grand opening!\n${HEMP_AD_TEXT}.\n`) },
  );
  hempId = hemp.id;
  await submissionsApi.waitForAnalysis(context, flyerId);
  await submissionsApi.waitForAnalysis(context, hempId);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('findings on the creative', () => {
  it('the claim is outlined over the PDF page where it is printed', async () => {
    await openReview(page, flyerId);
    await expectVisible(claimHighlight(), 'the highlight of the health claim');
    await expectOverSecondPage();
    // The list numbers the finding as the highlight does.
    const item = page.getByTestId('violation').filter({ hasText: CLAIM_FINDING });
    const number = /^Finding (\d+):/.exec((await claimHighlight().first().getAttribute('aria-label'))!)![1];
    expect(await item.innerText()).toContain(number);
    await expectNoSeriousAxeFindings(page, `/review/${flyerId} with highlights over the PDF`);
  });

  it('Show in creative scrolls the preview to the highlight and focuses it; choosing the highlight goes back to the finding', async () => {
    const item = page.getByTestId('violation').filter({ hasText: CLAIM_FINDING });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await item.getByRole('button', { name: `Show in creative for ${CLAIM_FINDING}` }).click();
    await expect.poll(async () => (await focused()).label ?? '').toMatch(new RegExp(`^Finding \\d+: ${CLAIM_FINDING}`));
    expect(await claimHighlight().first().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => inViewport(claimHighlight().first())).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await claimHighlight().first().click();
    const itemId = await item.getAttribute('id');
    await expect.poll(async () => (await focused()).id).toBe(itemId);
    expect(await item.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => inViewport(item)).toBe(true);
  });

  it('the highlight is a button: Enter on it goes to the finding', async () => {
    const item = page.getByTestId('violation').filter({ hasText: CLAIM_FINDING });
    await claimHighlight().first().focus();
    expect((await focused()).label).toMatch(new RegExp(`^Finding \\d+: ${CLAIM_FINDING}`));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).id).toBe(await item.getAttribute('id'));
  });

  it('in dark mode at 375 px the highlight stays over the page and the screen passes axe', async () => {
    const small = await newPage(browser, server.baseUrl, { width: 375, height: 740, colorScheme: 'dark' });
    await api.signIn(small.context, owner);
    const main = page;
    page = small.page;
    try {
      // With no theme chosen, the app follows the system's dark scheme.
      await openReview(page, flyerId);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await expectVisible(claimHighlight(), 'the highlight of the health claim at 375 px');
      await claimHighlight().first().scrollIntoViewIfNeeded();
      await expectOverSecondPage();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeFindings(page, `/review/${flyerId} at 375 px in dark mode`);
    } finally {
      page = main;
      await small.context.close();
    }
  });

  it("a text file's finding is marked in its text, and the mark leads to the finding", async () => {
    await openReview(page, hempId);
    const mark = page.getByRole('button', { name: /^Finding \d+: .*: .*5% THC/ });
    await expectVisible(mark, 'the marked THC claim in the text');
    expect(await mark.first().locator('mark').count()).toBe(1);
    const label = (await mark.first().textContent())!;
    await mark.first().click();
    await expect.poll(async () => (await focused()).id ?? '').toMatch(/^finding-/);
    const { id } = await focused();
    expect(await page.locator(`[id="${id}"]`).innerText()).toContain(/^Finding \d+: ([^:]+)/.exec(label)![1].split(' (')[0]);
    await expectNoSeriousAxeFindings(page, `/review/${hempId} with marks in the text`);
  });
});
