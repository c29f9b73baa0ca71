import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('configuration', () => {
  it('defaults to port 5000 and the embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.cookieSecure).toBe(false);
  });

  it('reads overrides and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '6100', DATA_DIR: '/tmp/acp', DATABASE_URL: 'postgres://db/acp', SMTP_URL: '' });
    expect(config.port).toBe(6100);
    expect(config.dataDir).toBe('/tmp/acp');
    expect(config.databaseUrl).toBe('postgres://db/acp');
    expect(config.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:6100');
  });

  it('makes cookies Secure behind an https public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ads.example.com/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://ads.example.com/' }).publicUrl).toBe('https://ads.example.com');
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL must start with postgres/);
    }
  });
});
