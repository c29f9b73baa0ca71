/**
 * The disclosure a political ad's landing page must carry (Minn. Stat. 211B.04): "Prepared and paid for by"
 * the committee, or for a paid ad "Paid for by" / "Paid advertisement". Matched on visible text only.
 */
const DISCLOSURE_PATTERNS: RegExp[] = [
  /prepared\s+and\s+paid\s+for\s+by\s+[^.\n|]{2,160}/i,
  /paid\s+for\s+by\s+[^.\n|]{2,160}/i,
  /paid\s+political\s+advertisement[^.\n|]{0,160}/i,
  /paid\s+advertisement[^.\n|]{0,160}/i,
];

export interface DisclosureMatch {
  text: string;
  index: number;
}

export function findDisclosure(text: string): DisclosureMatch | null {
  const normalised = text.replace(/\s+/g, ' ');
  for (const pattern of DISCLOSURE_PATTERNS) {
    const match = pattern.exec(normalised);
    if (match) return { text: match[0].trim(), index: match.index };
  }
  return null;
}

/** Words in a link that suggest the disclosure may sit one click away. */
const DISCLOSURE_LINK_HINTS = /(paid[\s-]?for|disclos|about|committee|campaign|who[\s-]?we|legal|contact|donate|imprint)/i;

export function looksLikeDisclosureLink(label: string, href: string): boolean {
  return DISCLOSURE_LINK_HINTS.test(label) || DISCLOSURE_LINK_HINTS.test(href);
}
