import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousAxeFindings, type AxeFinding } from './support/browser';
import {
  api,
  expectHidden,
  expectToast,
  expectVisible,
  holdTimersOf,
  pageHeading,
  settle,
  themeState,
  trackApiCalls,
  waitForAnimations,
} from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { HEMP_AD_TEXT, submissionsApi } from './support/submissions';

// Every screen, in light and dark, wide and narrow, has no serious or critical axe-core finding.

const owner = { username: 'ada.access', password: 'access-owner-pass-1', email: 'ada@example.test' };
// Settings shows an admin other cards than a superadmin (no submission management).
const admin = { username: 'abe.admin', password: 'access-admin-pass-1', email: 'abe@example.test', role: 'admin' };

interface Variant {
  name: string;
  colorScheme: 'light' | 'dark';
  width: number;
}

// Dark comes from the operating-system preference, with nothing stored (spec 1 section 2).
const VARIANTS: Variant[] = [
  { name: 'light 1280', colorScheme: 'light', width: 1280 },
  { name: 'dark 1280', colorScheme: 'dark', width: 1280 },
  { name: 'light 375', colorScheme: 'light', width: 375 },
  { name: 'dark 375', colorScheme: 'dark', width: 375 },
];

const heading = (name: string) => (p: Page) => pageHeading(p, name);

/** Signed-in screens: route, and what shows once the screen is there. */
const SIGNED_IN_PAGES: { route: string; ready: (p: Page) => Locator }[] = [
  { route: '/', ready: heading('Dashboard') },
  { route: '/audit', ready: (p) => p.getByTestId('audit-total') },
  { route: '/change-password', ready: heading('Change Password') },
  { route: '/users', ready: heading('User Management') },
  { route: '/settings', ready: heading('System Settings') },
  { route: '/submit', ready: heading('New Submission') },
  { route: '/review', ready: heading('Review Queue') },
  { route: '/calendar', ready: heading('Publication Calendar') },
  // With data: the distributions, not the empty state.
  { route: '/analytics', ready: (p) => p.getByTestId('analytics-status') },
  { route: '/policies', ready: heading('Policy Documents') },
  { route: '/admin/creative-upload', ready: heading('Creative Re-upload') },
  { route: '/no-such-page', ready: heading('Page not found') },
];

let server: RunningServer;
let browser: Browser;
/** One browser context per variant, kept for the whole file so its cache stays warm. */
const auditors = new Map<string, Auditor>();
let ownerRegistered: Promise<void> | null = null;
/** An analysed submission with violations and a pending legal track, for the review screen. */
let reviewedId: string;

/**
 * The signed-in screens need an account; the first-run check needs there to be none yet. With it
 * come data for the review screen and analytics: an analysed, escalated hemp ad and an approved ad.
 */
function ensureOwner(): Promise<void> {
  ownerRegistered ??= (async () => {
    const { context } = await newPage(browser, server.baseUrl);
    try {
      await api.registerFirstUser(context, owner);
      await api.createUser(context, admin);
      const hemp = await submissionsApi.create(
        context,
        { title: 'Hemp gummies print ad', submitterEmail: 'hana@example.test', submissionType: 'advertisement' },
        { name: 'gummies.txt', mimeType: 'text/plain', buffer: Buffer.from(`${HEMP_AD_TEXT}.\n`) },
      );
      const bakeSale = await submissionsApi.create(
        context,
        { title: 'Community bake sale', submitterEmail: 'baker@example.test', submissionType: 'promotional' },
        { name: 'bake-sale.txt', mimeType: 'text/plain', buffer: Buffer.from('Community bake sale, Saturday 9am. All welcome.\n') },
      );
      await submissionsApi.waitForAnalysis(context, hemp.id);
      await submissionsApi.waitForAnalysis(context, bakeSale.id);
      await submissionsApi.act(context, bakeSale.id, 'approve');
      const escalated = await context.request.post('/api/escalations', {
        data: { submissionId: hemp.id, trackType: 'legal', escalationReason: 'THC above the legal limit.' },
      });
      if (!escalated.ok()) throw new Error(`POST /api/escalations answered ${escalated.status()}: ${await escalated.text()}`);
      reviewedId = hemp.id;
    } finally {
      await context.close();
    }
  })();
  return ownerRegistered;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const variant of VARIANTS) auditors.set(variant.name, await auditor(variant));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Findings = Record<string, AxeFinding[]>;

function report(findings: Findings): string {
  return Object.entries(findings)
    .map(
      ([where, list]) =>
        `${where}:\n${list.map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')}`,
    )
    .join('\n');
}

type Auditor = Awaited<ReturnType<typeof auditor>>;

/** Opens screens in one browser context and adds what axe-core finds on each to `findings`. */
async function auditor(variant: Variant) {
  const { context, page } = await newPage(browser, server.baseUrl, { width: variant.width, colorScheme: variant.colorScheme });
  const calls = trackApiCalls(page);

  async function check(findings: Findings, where: string, p: Page = page): Promise<void> {
    // The variant really is what it claims: the app follows the OS scheme when nothing is stored.
    expect(await themeState(p), `theme at ${where}`).toEqual({ dark: variant.colorScheme === 'dark', stored: null });
    await waitForAnimations(p);
    const found = await seriousAxeFindings(p);
    if (found.length > 0) findings[`${variant.name} ${where}`] = found;
  }

  async function visit(findings: Findings, route: string, ready: (p: Page) => Locator): Promise<void> {
    await page.goto(route);
    await settle(page, ready(page), calls, route);
    await check(findings, route);
  }

  return { variant, context, page, calls, check, visit };
}

describe('accessibility (axe-core, serious and critical findings)', () => {
  it('first run: the Register tab with the Role select', async () => {
    const findings: Findings = {};
    for (const a of auditors.values()) {
      await a.page.goto('/auth');
      await a.page.getByRole('tab', { name: 'Register', exact: true }).click();
      await settle(a.page, a.page.getByLabel('Role', { exact: true }), a.calls, '/auth Register (first user)');
      await a.check(findings, '/auth Register tab (first user)');
    }
    expect(findings, report(findings)).toEqual({});
  });

  for (const variant of VARIANTS) {
    it(`signed-out screens, ${variant.name}`, async () => {
      await ensureOwner();
      const a = auditors.get(variant.name)!;
      const findings: Findings = {};

      await a.visit(findings, '/auth', (p) => p.getByRole('button', { name: 'Sign In', exact: true }));
      await a.page.getByRole('tab', { name: 'Register', exact: true }).click();
      await settle(a.page, a.page.getByRole('button', { name: 'Create Account', exact: true }), a.calls, '/auth Register');
      await a.check(findings, '/auth Register tab');
      await a.visit(findings, '/forgot-password', heading('Forgot Password'));

      // The invalid-link view redirects after 3 s; that timer is held while axe looks at it.
      const resetPage = await a.context.newPage();
      try {
        await holdTimersOf(resetPage, 3_000);
        const resetCalls = trackApiCalls(resetPage);
        await resetPage.goto('/reset-password?token=x');
        await settle(resetPage, pageHeading(resetPage, 'Invalid Reset Link'), resetCalls, '/reset-password?token=x');
        await expectToast(resetPage, 'Invalid Reset Link');
        await a.check(findings, '/reset-password?token=x', resetPage);
      } finally {
        await resetPage.close();
      }

      expect(findings, report(findings)).toEqual({});
    });

    it(`signed-in screens, ${variant.name}`, async () => {
      await ensureOwner();
      const a = auditors.get(variant.name)!;
      const findings: Findings = {};

      await api.signIn(a.context, owner);
      for (const { route, ready } of SIGNED_IN_PAGES) {
        await a.visit(findings, route, ready);
        if (route !== '/') continue;
        // Overlays on the dashboard: the navigation panel on narrow screens, the user menu on wide ones.
        if (variant.width < 768) {
          await a.page.getByRole('button', { name: 'Toggle sidebar', exact: true }).click();
          const panel = a.page.getByRole('dialog', { name: 'Navigation' });
          await expectVisible(panel, 'the navigation panel');
          await a.check(findings, '/ with the navigation panel open');
        } else {
          await a.page.getByRole('button', { name: 'User menu', exact: true }).click();
          await expectVisible(a.page.getByRole('menu'), 'the user menu');
          await a.check(findings, '/ with the user menu open');
        }
      }

      // The review screen of an analysed, escalated submission, and its track decision dialog.
      const review = `/review/${reviewedId}`;
      await a.visit(findings, review, (p) => p.getByTestId('track-approval'));
      await expectVisible(a.page.getByTestId('violation'), 'the violations on the review screen');
      await a.page.getByRole('button', { name: 'Reject Track for Legal Review', exact: true }).click();
      await expectVisible(a.page.getByRole('dialog', { name: 'Legal Review Decision' }), 'the track decision dialog');
      await a.check(findings, `${review} with the track decision dialog open`);
      await a.page.keyboard.press('Escape');
      await expectHidden(a.page.getByRole('dialog'), 'the track decision dialog');

      // Settings as an admin (the loop above saw it as the superadmin owner).
      await api.signIn(a.context, admin);
      await a.visit(findings, '/settings', heading('System Settings'));

      expect(findings, report(findings)).toEqual({});
      // Every signed-in screen with an axe run each: well over the journeys' minute on a busy machine.
    }, 180_000);
  }
});
