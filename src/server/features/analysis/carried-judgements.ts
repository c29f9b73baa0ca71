import { diffFindings, type TMatchableFinding } from '../../../domain/finding-diff';

/** A reviewer's judgement on a finding: a dismissal with its reason, or the confirmation of a model's suggestion. */
export interface TJudgement {
  dismissedAt: Date | null;
  dismissedBy: string | null;
  dismissalReason: string | null;
  confirmedAt: Date | null;
  confirmedBy: string | null;
}

export interface TJudgedFinding extends TMatchableFinding, TJudgement {
  origin: string;
}

type TNewFinding = TMatchableFinding & { origin?: string };

/**
 * What a reanalysis of the same version keeps of the reviewers' judgements, by the index of the new finding they
 * carry to. A judgement was made on particular evidence, so it carries only where the same policy flags the
 * same evidence again (after normalising case and punctuation), never to evidence that is merely similar; a
 * confirmation carries only to a finding that is still a model's suggestion.
 */
export function carriedJudgements(earlier: readonly TJudgedFinding[], findings: readonly TNewFinding[]): Map<number, TJudgement> {
  const judged = earlier.filter((f) => f.dismissedAt || f.confirmedAt);
  const carried = new Map<number, TJudgement>();
  if (judged.length === 0) return carried;
  const keyed = (list: readonly TMatchableFinding[]) =>
    list.map(({ policyId, violationType, affectedContent }, index) => ({ policyId, violationType, affectedContent, index }));
  for (const match of diffFindings(keyed(judged), keyed(findings)).stillOpen) {
    if (match.evidence !== 'same') continue;
    const a = judged[match.a.index];
    const confirmed = a.confirmedAt && (findings[match.b.index].origin ?? 'rules') === 'model';
    if (!a.dismissedAt && !confirmed) continue;
    carried.set(match.b.index, {
      dismissedAt: a.dismissedAt,
      dismissedBy: a.dismissedBy,
      dismissalReason: a.dismissalReason,
      confirmedAt: confirmed ? a.confirmedAt : null,
      confirmedBy: confirmed ? a.confirmedBy : null,
    });
  }
  return carried;
}
