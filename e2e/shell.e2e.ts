import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import {
  SIDEBAR_ENTRIES,
  api,
  expectHidden,
  expectToast,
  expectVisible,
  mainNav,
  pageHeading,
  registerFirstUser,
  themeState,
  toasts,
  UI_TIMEOUT_MS,
  waitForPath,
} from './support/journey';
import { startServer, type RunningServer } from './support/server';

// Journey: the signed-in shell (spec 1 section 2 "Shell and navigation", section 9; spec 2 "Route guards").

const owner = { username: 'sam.shell', password: 'shell-owner-pass-1', email: 'sam@example.test' };
const standard = { username: 'stan.standard', password: 'standard-pass-1' };
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, server.baseUrl));
  await registerFirstUser(page, owner);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function sidebarState(p: Page): Promise<{ state: string | null; width: number }> {
  const aside = p.locator('aside[data-state]');
  const box = await aside.boundingBox();
  return { state: await aside.getAttribute('data-state'), width: Math.round(box?.width ?? -1) };
}

async function sidebarCookie(ctx: BrowserContext) {
  return (await ctx.cookies()).find((c) => c.name === 'sidebar_state');
}

async function expectSidebar(p: Page, state: 'expanded' | 'collapsed'): Promise<void> {
  // 16rem expanded, a 3rem icon rail collapsed (spec 1 section 9); the width animates for 200 ms.
  const width = state === 'expanded' ? 256 : 48;
  await expect.poll(() => sidebarState(p), { timeout: 5_000 }).toEqual({ state, width });
}

describe('application shell', () => {
  it('lists every sidebar entry of the spec, in order, and marks the current one with aria-current="page"', async () => {
    const nav = mainNav(page);
    const links = nav.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(SIDEBAR_ENTRIES.map((e) => e.title));
    for (const entry of SIDEBAR_ENTRIES) {
      expect(await nav.getByRole('link', { name: entry.title, exact: true }).getAttribute('href')).toBe(entry.route);
    }

    for (const entry of SIDEBAR_ENTRIES) {
      await nav.getByRole('link', { name: entry.title, exact: true }).click();
      await waitForPath(page, entry.route);
      await expectVisible(page.locator('main h1'), `the page heading of ${entry.route}`);
      await expect
        .poll(() => nav.locator('a[aria-current="page"]').allInnerTexts(), { timeout: 5_000 })
        .toEqual([entry.title]);
    }

    // A single submission opened from elsewhere belongs to the Review Queue entry.
    await page.goto('/submissions/00000000-0000-4000-8000-000000000000');
    await expectVisible(nav, 'the sidebar navigation');
    expect(await nav.locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Review Queue']);
  });

  it('collapses to the icon rail with Ctrl+B, remembers it in the sidebar_state cookie for 7 days, across a reload', async () => {
    await page.goto('/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
    await expectSidebar(page, 'expanded');
    const toggle = page.getByRole('button', { name: 'Toggle sidebar', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Control+b');
    await expectSidebar(page, 'collapsed');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    // About 7 days from now (a minute's leeway for the run itself).
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + SEVEN_DAYS_S))).toBeLessThan(60);

    // The rail keeps the links reachable by name, and names them in a tooltip on hover.
    const nav = mainNav(page);
    await expectVisible(nav.getByRole('link', { name: 'Audit Trail', exact: true }), "the 'Audit Trail' rail icon");
    await nav.getByRole('link', { name: 'Audit Trail', exact: true }).hover();
    await expectVisible(page.getByRole('tooltip', { name: 'Audit Trail' }), "the 'Audit Trail' tooltip");

    await page.reload();
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading after reload');
    await expectSidebar(page, 'collapsed');

    // Ctrl+B again (here the toggle button) expands it, and the cookie follows.
    await toggle.click();
    await expectSidebar(page, 'expanded');
    expect((await sidebarCookie(context))?.value).toBe('true');
    await page.keyboard.press('Control+b');
    await expectSidebar(page, 'collapsed');
    await page.keyboard.press('Control+b');
    await expectSidebar(page, 'expanded');
    expect((await sidebarCookie(context))?.value).toBe('true');
  });

  it('at 375 px shows the sidebar as a slide-in panel, opened by Toggle sidebar and closed after choosing a link', async () => {
    const mobile = await newPage(browser, server.baseUrl, { width: 375, height: 740 });
    try {
      const p = mobile.page;
      await mobile.context.addCookies(await context.cookies());
      await p.goto('/');
      await expectVisible(pageHeading(p, 'Dashboard'), 'the Dashboard heading');
      // No sidebar column and no navigation until the panel is opened.
      expect(await p.locator('aside[data-state]').count()).toBe(0);
      expect(await mainNav(p).count()).toBe(0);

      const toggle = p.getByRole('button', { name: 'Toggle sidebar', exact: true });
      // While the modal panel is open the page behind it is hidden from the accessibility tree.
      const toggleExpanded = () => p.locator('button[aria-label="Toggle sidebar"]').getAttribute('aria-expanded');
      await toggle.click();
      const panel = p.getByRole('dialog', { name: 'Navigation' });
      await expectVisible(panel, 'the navigation panel');
      expect(await toggleExpanded()).toBe('true');
      const links = panel.getByRole('navigation', { name: 'Main' }).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(SIDEBAR_ENTRIES.map((e) => e.title));
      // The panel is on screen, from the left edge, and no wider than the 18rem the spec gives it.
      await expect.poll(async () => (await panel.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
      expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(288);

      await panel.getByRole('link', { name: 'Audit Trail', exact: true }).click();
      await waitForPath(p, '/audit');
      await expectHidden(panel, 'the navigation panel');
      await expectVisible(pageHeading(p, 'Audit Trail'), 'the Audit Trail heading');
      expect(await toggleExpanded()).toBe('false');

      // Escape closes it too, without navigating.
      await toggle.click();
      await expectVisible(panel, 'the navigation panel');
      await p.keyboard.press('Escape');
      await expectHidden(panel, 'the navigation panel');
      expect(new URL(p.url()).pathname).toBe('/audit');
    } finally {
      await mobile.context.close();
    }
  });

  it('switches the theme with the Dark mode toggle, stores it under "theme" and keeps it across a reload', async () => {
    await page.goto('/');
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
    const toggle = page.getByRole('button', { name: 'Dark mode', exact: true });
    expect(await themeState(page)).toEqual({ dark: false, stored: null });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    await toggle.click();
    await expect.poll(() => themeState(page)).toEqual({ dark: true, stored: 'dark' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading after reload');
    expect(await themeState(page)).toEqual({ dark: true, stored: 'dark' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await toggle.click();
    await expect.poll(() => themeState(page)).toEqual({ dark: false, stored: 'light' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading after reload');
    expect(await themeState(page)).toEqual({ dark: false, stored: 'light' });
  });

  it('follows a dark operating-system preference when nothing is stored, and a stored choice over it', async () => {
    const dark = await newPage(browser, server.baseUrl, { colorScheme: 'dark' });
    try {
      const p = dark.page;
      await p.goto('/auth');
      await expectVisible(p.getByRole('button', { name: 'Sign In', exact: true }), "the 'Sign In' button");
      expect(await themeState(p)).toEqual({ dark: true, stored: null });
      const toggle = p.getByRole('button', { name: 'Dark mode', exact: true });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');

      await toggle.click();
      await expect.poll(() => themeState(p)).toEqual({ dark: false, stored: 'light' });
      await p.reload();
      await expectVisible(p.getByRole('button', { name: 'Sign In', exact: true }), "the 'Sign In' button after reload");
      expect(await themeState(p)).toEqual({ dark: false, stored: 'light' });
    } finally {
      await dark.context.close();
    }
  });

  it("shows a standard user every menu entry but 'Access Denied' on the admin-only routes", async () => {
    await api.createUser(context, { ...standard, role: 'standard' });
    const other = await newPage(browser, server.baseUrl);
    try {
      const p = other.page;
      await api.signIn(other.context, standard);
      await p.goto('/admin/creative-upload');
      await expectVisible(pageHeading(p, 'Access Denied'), "the 'Access Denied' heading");
      await expectVisible(
        p.getByText('You need admin privileges to access this page.', { exact: true }),
        'the admin-privileges message',
      );
      // No role filtering on the menu itself.
      expect(await mainNav(p).getByRole('link').allInnerTexts()).toEqual(SIDEBAR_ENTRIES.map((e) => e.title));
      // Not an administrator: no badge in the user menu.
      await p.getByRole('button', { name: 'User menu', exact: true }).click();
      await expectVisible(p.getByTestId('user-menu-username'), 'the username in the user menu');
      expect(await p.getByTestId('user-menu-username').innerText()).toBe(standard.username);
      expect(await p.getByRole('menu').getByText('Administrator', { exact: true }).count()).toBe(0);
      await p.keyboard.press('Escape');

      await mainNav(p).getByRole('link', { name: 'User Management', exact: true }).click();
      await waitForPath(p, '/users');
      await expectVisible(pageHeading(p, 'Access Denied'), "the 'Access Denied' heading on /users");
      // The users page words its own refusal (spec 2, "User Management page").
      await expectVisible(
        p.getByText('You need admin or superadmin privileges to access user management.', { exact: true }),
        'the user-management refusal',
      );

      await p.getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
      await waitForPath(p, '/');
      await expectVisible(pageHeading(p, 'Dashboard'), 'the Dashboard heading');
    } finally {
      await other.context.close();
    }
  });

  it('shows at most one toast at a time: a new one replaces the current one', async () => {
    // An error toast from the change password form...
    await page.goto('/change-password');
    await page.getByLabel('Current Password', { exact: true }).fill('wrong-current-password');
    await page.getByLabel('New Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('another-pass-1');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/change-password', { timeout: UI_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    // The server's answer first, so a failure says whether the form sent nothing or the server said something else.
    expect(await refused.then((r) => r.status())).toBe(400);
    await expectToast(page, 'Current password is incorrect');
    expect(await toasts(page).count()).toBe(1);

    // ...is replaced at once (not queued behind it) by the sign-out toast of the settings menu.
    await page.getByRole('button', { name: 'Settings menu', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Profile Settings' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expectToast(page, 'You have been successfully logged out.');
    await waitForPath(page, '/auth');
    expect(await toasts(page).count()).toBe(1);
    expect(await toasts(page).innerText()).not.toContain('Current password is incorrect');
  });
});
