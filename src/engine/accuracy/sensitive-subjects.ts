import { detectSensitiveDomains, isSensitiveDomainItem, SENSITIVE_DOMAINS } from '../rules/sensitive-domains';
import { scoreAnalysis } from '../score';
import type { TOutcome } from './corpus';
import { percent, ratio } from './format';

/**
 * What the sensitive-subject review items change in one part of the corpus: clean ads they send to a person,
 * and violating ads the rules miss (no flag of an expected policy) that at least reach a person instead of
 * auto-approval.
 */
export function sensitiveSubjectFigures(outcomes: TOutcome[]) {
  const withoutDomainItems = (o: TOutcome) => scoreAnalysis(o.analysis.findings.filter((f) => !isSensitiveDomainItem(f)), o.analysis.files);
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

export function renderSensitiveSubjects(outcomes: TOutcome[]): string[] {
  const m = sensitiveSubjectFigures(outcomes);
  return [
    'Sensitive subjects: an ad touching one (weapons, drugs and medicine, sexual services, gambling, housing, political',
    'content, health or money claims, hemp and THC, alcohol, prize promotions, tragedy, violence and fear) where no finding',
    'of the covering policy already stops auto-approval gets a review item (`src/engine/rules/sensitive-domains.ts`); such',
    'items cost no points and are not flags.',
    '',
    '| | Creatives | With a subject review item | Auto-approval eligible without the items | Eligible with them |',
    '|---|---:|---:|---:|---:|',
    `| Clean | ${m.clean} | ${m.cleanWithItem} | ${m.cleanEligibleBefore} | ${m.cleanEligibleAfter} |`,
    `| Violating | ${m.violating} | | ${m.violatingEligibleBefore} | ${m.violatingEligibleAfter} |`,
    `| Violating, an expected policy missed by the rules | ${m.missed} | ${m.missedWithItem} (${m.missedWithItemOfPolicy} naming the missed policy) | | |`,
    '',
    `Subject recognised, whatever the rules found: ${m.netRecognised} of ${m.netPairs} violations (ad and policy) of a policy that covers a subject ` +
      `(${percent(ratio(m.netRecognised, m.netPairs))}).`,
    `Clean ads sent to a person, by subject: ${m.cleanBySubject.map(([t, n]) => `${t.replace('sensitive_domain_', '')} ${n}`).join(', ') || 'none'}.`,
  ];
}
