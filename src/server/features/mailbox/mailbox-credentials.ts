import type { ImapSettings } from '../../config';
import type { Platform } from '../../platform/context';
import { safeFetch } from '../../platform/safe-fetch';
import { mailboxRuntime } from './mailbox-runtime';

// Credentials: a password, or an OAuth2 access token kept fresh with a refresh token when one is given.

/** Refresh this long before the token's expiry (spec 2 section 9), and never sooner than this after getting it. */
const REFRESH_AHEAD_MS = 5 * 60_000;
const MIN_REFRESH_DELAY_MS = 10_000;
const DEFAULT_TOKEN_LIFETIME_S = 3600;

export class TokenRefreshError extends Error {}

export interface CachedToken {
  accessToken: string;
  obtainedAt: number;
  expiresAt: number;
}

export type MailboxAuth = { user: string; pass?: string; accessToken?: string };

/** Drop this process's access token: the next sign-in asks for a new one (credentials saved, monitoring restarted). */
export function forgetAccessToken(platform: Platform): void {
  mailboxRuntime(platform).token = null;
}

export function canRefresh(settings: ImapSettings): boolean {
  return !!(settings.oauth?.refreshToken && settings.oauth.tokenUrl && settings.oauth.clientId);
}

/**
 * Hosts the mailbox may reach on a private, loopback or link-local address: those in FETCH_ALLOW_PRIVATE_HOSTS,
 * and the IMAP and token hosts the operator wrote in the IMAP_ variables. A mailbox connected in Settings (by
 * an admin, through the web) gets no more than the allow-list, so it cannot be aimed at the internal network.
 */
export function mailboxAllowList(platform: Platform): string[] {
  const { fetchAllowPrivateHosts, imap } = platform.config;
  if (!imap) return fetchAllowPrivateHosts;
  const hosts = [...fetchAllowPrivateHosts, imap.host];
  if (imap.oauth?.tokenUrl && URL.canParse(imap.oauth.tokenUrl)) hosts.push(new URL(imap.oauth.tokenUrl).hostname);
  return hosts;
}

async function requestAccessToken(platform: Platform, oauth: NonNullable<ImapSettings['oauth']>): Promise<{ accessToken: string; expiresInS: number }> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: oauth.refreshToken!, client_id: oauth.clientId });
  if (oauth.clientSecret) form.set('client_secret', oauth.clientSecret);
  let response: { status: number; body: Buffer };
  try {
    response = await safeFetch(oauth.tokenUrl, {
      allowPrivateHosts: mailboxAllowList(platform),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      timeoutMs: 15_000,
      maxBytes: 256 * 1024,
    });
  } catch (error) {
    throw new TokenRefreshError(`The token endpoint could not be reached: ${(error as Error).message}`);
  }
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown } | null = null;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    body = null;
  }
  if (response.status < 200 || response.status >= 300 || typeof body?.access_token !== 'string') {
    const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new TokenRefreshError(`The access token could not be refreshed (${reason})`);
  }
  const expiresInS = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_TOKEN_LIFETIME_S;
  return { accessToken: body.access_token, expiresInS };
}

/** What to sign in with at `now`: the password, the configured token, or a cached one refreshed when due. */
export async function credentialsFor(platform: Platform, settings: ImapSettings, now: number, forceRefresh: boolean): Promise<MailboxAuth> {
  if (canRefresh(settings)) {
    const runtime = mailboxRuntime(platform);
    const cached = runtime.token;
    const due = forceRefresh || !cached || now >= Math.max(cached.expiresAt - REFRESH_AHEAD_MS, cached.obtainedAt + MIN_REFRESH_DELAY_MS);
    if (!due) return { user: settings.user, accessToken: cached.accessToken };
    const { accessToken, expiresInS } = await requestAccessToken(platform, settings.oauth!);
    runtime.token = { accessToken, obtainedAt: now, expiresAt: now + expiresInS * 1000 };
    return { user: settings.user, accessToken };
  }
  if (settings.accessToken) return { user: settings.user, accessToken: settings.accessToken };
  return { user: settings.user, pass: settings.password ?? '' };
}
