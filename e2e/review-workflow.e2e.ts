import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { api, expectHidden, expectToast, expectVisible, pageHeading, waitForPath, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { fixtureDir, HEMP_AD_TEXT, openReview, recordDetailFetches, submissionsApi, type SubmissionDetail } from './support/submissions';

// Journey: a reviewer asks for revisions, an admin re-uploads the creative, the reviewer approves; a
// political ad goes to Legal Review, which only a legal approver may decide and nobody may override;
// the submitters are emailed each decision; the compliance report is exported (spec 1: "Review queue
// and single review", "Escalate dialog", sections 4, 6 and 8).

const owner = { username: 'otto.owner', password: 'owner-pass-1', email: 'otto@example.test' };
const admin = { username: 'ada.admin', password: 'admin-pass-1', email: 'ada@example.test', role: 'admin' };
const reviewer = { username: 'rey.reviewer', password: 'reviewer-pass-1', email: 'rey@example.test', role: 'reviewer' };
const standard = { username: 'stella.standard', password: 'standard-pass-1', email: 'stella@example.test', role: 'standard' };
const legal = { username: 'lena.legal', password: 'legal-pass-1', email: 'lena@example.test', role: 'legal_approver' };

const HEMP = { title: 'Hemp gummies summer promotion', submitter: 'hana.hemp@example.test', submitterName: 'Hana Hemp' };
const POLITICAL = { title: 'Jane Doe for State Senate' };
const NOTES = 'The THC content is above the 0.3% legal limit.';
const SUGGESTIONS = 'Remove the 5% THC claim and add the Minnesota hemp warning.';
const REVISED = { name: 'gummies-revised.txt', bytes: Buffer.from('Hemp gummies, 0.3% THC or less. For adults 21 and over.\n') };
const LEGAL_NOTES = 'The ad lacks the required paid-for disclaimer.';
const LEGAL_FEEDBACK = 'Add "Paid for by Citizens for Jane Doe" in a readable size.';
const ALREADY_EXISTS =
  'A Legal Review escalation track already exists for this submission. Please check the audit trail for existing escalation status.';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let browser: Browser;
let files: ReturnType<typeof fixtureDir>;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();
let hempId: string;
let politicalId: string;
let legalTrackId: string;
let reanalysed: SubmissionDetail;
let adminFetches: ReturnType<typeof recordDetailFetches> | undefined;

/** A browser context signed in as this user (one per user, kept for the file). */
async function as(user: Credentials): Promise<{ context: BrowserContext; page: Page }> {
  let session = sessions.get(user.username);
  if (!session) {
    session = await newPage(browser, server.baseUrl);
    await api.signIn(session.context, user);
    sessions.set(user.username, session);
  }
  return session;
}

/** The status badge beside the submission's title on the review screen. */
const statusBadge = (page: Page) => page.locator('#submission-title ~ [data-status]');

beforeAll(async () => {
  files = fixtureDir({ [REVISED.name]: REVISED.bytes });
  mail = await startMailCatcher();
  // JOB_POLL_SECONDS as in production (2 s): a screen opened right after a change loads before the job starts.
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '2' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  const { context } = ownerSession;
  await api.registerFirstUser(context, owner);
  sessions.set(owner.username, ownerSession);
  for (const user of [admin, reviewer, standard, legal]) await api.createUser(context, user);
  // A standard user submits only under their own address, once proved by the link Create User mailed to it.
  const verification = await mail.waitForMailWithSubject(standard.email, 'Confirm your email address for the Compliance Platform');
  const token = decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(bodyOf(verification))![1]);
  const verified = await context.request.post('/api/verify-email', { data: { token } });
  if (!verified.ok()) throw new Error(`POST /api/verify-email answered ${verified.status()}: ${await verified.text()}`);

  const hemp = await submissionsApi.create(
    context,
    { title: HEMP.title, submitterEmail: HEMP.submitter, submitterName: HEMP.submitterName, submissionType: 'advertisement' },
    { name: 'gummies.txt', mimeType: 'text/plain', buffer: Buffer.from(`${HEMP_AD_TEXT}.\n`) },
  );
  hempId = hemp.id;
  // The political ad is the standard user's own: they are its submitter.
  const political = await submissionsApi.create(
    (await as(standard)).context,
    { title: POLITICAL.title, submitterEmail: standard.email, submissionType: 'political' },
    { name: 'senate-ad.txt', mimeType: 'text/plain', buffer: Buffer.from('Vote Jane Doe for State Senate on November 3.\n') },
  );
  politicalId = political.id;
  await submissionsApi.waitForAnalysis(context, hempId);
  await submissionsApi.waitForAnalysis(context, politicalId);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
  files?.cleanUp();
});

describe('revisions, re-upload and approval', () => {
  it('a reviewer requests revisions with notes and suggestions; the Revisions Requested banner shows', async () => {
    const { page } = await as(reviewer);
    await openReview(page, hempId);
    await expectVisible(page.getByRole('heading', { name: 'Compliance Analysis', exact: true }), 'the Compliance Analysis card');
    await expectVisible(page.getByRole('heading', { name: /^Violations \([1-9]\d*\)$/ }), 'the violations of the hemp ad');
    expect(await statusBadge(page).innerText()).toBe('Pending');
    const actions = page.getByTestId('reviewer-actions');
    await expectVisible(actions, "the 'Reviewer Actions' card");
    expect(await page.getByTestId('revisions-requested').count()).toBe(0);

    await actions.getByLabel('Reviewer Notes', { exact: true }).fill(NOTES);
    await actions.getByLabel('Reviewer Suggestions', { exact: true }).fill(SUGGESTIONS);
    await actions.getByRole('button', { name: 'Request Revisions', exact: true }).click();
    await expectToast(page, 'Action Completed', 'Revisions requested');

    const banner = page.getByTestId('revisions-requested');
    await expectVisible(banner, "the 'Revisions Requested' banner");
    expect(await banner.innerText()).toContain('Revisions Requested');
    await expect.poll(() => statusBadge(page).innerText()).toBe('Needs Revision');
    await expectVisible(actions.getByRole('button', { name: 'Request Further Revisions', exact: true }), "'Request Further Revisions'");
    expect(await actions.getByLabel('Reviewer Notes', { exact: true }).inputValue()).toBe('');
  });

  it('the submitter is emailed the revision request with the notes and suggestions', async () => {
    // The subject carries the reference a reply with the revised files quotes.
    const message = await mail.waitForMailWithSubject(HEMP.submitter, /^Revisions requested for your ad \[Ref: [\w-]{22}\]$/);
    const body = bodyOf(message);
    expect(body).toContain(`Your advertising submission "${HEMP.title}" needs revisions before it can be approved.`);
    expect(body).toContain(NOTES);
    expect(body).toContain(SUGGESTIONS);
    expect(body).toContain(`${server.baseUrl}/review/${hempId}`);
  });

  it('an admin re-uploads creative on Creative Re-upload: SUCCESS, then View Updated Submission', async () => {
    const { context, page } = await as(admin);
    const before = await submissionsApi.get(context, hempId);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Creative Re-upload', exact: true }).click();
    await waitForPath(page, '/admin/creative-upload');
    await expectVisible(pageHeading(page, 'Creative Re-upload'), 'the Creative Re-upload heading');

    await page.getByLabel('Submission ID', { exact: true }).fill(hempId);
    await page.getByLabel('Choose creative files').setInputFiles([files.file(REVISED.name)]);
    await expectVisible(page.getByRole('list', { name: 'Selected files' }).getByText(REVISED.name, { exact: true }), 'the chosen file');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    await expectToast(page, 'Upload Complete');
    const results = page.getByTestId('upload-results');
    await expectVisible(results, 'the upload results');
    expect(await results.innerText()).toContain('The submission is being analyzed again with the new creative.');
    const result = results.getByTestId('upload-result');
    expect(await result.count()).toBe(1);
    expect(await result.innerText()).toContain(REVISED.name);
    await expectVisible(result.getByText('SUCCESS', { exact: true }), 'the SUCCESS badge');

    adminFetches = recordDetailFetches(page);
    await results.getByRole('link', { name: 'View Updated Submission', exact: true }).click();
    await waitForPath(page, `/review/${hempId}`);
    // The re-upload is version 2: its file is the creative now, and version 1 is kept under Versions.
    await expectVisible(page.getByRole('heading', { name: 'Attachments (1)', exact: true }), 'the attachment of version 2');
    await expectVisible(page.getByTestId('attachment').filter({ hasText: REVISED.name }), 'the re-uploaded file');
    await expectVisible(page.getByRole('heading', { name: 'Versions (2)', exact: true }), 'the Versions card');
    // Back to pending for a fresh look; the banner is gone.
    expect(await statusBadge(page).innerText()).not.toBe('Needs Revision');
    expect(await page.getByTestId('revisions-requested').count()).toBe(0);

    reanalysed = await submissionsApi.waitForAnalysis(context, hempId, { previousAnalysisId: before.analysis!.id });
    expect(reanalysed.submission.status).toBe('pending');
    expect(reanalysed.attachments.map((a) => a.originalFilename)).toEqual(['gummies-revised.txt']);
  });

  it('the updated submission shows the re-analysis by itself once it has finished', async () => {
    const { page } = await as(admin);
    // The analysis card dates the analysis it shows.
    const shownAnalysis = page.locator('#analysis-heading ~ p time, #analysis-heading + p time');
    try {
      await expect
        .poll(() => shownAnalysis.getAttribute('dateTime'), { timeout: 10_000 })
        .toBe(reanalysed.analysis!.updatedAt);
    } catch {
      throw new Error(
        `the re-analysis finished on the server (${reanalysed.analysis!.updatedAt}) but the review screen opened from ` +
          `'View Updated Submission' still shows the analysis of ${await shownAnalysis.getAttribute('dateTime')} 10 s later, ` +
          `${(await page.getByTestId('analysis-in-progress').count()) ? "with 'Analysis in Progress'" : "without 'Analysis in Progress'"}; ` +
          `it fetched the submission ${adminFetches?.seen.length} time(s): ${adminFetches?.seen.join(', ')}`,
      );
    } finally {
      adminFetches?.stop();
    }
    expect(await page.getByTestId('analysis-in-progress').count()).toBe(0);
  });

  it('after the re-analysis the reviewer approves; the submitter is emailed the approval', async () => {
    const { context, page } = await as(reviewer);
    const detail = await submissionsApi.get(context, hempId);
    await openReview(page, hempId);
    await expectVisible(page.getByRole('heading', { name: 'Compliance Analysis', exact: true }), 'the Compliance Analysis card');
    expect(await page.getByTestId('analysis-in-progress').count()).toBe(0);
    expect(await page.getByTestId('analysis-score').innerText()).toBe(`${detail.analysis!.overallScore}/100`);
    expect(await page.getByTestId('revisions-requested').count()).toBe(0);

    const actions = page.getByTestId('reviewer-actions');
    await actions.getByLabel('Reviewer Notes', { exact: true }).fill('Revised creative is within the limits.');
    await actions.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Action Completed', 'Submission approved');
    await expect.poll(() => statusBadge(page).innerText()).toBe('Approved');
    await expectHidden(actions, "the 'Reviewer Actions' card");
    expect((await submissionsApi.get(context, hempId)).submission.status).toBe('approved');

    const message = await mail.waitForMailWithSubject(HEMP.submitter, 'Your ad has been approved');
    expect(bodyOf(message)).toContain(`Your advertising submission "${HEMP.title}" has been approved for publication.`);
    expect(bodyOf(message)).toContain('Revised creative is within the limits.');
  });
});

describe('legal escalation of a political ad', () => {
  it('a reviewer escalates it to Legal Review from the dashboard', async () => {
    const { page } = await as(reviewer);
    await page.goto('/');
    const row = page.getByRole('article', { name: POLITICAL.title, exact: true });
    await expectVisible(row, 'the political ad on the dashboard');
    await row.getByRole('button', { name: 'Escalate', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Escalate Submission' });
    await expectVisible(dialog, "the 'Escalate Submission' dialog");
    expect(await dialog.getByRole('radio', { name: 'Legal Review' }).isChecked()).toBe(true);
    await expectVisible(dialog.getByRole('radio', { name: 'Creative Review' }), "the 'Creative Review' path");
    await expectVisible(dialog.getByRole('radio', { name: 'Technical Review' }), "the 'Technical Review' path");
    const confirm = dialog.getByRole('button', { name: 'Confirm Escalation', exact: true });
    expect(await confirm.isDisabled(), 'no reason yet').toBe(true);
    await dialog.getByRole('radio', { name: 'Technical Review' }).check();
    await dialog.getByRole('radio', { name: 'Legal Review' }).check();
    await dialog.getByLabel('Reason for escalation (required)').fill('Political ad: the paid-for disclaimer needs legal sign-off.');
    await confirm.click();

    await expectToast(page, 'Submission Escalated', `"${POLITICAL.title}" has been sent to Legal Review.`);
    await expectHidden(dialog, "the 'Escalate Submission' dialog");
    await expectVisible(row.getByText('Legal', { exact: true }), "the row's Legal track badge");
  });

  it("a second legal escalation is refused with the spec's 'already exists' message", async () => {
    const { page } = await as(reviewer);
    const row = page.getByRole('article', { name: POLITICAL.title, exact: true });
    await row.getByRole('button', { name: 'Escalate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Escalate Submission' });
    await expectVisible(dialog, "the 'Escalate Submission' dialog");
    await dialog.getByRole('radio', { name: 'Legal Review' }).check();
    await dialog.getByLabel('Reason for escalation (required)').fill('Escalating again by mistake.');
    await dialog.getByRole('button', { name: 'Confirm Escalation', exact: true }).click();
    await expectToast(page, 'Escalation Failed', ALREADY_EXISTS);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(dialog, "the 'Escalate Submission' dialog");

    const tracks = (await submissionsApi.get((await as(reviewer)).context, politicalId)).escalationTracks;
    expect(tracks.map((t) => [t.trackType, t.status])).toEqual([['legal', 'pending']]);
    legalTrackId = tracks[0].id;
  });

  it('the standard user (its submitter) sees the track but has no decision controls; the API answers 403', async () => {
    const { context, page } = await as(standard);
    await openReview(page, politicalId);
    await expectVisible(page.getByRole('heading', { name: 'Escalation Tracks (1)', exact: true }), "'Escalation Tracks (1)'");
    const track = page.getByTestId('escalation-track');
    expect(await track.getByTestId('track-status').innerText()).toBe('Pending');
    expect(await page.getByTestId('track-approval').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Track/ }).count()).toBe(0);
    expect(await page.getByTestId('reviewer-actions').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Escalate', exact: true }).count()).toBe(0);

    const response = await context.request.patch(`/api/escalations/${legalTrackId}/status`, {
      data: { status: 'approved', resolution: 'approved', resolutionNotes: 'Looks fine to me.' },
    });
    expect(response.status()).toBe(403);
  });

  it("a legal approver rejects it in the decision dialog: notes required, feedback for the submitter, 'Decision Recorded'", async () => {
    const { context, page } = await as(legal);
    await openReview(page, politicalId);
    const panel = page.getByTestId('track-approval');
    await expectVisible(panel, "the 'Track Approval Actions' panel");
    expect(await panel.getByTestId('track-approval-count').innerText()).toBe('1 available');
    // A legal approver is not a reviewer.
    expect(await page.getByTestId('reviewer-actions').count()).toBe(0);

    await panel.getByRole('button', { name: 'Reject Track for Legal Review', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal Review Decision' });
    await expectVisible(dialog, "the 'Legal Review Decision' dialog");
    expect(await dialog.getByRole('radio', { name: 'Reject Track' }).isChecked()).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Confirm Decision', exact: true });
    expect(await confirm.isDisabled(), 'no resolution notes').toBe(true);
    await dialog.getByLabel('Feedback for Submitter (optional)').fill(LEGAL_FEEDBACK);
    expect(await confirm.isDisabled(), 'feedback alone is not enough').toBe(true);
    await dialog.getByLabel('Resolution Notes (required)').fill('   ');
    expect(await confirm.isDisabled(), 'blank notes').toBe(true);
    await dialog.getByLabel('Resolution Notes (required)').fill(LEGAL_NOTES);
    await confirm.click();

    await expectToast(page, 'Decision Recorded', 'Track decision has been updated and notification sent.');
    await expectHidden(dialog, "the 'Legal Review Decision' dialog");
    const track = page.getByTestId('escalation-track');
    await expect.poll(() => track.getByTestId('track-status').innerText()).toBe('Rejected');
    expect(await track.innerText()).toContain(LEGAL_NOTES);
    expect(await track.innerText()).toContain(LEGAL_FEEDBACK);
    // Legal has the final word: the submission is rejected.
    await expect.poll(() => statusBadge(page).innerText()).toBe('Rejected');
    expect((await submissionsApi.get(context, politicalId)).submission.status).toBe('rejected');
    expect(await panel.getByTestId('track-approval-count').innerText()).toBe('0 available');
  });

  it('the superadmin is offered no override of the legal track, and the API answers 403', async () => {
    const { context, page } = await as(owner);
    await openReview(page, politicalId);
    const panel = page.getByTestId('track-approval');
    await expectVisible(panel, "the 'Track Approval Actions' panel");
    await expectVisible(panel.getByText('No tracks available for your approval', { exact: true }), "'No tracks available for your approval'");
    expect(await panel.getByRole('button', { name: /Override/ }).count()).toBe(0);
    expect(await panel.getByText('Superadmin Override', { exact: true }).count()).toBe(0);

    const response = await context.request.post(`/api/escalations/${legalTrackId}/override`, {
      data: { overrideDecision: 'approved', overrideReason: 'Overruling legal.' },
    });
    expect(response.status()).toBe(403);
    const tracks = (await submissionsApi.get(context, politicalId)).escalationTracks;
    expect(tracks[0].isOverridden).toBe(false);
  });

  it("the submitter's track-decision email carries the feedback", async () => {
    const message = await mail.waitForMailWithSubject(standard.email, 'Legal review decision on your ad');
    const body = bodyOf(message);
    expect(body).toContain(`Your advertising submission "${POLITICAL.title}" was rejected by Legal Review.`);
    expect(body).toContain(LEGAL_FEEDBACK);
    // The internal notes are not sent.
    expect(body).not.toContain(LEGAL_NOTES);
  });

  it('exports the compliance report: preview, then Download saves {id}_compliance_report_{YYYY-MM-DD}.txt', async () => {
    const { page } = await as(legal);
    const dayBefore = new Date().toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Export Report', exact: true }).click();
    await expectToast(page, 'Report Generated', 'Preview opened. Use Download to save a copy to your device.');
    const dialog = page.getByRole('dialog', { name: 'Compliance Report Preview' });
    await expectVisible(dialog, "the 'Compliance Report Preview' dialog");
    const preview = await dialog.getByTestId('report-preview').innerText();
    expect(preview).toContain(POLITICAL.title);
    expect(preview).toContain(politicalId);

    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloaded;
    const dayAfter = new Date().toISOString().slice(0, 10);
    const name = download.suggestedFilename();
    expect([`${politicalId}_compliance_report_${dayBefore}.txt`, `${politicalId}_compliance_report_${dayAfter}.txt`]).toContain(name);
    expect(await dialog.getByText(name, { exact: true }).count()).toBe(1);
    const saved = fs.readFileSync(await download.path(), 'utf8');
    expect(saved.trim()).toBe(preview.trim());
  });
});
