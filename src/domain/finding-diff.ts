/**
 * Which findings of one version are still there in another: findings are judged afresh for every version, so
 * their ids say nothing; a finding is the same when the same policy flags the same evidence. Pure, so the
 * server's compare reply and its tests share one definition.
 */

/** What matching reads of a finding. A finding without a policy id (a landing-page check) is keyed by its type. */
export interface TMatchableFinding {
  policyId: string | null;
  violationType: string;
  affectedContent: string | null;
}

/** How a still-open finding was recognised: its evidence unchanged (after normalising) or only slightly changed. */
export type TEvidenceMatch = 'same' | 'similar';

export interface TFindingDiff<T> {
  /** In the earlier version, gone from the later one. */
  resolved: T[];
  /** In both; `a` as the earlier version had it, `b` as the later one has it. */
  stillOpen: { a: T; b: T; evidence: TEvidenceMatch }[];
  /** Only in the later version. */
  new: T[];
}

/**
 * How alike two evidences must be (Sørensen-Dice over character bigrams of the normalised text, 0 to 1) for the
 * same policy and type to count as the same finding when the wording moved: "contain 5% THC by dry weight" and
 * "contains 5 % THC by weight" are one finding; "5% THC" and "delta-8 gummies" are two.
 */
export const SIMILAR_EVIDENCE_THRESHOLD = 0.6;

/** Case, accents' composed forms, punctuation, symbols and runs of whitespace do not make evidence different. */
export function normaliseEvidence(text: string | null): string {
  if (!text) return '';
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen-Dice similarity of two normalised texts over character bigrams: 1 for equal texts, 0 for nothing shared. */
export function evidenceSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

const policyKey = (f: TMatchableFinding) => f.policyId ?? `type:${f.violationType}`;

/**
 * The findings of version `a` set against those of the later version `b`. Matching goes from the surest to the
 * loosest, each finding used once: the same policy, type and normalised evidence; then the same policy and
 * evidence under another type (a rules update renamed it); then the same policy and type with evidence at least
 * SIMILAR_EVIDENCE_THRESHOLD alike, the most alike pairs first. Order within each list follows the input.
 */
export function diffFindings<T extends TMatchableFinding>(a: readonly T[], b: readonly T[]): TFindingDiff<T> {
  const evidenceA = a.map((f) => normaliseEvidence(f.affectedContent));
  const evidenceB = b.map((f) => normaliseEvidence(f.affectedContent));
  const matchOfB = new Map<number, { from: number; evidence: TEvidenceMatch }>();
  const usedA = new Set<number>();

  const pass = (accepts: (i: number, j: number) => boolean) => {
    for (let j = 0; j < b.length; j++) {
      if (matchOfB.has(j)) continue;
      const i = a.findIndex((_, k) => !usedA.has(k) && accepts(k, j));
      if (i === -1) continue;
      usedA.add(i);
      matchOfB.set(j, { from: i, evidence: 'same' });
    }
  };
  const samePolicy = (i: number, j: number) => policyKey(a[i]) === policyKey(b[j]);
  pass((i, j) => samePolicy(i, j) && a[i].violationType === b[j].violationType && evidenceA[i] === evidenceB[j]);
  pass((i, j) => samePolicy(i, j) && evidenceA[i] === evidenceB[j]);

  const candidates: { i: number; j: number; score: number }[] = [];
  for (let j = 0; j < b.length; j++) {
    if (matchOfB.has(j)) continue;
    for (let i = 0; i < a.length; i++) {
      if (usedA.has(i) || !samePolicy(i, j) || a[i].violationType !== b[j].violationType) continue;
      const score = evidenceSimilarity(evidenceA[i], evidenceB[j]);
      if (score >= SIMILAR_EVIDENCE_THRESHOLD) candidates.push({ i, j, score });
    }
  }
  candidates.sort((x, y) => y.score - x.score || x.j - y.j || x.i - y.i);
  for (const { i, j } of candidates) {
    if (usedA.has(i) || matchOfB.has(j)) continue;
    usedA.add(i);
    matchOfB.set(j, { from: i, evidence: 'similar' });
  }

  const stillOpen: TFindingDiff<T>['stillOpen'] = [];
  const added: T[] = [];
  b.forEach((finding, j) => {
    const match = matchOfB.get(j);
    if (match) stillOpen.push({ a: a[match.from], b: finding, evidence: match.evidence });
    else added.push(finding);
  });
  return { resolved: a.filter((_, i) => !usedA.has(i)), stillOpen, new: added };
}
