import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { api, expectToast, expectVisible, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { openReview, submissionsApi } from './support/submissions';

// Journey: a reviewer pins a comment on the ad's image, shows it to the submitter and asks for revisions; the
// email lists the comment, and the submitter sees it on their view of the submission, pinned where it was put,
// and answers it. Checked with axe-core, in dark mode and at 375 px.

const owner = { username: 'oona.owner', password: 'owner-pass-1', email: 'oona@example.test' };
const standard = { username: 'sid.submitter', password: 'standard-pass-1', email: 'sid@example.test', role: 'standard' };
const reviewer = { username: 'rae.reviewer', password: 'reviewer-pass-1', email: 'rae@example.test', role: 'reviewer' };
const COMMENT = 'Make the price disclaimer as large as the headline';
const REPLY = 'Will do in the next version';
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let browser: Browser;
let adId: string;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}) {
  const key = `${user.username}/${options.colorScheme ?? 'light'}/${options.width ?? 1280}`;
  let session = sessions.get(key);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { colorScheme: options.colorScheme ?? 'light', width: options.width, height: 1000 });
    await api.signIn(session.context, user);
    sessions.set(key, session);
  }
  return session;
}

/** A print ad as an image: a headline and a price line, read by OCR. */
async function adImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="#ffffff"/>
    <text x="40" y="120" font-family="sans-serif" font-size="56" fill="#000000">Autumn furniture sale</text>
    <text x="40" y="260" font-family="sans-serif" font-size="40" fill="#000000">Sofas from 499 dollars</text>
    <text x="40" y="440" font-family="sans-serif" font-size="16" fill="#000000">Prices exclude delivery.</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  await api.registerFirstUser(ownerSession.context, owner);
  for (const user of [standard, reviewer]) await api.createUser(ownerSession.context, user);
  const verification = await mail.waitForMailWithSubject(standard.email, 'Confirm your email address for the Compliance Platform');
  const token = decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(bodyOf(verification))![1]);
  const verified = await ownerSession.context.request.post('/api/verify-email', { data: { token } });
  if (!verified.ok()) throw new Error(`POST /api/verify-email answered ${verified.status()}: ${await verified.text()}`);
  await ownerSession.context.close();

  const { context } = await as(standard);
  const ad = await submissionsApi.create(
    context,
    { title: 'Autumn furniture sale', submitterEmail: standard.email },
    { name: 'sale.png', mimeType: 'image/png', buffer: await adImage() },
  );
  adId = ad.id;
  await submissionsApi.waitForAnalysis(context, adId, { timeoutMs: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe('annotations', () => {
  it('a reviewer pins a comment on the image and shows it to the submitter', async () => {
    const { page } = await as(reviewer);
    await openReview(page, adId);
    const image = page.getByRole('img', { name: 'Preview of sale.png' });
    await expectVisible(image, 'the image preview');
    await page.getByRole('button', { name: 'Annotate', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Annotate', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const surface = page.getByTestId('annotation-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.88);

    const form = page.getByRole('form', { name: 'New comment' });
    await expectVisible(form, 'the new comment form');
    expect(await form.innerText()).toContain('sale.png, page 1, pinned point');
    await form.getByLabel('Comment', { exact: true }).fill(COMMENT);
    await form.getByRole('switch', { name: 'Visible to submitter' }).click();
    await expectNoSeriousAxeFindings(page, 'the review screen with a comment being written');
    await form.getByRole('button', { name: 'Save comment' }).click();
    await expectToast(page, 'Comment added');

    const pin = page.getByRole('button', { name: `Comment 1: ${COMMENT}` });
    await expectVisible(pin, 'the numbered pin');
    const pinBox = (await pin.boundingBox())!;
    const imageBox = (await image.boundingBox())!;
    expect(pinBox.x + pinBox.width / 2).toBeCloseTo(imageBox.x + imageBox.width * 0.2, -1);
    expect(pinBox.y + pinBox.height / 2).toBeCloseTo(imageBox.y + imageBox.height * 0.88, -1);
    const thread = page.getByTestId('annotation-thread').filter({ hasText: COMMENT });
    await expectVisible(thread, 'the thread in the side panel');
    expect(await thread.getByRole('switch', { name: 'Visible to submitter' }).getAttribute('aria-checked')).toBe('true');
    // The keyboard path: Add comment places a general note without a pointer.
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expectVisible(page.getByLabel('Comment on'), 'the place chooser of a general note');
    await page.getByRole('form', { name: 'New comment' }).getByRole('button', { name: 'Cancel' }).click();
    await expectNoSeriousAxeFindings(page, 'the review screen with a pinned comment');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/annotations-reviewer.png`, fullPage: true });

    await submissionsApi.act((await as(reviewer)).context, adId, 'request-revisions', 'See the comment on the image.');
    const message = await mail.waitForMailWithSubject(standard.email, /^Revisions requested for your ad/);
    expect(bodyOf(message)).toContain('Comments on your ad:');
    expect(bodyOf(message)).toContain(COMMENT);
  });

  it('the submitter sees the comment on their view, pinned on the image, and answers it', async () => {
    const { page } = await as(standard);
    await openReview(page, adId);
    const thread = page.getByTestId('annotation-thread').filter({ hasText: COMMENT });
    await expectVisible(thread, "the comment on the submitter's view");
    await expectVisible(page.getByRole('button', { name: `Comment 1: ${COMMENT}` }), 'the pin on the image');
    expect(await page.getByRole('button', { name: 'Annotate', exact: true }).count()).toBe(0);
    expect(await thread.getByRole('button', { name: /Resolve/ }).count()).toBe(0);
    await thread.getByLabel('Reply to comment 1').fill(REPLY);
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectToast(page, 'Reply added');
    await expectVisible(thread.getByText(REPLY), 'the reply in the thread');
    await expectNoSeriousAxeFindings(page, "the submitter's view with a comment");
  });

  it('a reviewer marks words of a text file and the thread quotes them', async () => {
    const { context, page } = await as(reviewer);
    const copy = await submissionsApi.create(
      context,
      { title: 'Radio script', submitterEmail: 'radio@example.test' },
      { name: 'script.txt', mimeType: 'text/plain', buffer: Buffer.from('Visit our store today.\nBest prices in town, guaranteed.\n') },
    );
    await submissionsApi.waitForAnalysis(context, copy.id);
    await openReview(page, copy.id);
    await page.getByRole('button', { name: 'Annotate', exact: true }).click();
    const text = page.getByTestId('annotatable-text');
    await expectVisible(text, 'the text to select words in');
    // Select "Best prices" as a person would with the mouse: the selection, then the button's release.
    await text.evaluate((pre) => {
      const node = pre.firstChild!;
      const start = node.textContent!.indexOf('Best prices');
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 'Best prices'.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      pre.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    const form = page.getByRole('form', { name: 'New comment' });
    await expectVisible(form, 'the new comment form');
    expect(await form.innerText()).toContain('script.txt, selected text');
    await form.getByLabel('Comment', { exact: true }).fill('Prove the best-price claim or drop it');
    await form.getByRole('button', { name: 'Save comment' }).click();
    await expectToast(page, 'Comment added');
    const thread = page.getByTestId('annotation-thread').filter({ hasText: 'Prove the best-price claim' });
    await expectVisible(thread, 'the thread of the text comment');
    expect(await thread.locator('blockquote').innerText()).toBe('Best prices');
    await expectVisible(text.locator('mark[data-number="1"]', { hasText: 'Best prices' }), 'the marked words');
    await expectNoSeriousAxeFindings(page, 'the review screen with a comment on words of a text file');
  });

  it('in dark mode at 375 px the panel fits and passes axe', async () => {
    for (const user of [reviewer, standard]) {
      const { page } = await as(user, { colorScheme: 'dark', width: 375 });
      await openReview(page, adId);
      await expectVisible(page.getByTestId('annotation-thread').first(), 'the thread at 375 px');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeFindings(page, `${user.username} at 375 px in dark mode`);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/annotations-${user.username}-dark-375.png`, fullPage: true });
    }
  });
});
