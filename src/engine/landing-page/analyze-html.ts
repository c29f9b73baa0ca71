import * as cheerio from 'cheerio';
import { findDisclosure, looksLikeDisclosureLink } from './disclosure';

export interface HtmlAnalysis {
  visibleText: string;
  disclosure: string | null;
  /** A disclosure present in the markup but hidden from readers: it does not count. */
  hiddenDisclosure: string | null;
  /** Same-site links that may lead to the disclosure, most promising first. */
  candidateLinks: string[];
}

// Inline styles that hide text from a reader: not shown, invisible, transparent, or too small to read.
const HIDING_STYLE =
  /(display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(\.0\d*)?\s*(;|$)|font-size\s*:\s*0*(\.\d+)?[0-5](\.\d+)?px|font-size\s*:\s*0\s*(;|$)|(^|;)\s*(width|height)\s*:\s*0(px)?\s*(;|$)|clip\s*:\s*rect\(0)/i;

function isHidden(el: cheerio.Cheerio<any>): boolean {
  return el.is('[hidden], [aria-hidden="true"], template') || HIDING_STYLE.test(el.attr('style') ?? '');
}

/**
 * What a reader of the page sees, without a browser: text outside scripts, styles and elements hidden by
 * attribute or inline style. Used when no Chromium is available, and to explain a hidden disclosure.
 */
export function analyzeHtml(html: string, pageUrl: string): HtmlAnalysis {
  const $ = cheerio.load(html);
  $('script, style, noscript, svg, head').remove();
  const fullText = $('body').text();
  $('*').each((_, node) => {
    const el = $(node);
    if (isHidden(el)) el.remove();
  });
  const visibleText = $('body').text().replace(/\s+/g, ' ').trim();
  const disclosure = findDisclosure(visibleText)?.text ?? null;
  const hiddenDisclosure = disclosure ? null : (findDisclosure(fullText)?.text ?? null);
  return { visibleText, disclosure, hiddenDisclosure, candidateLinks: candidateLinks($, pageUrl) };
}

function candidateLinks($: cheerio.CheerioAPI, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const found = new Set<string>();
  $('a[href]').each((_, node) => {
    const href = $(node).attr('href') ?? '';
    let target: URL;
    try {
      target = new URL(href, base);
    } catch {
      return;
    }
    if (target.host !== base.host || !/^https?:$/.test(target.protocol)) return;
    target.hash = '';
    if (target.toString() === base.toString()) return;
    if (looksLikeDisclosureLink($(node).text(), target.pathname)) found.add(target.toString());
  });
  return [...found].slice(0, 5);
}
