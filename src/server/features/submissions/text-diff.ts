import { diffWords } from 'diff';
import type { TTextDiff, TTextDiffPart } from '../../../domain/version-compare';

/** Characters of each text compared: an ad's copy fits many times over; the reply stays small for long documents. */
export const COMPARED_TEXT_LIMIT = 20_000;

/**
 * Edits (in words) beyond which two texts count as different documents rather than a revision: Myers' diff costs
 * grow with the square of the edits (1,000 took 0.2 s on a 2-core machine), and past this a word diff reads no
 * better than the two texts whole. The time bound keeps a slow machine from holding the request longer.
 */
export const MAX_WORD_EDITS = 1_000;
const MAX_DIFF_MS = 300;

type Region = { equal: string } | { deleted: string; inserted: string };

/**
 * A shortest word diff keeps any word the two texts share, so a rewritten sentence comes out as confetti: "Our
 * delta-[9] THC gummies contain [5]% THC" against "open from 9 to 5" keeps the 9 and the 5. As diff-match-patch's
 * semantic clean-up does, an unchanged run no longer than the changes on either side of it joins them.
 */
function mergeSmallEqualities(parts: TTextDiffPart[]): TTextDiffPart[] {
  const regions: Region[] = [];
  for (const part of parts) {
    const last = regions.at(-1);
    if (part.op === 'equal') regions.push({ equal: part.text });
    else if (last && !('equal' in last)) last[part.op === 'delete' ? 'deleted' : 'inserted'] += part.text;
    else regions.push(part.op === 'delete' ? { deleted: part.text, inserted: '' } : { deleted: '', inserted: part.text });
  }
  const size = (r: Region) => ('equal' in r ? 0 : Math.max(r.deleted.length, r.inserted.length));
  for (let k = 1; k < regions.length - 1; k++) {
    const [before, middle, after] = [regions[k - 1], regions[k], regions[k + 1]];
    if (!('equal' in middle) || 'equal' in before || 'equal' in after) continue;
    if (middle.equal.length > size(before) || middle.equal.length > size(after)) continue;
    regions.splice(k - 1, 3, { deleted: before.deleted + middle.equal + after.deleted, inserted: before.inserted + middle.equal + after.inserted });
    k = Math.max(0, k - 2);
  }
  return regions.flatMap((r): TTextDiffPart[] =>
    'equal' in r
      ? [{ op: 'equal', text: r.equal }]
      : [...(r.deleted ? [{ op: 'delete' as const, text: r.deleted }] : []), ...(r.inserted ? [{ op: 'insert' as const, text: r.inserted }] : [])],
  );
}

const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** The words inserted and deleted from one version's text to the next's (jsdiff's word diff, cleaned up for reading), with their counts. */
export function diffText(before: string, after: string): TTextDiff {
  const truncated = before.length > COMPARED_TEXT_LIMIT || after.length > COMPARED_TEXT_LIMIT;
  const a = before.slice(0, COMPARED_TEXT_LIMIT);
  const b = after.slice(0, COMPARED_TEXT_LIMIT);
  const changes = diffWords(a, b, { maxEditLength: MAX_WORD_EDITS, timeout: MAX_DIFF_MS });
  const parts: TTextDiffPart[] = changes
    ? mergeSmallEqualities(changes.map((c) => ({ op: c.added ? 'insert' : c.removed ? 'delete' : 'equal', text: c.value })))
    : [
        ...(a ? [{ op: 'delete' as const, text: a }] : []),
        ...(b ? [{ op: 'insert' as const, text: b }] : []),
      ];
  const count = (op: TTextDiffPart['op']) => parts.filter((p) => p.op === op).reduce((sum, p) => sum + wordCount(p.text), 0);
  return { parts, insertedWords: count('insert'), deletedWords: count('delete'), truncated, wordLevel: changes !== undefined };
}
