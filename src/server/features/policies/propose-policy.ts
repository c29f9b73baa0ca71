import type { TPolicyProposal } from '../../../domain/policies';
import type { TPolicyLibraryCategory } from '../../../domain/policy-library';

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it its may must no not of on or shall should that the their them these this to with without will any all other such than into only also each which who whom when where been being was were can cannot do does per under within our your you we us ads below above'.split(
    ' ',
  ),
);

// Words that place a policy in one of the library's four categories.
const CATEGORY_SIGNALS: [TPolicyLibraryCategory, RegExp][] = [
  ['Regulated Products', /\b(alcohol|beer|wine|liquor|cannabis|hemp|thc|tobacco|vape|firearm|gun|weapon|pharmac|drug|supplement|lottery|gambling|betting|casino)\w*/gi],
  ['Restricted Content', /\b(adult|explicit|sexual|nudity|violence|hate|discriminat|offensive|graphic|obscen)\w*/gi],
  ['Content Requirements', /\b(disclos|disclaimer|label|paid for by|sponsor|language|translation|font|legib|notice|identify)\w*/gi],
  ['General Standards', /\b(truth|accura|mislead|decept|claim|substantiat|taste|standard|fair|honest)\w*/gi],
];

const REQUIREMENT_LINE = /^\s*(?:[-*\u2022\u25aa]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+(.{8,300})$|^(.{8,300}\b(?:must|shall|required|may not|must not|prohibited|should)\b.{0,200})$/i;

function firstSentences(text: string, max: number): string {
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]/g) ?? [text];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > max) break;
    out += s;
  }
  return (out || text.slice(0, max)).trim();
}

/**
 * A first draft of a policy from a document's text, for an admin to correct and confirm: the title from
 * the first heading-like line, a category by the words that dominate, rule-like lines as requirements,
 * the most frequent meaningful words as keywords, and any statute or regulation cited as the reference.
 */
export function proposePolicy(text: string, fallbackTitle: string): TPolicyProposal {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const title = (lines.find((l) => l.length >= 4 && l.length <= 120 && !/[.:]$/.test(l)) ?? fallbackTitle).slice(0, 200);
  const body = lines.filter((l) => l !== title).join('\n');

  const categoryScores = CATEGORY_SIGNALS.map(([category, pattern]) => [category, (text.match(pattern) ?? []).length] as const);
  const [bestCategory, bestScore] = [...categoryScores].sort((a, b) => b[1] - a[1])[0];
  const category: TPolicyLibraryCategory = bestScore > 0 ? bestCategory : 'General Standards';

  const requirements = [
    ...new Set(
      lines
        .map((l) => REQUIREMENT_LINE.exec(l))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => (m[1] ?? m[2]).trim()),
    ),
  ].slice(0, 12);

  const counts = new Map<string, number>();
  const tally = (source: string, weight: number) => {
    for (const word of source.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []) {
      if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + weight);
    }
  };
  // A title word says what the policy is about more than a word of its body.
  tally(title, 3);
  tally(body, 1);
  const keywords = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8).map(([w]) => w);

  const citations = text.match(/\b(?:\d+\s+U\.S\.C\.\s+§?\s*[\w.()]+|\d+\s+CFR\s+[\d.]+|Minn\.\s+Stat\.\s+§?\s*[\d.A-Z()]+|FTC Act[^.,;\n]{0,20})/g) ?? [];
  const reference = [...new Set(citations.map((c) => c.trim().replace(/[.,;]+$/, '')))].slice(0, 3).join('; ') || 'Publisher policy';
  const strict = /\b(prohibited|illegal|must not|shall not|may not|felony|misdemeanor|penalt)\w*/i.test(text);

  return {
    title,
    category,
    description: firstSentences(body || text, 600),
    requirements,
    keywords,
    riskLevel: strict ? 'high' : requirements.length > 0 ? 'moderate' : 'low',
    reference,
    extractedText: text.slice(0, 20_000),
  };
}
