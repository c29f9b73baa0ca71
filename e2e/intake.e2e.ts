import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { EXE_BYTES, PNG_BYTES, TEXT_BYTES, pdfBytes } from '../test/fixtures/sample-files';
import { launchBrowser, newPage } from './support/browser';
import { api, expectHidden, expectToast, expectVisible, pageHeading, waitForPath } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { filesUnder, fixtureDir, HEMP_AD_TEXT, recordDetailFetches, submissionFilesDir, submissionsApi } from './support/submissions';

// Journey: a PDF and an image go in through the New Submission form, show up on the dashboard (whose
// search and status filter really filter, on the server), preview and download on the review screen,
// and a superadmin deletes the submission with its stored files (spec 1: "Dashboard", "New Submission",
// "Review queue and single review", sections 5 and 8; spec 2: System Settings, submission management).

const owner = { username: 'ivy.intake', password: 'intake-owner-pass-1', email: 'ivy@example.test' };
const TITLE = 'Hemp gummies spring print ad';
const SUBMITTER = { email: 'sam.submitter@example.test', name: 'Sam Submitter' };
const OTHER_TITLE = 'Community bake sale notice';
const PDF = { name: 'gummies-flyer.pdf', bytes: pdfBytes(HEMP_AD_TEXT) };
const PNG = { name: 'storefront.png', bytes: PNG_BYTES };
// A Windows executable renamed to look like a PDF.
const FAKE_PDF = { name: 'media-kit.pdf', bytes: EXE_BYTES };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: ReturnType<typeof fixtureDir>;
let submissionId: string;
let detailFetches: ReturnType<typeof recordDetailFetches> | undefined;

beforeAll(async () => {
  files = fixtureDir({ [PDF.name]: PDF.bytes, [PNG.name]: PNG.bytes, [FAKE_PDF.name]: FAKE_PDF.bytes });
  // The production default: the queue takes jobs up to 2 s after they are queued, so the review screen
  // the form lands on is loaded before the analysis has started.
  server = await startServer({ JOB_POLL_SECONDS: '2' });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, server.baseUrl));
  await api.registerFirstUser(context, owner);
  // Another submission, approved, so the dashboard's search and status filter have something to leave out.
  const other = await submissionsApi.create(
    context,
    { title: OTHER_TITLE, submitterEmail: 'baker@example.test' },
    { name: 'bake-sale.txt', mimeType: 'text/plain', buffer: TEXT_BYTES },
  );
  await submissionsApi.waitForAnalysis(context, other.id);
  await submissionsApi.act(context, other.id, 'approve', 'Nothing to flag.');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  files?.cleanUp();
});

const submitButton = () => page.getByRole('button', { name: 'Submit for Review', exact: true });
const titleField = () => page.getByLabel('Title (required)');
const emailField = () => page.getByLabel('Submitter Email (required)');
const selectedFiles = () => page.getByRole('list', { name: 'Selected files' });

function isListCall(request: Request): boolean {
  const url = new URL(request.url());
  return request.method() === 'GET' && url.pathname === '/api/submissions';
}

/** The list call the dashboard makes for a filter change, with its query, and the list once it has redrawn. */
async function expectListQuery(action: () => Promise<void>, expected: Record<string, string>): Promise<void> {
  const sent = page.waitForRequest((r) => {
    if (!isListCall(r)) return false;
    const params = new URL(r.url()).searchParams;
    return Object.entries(expected).every(([k, v]) => params.get(k) === v);
  });
  await action();
  const request = await sent;
  await request.response();
}

async function dashboardTitles(): Promise<string[]> {
  return page.getByTestId('submission-row').getByRole('heading', { level: 3 }).allInnerTexts();
}

describe('new submission intake', () => {
  it('keeps Submit for Review disabled until title, email and files are there, and lists the chosen files', async () => {
    await page.goto('/submit');
    await expectVisible(pageHeading(page, 'New Submission'), 'the New Submission heading');
    await expectVisible(page.getByText('Upload advertising creative for compliance review', { exact: true }), 'the subtitle');

    // The signed-in user's email is offered as the submitter's.
    expect(await emailField().inputValue()).toBe(owner.email);
    expect(await submitButton().isDisabled()).toBe(true);

    await emailField().fill('');
    await titleField().fill(TITLE);
    expect(await submitButton().isDisabled(), 'title only').toBe(true);
    await emailField().fill(SUBMITTER.email);
    expect(await submitButton().isDisabled(), 'title and email, no files').toBe(true);
    expect(await page.getByTestId('ready-to-submit').count()).toBe(0);

    await page.getByLabel('Choose files').setInputFiles([files.file(PDF.name), files.file(PNG.name)]);
    await expectVisible(selectedFiles(), "the 'Selected files' list");
    const items = selectedFiles().getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toContain(PDF.name);
    expect(await items.nth(1).innerText()).toContain(PNG.name);
    expect(await page.getByTestId('ready-to-submit').innerText()).toContain('2 files selected');
    expect(await submitButton().isEnabled()).toBe(true);

    // Removing every file, or the title, disables the button again.
    await page.getByRole('button', { name: `Remove ${PNG.name}`, exact: true }).click();
    await expect.poll(() => items.count()).toBe(1);
    expect(await page.getByTestId('ready-to-submit').innerText()).toContain('1 file selected');
    await page.getByRole('button', { name: `Remove ${PDF.name}`, exact: true }).click();
    await expectHidden(selectedFiles(), "the 'Selected files' list");
    expect(await submitButton().isDisabled(), 'no files').toBe(true);
    await page.getByLabel('Choose files').setInputFiles([files.file(PDF.name)]);
    await titleField().fill('');
    expect(await submitButton().isDisabled(), 'no title').toBe(true);
  });

  it("refuses a renamed executable with the server's message naming the file, and creates nothing", async () => {
    const before = await submissionsApi.total(context);
    const storedBefore = filesUnder(server.dataDir + '/files/submissions').length;

    await titleField().fill('Media kit with a disguised program');
    await page.getByRole('button', { name: `Remove ${PDF.name}`, exact: true }).click();
    await page.getByLabel('Choose files').setInputFiles([files.file(FAKE_PDF.name)]);
    await submitButton().click();

    const toast = await expectToast(page, 'Submission Failed', `"${FAKE_PDF.name}" is not an allowed file`);
    expect(await toast.innerText()).toContain('application/x-msdownload');
    expect(new URL(page.url()).pathname).toBe('/submit');
    expect(await submissionsApi.total(context)).toBe(before);
    expect(filesUnder(server.dataDir + '/files/submissions')).toHaveLength(storedBefore);

    // The form keeps what was typed, so the user can swap the file.
    expect(await titleField().inputValue()).toBe('Media kit with a disguised program');
    await page.getByRole('button', { name: `Remove ${FAKE_PDF.name}`, exact: true }).click();
  });

  it('submits a PDF and an image, shows Submission Created and lands on the review screen', async () => {
    await titleField().fill(TITLE);
    await emailField().fill(SUBMITTER.email);
    await page.getByLabel('Submitter Name', { exact: true }).fill(SUBMITTER.name);
    await page.getByRole('checkbox', { name: 'Print', exact: true }).click();
    // The landing page field is offered for digital campaigns only.
    expect(await page.getByLabel('Landing Page URL').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Digital', exact: true }).click();
    await expectVisible(page.getByLabel('Landing Page URL'), "the 'Landing Page URL' field");
    await page.getByRole('checkbox', { name: 'Digital', exact: true }).click();
    await expectHidden(page.getByLabel('Landing Page URL'), "the 'Landing Page URL' field");
    await page.getByLabel('Description', { exact: true }).fill('Quarter-page ad for the spring print edition.');
    await page.getByLabel('Choose files').setInputFiles([files.file(PDF.name), files.file(PNG.name)]);
    expect(await page.getByTestId('ready-to-submit').innerText()).toContain('2 files selected');

    detailFetches = recordDetailFetches(page);
    await submitButton().click();
    await expectToast(
      page,
      'Submission Created',
      `Your submission "${TITLE}" has been created and is being analyzed for compliance.`,
    );
    await page.waitForURL((url) => /^\/review\/[0-9a-f-]{36}$/.test(url.pathname), { waitUntil: 'commit' });
    submissionId = new URL(page.url()).pathname.split('/')[2];
    await expectVisible(pageHeading(page, 'Submission Review'), 'the Submission Review heading');
    await expectVisible(page.getByText(TITLE, { exact: true }), 'the submission title');

    // The files are stored as uploaded.
    const stored = filesUnder(submissionFilesDir(server.dataDir, submissionId));
    expect(stored).toHaveLength(2);
    const storedBytes = stored.map((f) => fs.readFileSync(`${submissionFilesDir(server.dataDir, submissionId)}/${f}`));
    expect(storedBytes.some((b) => b.equals(PDF.bytes))).toBe(true);
    expect(storedBytes.some((b) => b.equals(PNG.bytes))).toBe(true);

    // The analysis runs in the background; the screen says so.
    await expectVisible(page.getByTestId('analysis-in-progress'), "'Analysis in Progress'");
    expect(await page.getByTestId('analysis-in-progress').innerText()).toContain('Analysis in Progress');
  });

  it('the review screen shows the analysis by itself once the background job has finished', async () => {
    const analysed = await submissionsApi.waitForAnalysis(context, submissionId);
    expect(analysed.submission.status).toBe('pending');
    try {
      await expectVisible(page.getByRole('heading', { name: 'Compliance Analysis', exact: true }), 'the Compliance Analysis card');
    } catch (error) {
      throw new Error(
        `the server finished the analysis (status ${analysed.submission.status}) but the review screen, opened before the job ` +
          `started, still shows ${JSON.stringify(await page.getByTestId('analysis-in-progress').count() ? 'Analysis in Progress' : 'no analysis')} ` +
          `10 s later; it should update by itself. The screen fetched the submission ${detailFetches?.seen.length} time(s): ` +
          `${detailFetches?.seen.join(', ')}. ${(error as Error).message}`,
      );
    } finally {
      detailFetches?.stop();
    }
    await expectHidden(page.getByTestId('analysis-in-progress'), "'Analysis in Progress'");
    await expectVisible(page.getByRole('heading', { name: /^Violations \([1-9]\d*\)$/ }), 'violations found in the hemp ad');
  });

  it('is on the dashboard: counters, and its row with the short id and status badge', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await waitForPath(page, '/');
    const detail = await submissionsApi.get(context, submissionId);
    expect(detail.submission.status).toBe('pending');

    await expect.poll(() => page.getByTestId('stat-total').locator('dd').innerText()).toBe('2');
    expect(await page.getByTestId('stat-pending').locator('dd').innerText()).toBe('1');
    expect(await page.getByTestId('stat-approved').locator('dd').innerText()).toBe('1');
    // A 1x1 image has no text to read, so the hemp ad counts as having invalid attachments.
    expect(await page.getByTestId('stat-invalidAttachments').locator('dd').innerText()).toBe('1');
    // The hemp ad is high risk; the bake sale notice is not.
    expect(['high', 'critical']).toContain(detail.submission.riskLevel);
    expect(await page.getByTestId('stat-highRisk').locator('dd').innerText()).toBe('1');

    expect(await page.getByTestId('submissions-total').innerText()).toBe('2 submissions');
    const row = page.getByRole('article', { name: TITLE, exact: true });
    await expectVisible(row, 'the submission row');
    const text = await row.innerText();
    expect(text).toContain(submissionId.slice(0, 8));
    expect(text).not.toContain(submissionId);
    expect(text).toContain(SUBMITTER.email);
    expect(await row.locator('[data-status]').innerText()).toBe('Pending');
    expect(await row.getByText('Invalid Attachments', { exact: true }).count()).toBe(1);
    expect(await row.getByRole('link', { name: 'View Details', exact: true }).getAttribute('href')).toBe(`/review/${submissionId}`);
    expect(await row.getByRole('link', { name: 'Review', exact: true }).getAttribute('href')).toBe(`/review/${submissionId}`);
    await expectVisible(row.getByRole('button', { name: 'Escalate', exact: true }), 'the Escalate button');

    // The approved one offers neither Review nor Escalate.
    const other = page.getByRole('article', { name: OTHER_TITLE, exact: true });
    expect(await other.locator('[data-status]').innerText()).toBe('Approved');
    expect(await other.getByRole('link', { name: 'Review', exact: true }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Escalate', exact: true }).count()).toBe(0);
  });

  it('filters by search text and status on the server, kept in the URL', async () => {
    const search = page.getByLabel('Search submissions', { exact: true });
    const status = page.getByLabel('Filter by status', { exact: true });

    await expectListQuery(() => search.fill('gummies'), { q: 'gummies' });
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('gummies');
    await expect.poll(dashboardTitles).toEqual([TITLE]);
    expect(await page.getByTestId('submissions-total').innerText()).toBe('1 submission');

    // The short id finds it too.
    await expectListQuery(() => search.fill(submissionId.slice(0, 8)), { q: submissionId.slice(0, 8) });
    await expect.poll(dashboardTitles).toEqual([TITLE]);

    await expectListQuery(() => search.fill(''), {});
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    await expect.poll(dashboardTitles).toEqual(expect.arrayContaining([TITLE, OTHER_TITLE]));

    await expectListQuery(() => status.selectOption({ label: 'Approved' }).then(() => undefined), { status: 'approved' });
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('approved');
    await expect.poll(dashboardTitles).toEqual([OTHER_TITLE]);
    expect(await page.getByTestId('submissions-total').innerText()).toBe('1 submission');

    await expectListQuery(() => status.selectOption({ label: 'Pending' }).then(() => undefined), { status: 'pending' });
    await expect.poll(dashboardTitles).toEqual([TITLE]);

    // Both together, and a reload keeps them.
    await expectListQuery(() => search.fill('bake sale'), { q: 'bake sale', status: 'pending' });
    await expectVisible(page.getByText('No submissions found', { exact: true }), "'No submissions found'");
    expect(await page.getByTestId('submission-row').count()).toBe(0);
    await page.reload();
    await expectVisible(page.getByText('No submissions found', { exact: true }), "'No submissions found' after reload");
    expect(await search.inputValue()).toBe('bake sale');
    expect(await status.inputValue()).toBe('pending');

    await page.goto('/?status=approved&q=bake');
    await expect.poll(dashboardTitles).toEqual([OTHER_TITLE]);
  });

  it('opens the detail, previews the image and the PDF, and downloads the PDF byte for byte', async () => {
    await page.goto('/');
    await page.getByRole('article', { name: TITLE, exact: true }).getByRole('link', { name: 'View Details', exact: true }).click();
    await waitForPath(page, `/review/${submissionId}`);
    await expectVisible(page.getByRole('heading', { name: 'Compliance Analysis', exact: true }), 'the Compliance Analysis card');
    await expectVisible(page.getByRole('heading', { name: /^Violations \([1-9]\d*\)$/ }), 'violations found in the hemp ad');
    expect(await page.getByTestId('violation').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to Review Queue', exact: true }).first().getAttribute('href')).toBe('/review');

    const attachments = page.getByTestId('attachment');
    expect(await attachments.count()).toBe(2);
    const pdfRow = attachments.filter({ hasText: PDF.name });
    expect(await pdfRow.innerText()).toContain(`${(PDF.bytes.length / 1024).toFixed(1)} KB`);
    expect(await pdfRow.innerText()).toContain('application/pdf');
    expect(await attachments.filter({ hasText: PNG.name }).innerText()).toContain('image/png');

    await page.getByRole('button', { name: `Preview ${PNG.name}`, exact: true }).click();
    const image = page.getByRole('img', { name: `Preview of ${PNG.name}`, exact: true });
    await expectVisible(image, 'the image preview');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await page.getByText('Image Preview Unavailable', { exact: true }).count()).toBe(0);

    // The preview fetches the file with a short-lived token and shows it in a frame of the page.
    const previewed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/files/preview/'));
    await page.getByRole('button', { name: `Preview ${PDF.name}`, exact: true }).click();
    const preview = await previewed;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toMatch(/^application\/pdf/);
    // (The page reads the reply as a blob; ask again with the same short-lived token to see the bytes.)
    const served = await (await context.request.get(preview.url())).body();
    expect(served.equals(PDF.bytes), 'the previewed bytes are the uploaded PDF').toBe(true);
    // pdf.js draws each page onto a canvas in the page itself.
    const pdfPage = page.getByRole('img', { name: `Preview of ${PDF.name}, page 1 of 1`, exact: true });
    await expectVisible(pdfPage, 'page 1 of the PDF preview');
    await expect.poll(() => pdfPage.getAttribute('aria-busy'), { message: 'page 1 drawn' }).toBe('false');
    expect(await page.getByText('PDF Preview Unavailable', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Rendering PDF...', { exact: true }).count()).toBe(0);
    const inked = await pdfPage.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 128 && data[i + 1] < 128 && data[i + 2] < 128) dark++;
      return dark;
    });
    expect(inked, 'dark pixels of the rendered PDF text').toBeGreaterThan(100);
    expect(await image.count(), 'the image preview is replaced').toBe(0);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${PDF.name}`, exact: true }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(PDF.name);
    const saved = fs.readFileSync(await download.path());
    expect(saved.equals(PDF.bytes)).toBe(true);
  });

  it('a superadmin deletes it from Settings after the deletion preview, and its files leave the disk', async () => {
    expect((await api.currentUser(context)).roles).toContain('superadmin');
    const dir = submissionFilesDir(server.dataDir, submissionId);
    expect(filesUnder(dir)).toHaveLength(2);
    const detail = await submissionsApi.get(context, submissionId);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/settings');
    const table = page.getByRole('region', { name: 'Submissions', exact: true });
    await expectVisible(table, 'the submission management table');
    await page.getByLabel('Search submissions', { exact: true }).fill('gummies');
    await expect.poll(() => table.getByTestId('manage-row').count()).toBe(1);

    await table.getByRole('button', { name: `Delete ${TITLE}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Submission' });
    await expectVisible(dialog, "the 'Delete Submission' dialog");
    const related = dialog.getByRole('definition');
    await expect.poll(() => related.count()).toBe(5);
    const counts = Object.fromEntries(
      await dialog.locator('dl > div').evaluateAll((rows) => rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent])),
    );
    expect(counts).toEqual({
      Attachments: '2',
      'Escalation tracks': '0',
      'Compliance analyses': '1',
      'Policy violations': String(detail.violations.length),
      'Associated email records': '0',
    });
    expect(await dialog.innerText()).toContain(`${TITLE} from ${SUBMITTER.email} is deleted permanently`);

    await dialog.getByRole('button', { name: 'Delete Submission', exact: true }).click();
    await expectToast(page, '1 submission(s) deleted successfully');
    await expectHidden(dialog, "the 'Delete Submission' dialog");
    await expectVisible(page.getByText('No submissions found', { exact: true }), "'No submissions found' in the table");

    expect(filesUnder(dir)).toEqual([]);
    expect((await context.request.get(`/api/submissions/${submissionId}`)).status()).toBe(404);
    await page.goto(`/review/${submissionId}`);
    await expectVisible(page.getByRole('heading', { name: 'Submission Not Found', exact: true }), "'Submission Not Found'");
    await page.goto('/');
    await expect.poll(() => page.getByTestId('stat-total').locator('dd').innerText()).toBe('1');
  });
});
