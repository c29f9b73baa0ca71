/**
 * The version stored with every analysis. It changes whenever a rule file, the resemblance model or the scoring changes
 * (`version.test.ts` holds it to the digest below), and by hand when extraction changes what the rules
 * read. `npm run reanalyze -- --outdated` re-runs the submissions an older version analysed.
 */
export const ANALYSIS_VERSION = '1.37.0';
/** SHA-256 of the rule files, the resemblance model and scoring this version was cut from; see `version.test.ts`. */
export const RULES_DIGEST = '79822511428ae1551cd3a8d8737e4fcffe3a4157d34b5aaa2e3a3fb7753d8ba2';
/** Offline and deterministic: the same files and metadata always give the same findings. */
export const ANALYSIS_MODEL = 'rules-v1';

/** True when `stored` is an earlier version than `current` (dotted numbers; anything unparsable is earlier). */
export function isOlderVersion(stored: string, current: string = ANALYSIS_VERSION): boolean {
  const parts = (v: string) => v.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : -1));
  const [a, b] = [parts(stored), parts(current)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i] ?? 0, b[i] ?? 0];
    if (x !== y) return x < y;
  }
  return false;
}
