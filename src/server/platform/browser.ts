import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

// Flags that keep a headless Chromium off the network on its own and quiet in a sandboxed machine.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium never reaches the network itself: every request of a page is answered by the caller's route
  // handler (through the fetch guard). Whatever a route does not see (a protocol it misses, a DNS prefetch,
  // WebRTC) goes to a proxy that does not exist, loopback included, and names resolve to nothing.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--dns-prefetch-disable',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export interface BrowserPool {
  available: boolean;
  /**
   * Run with a fresh, isolated page; the context is closed afterwards whatever happens. The page may reach
   * nothing on its own: requests its `run` does not answer with `page.route` are refused, WebSockets are
   * closed before they connect and service workers (whose requests no route sees) are not allowed.
   */
  withPage<T>(run: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The system Chromium, started on first use and shared; absent binary means screenshots are skipped. */
export function createBrowserPool(executablePath: string): BrowserPool {
  const available = fs.existsSync(executablePath);
  let launching: Promise<Browser> | null = null;
  const browser = () => {
    launching ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch((error) => {
      launching = null;
      throw error;
    });
    return launching;
  };
  return {
    available,
    async withPage(run) {
      if (!available) throw new Error(`No Chromium at ${executablePath}`);
      const context = await (await browser()).newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: true,
        serviceWorkers: 'block',
      });
      try {
        await context.route('**/*', (route) => route.abort('blockedbyclient'));
        await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'Not allowed' }));
        return await run(await context.newPage());
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    async close() {
      if (!launching) return;
      const b = await launching.catch(() => null);
      launching = null;
      await b?.close().catch(() => undefined);
    },
  };
}
