import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_VERSION, isOlderVersion, RULES_DIGEST } from './version';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The rules, and the resemblance model's code and trained weights, decide the findings. */
const JUDGING_DIRS = ['src/engine/rules', 'src/engine/resemblance'];
/** Scoring decides the score as the rules decide the findings: a change to it is a new analysis too. */
const ALSO_JUDGING = ['src/domain/scoring.ts'];
const isTestCode = (file: string) => file.endsWith('.test.ts') || path.basename(file) === 'test-helpers.ts';

function judgingFiles(): string[] {
  const judging = JUDGING_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => (f.endsWith('.ts') || f.endsWith('.json')) && !isTestCode(f))
      .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
  );
  return [...judging, ...ALSO_JUDGING].sort();
}

/** Paths and contents with line endings made uniform, so a checkout on any system gives the same digest. */
function digestOf(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${readFileSync(path.join(ROOT, file), 'utf8').replace(/\r\n/g, '\n')}\0`);
  return hash.digest('hex');
}

describe('analysis version', () => {
  it('changes whenever a rule file, the resemblance model or the scoring changes', () => {
    const digest = digestOf(judgingFiles());
    expect(
      digest,
      `The rule files or scoring changed since analysis version ${ANALYSIS_VERSION}. In src/engine/version.ts raise ` +
        `ANALYSIS_VERSION (then \`npm run reanalyze -- --outdated\` re-runs older analyses after the upgrade) and set ` +
        `RULES_DIGEST to '${digest}'.`,
    ).toBe(RULES_DIGEST);
  });

  it('covers every rule module, the resemblance model and the scoring, not tests', () => {
    const files = judgingFiles();
    expect(files).toEqual(
      expect.arrayContaining(['src/engine/rules/legal-compliance.ts', 'src/engine/rules/landing-page-disclosure.ts', 'src/engine/resemblance/resemblance-model.json', 'src/domain/scoring.ts']),
    );
    expect(files.filter(isTestCode)).toEqual([]);
  });

  it('orders versions by their numbers', () => {
    expect(isOlderVersion('1.0.0', '1.1.0')).toBe(true);
    expect(isOlderVersion('1.9.0', '1.10.0')).toBe(true);
    expect(isOlderVersion('1.1', '1.1.0')).toBe(false);
    expect(isOlderVersion('1.1.0', '1.1.0')).toBe(false);
    expect(isOlderVersion('2.0.0', '1.1.0')).toBe(false);
    expect(isOlderVersion('test', '1.1.0')).toBe(true);
  });
});
