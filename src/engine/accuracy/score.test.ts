import { describe, expect, it } from 'vitest';
import type { TCreativeAnalysis } from '../analyze';
import type { TCorpusPart, TOutcome } from './corpus';
import { isDevelopmentData, renderAccuracyReport } from './score';

/** An ad labelled as breaking one policy that the engine did not flag. */
function missed(part: TCorpusPart, file: string): TOutcome {
  const analysis = { findings: [], extraction: [], files: { read: 1, unread: 0 }, text: 'Ad copy.', score: { autoApprovalEligible: true } } as unknown as TCreativeAnalysis;
  return {
    part,
    entry: { file, format: 'txt', mimeType: 'text/plain', expected: ['mock_good_taste'], note: `The case behind ${file}.`, metadata: { title: file } } as TOutcome['entry'],
    predicted: [],
    analysis,
  };
}

describe('the accuracy report', () => {
  it('lists the disagreements of the development data, and only counts those of a part that still measures the engine', () => {
    expect(isDevelopmentData('development')).toBe(true);
    expect(isDevelopmentData('held-out')).toBe(true);
    expect(isDevelopmentData('held-out-54')).toBe(false);
    const report = renderAccuracyReport([missed('held-out', 'h1-001-retired.txt'), missed('held-out-54', 'h54-001-measuring.txt')]);
    expect(report).toContain('h1-001-retired.txt');
    expect(report).toContain('The case behind h1-001-retired.txt.');
    expect(report).not.toContain('h54-001-measuring');
    expect(report).toContain('1 of 1 creatives disagree; they are not listed while the part still measures the engine');
  });
});
