import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { analyzeHtml } from '../../../engine/landing-page/analyze-html';
import { findDisclosure } from '../../../engine/landing-page/disclosure';
import type { TLandingPageEvidence } from '../../../engine/landing-page/evidence';
import type { BrowserPool } from '../../platform/browser';
import type { Storage } from '../../platform/storage';
import { safeFetch, type SafeFetchOptions } from '../../platform/safe-fetch';

export interface LandingPageDeps {
  browser: BrowserPool;
  storage: Storage;
  fetchOptions: SafeFetchOptions;
}

const MAX_SUBRESOURCES = 60;
const RENDER_TIMEOUT_MS = 15_000;

/**
 * In the rendered page, the disclosure-like texts and whether a reader can see them: not hidden by CSS,
 * not zero-sized, not near-transparent, not tiny, and not the same colour as what is behind it.
 */
async function visibleDisclosures(page: Page): Promise<{ text: string; visible: boolean }[]> {
  return page.evaluate(() => {
    const pattern = /(prepared\s+and\s+)?paid\s+(for\s+by|political\s+advertisement|advertisement)/i;
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const background = (el: Element | null): number[] => {
      for (let node = el; node; node = node.parentElement) {
        const c = parse(getComputedStyle(node).backgroundColor);
        if (c.length >= 3 && (c[3] ?? 1) > 0.5) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const results: { text: string; visible: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!el || !pattern.test(text)) continue;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      let opacity = 1;
      for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const fg = parse(style.color).slice(0, 3);
      const [l1, l2] = [luminance(fg), luminance(background(el))].sort((a, b) => b - a);
      const contrast = (l1 + 0.05) / (l2 + 0.05);
      const visible =
        el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false &&
        rect.width > 1 &&
        rect.height > 1 &&
        opacity > 0.1 &&
        parseFloat(style.fontSize) >= 6 &&
        contrast >= 1.5;
      results.push({ text, visible });
    }
    return results;
  });
}

/** Render the page in Chromium with every request sent through the SSRF-guarded fetch, and screenshot it. */
async function renderPage(deps: LandingPageDeps, url: string, submissionId: string) {
  return deps.browser.withPage(async (page) => {
    let requests = 0;
    await page.route('**/*', async (route) => {
      // Reading a page needs no form posts or beacons; the guard fetches with GET only.
      if (++requests > MAX_SUBRESOURCES || !['GET', 'HEAD'].includes(route.request().method())) return route.abort();
      try {
        const res = await safeFetch(route.request().url(), { ...deps.fetchOptions, maxRedirects: 3 });
        await route.fulfill({ status: res.status, body: res.body, contentType: res.contentType || undefined });
      } catch {
        await route.abort();
      }
    });
    await page.goto(url, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
    const found = await visibleDisclosures(page);
    const screenshot = await page.screenshot({ type: 'png', timeout: RENDER_TIMEOUT_MS });
    const screenshotKey = `screenshots/${submissionId}/${randomUUID()}.png`;
    await deps.storage.put(screenshotKey, screenshot);
    return { found, screenshotKey };
  });
}

/**
 * Look for the political disclosure on the landing page, then one click away (up to three same-site
 * links that look like they lead to it). A disclosure hidden from readers does not count.
 */
export async function inspectLandingPage(deps: LandingPageDeps, url: string, submissionId: string): Promise<TLandingPageEvidence> {
  const started = Date.now();
  const result = (partial: Partial<TLandingPageEvidence>): TLandingPageEvidence => ({
    url,
    disclosureFound: false,
    disclosureText: null,
    disclosureUrl: null,
    disclosureLocation: null,
    screenshotKey: null,
    error: null,
    ...partial,
    processingTimeMs: Date.now() - started,
  });
  let html: string;
  let finalUrl: string;
  try {
    const res = await safeFetch(url, deps.fetchOptions);
    if (res.status >= 400) return result({ error: `The landing page answered HTTP ${res.status}` });
    html = res.body.toString('utf8');
    finalUrl = res.url;
  } catch (error) {
    return result({ error: `The landing page could not be fetched: ${(error as Error).message}` });
  }

  const page = analyzeHtml(html, finalUrl);
  let disclosure = page.disclosure;
  let hidden = page.hiddenDisclosure;
  let screenshotKey: string | null = null;
  let renderError: string | null = null;
  if (deps.browser.available) {
    try {
      const rendered = await renderPage(deps, finalUrl, submissionId);
      screenshotKey = rendered.screenshotKey;
      const shown = rendered.found.find((f) => f.visible);
      disclosure = shown ? (findDisclosure(shown.text)?.text ?? shown.text) : null;
      hidden = disclosure ? null : (rendered.found[0]?.text ?? hidden);
    } catch (error) {
      renderError = `Screenshot failed: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  if (disclosure) {
    return result({ disclosureFound: true, disclosureText: disclosure, disclosureUrl: finalUrl, disclosureLocation: 'landing_page', screenshotKey, error: renderError });
  }

  for (const link of page.candidateLinks.slice(0, 3)) {
    try {
      const res = await safeFetch(link, deps.fetchOptions);
      const linked = res.status < 400 ? analyzeHtml(res.body.toString('utf8'), res.url) : null;
      if (linked?.disclosure) {
        return result({ disclosureFound: true, disclosureText: linked.disclosure, disclosureUrl: res.url, disclosureLocation: 'one_click_away', screenshotKey, error: renderError });
      }
    } catch {
      // An unreachable link is just not where the disclosure is.
    }
  }
  const note = hidden ? `A disclosure is present but hidden from readers ("${hidden.slice(0, 120)}"), so it does not count` : null;
  return result({ screenshotKey, error: [note, renderError].filter(Boolean).join('; ') || null });
}
