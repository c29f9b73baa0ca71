import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousAxeFindings } from './support/browser';
import { bodyOf, startMailCatcher } from '../test/helpers/mail-catcher';
import { api, expectHidden, expectToast, expectVisible, pageHeading, signIn } from './support/journey';
import { startServer, type RunningServer } from './support/server';

// Journey: an account created with an email address is told to verify it, asks for a new link, opens the
// emailed link signed out (dark, 375 px) and the notice goes; a standard user's submitter email is their own.

const owner = { username: 'olga.owner', password: 'owner-pass-phrase-1', email: 'olga@example.test' };
const vera = { username: 'vera.standard', password: 'vera-pass-phrase-1', email: 'vera@example.test', role: 'standard' };
const VERIFY_SUBJECT = 'Confirm your email address for the Compliance Platform';

let server: RunningServer;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let veraSession: { context: BrowserContext; page: Page };

/** The path of the newest verification link mailed to this address. */
async function newestVerificationPath(address: string, after = 0): Promise<string> {
  await mail.waitForMailWithSubject(address, VERIFY_SUBJECT);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const links = mail.mails
      .filter((m) => m.to.includes(address))
      .map((m) => /http:\/\/[^/\s]+(\/verify-email\?token=[\w%-]+)/.exec(bodyOf(m))?.[1])
      .filter((l): l is string => !!l);
    if (links.length > after) return links.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new verification link for ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const linksMailedTo = (address: string) =>
  mail.mails.filter((m) => m.to.includes(address) && /\/verify-email\?token=/.test(bodyOf(m))).length;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, JOB_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  await api.registerFirstUser(ownerSession.context, owner);
  await api.createUser(ownerSession.context, vera);
  await ownerSession.context.close();
  veraSession = await newPage(browser, server.baseUrl);
  await signIn(veraSession.page, vera);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe('email verification journey', () => {
  it('tells a user with an unverified address, locks their submitter email, and resends the link', async () => {
    const p = veraSession.page;
    await p.goto('/submit');
    await expectVisible(pageHeading(p, 'New Submission'), 'the New Submission page');
    const notice = p.getByTestId('email-verification-notice');
    await expectVisible(notice, 'the verification notice');
    const email = p.getByLabel(/Submitter Email/);
    expect(await email.inputValue()).toBe(vera.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await seriousAxeFindings(p)).toEqual([]);

    await newestVerificationPath(vera.email);
    const before = linksMailedTo(vera.email);
    await notice.getByRole('button', { name: 'Resend verification link' }).click();
    await expectToast(p, 'Verification Link Sent');
    expect(await newestVerificationPath(vera.email, before)).toMatch(/^\/verify-email\?token=/);
  });

  it('confirms the address from the emailed link in a signed-out browser, dark and 375 px wide', async () => {
    const path = await newestVerificationPath(vera.email);
    const { context, page } = await newPage(browser, server.baseUrl, { width: 375, colorScheme: 'dark' });
    try {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { name: 'Email Verified' }), 'the verified message');
      await expectVisible(page.getByRole('link', { name: 'Sign In' }), 'the sign-in link');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The link works once.
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { name: 'Invalid Verification Link' }), 'the invalid-link message');
      expect(await seriousAxeFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }

    const p = veraSession.page;
    await p.goto('/submit');
    await expectVisible(pageHeading(p, 'New Submission'), 'the New Submission page');
    await expectHidden(p.getByTestId('email-verification-notice'), 'the verification notice');
    expect((await api.currentUser(veraSession.context)) as unknown).toMatchObject({ email: vera.email, emailVerified: true });
  });
});
