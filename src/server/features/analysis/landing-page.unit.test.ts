import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool } from '../../platform/browser';
import { createLocalStorage } from '../../platform/storage';
import { inspectLandingPage, type LandingPageDeps } from './landing-page';

const PAGES: Record<string, string> = {
  '/visible': '<html><body style="background:#fff"><h1>Vote Pat</h1><footer style="color:#333">Prepared and paid for by Friends of Pat, 1 Main St</footer></body></html>',
  '/hidden-css': '<html><head><style>.fine{display:none}</style></head><body><h1>Vote Pat</h1><p class="fine">Paid for by Friends of Pat</p></body></html>',
  '/white-on-white': '<html><body style="background:#ffffff"><h1>Vote Pat</h1><p style="color:#fefefe">Paid for by Friends of Pat</p></body></html>',
  '/landing': '<html><body><h1>Vote Pat</h1><a href="/about">About the campaign</a></body></html>',
  '/about': '<html><body>Paid for by Friends of Pat, Duluth</body></html>',
  '/none': '<html><body><h1>Vote Pat</h1><a href="/shop">Shop</a></body></html>',
};

let server: http.Server;
let base: string;
let dir: string;
// A second server on a non-public address the guard does not allow (127.0.0.1, written as an IP): the
// landing page refers to it in every way a page can, and it must never be asked for anything.
let forbidden: http.Server;
let forbiddenBase: string;
const forbiddenHits: string[] = [];

beforeAll(async () => {
  forbidden = http.createServer((req, res) => {
    forbiddenHits.push(`${req.method} ${req.url}`);
    res.end('leaked');
  });
  forbidden.on('upgrade', (req, socket) => {
    forbiddenHits.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.1', resolve));
  forbiddenBase = `127.0.0.1:${(forbidden.address() as AddressInfo).port}`;
  PAGES['/leaky'] = `<html><head><link rel="stylesheet" href="http://${forbiddenBase}/style.css">
    <link rel="dns-prefetch" href="http://${forbiddenBase}"><link rel="prefetch" href="http://${forbiddenBase}/prefetch"></head>
    <body><h1>Vote Pat</h1><p>Paid for by Friends of Pat</p>
    <img src="http://${forbiddenBase}/pixel.png"><iframe src="http://${forbiddenBase}/frame"></iframe>
    <script>
      fetch('http://${forbiddenBase}/fetch').catch(() => {});
      navigator.sendBeacon('http://${forbiddenBase}/beacon', 'x');
      try { new WebSocket('ws://${forbiddenBase}/socket'); } catch {}
      navigator.serviceWorker?.register('/sw.js').catch(() => {});
      fetch('/form', { method: 'POST', body: 'secret' }).catch(() => {});
      navigator.sendBeacon('/beacon', 'secret');
    </script></body></html>`;
  PAGES['/sw.js'] = `self.addEventListener('install', () => fetch('http://${forbiddenBase}/from-worker'));`;
  server = http.createServer((req, res) => {
    // A render reads the page: a post or beacon must not be sent at all, not even turned into a GET.
    if (req.url === '/form' || req.url === '/beacon') {
      forbiddenHits.push(`${req.method} ${req.url} on the page's own host`);
      return res.writeHead(405).end();
    }
    if (req.url === '/sw.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(PAGES['/sw.js']);
    if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    const page = PAGES[req.url ?? ''];
    if (!page) return res.writeHead(404).end('not found');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-lp-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => forbidden.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

for (const mode of ['without a browser', 'with Chromium'] as const) {
  const withBrowser = mode === 'with Chromium';
  describe.skipIf(withBrowser && !fs.existsSync(chromiumPath))(`landing page inspection ${mode}`, () => {
    let deps: LandingPageDeps;
    beforeAll(() => {
      deps = {
        browser: createBrowserPool(withBrowser ? chromiumPath : '/nonexistent/chromium'),
        storage: createLocalStorage(dir),
        fetchOptions: { allowPrivateHosts: ['localhost'] },
      };
    });
    afterAll(async () => deps.browser.close());

    it('finds a visible disclosure on the page', async () => {
      const r = await inspectLandingPage(deps, `${base}/visible`, '11111111-1111-4111-8111-111111111111');
      expect(r).toMatchObject({ disclosureFound: true, disclosureLocation: 'landing_page', disclosureUrl: `${base}/visible` });
      expect(r.disclosureText).toMatch(/^Prepared and paid for by Friends of Pat/);
      expect(r.processingTimeMs).toBeGreaterThanOrEqual(0);
      if (withBrowser) {
        expect(r.screenshotKey).toMatch(/^screenshots\/11111111-1111-4111-8111-111111111111\/[0-9a-f-]+\.png$/);
        const png = await deps.storage.read(r.screenshotKey!);
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      } else {
        expect(r.screenshotKey).toBeNull();
      }
    });

    it('finds the disclosure one click away', async () => {
      const r = await inspectLandingPage(deps, `${base}/landing`, '11111111-1111-4111-8111-111111111111');
      expect(r).toMatchObject({ disclosureFound: true, disclosureLocation: 'one_click_away', disclosureUrl: `${base}/about` });
    });

    it('does not count a disclosure hidden by a stylesheet', async () => {
      const r = await inspectLandingPage(deps, `${base}/hidden-css`, '11111111-1111-4111-8111-111111111111');
      // Without a browser only inline styles are seen, so the stylesheet-hidden text counts as visible there.
      expect(r.disclosureFound).toBe(!withBrowser);
      if (withBrowser) expect(r.error).toMatch(/hidden from readers/);
    });

    if (withBrowser) it('sends every request the rendered page makes through the guard: nothing reaches a refused host', async () => {
      forbiddenHits.length = 0;
      const r = await inspectLandingPage(deps, `${base}/leaky`, '11111111-1111-4111-8111-111111111111');
      expect(r).toMatchObject({ disclosureFound: true, disclosureLocation: 'landing_page' });
      expect(r.screenshotKey).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(forbiddenHits).toEqual([]);
    });

    if (withBrowser) it('does not count near-invisible text', async () => {
      const r = await inspectLandingPage(deps, `${base}/white-on-white`, '11111111-1111-4111-8111-111111111111');
      expect(r.disclosureFound).toBe(false);
      expect(r.error).toMatch(/hidden from readers/);
    });

    it('reports a missing disclosure, an error page and a redirect to a private address', async () => {
      expect((await inspectLandingPage(deps, `${base}/none`, '11111111-1111-4111-8111-111111111111')).disclosureFound).toBe(false);
      expect((await inspectLandingPage(deps, `${base}/missing`, '11111111-1111-4111-8111-111111111111')).error).toBe('The landing page answered HTTP 404');
      const blocked = await inspectLandingPage(deps, `${base}/to-metadata`, '11111111-1111-4111-8111-111111111111');
      expect(blocked.error).toMatch(/could not be fetched: 169\.254\.169\.254 is not a public address/);
    });
  });
}
