import type { APIResponse, BrowserContext, Locator, Page } from 'playwright-core';

/** How long a journey waits for something the app should show; well under the 60 s test timeout. */
export const UI_TIMEOUT_MS = 10_000;

/** Every entry of the sidebar, in order (spec 1 section 2, "Shell and navigation"). */
export const SIDEBAR_ENTRIES: { title: string; route: string }[] = [
  { title: 'Dashboard', route: '/' },
  { title: 'New Submission', route: '/submit' },
  { title: 'Review Queue', route: '/review' },
  { title: 'Audit Trail', route: '/audit' },
  { title: 'Analytics', route: '/analytics' },
  { title: 'Policy Documents', route: '/policies' },
  { title: 'User Management', route: '/users' },
  { title: 'Creative Re-upload', route: '/admin/creative-upload' },
  { title: 'Change Password', route: '/change-password' },
  { title: 'Settings', route: '/settings' },
];

export interface Credentials {
  username: string;
  password: string;
  email?: string;
}

/** Wait until the app's URL has this path (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected to be at ${pathname} within ${timeout} ms, but the page is at ${new URL(page.url()).pathname}`);
  }
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * The visible toast. Radix also writes the text into a hidden screen-reader copy for about a second,
 * so journeys look inside the toast element only.
 */
export function toasts(page: Page): Locator {
  return page.getByTestId('toast');
}

/** Wait for a toast containing every given text; on failure, say what the toast did show. */
export async function expectToast(page: Page, ...texts: string[]): Promise<Locator> {
  let toast = toasts(page);
  for (const text of texts) toast = toast.filter({ hasText: text });
  try {
    await toast.first().waitFor({ timeout: UI_TIMEOUT_MS });
  } catch {
    const shown = await toasts(page).allInnerTexts();
    throw new Error(
      `expected a toast with ${texts.map((t) => JSON.stringify(t)).join(' and ')}; toasts shown: ${
        shown.length ? shown.map((s) => JSON.stringify(s.replace(/\s+/g, ' '))).join(', ') : 'none'
      }`,
    );
  }
  return toast.first();
}

/** Wait until an element is shown; the error names what was missing and where the page was. */
export async function expectVisible(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    const headings = await locator
      .page()
      // Headings, alerts and field errors: enough to tell a page that never came from a form that was not sent.
      .locator('h1, [role="alert"], [id$="-error"]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `expected ${what} to be visible at ${pathOf(locator.page())} within ${timeout} ms; the page shows: ${
        headings.map((h) => JSON.stringify(h.replace(/\s+/g, ' ').slice(0, 200))).join(', ') || 'no heading'
      }`,
    );
  }
}

/**
 * Wait until the page has stopped moving: no "Loading" status shown, every image drawn, and the page's height the same
 * for three looks in a row. A click aimed while a preview or a meter is still pushing the layout down lands on
 * whatever moved under the pointer, on a busy machine more often than not.
 */
export async function waitForSettledLayout(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __e2eLayout?: { height: number; same: number } };
      const loading = [...document.querySelectorAll('[role="status"]')].some(
        (el) => /loading/i.test(`${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`) && (el as HTMLElement).offsetParent !== null,
      );
      const drawing = [...document.images].some((img) => !img.complete);
      const height = document.documentElement.scrollHeight;
      const last = w.__e2eLayout;
      w.__e2eLayout = { height, same: last && last.height === height && !loading && !drawing ? last.same + 1 : 0 };
      return w.__e2eLayout.same >= 3;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

export async function expectHidden(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} to disappear at ${pathOf(locator.page())} within ${timeout} ms`);
  }
}

export function pageHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Fill and send the Login tab of /auth (the page must be showing it). */
export async function submitLogin(page: Page, { username, password }: Credentials): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Sign in through the Login tab: the welcome toast, then the signed-in shell. Where the app lands is
 * checked only when `landOn` is given (see the sign-out journey in auth.e2e.ts for why).
 */
export async function signIn(page: Page, credentials: Credentials, { landOn }: { landOn?: string } = {}): Promise<void> {
  if (pathOf(page) !== '/auth') {
    await page.goto('/auth');
  }
  await submitLogin(page, credentials);
  await expectToast(page, `Welcome back, ${credentials.username}!`);
  if (landOn) {
    await waitForPath(page, landOn);
  } else {
    await page.waitForURL((url) => url.pathname !== '/auth', { timeout: UI_TIMEOUT_MS, waitUntil: 'commit' });
  }
  await expectVisible(mainNav(page), 'the signed-in shell');
}

/** Register the first account through the Register tab, as the Admin the form offers, and land on the dashboard. */
export async function registerFirstUser(page: Page, { username, password, email }: Credentials): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register', exact: true }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (email) await page.getByLabel('Email (optional)').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Admin' });
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await waitForPath(page, '/');
  await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');
}

/** Sign out from the user menu and come back to /auth with the logout toast. */
export async function signOutFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expectToast(page, 'You have been successfully logged out.');
  await waitForPath(page, '/auth');
}

async function expectOk(response: APIResponse, what: string): Promise<unknown> {
  const body = await response.text();
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${body}`);
  return JSON.parse(body) as unknown;
}

/**
 * Calls made with the browser context's own cookie jar (the session cookie included), for setting up
 * state a journey is not about. Same origin, so the server's cross-site check lets them through.
 */
export const api = {
  async registerFirstUser(context: BrowserContext, { username, password, email }: Credentials): Promise<void> {
    await expectOk(
      await context.request.post('/api/register', { data: { username, password, email: email ?? '', role: 'admin' } }),
      'POST /api/register',
    );
  },
  async signIn(context: BrowserContext, { username, password }: Credentials): Promise<void> {
    await expectOk(await context.request.post('/api/login', { data: { username, password } }), 'POST /api/login');
  },
  async createUser(context: BrowserContext, user: Credentials & { role: string }): Promise<void> {
    await expectOk(
      await context.request.post('/api/admin/users', {
        data: { username: user.username, password: user.password, email: user.email ?? '', role: user.role },
      }),
      'POST /api/admin/users',
    );
  },
  async currentUser(context: BrowserContext): Promise<{ username: string; role: string; roles: string[] }> {
    const body = (await expectOk(await context.request.get('/api/user'), 'GET /api/user')) as {
      data: { username: string; role: string; roles: string[] };
    };
    return body.data;
  },
};

/** Whether <html> carries the dark class, and what the app stored under the 'theme' key. */
export async function themeState(page: Page): Promise<{ dark: boolean; stored: string | null }> {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    stored: window.localStorage.getItem('theme'),
  }));
}

/** Wait until no labelled busy indicator ('Loading ...', 'Checking ...') is left on the page. */
export async function waitForNoSpinner(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[role="status"][aria-label^="Loading"], [role="status"][aria-label^="Checking"]'),
    undefined,
    { timeout: UI_TIMEOUT_MS },
  );
}

export interface ApiCallTracker {
  /** Resolves once no API call of the page is in flight. */
  idle(timeoutMs?: number): Promise<void>;
}

/** Track the page's API calls in flight, so a check can wait until what a screen loads has arrived. */
export function trackApiCalls(page: Page): ApiCallTracker {
  const open = new Set<unknown>();
  let waiters: (() => void)[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const done = (r: unknown) => {
    open.delete(r);
    if (open.size === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  page.on('request', (r) => {
    if (isApi(r.url())) open.add(r);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    idle(timeoutMs = UI_TIMEOUT_MS) {
      if (open.size === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${open.size} API call(s) still running after ${timeoutMs} ms`)), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

/**
 * Wait until a screen has settled: its heading shown, its API calls answered, and its loading
 * indicators gone.
 */
export async function settle(page: Page, ready: Locator, calls: ApiCallTracker, what: string): Promise<void> {
  await expectVisible(ready, what);
  await calls.idle();
  await waitForNoSpinner(page);
}

/**
 * Hold back the page's timers of exactly `delayMs` (install before navigating). Used where a screen
 * redirects on a timer and a check must look at the screen first; the redirect itself is asserted
 * in the password journey.
 */
export async function holdTimersOf(page: Page, delayMs: number): Promise<void> {
  await page.addInitScript((ms: number) => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      timeout === ms ? 0 : original(handler, timeout, ...args)) as typeof window.setTimeout;
  }, delayMs);
}

/** Wait until every finite CSS animation and transition has finished (slide-ins, fades, toasts). */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: UI_TIMEOUT_MS },
  );
}

interface ScreenLog {
  headings: Record<string, number>;
  paths: { path: string; at: number }[];
}

/**
 * Keep, in the page's own clock, when each page heading first showed and when the path changed. The
 * marks are taken by a MutationObserver as the DOM changes, so a busy test runner cannot skew timed
 * redirects. Call once per page, before navigating; the log starts afresh with each document.
 */
export async function recordScreenTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: ScreenLog = { headings: {}, paths: [] };
    (window as unknown as { __e2eScreens: ScreenLog }).__e2eScreens = log;
    let lastPath = '';
    const look = () => {
      for (const h of document.querySelectorAll('h1')) {
        const text = h.textContent ?? '';
        if (!(text in log.headings)) log.headings[text] = performance.now();
      }
      if (location.pathname !== lastPath) {
        lastPath = location.pathname;
        log.paths.push({ path: lastPath, at: performance.now() });
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Milliseconds from the heading first showing to the app moving to `toPath` (needs recordScreenTimes). */
export async function redirectDelayMs(page: Page, heading: string, toPath: string): Promise<number> {
  await waitForPath(page, toPath, 15_000);
  const handle = await page.waitForFunction(
    ({ heading, toPath }) => {
      const log = (window as unknown as { __e2eScreens?: ScreenLog }).__e2eScreens;
      const shown = log?.headings[heading];
      if (shown === undefined) return null;
      const left = log!.paths.find((p) => p.path === toPath && p.at >= shown);
      return left ? left.at - shown : null;
    },
    { heading, toPath },
    { timeout: UI_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}
