import type { TViolationSeverity } from '../../domain/enums';
import type { TRuleFinding } from './types';

/** A policy an admin added to the library: it takes part in analysis through its keywords. */
export interface TAdminPolicy {
  id: string;
  title: string;
  description: string;
  requirements: readonly string[];
  reference: string;
  riskLevel: string;
  keywords: readonly string[];
}

const SEVERITY_BY_RISK: Record<string, TViolationSeverity> = { high: 'major', moderate: 'moderate', low: 'minor' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A keyword found as a whole word raises a review item citing the policy and its requirements, for a
 * reviewer to judge (keywords alone can't tell a breach from a mention, so they do not cost points).
 */
export function checkAdminPolicies(text: string, policies: readonly TAdminPolicy[]): TRuleFinding[] {
  const findings: TRuleFinding[] = [];
  for (const policy of policies) {
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
