import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { runAxe } from './axe';
import { waitForAnimations } from './journey';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep Chromium off the network and quiet in a sandboxed, offline machine.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  // Fail a missing element well inside the test timeout, with the locator named in the error.
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * Serious and critical accessibility findings on the current page (axe-core, run in the page), once its animations
 * have settled: a toast or a panel still fading in is measured at part of its opacity, so its contrast would be too.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await waitForAnimations(page);
  const results = await runAxe(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Fail with every serious or critical finding and the elements it names, once the page's animations have settled. */
export async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const found = await seriousAxeFindings(page);
  expect(found, `${where}:\n${found.map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')}`).toEqual([]);
}
