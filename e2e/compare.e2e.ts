import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { api, expectToast, expectVisible, pageHeading, waitForPath, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { pdfBytes } from '../test/fixtures/sample-files';
import { HEMP_AD_TEXT, openReview, postMultipart, submissionsApi } from './support/submissions';

// Journey: a reviewer asked for revisions and version 2 came in. From the Versions card the reviewer opens the
// comparison: the THC finding of version 1 is listed as resolved, the text shows what was taken out and put in,
// the banner compares side by side and overlaid; the reviewer approves from the same page. Another standard user
// cannot open it.

const owner = { username: 'otto.owner', password: 'owner-pass-1', email: 'otto@example.test' };
const reviewer = { username: 'rey.reviewer', password: 'reviewer-pass-1', email: 'rey@example.test', role: 'reviewer' };
const other = { username: 'olaf.other', password: 'other-pass-phrase-1', email: 'olaf@example.test', role: 'standard' };
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let server: RunningServer;
let browser: Browser;
let adId: string;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${user.username}/${options.colorScheme ?? 'light'}/${options.width ?? 1280}`;
  let session = sessions.get(key);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { height: 1000, ...options });
    await api.signIn(session.context, user);
    sessions.set(key, session);
  }
  return session;
}

/** A banner: a coloured block with a box where the claim sits, so the two versions differ visibly. */
function banner(background: string, box: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" fill="${background}"/><rect x="40" y="60" width="220" height="120" fill="${box}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const comparePath = () => `/submissions/${adId}/compare`;

async function openCompare(page: Page) {
  await page.goto(`${comparePath()}?a=1&b=2`);
  await expectVisible(pageHeading(page, 'Compare Versions'), 'the Compare Versions heading');
  await expectVisible(page.getByTestId('findings-resolved'), 'the Resolved findings');
}

beforeAll(async () => {
  server = await startServer({ JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  await api.registerFirstUser(ownerSession.context, owner);
  for (const user of [reviewer, other]) await api.createUser(ownerSession.context, user);
  await ownerSession.context.close();

  const { context } = await as(reviewer);
  const created = await postMultipart(
    context,
    '/api/submissions',
    { title: 'Hemp gummies spring banner', submitterEmail: 'ads@northern-lights.example', submitterName: 'Northern Lights', submissionType: 'upload', campaignTypes: '[]', landingPageUrl: '', description: '' },
    [
      { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from(`Northern Lights Hemp Co. Grand Opening!\n${HEMP_AD_TEXT}.\n`) },
      { name: 'banner.png', mimeType: 'image/png', buffer: await banner('#1d4ed8', '#facc15') },
      { name: 'flyer.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Grand opening this Saturday') },
    ],
  );
  adId = created.id;
  const first = await submissionsApi.waitForAnalysis(context, adId);
  await submissionsApi.act(context, adId, 'request-revisions', 'Remove the THC percentage.');
  await postMultipart(context, `/api/submissions/${adId}/revisions`, { note: 'THC line replaced by the opening hours.' }, [
    { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from('Northern Lights Hemp Co. Grand Opening!\nOpen every day from 10 to 6.\n') },
    { name: 'banner.png', mimeType: 'image/png', buffer: await banner('#1d4ed8', '#f97316') },
    { name: 'flyer.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Grand opening this Sunday') },
  ]);
  await submissionsApi.waitForAnalysis(context, adId, { previousAnalysisId: first.analysis!.id, timeoutMs: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('comparing versions', () => {
  it('opens from the Versions card with the THC finding under Resolved, the text changes and the banners side by side', async () => {
    const { page } = await as(reviewer);
    await openReview(page, adId);
    await page.getByRole('link', { name: /^Compare with previous/ }).click();
    await waitForPath(page, comparePath());
    expect(new URL(page.url()).search).toBe('?a=1&b=2');
    await expectVisible(pageHeading(page, 'Compare Versions'), 'the Compare Versions heading');

    const resolved = page.getByTestId('findings-resolved');
    await expectVisible(resolved, 'the Resolved findings');
    expect(await page.getByTestId('finding-resolved').count()).toBeGreaterThan(0);
    const heading = async (testId: string) => (await page.getByTestId(testId).getByRole('heading', { level: 3 }).textContent())!.replace(/\s+/g, ' ').trim();
    expect(await heading('findings-resolved')).toBe(`Resolved (${await page.getByTestId('finding-resolved').count()})`);
    expect(await heading('findings-new')).toBe('New (0)');

    // Both files are paired by name, one pair at a time.
    const picker = page.getByRole('group', { name: 'File to compare' });
    await picker.getByRole('button', { name: 'copy.txt' }).click();
    const deleted = await page.getByTestId('text-deleted').allInnerTexts();
    const inserted = await page.getByTestId('text-inserted').allInnerTexts();
    expect(deleted.join(' ')).toContain('5%');
    expect(inserted.join(' ')).toContain('Open every day');
    if (SCREENSHOTS) await page.getByTestId('text-diff').screenshot({ path: `${SCREENSHOTS}/compare-text.png` });
    await page.getByRole('button', { name: 'Side by side' }).click();
    expect(await page.getByRole('region', { name: /in version 1$/ }).innerText()).toContain('5%');
    expect(await page.getByRole('region', { name: /in version 2$/ }).innerText()).not.toContain('5%');

    // PDF pages side by side, page 1 of each in one row; the text layer's change is marked.
    await picker.getByRole('button', { name: 'flyer.pdf' }).click();
    const pdfs = page.getByTestId('pdf-compare');
    await expectVisible(pdfs.getByRole('img', { name: 'Version 1, flyer.pdf, page 1 of 1' }), 'page 1 of the version 1 PDF');
    await expectVisible(pdfs.getByRole('img', { name: 'Version 2, flyer.pdf, page 1 of 1' }), 'page 1 of the version 2 PDF');
    expect(await page.getByTestId('text-deleted').allInnerTexts()).toEqual([expect.stringContaining('Saturday')]);
    if (SCREENSHOTS) await page.getByTestId('pdf-compare').screenshot({ path: `${SCREENSHOTS}/compare-pdf.png` });

    await picker.getByRole('button', { name: 'banner.png' }).click();
    const images = page.getByTestId('image-compare');
    await expectVisible(images.getByRole('img', { name: 'Version 1: banner.png' }), 'the version 1 banner');
    await expectVisible(images.getByRole('img', { name: 'Version 2: banner.png' }), 'the version 2 banner');
    await images.getByRole('button', { name: 'Zoom in' }).click();
    expect(await images.getByText('150%').count()).toBe(1);
    // Scrolling one pane scrolls the other.
    const panes = images.getByRole('region');
    await panes.first().evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(() => panes.nth(1).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await images.getByRole('button', { name: 'Overlay' }).click();
    const slider = images.getByRole('slider');
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    expect(await slider.inputValue()).toBe('45');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Version 1 on the left 45%, version 2 on the right');
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/compare-light.png`, fullPage: true });
  });

  it('stacks the panes at 375 px and reads well in dark mode', async () => {
    for (const options of [{ width: 375 }, { colorScheme: 'dark' as const }]) {
      const { page } = await as(reviewer, options);
      await openCompare(page);
      await page.getByRole('group', { name: 'File to compare' }).getByRole('button', { name: 'banner.png' }).click();
      const images = page.getByTestId('image-compare');
      await expectVisible(images, 'the image comparison');
      const [left, right] = await Promise.all([0, 1].map((i) => images.getByRole('region').nth(i).boundingBox()));
      if (options.width) expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
      else expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/compare-${options.width ? 'mobile' : 'dark'}.png`, fullPage: true });
    }
  });

  it('lets the reviewer approve from the compare page', async () => {
    const { page } = await as(reviewer);
    await openCompare(page);
    const actions = page.getByTestId('reviewer-actions');
    await expectVisible(actions, 'the Reviewer Actions');
    await actions.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Action Completed');
    await expectVisible(page.getByText('Approved', { exact: true }).first(), 'the Approved status');
    expect(await page.getByTestId('reviewer-actions').count()).toBe(0);
    const { context } = await as(reviewer);
    expect((await submissionsApi.get(context, adId)).submission.status).toBe('approved');
  });

  it('is not there for another standard user', async () => {
    const { page } = await as(other);
    await page.goto(`${comparePath()}?a=1&b=2`);
    await expectVisible(page.getByRole('heading', { name: 'Submission Not Found' }), 'Submission Not Found');
  });
});
