/**
 * `npm run accuracy`: runs the engine over every part of the labelled corpus and prints the
 * accuracy report (also written to bench/results/accuracy.md, which git ignores).
 * `--part <name>` limits the run to one part, `--part development,held-out` to several; `--cached` keeps each
 * file's extraction between runs under bench/results/extraction-cache (for writing rules: a measurement to
 * report runs without it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOcr } from '../extract/index';
import { analyzePart, CORPUS_PARTS, REPO_ROOT, type TCorpusPart, type TOutcome } from './corpus';
import { renderAccuracyReport } from './score';

const REPORT = path.join(REPO_ROOT, 'bench/results/accuracy.md');

const { values } = parseArgs({ options: { part: { type: 'string' }, cached: { type: 'boolean' } } });
const parts = values.part ? (values.part.split(',') as TCorpusPart[]) : [...CORPUS_PARTS];
for (const part of parts) if (!CORPUS_PARTS.includes(part)) throw new Error(`--part must be one of ${CORPUS_PARTS.join(', ')}`);

const started = Date.now();
const ocr = createOcr();
const outcomes: TOutcome[] = [];
try {
  const extractionCache = values.cached ? path.join(REPO_ROOT, 'bench/results/extraction-cache') : undefined;
  for (const part of parts) outcomes.push(...(await analyzePart(part, ocr, { extractionCache })));
} finally {
  await ocr.terminate();
}
const report = renderAccuracyReport(outcomes, { durationMs: Date.now() - started, cachedExtraction: values.cached });
console.log(report);
await mkdir(path.dirname(REPORT), { recursive: true });
await writeFile(REPORT, report);
console.log(`Also written to ${path.relative(process.cwd(), REPORT)} (not tracked).`);
