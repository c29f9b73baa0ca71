import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzePart, type TOutcome } from './accuracy/corpus';
import { cleanFalsePositives, DEVELOPMENT_FLOOR, renderAccuracyReport, scorePolicies } from './accuracy/score';
import { createOcr, type TOcr } from './extract/index';

/**
 * The accuracy gate: the development part (the creatives the rules were tuned on) must stay above its floor
 * and every one of its files must be read. The held-out parts are measured by `npm run accuracy`, never
 * asserted: they estimate accuracy on new copy only as long as nobody tunes against them, so a test has
 * nothing to hold them to, and their files are the same formats the development part already reads (their
 * bytes are pinned by the freeze test). Writes no file.
 */
let ocr: TOcr;
const development: TOutcome[] = [];

beforeAll(async () => {
  ocr = createOcr();
  const started = Date.now();
  development.push(...(await analyzePart('development', ocr)));
  console.log(renderAccuracyReport(development, { durationMs: Date.now() - started }));
}, 1_200_000);

afterAll(async () => {
  await ocr?.terminate();
});

describe('accuracy on the development part', () => {
  it('keeps it above its floor: recall per policy and false positives on clean ads', () => {
    expect(development.length).toBeGreaterThanOrEqual(290);
    for (const s of scorePolicies(development)) {
      expect(s.support, `${s.policyId} needs positive examples`).toBeGreaterThan(0);
      expect(s.recall ?? 0, `recall of ${s.policyId} on the development part`).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR.minRecall);
    }
    const fp = cleanFalsePositives(development);
    expect(fp.rate ?? 1, 'false-positive rate on clean development ads').toBeLessThanOrEqual(DEVELOPMENT_FLOOR.maxCleanFalsePositiveRate);
  });

  it('reads every file of every format it holds', () => {
    const unread = development.flatMap((o) => o.analysis.extraction.filter((e) => e.error).map((e) => ({ file: o.entry.file, error: e.error })));
    expect(unread).toEqual([]);
    const formats = new Set(development.map((o) => o.entry.format));
    expect([...formats].sort()).toEqual(['doc', 'docx', 'pdf', 'png', 'scan', 'txt']);
  });
});
