import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool, type BrowserPool } from './browser';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: http.Server;
let origin: string;
const hits: string[] = [];
let pool: BrowserPool;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('reached');
  });
  server.on('upgrade', (req, socket) => {
    hits.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = createBrowserPool(chromiumPath);
});
afterAll(async () => {
  await pool?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe.skipIf(!fs.existsSync(chromiumPath))('browser pool', () => {
  it('lets a page reach nothing its caller does not answer: subresources, frames, fetches, WebSockets, navigations', async () => {
    hits.length = 0;
    const result = await pool.withPage(async (page) => {
      await page.setContent(`<html><body>
        <img src="http://${origin}/img"><iframe src="http://${origin}/frame"></iframe>
        <link rel="stylesheet" href="http://${origin}/style.css">
        <script>
          fetch('http://${origin}/fetch').catch(() => {});
          try { new WebSocket('ws://${origin}/socket'); } catch {}
        </script></body></html>`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return page.goto(`http://${origin}/direct`).then(() => 'navigated', () => 'refused');
    });
    expect(result).toBe('refused');
    expect(hits).toEqual([]);
  });

  it('serves what the caller answers through its route', async () => {
    const text = await pool.withPage(async (page) => {
      await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<p>answered by the route</p>' }));
      await page.goto(`http://${origin}/routed`);
      return page.textContent('p');
    });
    expect(text).toBe('answered by the route');
    expect(hits).toEqual([]);
  });
});
