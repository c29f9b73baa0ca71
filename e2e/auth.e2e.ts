import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import {
  expectHidden,
  expectToast,
  expectVisible,
  pageHeading,
  pathOf,
  signIn,
  signOutFromUserMenu,
  submitLogin,
  waitForPath,
} from './support/journey';
import { startServer, type RunningServer } from './support/server';

// Journey: a newcomer registers the first account, signs out, fails and then succeeds to sign in,
// and a second registration waits for approval (spec 1 sections 1, 2, 4, 8; spec 2 "Route guards").

const owner = { username: 'olivia.owner', password: 'first-user-pass-1', email: 'olivia@example.test' };
const newcomer = { username: 'nina.newcomer', password: 'newcomer-pass-1' };

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page } = await newPage(browser, server.baseUrl));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sign-in journey', () => {
  it('sends a newcomer from / to /auth, where the Register tab offers Admin to the first user', async () => {
    await page.goto('/');
    await waitForPath(page, '/auth');
    await expectVisible(page.getByRole('tab', { name: 'Login', exact: true }), 'the Login tab');
    expect(await page.getByRole('tab', { name: 'Login', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expectVisible(page.getByRole('link', { name: 'Forgot your password?' }), "the 'Forgot your password?' link");
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');

    await page.getByRole('tab', { name: 'Register', exact: true }).click();
    const role = page.getByLabel('Role', { exact: true });
    await expectVisible(role, 'the Role select of the first registration');
    expect(await role.locator('option').allInnerTexts()).toEqual(['Standard', 'Admin']);
    // The spec's default role is standard.
    expect(await role.inputValue()).toBe('standard');
  });

  it('registers the first user as Admin and lands on the dashboard shell', async () => {
    await page.getByLabel('Username', { exact: true }).fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Email (optional)').fill(owner.email);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Admin' });
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();

    await expectToast(page, `Welcome, ${owner.username}!`);
    await waitForPath(page, '/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
    await expectVisible(page.getByRole('heading', { name: 'Compliance Platform', exact: true }), "the sidebar heading 'Compliance Platform'");
    await expectVisible(page.getByText('Advertising Compliance Platform', { exact: true }), 'the header title');
    await expectVisible(page.getByText('Live System', { exact: true }), "the 'Live System' badge");
    for (const name of ['Toggle sidebar', 'Notifications', 'Settings menu', 'Dark mode', 'User menu']) {
      await expectVisible(page.getByRole('button', { name, exact: true }), `the '${name}' header button`);
    }
  });

  it('shows the username and the Administrator badge in the user menu, then signs out', async () => {
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    const menu = page.getByRole('menu');
    await expectVisible(menu, 'the user menu');
    expect(await menu.getByTestId('user-menu-username').innerText()).toBe(owner.username);
    await expectVisible(menu.getByText('Administrator', { exact: true }), "the 'Administrator' badge");
    expect(await menu.getByRole('menuitem', { name: 'Profile' }).getAttribute('aria-disabled')).toBe('true');

    await menu.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expectToast(page, 'You have been successfully logged out.');
    await waitForPath(page, '/auth');

    // The session really ended: the shell is gone, and / sends the visitor back to /auth.
    await page.goto('/');
    await waitForPath(page, '/auth');
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }), "the 'Sign In' button");
  });

  it("shows the server's error in a toast for a wrong password, and stays on /auth", async () => {
    await submitLogin(page, { username: owner.username, password: 'not-the-password' });
    const toast = await expectToast(page, 'Invalid username or password');
    expect(await toast.innerText()).toContain('Login failed');
    expect(pathOf(page)).toBe('/auth');
  });

  it('signs in with the right password and is welcomed back by name', async () => {
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, `Welcome back, ${owner.username}!`);
    await waitForPath(page, '/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
  });

  it('redirects a signed-in user away from /auth to /', async () => {
    await page.goto('/auth');
    await waitForPath(page, '/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
    expect(await page.getByRole('tab', { name: 'Login' }).count()).toBe(0);
  });

  it('shows the 404 page for an unknown route, with a way back to the dashboard', async () => {
    await page.goto('/no-such-page/at-all');
    await expectVisible(pageHeading(page, 'Page not found'), "the 'Page not found' heading");
    await expectVisible(page.getByText('404', { exact: true }), 'the 404 figure');
    await expectVisible(page.getByText('/no-such-page/at-all', { exact: true }), 'the unknown path');
    // A signed-in visitor keeps the shell around the 404 page.
    await expectVisible(page.getByRole('navigation', { name: 'Main' }), 'the sidebar navigation');

    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
    await waitForPath(page, '/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
  });

  it('tells a second registration it awaits approval, and refuses its sign-in while pending', async () => {
    const second = await newPage(browser, server.baseUrl);
    try {
      const p = second.page;
      await p.goto('/auth');
      const status = p.waitForResponse((r) => r.url().endsWith('/api/register/status'));
      await p.getByRole('tab', { name: 'Register', exact: true }).click();
      expect(await (await status).json()).toMatchObject({ data: { isFirstUser: false } });
      await p.getByLabel('Username', { exact: true }).fill(newcomer.username);
      await p.getByLabel('Password', { exact: true }).fill(newcomer.password);
      // Only the first user may pick a role.
      expect(await p.getByLabel('Role', { exact: true }).count()).toBe(0);
      await p.getByRole('button', { name: 'Create Account', exact: true }).click();

      await expectToast(p, 'Registration received', 'awaiting approval');
      // Back on the Login tab, with the notice and the username filled in.
      await expectVisible(p.getByText('Account awaiting approval', { exact: true }), "the 'Account awaiting approval' notice");
      expect(await p.getByRole('tab', { name: 'Login', exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await p.getByLabel('Username', { exact: true }).inputValue()).toBe(newcomer.username);
      expect(pathOf(p)).toBe('/auth');

      await p.getByLabel('Password', { exact: true }).fill(newcomer.password);
      await p.getByRole('button', { name: 'Sign In', exact: true }).click();
      const toast = await expectToast(p, 'Your account is pending approval by an administrator.');
      expect(await toast.innerText()).toContain('Login failed');
      expect(pathOf(p)).toBe('/auth');
      await expectHidden(p.getByRole('navigation', { name: 'Main' }), 'the signed-in shell');

      // The owner can still sign in from the other browser context.
      await signOutFromUserMenu(page);
      await signIn(page, owner, { landOn: '/' });
    } finally {
      await second.context.close();
    }
  });

  it('starts the next sign-in on the dashboard after a sign-out, not on the page the last user left', async () => {
    // Spec 1 section 2: a signed-in user at /auth goes to /. Only a visitor who was sent to /auth
    // from a protected page should be taken back there after signing in.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Trail', exact: true }).click();
    await waitForPath(page, '/audit');
    await expectVisible(pageHeading(page, 'Audit Trail'), 'the Audit Trail heading');
    await page.getByRole('button', { name: 'Settings menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expectToast(page, 'You have been successfully logged out.');
    await waitForPath(page, '/auth');

    await submitLogin(page, owner);
    await expectToast(page, `Welcome back, ${owner.username}!`);
    await page.waitForURL((url) => url.pathname !== '/auth', { waitUntil: 'commit' });
    expect(pathOf(page), 'the sign-in after a sign-out from /audit landed on').toBe('/');
  });

  it('sends a visitor who opened a protected page to /auth, and there after signing in', async () => {
    await signOutFromUserMenu(page);
    await page.goto('/audit');
    await waitForPath(page, '/auth');
    await submitLogin(page, owner);
    await expectToast(page, `Welcome back, ${owner.username}!`);
    await waitForPath(page, '/audit');
    await expectVisible(pageHeading(page, 'Audit Trail'), 'the Audit Trail heading');
  });
});
