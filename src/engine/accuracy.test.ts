import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_LIBRARY } from '../domain/policy-library';
import { analyzeCreative, type TCreativeAnalysis } from './analyze';
import { createOcr, type TOcr } from './extract/index';
import { detectSensitiveDomains, isSensitiveDomainItem, SENSITIVE_DOMAINS } from './rules/sensitive-domains';
import { scoreAnalysis } from './score';
import type { TSubmissionMetadata } from './rules/types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CORPUS = path.join(ROOT, 'test/fixtures/corpus');
const RESULTS = path.join(ROOT, 'bench/results/accuracy.md');
const MIN_RECALL = 0.9;
/**
 * Each later batch was measured once before the rules saw it. These first runs are the honest
 * estimate for copy the rules were not written against; the tables below are after tuning.
 */
const FIRST_MEASUREMENTS = [
  { batch: 1, creatives: 110, clean: 31, precision: '98.7%', recall: '93.9%', cleanFlagged: '0 of 31', unseen: 'no (written alongside the rules)' },
  { batch: 2, creatives: 31, clean: 7, precision: '95.0%', recall: '79.2%', cleanFlagged: '1 of 7', unseen: 'yes' },
  { batch: 3, creatives: 32, clean: 8, precision: '100.0%', recall: '70.8%', cleanFlagged: '0 of 8', unseen: 'yes' },
];
const MAX_CLEAN_FALSE_POSITIVE_RATE = 0.05;

interface TManifestEntry {
  file: string;
  format: string;
  batch: number;
  mimeType: string;
  expected: string[];
  note: string;
  metadata: TSubmissionMetadata;
}

interface TOutcome {
  entry: TManifestEntry;
  predicted: string[];
  analysis: TCreativeAnalysis;
}

/** A policy is flagged when it has a violation above minor: minor notes are advisory and review items go to a person. */
const flaggedPolicies = (analysis: TCreativeAnalysis) =>
  [...new Set(analysis.findings.filter((f) => f.kind === 'violation' && f.severity !== 'minor').map((f) => f.policyId))].sort();

const ratio = (n: number, d: number) => (d === 0 ? null : n / d);
const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);
const short = (id: string) => id.replace(/^mock_/, '');

let ocr: TOcr;
const outcomes: TOutcome[] = [];

beforeAll(async () => {
  ocr = createOcr();
  const manifest = JSON.parse(await readFile(path.join(CORPUS, 'manifest.json'), 'utf8')) as TManifestEntry[];
  for (const entry of manifest) {
    const data = await readFile(path.join(CORPUS, 'files', entry.file));
    const analysis = await analyzeCreative({ files: [{ name: entry.file, mimeType: entry.mimeType, data }], metadata: entry.metadata, ocr });
    outcomes.push({ entry, predicted: flaggedPolicies(analysis), analysis });
  }
}, 240_000);

afterAll(async () => {
  await ocr.terminate();
});

interface TPolicyScore {
  policyId: string;
  title: string;
  support: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
}

function scorePolicies(subset: TOutcome[] = outcomes): TPolicyScore[] {
  return POLICY_LIBRARY.map((policy) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { entry, predicted } of subset) {
      const expected = entry.expected.includes(policy.id);
      const flagged = predicted.includes(policy.id);
      if (expected && flagged) tp++;
      else if (flagged) fp++;
      else if (expected) fn++;
    }
    return { policyId: policy.id, title: policy.title, support: tp + fn, tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
  });
}

function scoreTable(scores: TPolicyScore[], subset: TOutcome[]): string[] {
  const totals = scores.reduce((t, s) => ({ tp: t.tp + s.tp, fp: t.fp + s.fp, fn: t.fn + s.fn }), { tp: 0, fp: 0, fn: 0 });
  const clean = subset.filter((o) => o.entry.expected.length === 0);
  const cleanFlagged = clean.filter((o) => o.predicted.length > 0);
  return [
    '| Policy | Support | TP | FP | FN | Precision | Recall |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...scores.map((s) => `| ${s.title} (\`${s.policyId}\`) | ${s.support} | ${s.tp} | ${s.fp} | ${s.fn} | ${percent(s.precision)} | ${percent(s.recall)} |`),
    `| **All policies (micro)** | ${totals.tp + totals.fn} | ${totals.tp} | ${totals.fp} | ${totals.fn} | ${percent(ratio(totals.tp, totals.tp + totals.fp))} | ${percent(ratio(totals.tp, totals.tp + totals.fn))} |`,
    '',
    `False-positive rate on clean ads: **${percent(ratio(cleanFlagged.length, clean.length))}** (${cleanFlagged.length} of ${clean.length}).`,
  ];
}

/**
 * What the sensitive-subject review items change: clean ads they send to a person, and violating ads the
 * rules miss (no flag of an expected policy) that now at least reach a person instead of auto-approval.
 */
function sensitiveSubjectFigures() {
  const withoutDomainItems = (o: TOutcome) => {
    const findings = o.analysis.findings.filter((f) => !isSensitiveDomainItem(f));
    return scoreAnalysis(findings, o.analysis.files);
  };
  const domainItems = (o: TOutcome) => o.analysis.findings.filter(isSensitiveDomainItem);
  const clean = outcomes.filter((o) => o.entry.expected.length === 0);
  const violating = outcomes.filter((o) => o.entry.expected.length > 0);
  const missed = violating.filter((o) => o.entry.expected.some((p) => !o.predicted.includes(p)));
  // Would the net catch the ad if the rules missed it? Each violated policy that covers a subject, recognised or not.
  const subjectPolicies = new Set(SENSITIVE_DOMAINS.flatMap((d) => [d.policyId, ...(d.alsoCoveredBy ?? [])]));
  let netPairs = 0;
  let netRecognised = 0;
  for (const o of violating) {
    const detected = detectSensitiveDomains(o.analysis.text).map((d) => SENSITIVE_DOMAINS.find((s) => s.id === d.id)!);
    for (const policyId of o.entry.expected.filter((p) => subjectPolicies.has(p))) {
      netPairs++;
      if (detected.some((d) => d.policyId === policyId || d.alsoCoveredBy?.includes(policyId))) netRecognised++;
    }
  }
  const bySubject = new Map<string, number>();
  for (const o of clean) for (const f of domainItems(o)) bySubject.set(f.violationType, (bySubject.get(f.violationType) ?? 0) + 1);
  return {
    clean: clean.length,
    cleanWithItem: clean.filter((o) => domainItems(o).length > 0).length,
    cleanEligibleBefore: clean.filter((o) => withoutDomainItems(o).autoApprovalEligible).length,
    cleanEligibleAfter: clean.filter((o) => o.analysis.score.autoApprovalEligible).length,
    cleanBySubject: [...bySubject.entries()].sort((a, b) => b[1] - a[1]),
    violating: violating.length,
    missed: missed.length,
    missedWithItem: missed.filter((o) => domainItems(o).length > 0).length,
    missedWithItemOfPolicy: missed.filter((o) => domainItems(o).some((f) => o.entry.expected.includes(f.policyId) && !o.predicted.includes(f.policyId))).length,
    violatingEligibleBefore: violating.filter((o) => withoutDomainItems(o).autoApprovalEligible).length,
    violatingEligibleAfter: violating.filter((o) => o.analysis.score.autoApprovalEligible).length,
    netPairs,
    netRecognised,
  };
}

function renderMarkdown(scores: TPolicyScore[]): string {
  const clean = outcomes.filter((o) => o.entry.expected.length === 0);
  const formats = new Map<string, number>();
  for (const { entry } of outcomes) formats.set(entry.format, (formats.get(entry.format) ?? 0) + 1);
  const extractions = outcomes.flatMap((o) => o.analysis.extraction);
  const ocrRuns = extractions.filter((e) => e.ocrPages > 0);
  const meanConfidence = ocrRuns.reduce((sum, e) => sum + (e.ocrConfidence ?? 0), 0) / Math.max(1, ocrRuns.length);
  const errors = outcomes.filter((o) => o.predicted.join() !== [...o.entry.expected].sort().join());

  const lines = [
    '# Compliance engine accuracy',
    '',
    'Produced by `src/engine/accuracy.test.ts` on the labelled corpus in `test/fixtures/corpus/` (regenerate the files with',
    '`npx tsx test/fixtures/corpus/generate.ts`). A policy counts as flagged when the engine reports a violation of',
    'moderate severity or above for it; minor advisories and items routed to human review are not counted.',
    '',
    `Corpus: ${outcomes.length} creatives (${[...formats.entries()].map(([f, n]) => `${n} ${f}`).join(', ')}), ${clean.length} of them clean.`,
    `OCR: ${ocrRuns.length} files, mean confidence ${meanConfidence.toFixed(1)}%; unreadable files: ${extractions.filter((e) => e.error).length}.`,
    `Thresholds enforced by the test: recall at least ${percent(MIN_RECALL)} for every policy, clean false-positive rate at most ${percent(MAX_CLEAN_FALSE_POSITIVE_RATE)}.`,
    '',
    '## Whole corpus',
    '',
    ...scoreTable(scores, outcomes),
    '',
    '## First measurement of each batch, before tuning on it',
    '',
    'The corpus was written in three rounds. Rounds 2 and 3 were measured once on copy the rules had not seen and only',
    'then used to generalise the rules, so their first runs estimate accuracy on new ads; the table above is after tuning.',
    '',
    '| Batch | Creatives | Clean | Unseen when measured | Precision | Recall | Clean ads flagged |',
    '|---:|---:|---:|---|---:|---:|---:|',
    ...FIRST_MEASUREMENTS.map((m) => `| ${m.batch} | ${m.creatives} | ${m.clean} | ${m.unseen} | ${m.precision} | ${m.recall} | ${m.cleanFlagged} |`),
    '',
    ...renderSensitiveSubjects(),
    '## Creatives where the engine and the label disagree',
    '',
  ];
  if (errors.length === 0) lines.push('None.');
  else {
    lines.push('| File | Batch | Expected | Flagged | Case |', '|---|---:|---|---|---|');
    for (const o of errors) {
      lines.push(
        `| ${o.entry.file} | ${o.entry.batch} | ${o.entry.expected.map(short).join(', ') || '(clean)'} | ${o.predicted.map(short).join(', ') || '(none)'} | ${o.entry.note} |`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

function renderSensitiveSubjects(): string[] {
  const m = sensitiveSubjectFigures();
  return [
    '## Sensitive subjects sent to a person',
    '',
    'An ad touching a sensitive subject (weapons, drugs and medicine, sexual services, gambling, housing, political content,',
    'health or money claims, hemp and THC, alcohol) where no finding of the covering policy already stops auto-approval gets a',
    'review item (`src/engine/rules/sensitive-domains.ts`). Review items cost no points and are not counted as flags above.',
    '',
    '| | Creatives | With a subject review item | Auto-approval eligible without the items | Eligible with them |',
    '|---|---:|---:|---:|---:|',
    `| Clean | ${m.clean} | ${m.cleanWithItem} | ${m.cleanEligibleBefore} | ${m.cleanEligibleAfter} |`,
    `| Violating | ${m.violating} | | ${m.violatingEligibleBefore} | ${m.violatingEligibleAfter} |`,
    `| Violating, an expected policy missed by the rules | ${m.missed} | ${m.missedWithItem} (${m.missedWithItemOfPolicy} naming the missed policy) | | |`,
    '',
    `Subject recognised, whatever the rules found: ${m.netRecognised} of ${m.netPairs} violations (ad and policy) of a policy that covers a subject ` +
      `(${percent(ratio(m.netRecognised, m.netPairs))}); this is how much of what the rules might miss the review items can still catch.`,
    '',
    `Clean ads sent to a person, by subject: ${m.cleanBySubject.map(([t, n]) => `${t.replace('sensitive_domain_', '')} ${n}`).join(', ') || 'none'}.`,
    '',
  ];
}

describe('accuracy on the labelled corpus', () => {
  it('meets the recall and false-positive thresholds and writes bench/results/accuracy.md', async () => {
    const scores = scorePolicies();
    const markdown = renderMarkdown(scores);
    await mkdir(path.dirname(RESULTS), { recursive: true });
    await writeFile(RESULTS, markdown);
    console.log(markdown);

    expect(outcomes.length).toBeGreaterThanOrEqual(60);
    for (const s of scores) {
      expect(s.support, `${s.policyId} needs positive examples`).toBeGreaterThan(0);
      expect(s.recall ?? 0, `recall of ${s.policyId}`).toBeGreaterThanOrEqual(MIN_RECALL);
    }
    const clean = outcomes.filter((o) => o.entry.expected.length === 0);
    const cleanFlagged = clean.filter((o) => o.predicted.length > 0).length;
    expect(cleanFlagged / clean.length, 'false-positive rate on clean ads').toBeLessThanOrEqual(MAX_CLEAN_FALSE_POSITIVE_RATE);
  }, 60_000);

  it('reads every corpus file', () => {
    expect(outcomes.flatMap((o) => o.analysis.extraction).filter((e) => e.error)).toEqual([]);
  });
});
