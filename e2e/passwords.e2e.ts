import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startMailCatcher, subjectOf } from '../test/helpers/mail-catcher';
import {
  expectHidden,
  expectToast,
  expectVisible,
  pageHeading,
  pathOf,
  registerFirstUser,
  signIn,
  signOutFromUserMenu,
  submitLogin,
  waitForPath,
  recordScreenTimes,
  redirectDelayMs,
} from './support/journey';
import { startServer, type RunningServer } from './support/server';

// Journey: change a password, then reset a forgotten one through the emailed link
// (spec 2: "Change Password", "Forgot Password", "Reset Password", sections 4, 5, 8, 9).

const EMAIL = 'paula@example.test';
const USERNAME = 'paula.passwords';
const FIRST_PASSWORD = 'first-password-1';
const CHANGED_PASSWORD = 'changed-password-2';
const RESET_PASSWORD = 'reset-password-3';

const RESET_SUBJECT = 'Reset your Compliance Platform password';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let browser: Browser;
let page: Page;
let resetLink: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
  ({ page } = await newPage(browser, server.baseUrl));
  await recordScreenTimes(page);
  await registerFirstUser(page, { username: USERNAME, password: FIRST_PASSWORD, email: EMAIL });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

const currentField = () => page.getByLabel('Current Password', { exact: true });
const newField = () => page.getByLabel('New Password', { exact: true });
const confirmField = () => page.getByLabel('Confirm New Password', { exact: true });

async function fillChangeForm(current: string, next: string, confirm: string): Promise<void> {
  await currentField().fill(current);
  await newField().fill(next);
  await confirmField().fill(confirm);
}

describe('change password', () => {
  it('validates the form before calling the server', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Change Password', exact: true }).click();
    await waitForPath(page, '/change-password');
    await expectVisible(pageHeading(page, 'Change Password'), 'the Change Password heading');
    await expectVisible(page.getByText('Security tips', { exact: true }), 'the security tips card');

    const calls: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes('/api/change-password')) calls.push(r.url());
    };
    page.on('request', onRequest);
    try {
      await fillChangeForm(FIRST_PASSWORD, 'new-password-x', 'new-password-y');
      // The first estimate starts the strength worker; submit once the meter has answered, as a reader would.
      await expectVisible(page.getByTestId('password-strength'), 'the strength meter');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      await expectVisible(page.getByText('New passwords do not match', { exact: true }), "'New passwords do not match'");
      expect(await confirmField().getAttribute('aria-invalid')).toBe('true');

      await fillChangeForm(FIRST_PASSWORD, 'abc', 'abc');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      await expectVisible(
        page.getByText('New password must be at least 12 characters long', { exact: true }),
        "'New password must be at least 12 characters long'",
      );
      expect(await newField().getAttribute('aria-invalid')).toBe('true');
    } finally {
      page.off('request', onRequest);
    }
    expect(calls).toEqual([]);

    // Reset Form empties every field.
    await page.getByRole('button', { name: 'Reset Form', exact: true }).click();
    await expect.poll(() => Promise.all([currentField(), newField(), confirmField()].map((f) => f.inputValue()))).toEqual([
      '',
      '',
      '',
    ]);
  });

  it("shows the server's error when the current password is wrong", async () => {
    await fillChangeForm('not-my-password', CHANGED_PASSWORD, CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    const toast = await expectToast(page, 'Current password is incorrect');
    expect(await toast.innerText()).toContain('Error');
    expect(await newField().inputValue()).toBe(CHANGED_PASSWORD);
  });

  it('rates the new password as it is typed and refuses a common one or the current one', async () => {
    await newField().fill('password12');
    const meter = page.getByTestId('password-strength');
    await expectVisible(meter, 'the strength meter');
    await expect.poll(() => meter.innerText()).toMatch(/^Strength: (Very weak|Weak)\. /);
    await newField().fill('tangerine kayak orbit lantern');
    await expect.poll(() => meter.innerText()).toMatch(/^Strength: (Good|Strong)\./);

    await fillChangeForm(FIRST_PASSWORD, 'password1234', 'password1234');
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expectToast(page, 'This password is too common. Choose a less guessable one.');
    await fillChangeForm(FIRST_PASSWORD, FIRST_PASSWORD, FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expectToast(page, 'New password must be different from your current password');
  });

  it('changes the password: toast, cleared form, and the user stays signed in', async () => {
    await fillChangeForm(FIRST_PASSWORD, CHANGED_PASSWORD, CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expectToast(page, 'Password Changed');
    await expect.poll(() => Promise.all([currentField(), newField(), confirmField()].map((f) => f.inputValue()))).toEqual([
      '',
      '',
      '',
    ]);
    // This session was rotated, not ended.
    await page.reload();
    await expectVisible(pageHeading(page, 'Change Password'), 'the Change Password heading after reload');
    expect(pathOf(page)).toBe('/change-password');
  });

  it('records the change on the audit trail, shown under Notifications and on /audit', async () => {
    const summary = `${USERNAME} changed their password; other sessions were signed out`;
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const popover = page.getByRole('dialog', { name: 'Recent activity' });
    await expectVisible(popover.getByText(summary, { exact: true }), 'the password change under Notifications');
    await popover.getByRole('link', { name: 'View audit trail', exact: true }).click();
    await waitForPath(page, '/audit');
    await expectHidden(popover, 'the Notifications popover');

    const entries = page.getByTestId('audit-entry');
    const changed = entries.filter({ hasText: summary });
    await expectVisible(changed, 'the password change audit entry');
    expect(await changed.innerText()).toContain('Password Changed');
    // Newest first, and the count badge agrees with the list (one page of it here).
    const shown = await entries.allInnerTexts();
    expect(shown[0]).toContain(summary);
    expect(shown.some((text) => text.includes(`${USERNAME} registered as the first user`)), shown.join('\n---\n')).toBe(true);
    expect(await page.getByTestId('audit-total').innerText()).toBe(`${shown.length} entries`);
  });

  it('refuses the old password at the next sign-in and accepts the new one', async () => {
    await signOutFromUserMenu(page);
    await submitLogin(page, { username: USERNAME, password: FIRST_PASSWORD });
    await expectToast(page, 'Invalid username or password');
    expect(pathOf(page)).toBe('/auth');
    await signIn(page, { username: USERNAME, password: CHANGED_PASSWORD });
  });
});

describe('forgot and reset password', () => {
  it('validates the email, then shows Check Your Email', async () => {
    await signOutFromUserMenu(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/forgot-password');
    await expectVisible(pageHeading(page, 'Forgot Password'), 'the Forgot Password heading');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expectVisible(page.getByText('Please enter a valid email address', { exact: true }), "'Please enter a valid email address'");

    // 'Try Different Email' goes back to the form.
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.test');
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expectVisible(pageHeading(page, 'Check Your Email'), 'the Check Your Email view');
    await page.getByRole('button', { name: 'Try Different Email', exact: true }).click();
    await expectVisible(pageHeading(page, 'Forgot Password'), 'the Forgot Password form again');

    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expectVisible(pageHeading(page, 'Check Your Email'), 'the Check Your Email view');
    await expectToast(page, 'Reset Link Sent');
    await expectVisible(page.getByText('The link expires in 1 hour', { exact: false }), 'the 1-hour expiry hint');
    await expectVisible(page.getByText('spam', { exact: false }), 'the spam folder hint');
    expect(await page.getByRole('link', { name: 'Back to Login', exact: true }).getAttribute('href')).toBe('/auth');
  });

  it('emails a reset link to the account, and nothing to an unknown address', async () => {
    // Registration also mailed this address a verification link: the reset email is picked by its subject.
    const message = await mail.waitForMailWithSubject(EMAIL, RESET_SUBJECT);
    const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9._~%-]+)/.exec(message.text);
    expect(match, `no reset link in the email:\n${message.text}`).not.toBeNull();
    resetLink = match![1];
    expect(new URL(resetLink).origin).toBe(server.baseUrl);
    expect(mail.mails.filter((m) => m.to.includes(EMAIL) && subjectOf(m) === RESET_SUBJECT)).toHaveLength(1);
    expect(mail.mails.some((m) => m.to.includes('nobody@example.test'))).toBe(false);
  });

  it('opens the link, checks the two passwords match, resets, and goes to /auth after about 5 s', async () => {
    await page.goto(resetLink);
    await expectVisible(pageHeading(page, 'Reset Password'), 'the Reset Password form');

    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${RESET_PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expectVisible(page.getByText('Passwords do not match', { exact: true }), "'Passwords do not match'");

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expectVisible(
      page.getByText('Password must be at least 12 characters long', { exact: true }),
      "'Password must be at least 12 characters long'",
    );

    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expectVisible(pageHeading(page, 'Password Reset Complete'), 'the Password Reset Complete view');
    await expectToast(page, 'Password Reset Successfully');
    expect(await page.getByRole('link', { name: 'Login Now', exact: true }).getAttribute('href')).toBe('/auth');

    const elapsed = await redirectDelayMs(page, 'Password Reset Complete', '/auth');
    expect(elapsed, 'ms from Password Reset Complete to /auth').toBeGreaterThanOrEqual(4_900);
    expect(elapsed, 'ms from Password Reset Complete to /auth').toBeLessThan(7_000);
  });

  it('signs in with the reset password, and no longer with the changed one', async () => {
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }), "the 'Sign In' button");
    await submitLogin(page, { username: USERNAME, password: CHANGED_PASSWORD });
    await expectToast(page, 'Invalid username or password');
    await signIn(page, { username: USERNAME, password: RESET_PASSWORD }, { landOn: '/' });
    await expectVisible(pageHeading(page, 'Dashboard'), 'the Dashboard heading');

    await page.goto('/audit');
    const entries = page.getByTestId('audit-entry');
    await expectVisible(
      entries.filter({ hasText: `${USERNAME} reset their password with an emailed link; all sessions were signed out` }),
      'the password reset audit entry',
    );
    await expectVisible(entries.filter({ hasText: `Password reset link sent to ${USERNAME}` }), 'the reset request audit entry');
  });

  it('refuses the used link: Invalid Reset Link, then /forgot-password after about 3 s', async () => {
    // Any visitor may open the link; a signed-in one is not redirected away from it.
    await page.goto(resetLink);
    await expectVisible(pageHeading(page, 'Invalid Reset Link'), 'the Invalid Reset Link view');
    await expectToast(page, 'Invalid Reset Link', 'This password reset link is invalid or has expired.');
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);

    const elapsed = await redirectDelayMs(page, 'Invalid Reset Link', '/forgot-password');
    expect(elapsed, 'ms from Invalid Reset Link to /forgot-password').toBeGreaterThanOrEqual(2_900);
    expect(elapsed, 'ms from Invalid Reset Link to /forgot-password').toBeLessThan(5_000);
    await expectVisible(pageHeading(page, 'Forgot Password'), 'the Forgot Password form');
  });
});

describe('sign-in delays', () => {
  it('tells a visitor who keeps guessing how long to wait', async () => {
    const { context, page: visitor } = await newPage(browser, server.baseUrl);
    try {
      await visitor.goto('/auth');
      // The free attempts for one username at one address, then a wait.
      for (let i = 0; i < 5; i++) {
        await submitLogin(visitor, { username: 'nobody.guessing', password: `guess-number-${i}` });
        await expectToast(visitor, 'Invalid username or password');
        await visitor.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      }
      await submitLogin(visitor, { username: 'nobody.guessing', password: 'guess-number-6' });
      const toast = await expectToast(visitor, 'Too many sign-in attempts. Please wait');
      expect(await toast.innerText()).toMatch(/Please wait \d+ seconds? and try again\./);
    } finally {
      await context.close();
    }
  });
});
