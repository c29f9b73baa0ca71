import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import {
  api,
  expectHidden,
  expectToast,
  expectVisible,
  mainNav,
  pageHeading,
  waitForAnimations,
  waitForPath,
  type Credentials,
} from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { fixtureDir, HEMP_AD_TEXT, openReview, submissionsApi } from './support/submissions';

// Journey: an admin adds a policy from a document, modifies it and removes it with a reason the audit
// trail keeps; a reviewer dismisses a finding and the compliance score is recomputed; an admin creates
// a user. Each dialog is checked with axe-core while open (spec 1: "Review queue and single review";
// spec 2: "User Management page").

const owner = { username: 'olga.owner', password: 'owner-pass-1', email: 'olga@example.test' };
const admin = { username: 'adam.admin', password: 'admin-pass-1', email: 'adam@example.test', role: 'admin' };
const reviewer = { username: 'rosa.reviewer', password: 'reviewer-pass-1', email: 'rosa@example.test', role: 'reviewer' };
const newcomer = { username: 'nina.new', password: 'newcomer-pass-1', email: 'nina@example.test' };

const POLICY_FILE = {
  name: 'sweepstakes-policy.txt',
  bytes: Buffer.from(
    [
      'Sweepstakes Advertising Standard',
      'Advertising for a sweepstakes or contest must be truthful about the prizes offered.',
      '- Ads must state that no purchase is necessary to enter.',
      '- Ads must state the odds of winning and the closing date.',
      '',
    ].join('\n'),
  ),
};
const POLICY_TITLE = 'Sweepstakes Advertising Standard';
const MODIFIED_TITLE = 'Prize Promotion Standard';
const CHANGE_REASON = 'The standard covers every prize promotion, not only sweepstakes.';
const REMOVAL_REASON = 'Superseded by the publisher-wide contest rules.';
const DISMISSAL_REASON = 'The lab report shows 0.3% THC; the 5% figure is a typo being corrected.';
/** The critical finding of the hemp ad, as the review screen names it. */
const THC_FINDING = 'Thc Percent Over Limit';

let server: RunningServer;
let browser: Browser;
let files: ReturnType<typeof fixtureDir>;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();
let hempId: string;

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

async function openPolicies(page: Page): Promise<void> {
  await page.goto('/policies');
  await expectVisible(pageHeading(page, 'Policy Documents'), 'the Policy Documents heading');
  await expectVisible(page.getByTestId('policy-item'), 'the policy library');
}

/** The library's count badge as a number ('12 policies'). */
async function policyCount(page: Page): Promise<number> {
  const text = await page.getByTestId('policy-count').innerText();
  const match = /^(\d+) policies$/.exec(text.trim());
  if (!match) throw new Error(`expected the policy count to read 'N policies', it reads ${JSON.stringify(text)}`);
  return Number(match[1]);
}

function policyItem(page: Page, title: string): Locator {
  return page.getByTestId('policy-item').filter({ hasText: title });
}

/** Expand a policy of the library, unless it already is, to show its Modify and Remove buttons. */
async function expandPolicy(page: Page, title: string): Promise<Locator> {
  const item = policyItem(page, title);
  await expectVisible(item, `the policy '${title}'`);
  const trigger = item.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return item;
}

beforeAll(async () => {
  files = fixtureDir({ [POLICY_FILE.name]: POLICY_FILE.bytes });
  server = await startServer();
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  const { context } = ownerSession;
  await api.registerFirstUser(context, owner);
  sessions.set(owner.username, ownerSession);
  for (const user of [admin, reviewer]) await api.createUser(context, user);

  const hemp = await submissionsApi.create(
    context,
    { title: 'Hemp gummies holiday flyer', submitterEmail: 'hal.hemp@example.test', submissionType: 'advertisement' },
    { name: 'gummies.txt', mimeType: 'text/plain', buffer: Buffer.from(`${HEMP_AD_TEXT}.\n`) },
  );
  hempId = hemp.id;
  await submissionsApi.waitForAnalysis(context, hempId);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  files?.cleanUp();
});

describe('policy documents: add, modify and remove', () => {
  it('an admin adds a policy from a document: Analyze Document, check the proposal, Save Policy', async () => {
    const { page } = await as(admin);
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Policy Documents', exact: true }).click();
    await waitForPath(page, '/policies');
    await openPolicies(page);
    const before = await policyCount(page);
    expect(await policyItem(page, POLICY_TITLE).count()).toBe(0);

    await page.getByRole('button', { name: 'Add Policy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Policy' });
    await expectVisible(dialog, "the 'Add Policy' dialog");
    await expectNoSeriousAxeFindings(page, "/policies with the 'Add Policy' dialog open");

    await dialog.getByLabel('Policy document', { exact: true }).setInputFiles([files.file(POLICY_FILE.name)]);
    await expectVisible(dialog.getByText(new RegExp(`^${POLICY_FILE.name} \\(`)), 'the chosen policy document');
    await dialog.getByRole('button', { name: 'Analyze Document', exact: true }).click();

    // The proposal is read from the document for the admin to confirm.
    const save = dialog.getByRole('button', { name: 'Save Policy', exact: true });
    await expectVisible(save, "the proposed policy with 'Save Policy'");
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(POLICY_TITLE);
    const requirements = await dialog.getByLabel('Requirements', { exact: true }).inputValue();
    expect(requirements).toContain('Ads must state that no purchase is necessary to enter.');
    await expectNoSeriousAxeFindings(page, "/policies with the proposed policy in the 'Add Policy' dialog");
    await save.click();

    await expectToast(page, 'Policy added successfully', `"${POLICY_TITLE}" is now in the policy library.`);
    await expectHidden(dialog, "the 'Add Policy' dialog");
    await expectVisible(policyItem(page, POLICY_TITLE), 'the added policy in the library');
    await expect.poll(() => policyCount(page)).toBe(before + 1);
    expect(await policyItem(page, POLICY_TITLE).innerText()).toContain('Added from a document');
  });

  it('the admin modifies the policy: the reason is required, then the library shows the new title', async () => {
    const { page } = await as(admin);
    const before = await policyCount(page);
    const item = await expandPolicy(page, POLICY_TITLE);
    await item.getByRole('button', { name: `Modify ${POLICY_TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Modify Policy' });
    await expectVisible(dialog, "the 'Modify Policy' dialog");
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(POLICY_TITLE);
    const reason = dialog.getByLabel('Reason for change (required)', { exact: true });
    expect(await reason.inputValue()).toBe('');
    await expectNoSeriousAxeFindings(page, "/policies with the 'Modify Policy' dialog open");

    await dialog.getByLabel('Title', { exact: true }).fill(MODIFIED_TITLE);
    await dialog.getByLabel('Risk Level', { exact: true }).selectOption({ label: 'High' });
    // Saving without a reason keeps the dialog open and says what is missing.
    await dialog.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expectVisible(dialog.getByText('A reason is required for the audit trail', { exact: true }), 'the missing reason error');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect(await policyItem(page, MODIFIED_TITLE).count()).toBe(0);

    await reason.fill(CHANGE_REASON);
    await dialog.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expectToast(page, 'Policy updated successfully', `"${MODIFIED_TITLE}" has been saved.`);
    await expectHidden(dialog, "the 'Modify Policy' dialog");
    await expectVisible(policyItem(page, MODIFIED_TITLE), 'the modified policy in the library');
    expect(await policyItem(page, POLICY_TITLE).count()).toBe(0);
    expect(await policyItem(page, MODIFIED_TITLE).innerText()).toContain('High');
    expect(await policyCount(page)).toBe(before);
  });

  it('the admin removes the policy: Remove Policy stays disabled until a reason is given', async () => {
    const { page } = await as(admin);
    const before = await policyCount(page);
    const item = await expandPolicy(page, MODIFIED_TITLE);
    await item.getByRole('button', { name: `Remove ${MODIFIED_TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Policy' });
    await expectVisible(dialog, "the 'Remove Policy' dialog");
    expect(await dialog.innerText()).toContain(`${MODIFIED_TITLE} will no longer be checked in new analyses.`);
    const remove = dialog.getByRole('button', { name: 'Remove Policy', exact: true });
    expect(await remove.isDisabled(), 'no reason').toBe(true);
    await expectNoSeriousAxeFindings(page, "/policies with the 'Remove Policy' dialog open");

    const reason = dialog.getByLabel('Reason for removal (required)', { exact: true });
    await reason.fill('   ');
    expect(await remove.isDisabled(), 'a blank reason').toBe(true);
    await reason.fill(REMOVAL_REASON);
    expect(await remove.isDisabled(), 'with a reason').toBe(false);
    await remove.click();

    await expectToast(page, 'Policy removed successfully', `"${MODIFIED_TITLE}" is no longer in the policy library.`);
    await expectHidden(dialog, "the 'Remove Policy' dialog");
    await expectHidden(policyItem(page, MODIFIED_TITLE), 'the removed policy');
    await expect.poll(() => policyCount(page)).toBe(before - 1);
    await openPolicies(page);
    expect(await policyItem(page, MODIFIED_TITLE).count(), 'the removed policy after a reload').toBe(0);
  });

  it('the audit trail records the change and the removal with their reasons', async () => {
    const { page } = await as(admin);
    await mainNav(page).getByRole('link', { name: 'Audit Trail', exact: true }).click();
    await waitForPath(page, '/audit');
    const entries = page.getByTestId('audit-entry');
    const removed = entries.filter({ hasText: `Policy "${MODIFIED_TITLE}" removed: ${REMOVAL_REASON}` });
    await expectVisible(removed, 'the policy removal audit entry');
    expect(await removed.count()).toBe(1);
    expect(await removed.innerText()).toContain('Policy Deleted');
    expect(await removed.innerText()).toContain(admin.username);
    const updated = entries.filter({ hasText: `Policy "${MODIFIED_TITLE}" updated: ${CHANGE_REASON}` });
    expect(await updated.count()).toBe(1);
    expect(await updated.getByRole('list', { name: 'Changed fields' }).innerText()).toContain(POLICY_TITLE);
  });
});

describe('dismissing a finding', () => {
  it('a reviewer dismisses a finding with a reason; it shows as dismissed and the score is recomputed', async () => {
    const { context, page } = await as(reviewer);
    const before = await submissionsApi.get(context, hempId);
    await openReview(page, hempId);
    await expectVisible(page.getByRole('heading', { name: 'Compliance Analysis', exact: true }), 'the Compliance Analysis card');
    const score = page.getByTestId('analysis-score');
    expect(await score.innerText()).toBe(`${before.analysis!.overallScore}/100`);

    const finding = page.getByTestId('violation').filter({ has: page.getByRole('heading', { name: THC_FINDING, exact: true }) });
    await expectVisible(finding, `the '${THC_FINDING}' finding`);
    expect(await finding.getAttribute('data-dismissed')).toBeNull();
    await finding.getByRole('button', { name: `Dismiss ${THC_FINDING}`, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Dismiss Finding' });
    await expectVisible(dialog, "the 'Dismiss Finding' dialog");
    expect(await dialog.innerText()).toContain(`${THC_FINDING} stays on the submission`);
    const dismiss = dialog.getByRole('button', { name: 'Dismiss Finding', exact: true });
    expect(await dismiss.isDisabled(), 'no reason').toBe(true);
    await expectNoSeriousAxeFindings(page, `/review/${hempId} with the 'Dismiss Finding' dialog open`);
    const reason = dialog.getByLabel('Reason for dismissal (required)', { exact: true });
    await reason.fill('  ');
    expect(await dismiss.isDisabled(), 'a blank reason').toBe(true);
    await reason.fill(DISMISSAL_REASON);
    await dismiss.click();

    await expectToast(page, 'Finding Dismissed', `"${THC_FINDING}" no longer counts against the compliance score.`);
    await expectHidden(dialog, "the 'Dismiss Finding' dialog");
    await expectVisible(finding.getByTestId('dismissed-badge'), 'the Dismissed badge');
    expect(await finding.getAttribute('data-dismissed')).toBe('true');
    expect(await finding.getByTestId('dismissal-reason').innerText()).toContain(DISMISSAL_REASON);
    expect(await finding.getByRole('button', { name: `Dismiss ${THC_FINDING}`, exact: true }).count()).toBe(0);

    const after = await submissionsApi.get(context, hempId);
    // Without the critical finding the score leaves the reject band it was capped in.
    expect(after.analysis!.overallScore).toBeGreaterThan(before.analysis!.overallScore);
    await expect.poll(() => score.innerText()).toBe(`${after.analysis!.overallScore}/100`);
  });
});

describe('creating a user', () => {
  it('an admin creates a reviewer with the Create User dialog; the new user is listed', async () => {
    const { page } = await as(admin);
    await mainNav(page).getByRole('link', { name: 'User Management', exact: true }).click();
    await waitForPath(page, '/users');
    await expectVisible(pageHeading(page, 'User Management'), 'the User Management heading');
    const activeTab = page.getByRole('tab', { name: /^Active Users/ });
    await expect.poll(() => activeTab.innerText(), { timeout: 10_000 }).toMatch(/Active Users\s*3$/);
    expect(await page.getByTestId('user-row').filter({ hasText: newcomer.username }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create User', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await expectVisible(dialog, "the 'Create User' dialog");
    await expectNoSeriousAxeFindings(page, "/users with the 'Create User' dialog open");
    await dialog.getByLabel('Username', { exact: true }).fill(newcomer.username);
    await dialog.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await dialog.getByLabel('Email (optional)').fill(newcomer.email);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Reviewer' });
    await dialog.getByRole('button', { name: 'Create User', exact: true }).click();

    await expectToast(page, 'User created', `${newcomer.username} can now sign in as Reviewer.`);
    await expectHidden(dialog, "the 'Create User' dialog");
    const row = page.getByTestId('user-row').filter({ hasText: newcomer.username });
    await expectVisible(row, 'the new user in the list');
    expect(await row.innerText()).toContain(newcomer.email);
    expect(await row.getByRole('list', { name: `Roles of ${newcomer.username}` }).innerText()).toBe('Reviewer');
    await expect.poll(() => activeTab.innerText()).toMatch(/Active Users\s*4$/);

    // The account works at once.
    const { context } = await newPage(browser, server.baseUrl);
    try {
      await api.signIn(context, newcomer);
      expect((await api.currentUser(context)).roles).toEqual(['reviewer']);
    } finally {
      await context.close();
    }
  });
});
