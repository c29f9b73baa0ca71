import type { TViolationSeverity } from '../../../domain/enums';
import type { TRuleFinding } from '../../../engine/rules/types';
import type { policies } from '../../db/schema';

type PolicyRow = typeof policies.$inferSelect;

const SEVERITY_BY_RISK: Record<string, TViolationSeverity> = { high: 'major', moderate: 'moderate', low: 'minor' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Policies an admin added take part in every analysis: a keyword found as a whole word raises a review
 * item citing the policy and its requirements, for a reviewer to judge (keywords alone can't tell a
 * breach from a mention, so they do not cost points on their own).
 */
export function adminPolicyFindings(text: string, rows: PolicyRow[]): TRuleFinding[] {
  const findings: TRuleFinding[] = [];
  for (const policy of rows) {
    for (const keyword of policy.keywords) {
      const match = new RegExp(`\\b${escapeRegExp(keyword)}\\b`, 'i').exec(text);
      if (!match) continue;
      const start = Math.max(0, match.index - 60);
      const end = Math.min(text.length, match.index + match[0].length + 60);
      findings.push({
        policyId: policy.id,
        policyCategory: 'publisher_policy',
        severity: SEVERITY_BY_RISK[policy.riskLevel] ?? 'moderate',
        violationType: `publisher_policy_${policy.title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
        description: `Mentions "${match[0]}", covered by the publisher policy "${policy.title}". Check: ${policy.requirements.join('; ') || policy.description}`,
        policySection: policy.reference,
        effectiveDate: null,
        affectedContent: text.slice(start, end).trim(),
        spanStart: match.index,
        spanEnd: match.index + match[0].length,
        kind: 'review_item',
      });
      break;
    }
  }
  return findings;
}
