import type { TViolationSeverity } from '../../domain/enums';
import { findPolicyRule } from '../../domain/policy-library';
import type { TRuleFinding, TRuleInput } from '../rules/types';
import type { TEngineFinding } from '../second-opinion/types';
import { adFeaturesOf, featuresOf, tokensOf, type TFeatureMap, type TToken } from './features';
import { probabilityOf, resemblanceModel, weightOf, weightTables, type TResemblanceModel, type TWeightTable } from './model';

/**
 * The resemblance model's suggestions. The rules catch what they were written for; copy worded in a way no rule
 * knows still tends to share words with the ads that broke the same policy. A word model trained on the labelled
 * corpus (`npm run train:resemblance`) reads every ad, and where it finds a policy likely broken and no rule of
 * that policy made a finding, it suggests one. A suggestion is a model's, like the second opinion's: it costs the
 * score nothing until a reviewer confirms it, and while it waits the ad is not eligible for auto-approval.
 */

const MODEL = resemblanceModel();
/** The finding type of a resemblance suggestion. */
export const RESEMBLANCE_TYPE = 'resembles_violations';
/** The finding type of the review item made below the suggestion threshold. */
export const RESEMBLANCE_REVIEW_TYPE = 'resembles_violations_review';
const SEVERITY_BY_RISK: Record<string, TViolationSeverity> = { high: 'major', moderate: 'moderate', low: 'minor' };
/** How many of the words that weigh most the description names. */
const WORDS_NAMED = 3;

let defaultTables: TWeightTable[] | undefined;

/**
 * `settled`: policies whose rule has read the ad's own question and found it answered, such as a political ad's
 * disclaimers printed in full. Political copy reads like the political ads that broke the legal policy, nearly all of
 * them by leaving those disclaimers out; on an ad that carries them the likeness says nothing the rule has not read.
 */
export function suggestByResemblance(
  input: TRuleInput,
  ruleFindings: readonly TRuleFinding[],
  model: TResemblanceModel = MODEL,
  settled: ReadonlySet<string> = new Set(),
): TEngineFinding[] {
  if (!input.text.trim()) return [];
  const tables = model === MODEL ? (defaultTables ??= weightTables(MODEL)) : weightTables(model);
  const tokens = tokensOf(input.text);
  const features = adFeaturesOf(input.text, tokens);
  const suggestions: TEngineFinding[] = [];
  for (const table of tables) {
    if (settled.has(table.policyId) || ruleFindings.some((f) => f.policyId === table.policyId && f.kind === 'violation')) continue;
    const probability = probabilityOf(table, features);
    const review = probability < model.threshold;
    if (review && (model.reviewThreshold === undefined || probability < model.reviewThreshold)) continue;
    const policy = findPolicyRule(table.policyId);
    const line = weightiestLine(input.text, tokens, features, table);
    if (!policy || !line) continue;
    const words = weightiestWords(input.text, features, table);
    const reads = `(${Math.round(probability * 100)}% by the word model)`;
    const weighing = `The words that weigh most: ${words.map((w) => `"${w}"`).join(', ')}.`;
    const evidence = {
      policyId: policy.id,
      policyCategory: 'publisher_policy' as const,
      policySection: policy.reference,
      effectiveDate: null,
      affectedContent: input.text.slice(line.start, line.end),
      spanStart: line.start,
      spanEnd: line.end,
    };
    suggestions.push(
      review
        ? // Too weak to suggest a violation, too strong to let the ad pass unread: a person reads it, and it costs nothing.
          {
            ...evidence,
            severity: 'minor',
            violationType: RESEMBLANCE_REVIEW_TYPE,
            description: `Reads somewhat like the ads that break "${policy.title}" ${reads}, though no rule matched it and the model does not suggest a violation. ${weighing} Read it against the policy before it runs.`,
            kind: 'review_item',
          }
        : {
            ...evidence,
            severity: SEVERITY_BY_RISK[policy.riskLevel] ?? 'moderate',
            violationType: RESEMBLANCE_TYPE,
            description: `Reads like the ads that break "${policy.title}" ${reads}, though no rule matched it. ${weighing} Confirm it if the ad breaks the policy; dismiss it if not.`,
            kind: 'violation',
            origin: 'model',
          },
    );
  }
  return suggestions;
}

/** The line whose own words and concepts weigh most towards the policy: the evidence a reviewer reads first. */
function weightiestLine(text: string, tokens: readonly TToken[], features: TFeatureMap, table: TWeightTable): { start: number; end: number } | null {
  const concepts = [...features].filter(([feature]) => feature.startsWith('~'));
  let best: { start: number; end: number; weight: number } | null = null;
  let next = 0;
  for (let lineStart = 0; lineStart <= text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const first = next;
    while (next < tokens.length && tokens[next].end <= lineEnd) next++;
    const inLine = tokens.slice(first, next);
    // A concept counts on the line where the ad first mentions it.
    const lineFeatures = new Map([...featuresOf(inLine), ...concepts.filter(([, span]) => span.start >= lineStart && span.end <= lineEnd)]);
    const weight = inLine.length ? weightOf(table, lineFeatures) : 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { start: inLine[0].start, end: inLine[inLine.length - 1].end, weight };
    lineStart = lineEnd + 1;
  }
  if (!best) return null;
  // Keep the line's closing punctuation with it.
  const end = best.end + (/^[.!?)"'\u201D\u2019]*/.exec(text.slice(best.end))?.[0].length ?? 0);
  return { start: best.start, end };
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}'\u2019]/u;

/** A feature's span widened to the whole words it sits in: the model reads "don't" as "don" and "t", a reviewer reads "don't". */
function wholeWords(text: string, span: { start: number; end: number }): string {
  let { start, end } = span;
  while (start > 0 && WORD_CHARACTER.test(text[start - 1])) start--;
  while (end < text.length && WORD_CHARACTER.test(text[end])) end++;
  return text.slice(start, end).replace(/^['\u2019]+|['\u2019]+$/g, '').replace(/\s+/g, ' ');
}

/** The ad's own words behind the features that push hardest towards the policy, none inside another. */
function weightiestWords(text: string, features: TFeatureMap, table: TWeightTable): string[] {
  const ranked = [...features]
    .map(([feature, span]) => ({ words: wholeWords(text, span), weight: table.weights.get(feature) ?? 0 }))
    .filter((f) => f.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const named: string[] = [];
  for (const { words } of ranked) {
    const lower = words.toLowerCase();
    if (named.some((n) => n.toLowerCase().includes(lower) || lower.includes(n.toLowerCase()))) continue;
    named.push(words);
    if (named.length === WORDS_NAMED) break;
  }
  return named;
}
