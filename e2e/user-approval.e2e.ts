import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import {
  api,
  expectHidden,
  expectToast,
  expectVisible,
  mainNav,
  pageHeading,
  registerFirstUser,
  signIn,
  waitForPath,
} from './support/journey';
import { startServer, type RunningServer } from './support/server';

// Journey: an admin approves a pending registration, the new user signs in, and the admin grants them
// the reviewer role (spec 2: "User Management page", sections 4, 5, 6).

const admin = { username: 'alex.admin', password: 'admin-pass-1', email: 'alex@example.test' };
const newcomer = { username: 'rita.reviewer', password: 'rita-pass-phrase-1', email: 'rita@example.test' };
// Any id: the route guard answers before the submission is looked up.
const SOME_SUBMISSION = '00000000-0000-4000-8000-000000000000';

let server: RunningServer;
let browser: Browser;
let adminPage: Page;
let user: { context: BrowserContext; page: Page };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page: adminPage } = await newPage(browser, server.baseUrl));
  user = await newPage(browser, server.baseUrl);
  await registerFirstUser(adminPage, admin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The count badge of a tab on the users page, e.g. 'Pending Approvals 1'. */
function tab(page: Page, name: 'Active Users' | 'Pending Approvals' | 'Login Activity') {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

/** Status of a reviewer-only call, to see what the server lets the user do. */
async function reanalyzeStatus(context: BrowserContext): Promise<number> {
  return (await context.request.post(`/api/submissions/${SOME_SUBMISSION}/reanalyze`)).status();
}

describe('user approval journey', () => {
  it('a second registration waits for approval', async () => {
    const p = user.page;
    await p.goto('/auth');
    await p.getByRole('tab', { name: 'Register', exact: true }).click();
    await p.getByLabel('Username', { exact: true }).fill(newcomer.username);
    await p.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await p.getByLabel('Email (optional)').fill(newcomer.email);
    await p.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expectToast(p, 'Registration received');
    await p.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(p, 'Your account is pending approval by an administrator.');
  });

  it('the admin sees it under Pending Approvals and approves it as a standard user', async () => {
    await mainNav(adminPage).getByRole('link', { name: 'User Management', exact: true }).click();
    await waitForPath(adminPage, '/users');
    await expectVisible(pageHeading(adminPage, 'User Management'), 'the User Management heading');
    await expect.poll(() => tab(adminPage, 'Active Users').innerText(), { timeout: 10_000 }).toMatch(/Active Users\s*1$/);
    await expect.poll(() => tab(adminPage, 'Pending Approvals').innerText(), { timeout: 10_000 }).toMatch(/Pending Approvals\s*1$/);

    await tab(adminPage, 'Pending Approvals').click();
    await expect.poll(() => new URL(adminPage.url()).searchParams.get('tab')).toBe('pending');
    const pending = adminPage.getByTestId('pending-user');
    await expectVisible(pending, 'the pending registration');
    expect(await pending.count()).toBe(1);
    expect(await pending.innerText()).toContain(newcomer.username);
    expect(await pending.innerText()).toContain(newcomer.email);

    await pending.getByRole('button', { name: `Approve ${newcomer.username}`, exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Approve User' });
    await expectVisible(dialog, "the 'Approve User' dialog");
    const role = dialog.getByLabel('Role', { exact: true });
    expect(await role.inputValue()).toBe('standard');
    // The owner is a superadmin, so every role may be granted, superadmin included.
    expect(await role.locator('option').allInnerTexts()).toContain('Super Administrator');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();

    await expectToast(adminPage, 'User approved', `${newcomer.username} can now sign in as Standard User.`);
    await expectHidden(dialog, "the 'Approve User' dialog");
    await expectVisible(adminPage.getByText('No pending approvals', { exact: true }), "'No pending approvals'");
    await expect.poll(() => tab(adminPage, 'Pending Approvals').innerText()).toMatch(/Pending Approvals\s*0$/);
    await expect.poll(() => tab(adminPage, 'Active Users').innerText()).toMatch(/Active Users\s*2$/);
  });

  it('the approved user signs in as a standard user, without admin access', async () => {
    const p = user.page;
    await signIn(p, newcomer, { landOn: '/' });
    await expectVisible(pageHeading(p, 'Dashboard'), 'the Dashboard heading');
    expect(await p.getByRole('list', { name: 'Your roles' }).getByRole('listitem').allInnerTexts()).toEqual(['Standard User']);

    expect((await api.currentUser(user.context)).roles).toEqual(['standard']);
    expect(await reanalyzeStatus(user.context)).toBe(403);

    await p.goto('/users');
    await expectVisible(pageHeading(p, 'Access Denied'), "'Access Denied' on /users");
    await expectVisible(
      p.getByText('You need admin or superadmin privileges to access user management.', { exact: true }),
      'the user-management refusal',
    );
  });

  it('the admin grants the reviewer role in the Manage Roles dialog', async () => {
    await tab(adminPage, 'Active Users').click();
    const row = adminPage.getByTestId('user-row').filter({ hasText: newcomer.username });
    await expectVisible(row, `the row of ${newcomer.username}`);
    const roles = row.getByRole('list', { name: `Roles of ${newcomer.username}` });
    expect(await roles.getByRole('listitem').allInnerTexts()).toEqual(['Standard User']);

    await row.getByRole('button', { name: `Manage roles for ${newcomer.username}`, exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Manage Roles' });
    await expectVisible(dialog, "the 'Manage Roles' dialog");
    const standard = dialog.getByRole('checkbox', { name: 'Standard User', exact: true });
    const reviewer = dialog.getByRole('checkbox', { name: 'Reviewer', exact: true });
    expect(await standard.getAttribute('aria-checked')).toBe('true');
    expect(await reviewer.getAttribute('aria-checked')).toBe('false');
    await reviewer.click();
    expect(await reviewer.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();

    await expectToast(adminPage, 'User roles updated', `${newcomer.username}: Standard User, Reviewer`);
    await expectHidden(dialog, "the 'Manage Roles' dialog");
    await expect.poll(() => roles.getByRole('listitem').allInnerTexts()).toEqual(['Standard User', 'Reviewer']);

    // The admin may not manage their own roles.
    const own = adminPage.getByTestId('user-row').filter({ hasText: admin.username });
    expect(await own.getByRole('button', { name: `Manage roles for ${admin.username}`, exact: true }).isDisabled()).toBe(true);
  });

  it("the user's permissions follow: reviewer calls are allowed and the dashboard lists the new role", async () => {
    expect((await api.currentUser(user.context)).roles).toEqual(['standard', 'reviewer']);
    // Past the permission guard now: the made-up submission is simply not found.
    expect(await reanalyzeStatus(user.context)).toBe(404);

    const p = user.page;
    await p.goto('/');
    await expectVisible(pageHeading(p, 'Dashboard'), 'the Dashboard heading');
    await expect
      .poll(() => p.getByRole('list', { name: 'Your roles' }).getByRole('listitem').allInnerTexts())
      .toEqual(['Standard User', 'Reviewer']);
    // Reviewer is not an admin role: still no badge, still no user management.
    await p.getByRole('button', { name: 'User menu', exact: true }).click();
    await expectVisible(p.getByTestId('user-menu-username'), 'the user menu');
    expect(await p.getByRole('menu').getByText('Administrator', { exact: true }).count()).toBe(0);
    await p.keyboard.press('Escape');
    await p.goto('/users');
    await expectVisible(pageHeading(p, 'Access Denied'), "'Access Denied' on /users");
  });

  it('the audit trail records the approval and the role change', async () => {
    await mainNav(adminPage).getByRole('link', { name: 'Audit Trail', exact: true }).click();
    await waitForPath(adminPage, '/audit');
    const entries = adminPage.getByTestId('audit-entry');
    await expectVisible(entries.filter({ hasText: `${newcomer.username} approved as standard` }), 'the approval audit entry');
    await expectVisible(
      entries.filter({ hasText: `Roles of ${newcomer.username} changed from standard to standard, reviewer` }),
      'the role-change audit entry',
    );
  });

  it('a rejected registration cannot sign in', async () => {
    const late = { username: 'ron.rejected', password: 'ron-pass-phrase-1' };
    const { context, page } = await newPage(browser, server.baseUrl);
    try {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register', exact: true }).click();
      await page.getByLabel('Username', { exact: true }).fill(late.username);
      await page.getByLabel('Password', { exact: true }).fill(late.password);
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
      await expectToast(page, 'Registration received');

      await adminPage.goto('/users?tab=pending');
      const pending = adminPage.getByTestId('pending-user').filter({ hasText: late.username });
      await expectVisible(pending, 'the pending registration');
      await pending.getByRole('button', { name: `Reject ${late.username}`, exact: true }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Reject User' });
      await expectVisible(dialog, "the 'Reject User' dialog");
      await dialog.getByLabel('Reason (optional)').fill('Not a member of staff.');
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expectToast(adminPage, 'User rejected');
      await expectVisible(adminPage.getByText('No pending approvals', { exact: true }), "'No pending approvals'");

      await page.getByLabel('Password', { exact: true }).fill(late.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectToast(page, 'Invalid username or password');
    } finally {
      await context.close();
    }
  });
});

