import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { api, expectToast, expectVisible, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { fixtureDir, HEMP_AD_TEXT, openReview, submissionsApi } from './support/submissions';

// Journey: a reviewer asks for revisions; the submitter uploads version 2 with a note from the review screen;
// both versions are listed with their files, date, author, score and risk; another user never sees the button.

const owner = { username: 'otto.owner', password: 'owner-pass-1', email: 'otto@example.test' };
const standard = { username: 'stella.standard', password: 'standard-pass-1', email: 'stella@example.test', role: 'standard' };
const other = { username: 'olaf.other', password: 'other-pass-phrase-1', email: 'olaf@example.test', role: 'standard' };
const reviewer = { username: 'rey.reviewer', password: 'reviewer-pass-1', email: 'rey@example.test', role: 'reviewer' };
const legal = { username: 'lena.legal', password: 'legal-pass-1', email: 'lena@example.test', role: 'legal_approver' };

const REVISED = { name: 'gummies-v2.txt', bytes: Buffer.from('Hemp gummies, 0.3% THC or less. For adults 21 and over.\n') };
const NOTE = 'Took the 5% THC claim out and added the age line.';
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let browser: Browser;
let files: ReturnType<typeof fixtureDir>;
let adId: string;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();

async function as(user: Credentials, colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${user.username}/${colorScheme}`;
  let session = sessions.get(key);
  if (!session) {
    session = await newPage(browser, server.baseUrl, { colorScheme, height: 1000 });
    await api.signIn(session.context, user);
    sessions.set(key, session);
  }
  return session;
}

const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload Revision', exact: true });

beforeAll(async () => {
  files = fixtureDir({ [REVISED.name]: REVISED.bytes });
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  await api.registerFirstUser(ownerSession.context, owner);
  sessions.set(`${owner.username}/light`, ownerSession);
  for (const user of [standard, other, reviewer, legal]) await api.createUser(ownerSession.context, user);
  const verification = await mail.waitForMailWithSubject(standard.email, 'Confirm your email address for the Compliance Platform');
  const token = decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(bodyOf(verification))![1]);
  const verified = await ownerSession.context.request.post('/api/verify-email', { data: { token } });
  if (!verified.ok()) throw new Error(`POST /api/verify-email answered ${verified.status()}: ${await verified.text()}`);

  const { context } = await as(standard);
  const ad = await submissionsApi.create(
    context,
    { title: 'Hemp gummies autumn promotion', submitterEmail: standard.email },
    { name: 'gummies.txt', mimeType: 'text/plain', buffer: Buffer.from(`${HEMP_AD_TEXT}.\n`) },
  );
  adId = ad.id;
  await submissionsApi.waitForAnalysis(context, adId);
  await submissionsApi.act((await as(reviewer)).context, adId, 'request-revisions', 'Remove the THC percentage.');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
  files?.cleanUp();
});

describe('revisions from the review screen', () => {
  it('offers Upload Revision to the submitter and the reviewer, not to a specialist', async () => {
    for (const user of [standard, reviewer]) {
      const { page } = await as(user);
      await openReview(page, adId);
      await expectVisible(uploadButton(page), `'Upload Revision' for ${user.username}`);
    }
    const { page } = await as(legal);
    await openReview(page, adId);
    expect(await uploadButton(page).count()).toBe(0);
    // Another standard user does not see the submission at all.
    const stranger = await as(other);
    await stranger.page.goto(`/review/${adId}`);
    await expectVisible(stranger.page.getByRole('heading', { name: 'Submission Not Found' }), 'Submission Not Found');
  });

  it('the submitter uploads version 2 with a note; the screen lists both versions', async () => {
    const { context, page } = await as(standard);
    const before = await submissionsApi.get(context, adId);
    await openReview(page, adId);
    await uploadButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Revision' });
    await expectVisible(dialog, 'the Upload Revision dialog');
    expect(await dialog.getByRole('button', { name: 'Upload Version 2' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Choose revision files').setInputFiles([files.file(REVISED.name)]);
    await dialog.getByLabel(/Note for the reviewer/).fill(NOTE);
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/revision-dialog.png` });
    await dialog.getByRole('button', { name: 'Upload Version 2' }).click();
    await expectToast(page, 'Version 2 uploaded');

    await expectVisible(page.getByRole('heading', { name: 'Versions (2)', exact: true }), 'the Versions card');
    const versions = page.getByTestId('version');
    expect(await versions.count()).toBe(2);
    await expectVisible(page.getByTestId('attachment').filter({ hasText: REVISED.name }), 'the file of version 2 as the current attachment');

    await submissionsApi.waitForAnalysis(context, adId, { previousAnalysisId: before.analysis!.id });
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Versions (2)', exact: true }), 'the Versions card after the analysis');
    const newest = versions.first();
    const newestText = await newest.innerText();
    expect(newestText).toContain('v2');
    expect(newestText).toContain('Current');
    expect(newestText).toContain(standard.username);
    expect(newestText).toContain(NOTE);
    expect(newestText).toContain(REVISED.name);
    expect(newestText).toMatch(/\d+\/100/);
    const oldest = await versions.nth(1).innerText();
    expect(oldest).toContain('v1');
    expect(oldest).toContain('gummies.txt');
    expect(oldest).toContain(`${before.analysis!.overallScore}/100`);
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (SCREENSHOTS) {
      await page.getByRole('heading', { name: 'Versions (2)', exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/versions-light.png`, fullPage: true });
      const dark = await as(standard, 'dark');
      await openReview(dark.page, adId);
      await expectVisible(dark.page.getByRole('heading', { name: 'Versions (2)', exact: true }), 'the Versions card in dark mode');
      await dark.page.screenshot({ path: `${SCREENSHOTS}/versions-dark.png`, fullPage: true });
    }
  });

  it('the reviewer who asked for the revision is emailed that it arrived', async () => {
    const message = await mail.waitForMailWithSubject(reviewer.email, 'Revision received: Hemp gummies autumn promotion (version 2)');
    expect(bodyOf(message)).toContain(NOTE);
  });
});
