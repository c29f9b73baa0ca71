import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLabel, startTestApp, type TestApp } from '../../test/helpers/test-app';

// A build as the web build leaves it: hashed assets with brotli and gzip copies beside them.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Advertising Compliance Platform</title>');
  const asset = path.join(webDir, 'assets', 'index-Abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  t = await startTestApp({ overrides: { webDistDir: webDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe(`web assets (${databaseLabel})`, () => {
  it('sends the compressed copy the browser accepts, and caches hashed assets for good', async () => {
    const url = `${t.baseUrl}/assets/index-Abc123.js`;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(await res.text()).toBe(script);
    }
  });

  it('serves the app page for client-side routes without caching it for good', async () => {
    const res = await fetch(`${t.baseUrl}/review/123`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Advertising Compliance Platform');
    expect(res.headers.get('cache-control')).not.toMatch(/immutable/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
