import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import { api, expectToast, expectVisible, pageHeading, waitForPath, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { HEMP_AD_TEXT, openReview, postMultipart, submissionsApi } from './support/submissions';

// The whole revision loop in one journey: a submitter sends an ad with a violation; a reviewer pins a comment on
// its image for the submitter and asks for revisions; the submitter signs in, reads the comment and uploads the
// fixed version; the reviewer compares the versions, sees the finding resolved and approves version 2 there; the
// annotated PDF report carries the decision, the comment and both versions' history.

const owner = { username: 'orla.owner', password: 'owner-pass-1', email: 'orla@example.test' };
const submitter = { username: 'sven.submitter', password: 'submitter-pass-1', email: 'sven@example.test', role: 'standard' };
const reviewer = { username: 'rita.reviewer', password: 'reviewer-pass-1', email: 'rita@example.test', role: 'reviewer' };
const COMMENT = 'Take the THC percentage off the banner as well';
const NOTE = 'THC line replaced by the opening hours.';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let browser: Browser;
let adId: string;
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

function banner(box: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" fill="#1d4ed8"/><rect x="40" y="60" width="220" height="120" fill="${box}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  await api.registerFirstUser(ownerSession.context, owner);
  for (const user of [submitter, reviewer]) await api.createUser(ownerSession.context, user);
  // A standard user submits under an address they proved.
  const verification = await mail.waitForMailWithSubject(submitter.email, 'Confirm your email address for the Compliance Platform');
  const token = decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(bodyOf(verification))![1]);
  const verified = await ownerSession.context.request.post('/api/verify-email', { data: { token } });
  if (!verified.ok()) throw new Error(`POST /api/verify-email answered ${verified.status()}: ${await verified.text()}`);
  await ownerSession.context.close();

  const { context } = await as(submitter);
  const created = await postMultipart(
    context,
    '/api/submissions',
    { title: 'Hemp gummies grand opening', submitterEmail: submitter.email, submitterName: 'Northern Lights', submissionType: 'upload', campaignTypes: '[]', landingPageUrl: '', description: '' },
    [
      { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from(`Northern Lights Hemp Co. Grand Opening!\n${HEMP_AD_TEXT}.\n`) },
      { name: 'banner.png', mimeType: 'image/png', buffer: await banner('#facc15') },
    ],
  );
  adId = created.id;
  await submissionsApi.waitForAnalysis(context, adId, { timeoutMs: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe('the revision loop, from a finding to the approved version 2', () => {
  it('the reviewer pins a comment on the image for the submitter and requests revisions', async () => {
    const { page } = await as(reviewer);
    await openReview(page, adId);
    await expectVisible(page.getByRole('heading', { name: /^Violations \([1-9]\d*\)$/ }), 'the violations of version 1');

    await page.getByRole('button', { name: 'Preview banner.png', exact: true }).click();
    await page.getByRole('button', { name: 'Annotate', exact: true }).click();
    const image = page.getByRole('img', { name: 'Preview of banner.png' });
    await expectVisible(image, 'the banner preview');
    const surface = page.getByTestId('annotation-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    const form = page.getByRole('form', { name: 'New comment' });
    await expectVisible(form, 'the new comment form');
    await form.getByLabel('Comment', { exact: true }).fill(COMMENT);
    await form.getByRole('switch', { name: 'Visible to submitter' }).click();
    await form.getByRole('button', { name: 'Save comment' }).click();
    await expectToast(page, 'Comment added');
    await expectVisible(page.getByRole('button', { name: `Comment 1: ${COMMENT}` }), 'the numbered pin on the banner');

    const actions = page.getByTestId('reviewer-actions');
    await actions.getByLabel('Reviewer Notes', { exact: true }).fill('Remove the THC percentage, see the comment on the banner.');
    await actions.getByRole('button', { name: 'Request Revisions', exact: true }).click();
    await expectToast(page, 'Action Completed', 'Revisions requested');
    await expectNoSeriousAxeFindings(page, 'the review screen after requesting revisions');
  });

  it('the submitter signs in, reads the comment on the banner and uploads the fixed version', async () => {
    const { context, page } = await as(submitter);
    const before = await submissionsApi.get(context, adId);
    await openReview(page, adId);
    await page.getByRole('button', { name: 'Preview banner.png', exact: true }).click();
    await expectVisible(page.getByTestId('annotation-thread').filter({ hasText: COMMENT }), "the comment on the submitter's view");
    await expectVisible(page.getByRole('button', { name: `Comment 1: ${COMMENT}` }), 'the pin where the reviewer put it');

    await page.getByRole('button', { name: 'Upload Revision', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Revision' });
    await expectVisible(dialog, 'the Upload Revision dialog');
    await dialog.getByLabel('Choose revision files').setInputFiles([
      { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from('Northern Lights Hemp Co. Grand Opening!\nOpen every day from 10 to 6.\n') },
      { name: 'banner.png', mimeType: 'image/png', buffer: await banner('#f97316') },
    ]);
    await dialog.getByLabel(/Note for the reviewer/).fill(NOTE);
    await dialog.getByRole('button', { name: 'Upload Version 2' }).click();
    await expectToast(page, 'Version 2 uploaded');
    await submissionsApi.waitForAnalysis(context, adId, { previousAnalysisId: before.analysis!.id, timeoutMs: 60_000 });
  });

  it('the reviewer compares the versions, sees the THC finding resolved and approves version 2 there', async () => {
    const { context, page } = await as(reviewer);
    await openReview(page, adId);
    await page.getByRole('link', { name: /^Compare with previous/ }).click();
    await waitForPath(page, `/submissions/${adId}/compare`);
    await expectVisible(pageHeading(page, 'Compare Versions'), 'the Compare Versions heading');
    const resolved = page.getByTestId('finding-resolved');
    await expectVisible(resolved, 'a resolved finding');
    expect((await resolved.allInnerTexts()).join(' ')).toMatch(/THC|Hemp/i);
    expect(await page.getByTestId('finding-new').count()).toBe(0);
    await expectNoSeriousAxeFindings(page, 'the compare view');

    await page.getByTestId('reviewer-actions').getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Action Completed');
    const detail = (await (await context.request.get(`/api/submissions/${adId}`)).json()).data;
    expect(detail.submission.status).toBe('approved');
    expect(detail.currentVersion).toBe(2);
  });

  it('the annotated PDF report opens with the decision, the comment and both versions in its history', async () => {
    const { page } = await as(reviewer);
    await openReview(page, adId);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Version: 2 Decision: approved by ${reviewer.username}`);
    expect(flat).toContain('Findings (0)');
    expect(flat).toContain(`C1. [OPEN, from version 1] banner.png`);
    expect(flat).toContain(COMMENT);
    expect(flat).toContain('Version history');
    expect(flat).toContain(NOTE);
    expect(flat).toMatch(/Version history No\. Date Author Note Score \/ risk 1 .* 2 /);
  });
});
