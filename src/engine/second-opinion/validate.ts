import { z } from 'zod';
import type { TViolationSeverity } from '../../domain/enums';
import type { TRuleFinding } from '../rules/types';
import type { TDroppedSuggestion, TEngineFinding, TLibraryPolicy } from './types';

/** One suggestion as the model must write it. Anything else in the answer is ignored; a wrong type drops the item. */
export const ZModelSuggestion = z.object({
  policyId: z.string().trim().min(1).max(200),
  evidence: z.string().trim().min(1).max(1000),
  explanation: z.string().trim().min(1).max(2000),
});
export type TModelSuggestion = z.infer<typeof ZModelSuggestion>;

/** The answer as a whole: an object with a list of suggestions (possibly empty). Anything else is malformed. */
export const ZModelAnswer = z.object({ suggestions: z.array(z.unknown()) });

/** At most this many suggestions of one answer are looked at; the rest are dropped as invalid. */
export const MAX_SUGGESTIONS = 20;
/** A quote shorter than this (after normalising) proves nothing: "a" occurs in every ad. */
export const MIN_EVIDENCE_CHARS = 4;
const MAX_EXPLANATION_CHARS = 500;
const MAX_DROPPED_TEXT = 200;

const SEVERITY_BY_RISK: Record<string, TViolationSeverity> = { high: 'major', moderate: 'moderate', low: 'minor' };

const FOLD: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
  '\u2026': '...', '\u00A0': ' ',
};

/**
 * Text folded for comparison: lower case, typographic quotes and dashes made plain, every run of white
 * space one space. `map[i]` is the offset in the original of the folded text's character `i`.
 */
export function foldText(original: string): { text: string; map: number[] } {
  let text = '';
  const map: number[] = [];
  let pendingSpace = false;
  for (let i = 0; i < original.length; i++) {
    const ch = original[i];
    if (/\s/.test(ch) || ch === '\u00A0') {
      pendingSpace = text.length > 0;
      continue;
    }
    if (pendingSpace) {
      text += ' ';
      map.push(i - 1);
      pendingSpace = false;
    }
    const folded = (FOLD[ch] ?? ch).toLowerCase();
    for (const c of folded) {
      text += c;
      map.push(i);
    }
  }
  return { text, map };
}

/** Where `quote` occurs in `text`, compared folded; null when it does not (or is too short to prove anything). */
export function locateEvidence(text: string, quote: string, folded = foldText(text)): { start: number; end: number } | null {
  const q = foldText(quote.replace(/^["'\u201C\u2018]+|["'\u201D\u2019]+$/g, '')).text;
  if (q.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_EVIDENCE_CHARS) return null;
  const at = folded.text.indexOf(q);
  if (at < 0) return null;
  return { start: folded.map[at], end: folded.map[at + q.length - 1] + 1 };
}

const overlaps = (a: { start: number; end: number }, b: { spanStart: number | null; spanEnd: number | null }) =>
  b.spanStart !== null && b.spanEnd !== null && a.start < b.spanEnd && b.spanStart < a.end;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Keeps a model's suggestion only when it names a policy of the library and quotes evidence that occurs in
 * the extracted text, and when no rule finding of the same policy already covers that evidence. A kept
 * suggestion becomes a finding marked as the model's; its severity follows the policy's risk level, never
 * the model's say.
 */
export function validateSuggestions(
  items: readonly unknown[],
  context: { text: string; policies: readonly TLibraryPolicy[]; ruleFindings: readonly TRuleFinding[] },
): { suggestions: TEngineFinding[]; dropped: TDroppedSuggestion[] } {
  const byId = new Map(context.policies.map((p) => [p.id, p]));
  const folded = foldText(context.text);
  const suggestions: TEngineFinding[] = [];
  const dropped: TDroppedSuggestion[] = [];
  const drop = (item: unknown, reason: TDroppedSuggestion['reason']) => {
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? clip(v, MAX_DROPPED_TEXT) : null);
    dropped.push({ policyId: str(o.policyId), evidence: str(o.evidence), reason });
  };

  items.forEach((item, index) => {
    if (index >= MAX_SUGGESTIONS) return drop(item, 'invalid');
    const parsed = ZModelSuggestion.safeParse(item);
    if (!parsed.success) return drop(item, 'invalid');
    const { policyId, evidence, explanation } = parsed.data;
    const policy = byId.get(policyId);
    if (!policy) return drop(item, 'unknown_policy');
    const span = locateEvidence(context.text, evidence, folded);
    if (!span) return drop(item, 'evidence_not_found');
    if (context.ruleFindings.some((f) => f.policyId === policyId && overlaps(span, f))) return drop(item, 'duplicate_of_rule');
    if (suggestions.some((f) => f.policyId === policyId && overlaps(span, f))) return drop(item, 'duplicate');
    suggestions.push({
      policyId,
      policyCategory: 'publisher_policy',
      severity: SEVERITY_BY_RISK[policy.riskLevel] ?? 'moderate',
      violationType: 'model_suggestion',
      description: `Model-suggested under "${policy.title}": ${clip(explanation, MAX_EXPLANATION_CHARS)}`,
      policySection: policy.reference,
      effectiveDate: null,
      affectedContent: context.text.slice(span.start, span.end),
      spanStart: span.start,
      spanEnd: span.end,
      kind: 'violation',
      origin: 'model',
    });
  });
  return { suggestions, dropped };
}
