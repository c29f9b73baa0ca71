import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, resolveGuardedAddress, safeFetch } from './safe-fetch';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/page') return res.end('<html><body>Paid for by Friends of Pat</body></html>');
    if (req.url === '/echo') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      return req.on('end', () => res.end(`${req.method} ${body}`));
    }
    if (req.url === '/to-loopback-ip') return res.writeHead(302, { location: `http://127.0.0.1:${port}/page` }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/huge') return res.end(Buffer.alloc(2 * 1024 * 1024, 'a'));
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 3000);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['not-an-ip', false],
    // IPv6 forms that carry an IPv4 address are judged by the IPv4 they carry.
    ['::7f00:1', false],
    ['::127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:0:7f00:1', false],
    ['::a00:1', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2002:7f00:1::', false],
    ['2002:c0a8:101::1', false],
    ['64:ff9b:1::7f00:1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['::ffff:8.8.8.8', true],
    ['::808:808', true],
    ['64:ff9b::808:808', true],
    ['2002:808:808::1', true],
  ])('%s -> %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('resolveGuardedAddress', () => {
  it('refuses loopback names and IPv6 forms of private addresses unless allow-listed, and hands back the checked address', async () => {
    await expect(resolveGuardedAddress('localhost', [])).rejects.toThrow(/non-public address/);
    await expect(resolveGuardedAddress('::7f00:1', [])).rejects.toThrow(/not a public address/);
    await expect(resolveGuardedAddress('[::ffff:127.0.0.1]', [])).rejects.toThrow(/not a public address/);
    expect(await resolveGuardedAddress('127.0.0.1', ['127.0.0.1'])).toEqual({ address: '127.0.0.1', family: 4 });
    expect((await resolveGuardedAddress('localhost', ['localhost'])).address).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await resolveGuardedAddress('8.8.8.8', [])).toEqual({ address: '8.8.8.8', family: 4 });
  });
});

describe('safeFetch', () => {
  it('refuses loopback targets unless the host is allow-listed', async () => {
    await expect(safeFetch(`http://localhost:${port}/page`, { allowPrivateHosts: [] })).rejects.toThrow(/non-public address/);
    await expect(safeFetch(`http://127.0.0.1:${port}/page`, { allowPrivateHosts: [] })).rejects.toThrow(/not a public address/);
    const ok = await safeFetch(`http://localhost:${port}/page`, { allowPrivateHosts: ['localhost'] });
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toContain('Paid for by');
  });

  it('refuses IPv6 forms of loopback and link-local addresses written in the URL', async () => {
    for (const url of [
      `http://[::127.0.0.1]:${port}/page`,
      `http://[::7f00:1]:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
      `http://[::ffff:7f00:1]:${port}/page`,
      `http://[64:ff9b::7f00:1]:${port}/page`,
      `http://[2002:7f00:1::]:${port}/page`,
      'http://[::ffff:169.254.169.254]/latest/meta-data',
    ]) {
      await expect(safeFetch(url, { allowPrivateHosts: [] }), url).rejects.toThrow(/is not a public address/);
    }
  });

  it('sends a body with POST and refuses to follow a redirect with it', async () => {
    const res = await safeFetch(`http://localhost:${port}/echo`, {
      allowPrivateHosts: ['localhost'],
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token',
    });
    expect(res.body.toString()).toBe('POST grant_type=refresh_token');
    await expect(safeFetch(`http://localhost:${port}/loop`, { allowPrivateHosts: ['localhost'], method: 'POST', body: 'x' })).rejects.toThrow(/redirect/);
  });

  it('checks every redirect again', async () => {
    await expect(safeFetch(`http://localhost:${port}/to-loopback-ip`, { allowPrivateHosts: ['localhost'] })).rejects.toThrow(/127\.0\.0\.1 is not a public address/);
    await expect(safeFetch(`http://localhost:${port}/loop`, { allowPrivateHosts: ['localhost'], maxRedirects: 3 })).rejects.toThrow(/More than 3 redirects/);
  });

  it('bounds size and time, and takes only http(s)', async () => {
    await expect(safeFetch(`http://localhost:${port}/huge`, { allowPrivateHosts: ['localhost'], maxBytes: 1024 * 1024 })).rejects.toThrow(/larger than 1 MB/);
    await expect(safeFetch(`http://localhost:${port}/slow`, { allowPrivateHosts: ['localhost'], timeoutMs: 500 })).rejects.toThrow();
    await expect(safeFetch('file:///etc/passwd', { allowPrivateHosts: [] })).rejects.toThrow(/Only http and https/);
  });
});
