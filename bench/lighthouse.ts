import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';

export type Preset = 'desktop' | 'mobile';

export interface LighthouseRun {
  preset: Preset;
  /** 0-100, the run with the median score of `scores`. */
  score: number;
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  finalUrl: string;
  /** Desktop only: an ad desk works on desktop browsers; mobile is reported for reference. */
  target: number | null;
  met: boolean | null;
}

export interface LighthouseResult {
  lighthouse: string;
  chromium: string;
  url: string;
  /** The machine's 1-minute load average as the runs began: scores drop sharply on a busy machine. */
  loadAverage: number;
  runs: LighthouseRun[];
}

const TARGET_SCORE = 90;
// The dashboard is the index route of the signed-in layout (src/web/app/router.tsx).
const DASHBOARD_PATH = '/';
// What the dashboard asks the API for; all must have answered 200 for the page to count as rendered.
const DASHBOARD_REQUESTS = [/^\/api\/user$/, /^\/api\/submissions\/stats$/, /^\/api\/submissions\?/];

const chromiumPath = () => process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface NetworkRequestItem {
  url: string;
  statusCode: number;
}

/** Throws unless the run ended on the dashboard with its data loaded, and nothing left the loopback server. */
function assertDashboardRendered(lhr: Result, baseUrl: string): void {
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== DASHBOARD_PATH) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the dashboard: the session was not accepted`);
  }
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
  const requests = (details?.items ?? []).filter((r) => r.url.startsWith('http'));
  const origin = new URL(baseUrl).origin;
  const elsewhere = requests.filter((r) => new URL(r.url).origin !== origin);
  if (elsewhere.length) throw new Error(`The dashboard requested other origins: ${elsewhere.map((r) => r.url).join(', ')}`);
  for (const pattern of DASHBOARD_REQUESTS) {
    const request = requests.find((r) => {
      const url = new URL(r.url);
      return pattern.test(url.pathname + url.search);
    });
    if (request?.statusCode !== 200) {
      throw new Error(`The dashboard did not load ${pattern}: ${request ? `status ${request.statusCode}` : 'never requested'}`);
    }
  }
}

// Lighthouse's own trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP): such a run is
// repeated, up to this many times in all; a run that did not show the dashboard is never repeated.
const ATTEMPTS_PER_RUN = 3;

async function runOnce(url: string, flags: Flags, config: Config | undefined, log: (line: string) => void): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (!lhr.runtimeError) return lhr;
    const failure = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse failed ${attempt} times, last with ${failure}`);
    log(`  lighthouse run failed (${failure}), repeating it`);
  }
}

const numeric = (lhr: Result, audit: string) => Math.round((lhr.audits[audit]?.numericValue ?? NaN) * 1000) / 1000;

function summarise(preset: Preset, lhrs: Result[]): LighthouseRun {
  const scored = lhrs.map((lhr) => ({ lhr, score: Math.round((lhr.categories.performance?.score ?? 0) * 100) })).sort((a, b) => a.score - b.score);
  const { lhr, score } = scored[Math.floor(scored.length / 2)];
  const target = preset === 'desktop' ? TARGET_SCORE : null;
  return {
    preset,
    score,
    scores: lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    finalUrl: lhr.finalDisplayedUrl,
    target,
    met: target === null ? null : score >= target,
  };
}

/**
 * Lighthouse's performance category for the signed-in dashboard, with the desktop preset and the default
 * mobile emulation (simulated throttling), `runs` times each; the run with the median score is reported,
 * as Lighthouse CI does, because single runs on a shared machine vary by several points.
 */
export async function measureLighthouse(baseUrl: string, cookie: string, runs: number, log: (line: string) => void): Promise<LighthouseResult> {
  const loadAverage = Math.round(os.loadavg()[0] * 100) / 100;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Loopback only: every host but the server's 127.0.0.1 fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const url = new URL(DASHBOARD_PATH, baseUrl).toString();
    const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } };
    const presets: [Preset, Config | undefined][] = [
      ['desktop', desktopConfig],
      ['mobile', undefined],
    ];
    const results: LighthouseRun[] = [];
    let version = '';
    for (const [preset, config] of presets) {
      const lhrs: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await runOnce(url, flags, config, log);
        assertDashboardRendered(lhr, baseUrl);
        for (const warning of lhr.runWarnings) log(`  lighthouse ${preset}: ${warning}`);
        version = lhr.lighthouseVersion;
        lhrs.push(lhr);
      }
      const run = summarise(preset, lhrs);
      results.push(run);
      log(
        `  ${preset}: score ${run.score} (runs ${run.scores.join(', ')}), FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, SI ${run.speedIndexMs} ms`,
      );
    }
    // The user agent carries only the major version; the DevTools endpoint has the full one.
    const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
    return { lighthouse: version, chromium: browser.Browser, url, loadAverage, runs: results };
  } finally {
    chrome.kill();
  }
}
