import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('IMAP configuration from the environment', () => {
  it('is absent unless IMAP_HOST is set', () => {
    expect(loadConfig({}).imap).toBeNull();
  });

  it('reads a password mailbox with the defaults: port 993, TLS, INBOX', () => {
    expect(loadConfig({ IMAP_HOST: 'imap.example.com', IMAP_USER: 'ads@example.com', IMAP_PASSWORD: 'pw' }).imap).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'ads@example.com',
      password: 'pw',
      accessToken: null,
      mailbox: 'INBOX',
      oauth: null,
    });
  });

  it('reads OAuth2 with a refresh token (Gmail, Microsoft 365)', () => {
    const { imap } = loadConfig({
      IMAP_HOST: 'imap.gmail.com',
      IMAP_USER: 'ads@example.com',
      IMAP_SECURE: 'true',
      IMAP_MAILBOX: 'Ads',
      IMAP_OAUTH_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      IMAP_OAUTH_CLIENT_ID: 'client',
      IMAP_OAUTH_REFRESH_TOKEN: 'refresh',
    });
    expect(imap).toMatchObject({ mailbox: 'Ads', password: null, oauth: { tokenUrl: 'https://oauth2.googleapis.com/token', clientSecret: null, refreshToken: 'refresh' } });
  });

  it('refuses a mailbox without a user or without any credential, naming what is missing', () => {
    expect(() => loadConfig({ IMAP_HOST: 'imap.example.com', IMAP_PASSWORD: 'pw' })).toThrow(/IMAP_USER is required/);
    expect(() => loadConfig({ IMAP_HOST: 'imap.example.com', IMAP_USER: 'u' })).toThrow(ConfigError);
    expect(() => loadConfig({ IMAP_HOST: 'h', IMAP_USER: 'u', IMAP_ACCESS_TOKEN: 't', IMAP_PORT: '99999' })).toThrow(/IMAP_PORT/);
  });
});
