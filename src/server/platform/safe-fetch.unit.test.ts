import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, safeFetch } from './safe-fetch';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/page') return res.end('<html><body>Paid for by Friends of Pat</body></html>');
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
  ])('%s -> %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('safeFetch', () => {
  it('refuses loopback targets unless the host is allow-listed', async () => {
    await expect(safeFetch(`http://localhost:${port}/page`, { allowPrivateHosts: [] })).rejects.toThrow(/non-public address/);
    await expect(safeFetch(`http://127.0.0.1:${port}/page`, { allowPrivateHosts: [] })).rejects.toThrow(/not a public address/);
    const ok = await safeFetch(`http://localhost:${port}/page`, { allowPrivateHosts: ['localhost'] });
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toContain('Paid for by');
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
