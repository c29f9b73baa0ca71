import { eq } from 'drizzle-orm';
import type { TRelevantPolicy } from '../../../domain/policies';
import { policies, policyViolations } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { loadVisibleSubmission } from '../submissions/index';
import { toPolicy } from '../policies/index';
import { findLatestAnalysis } from '../../db/latest-analysis';

const RISK_WEIGHT = { high: 3, moderate: 2, low: 1 } as const;

/**
 * The policies that matter most for this submission: a policy the analysis cited counts most (open
 * violations above review items), then each of its keywords found in the creative's text, title or
 * description; ties go to the riskier policy. Top 3, as the review screen shows them.
 */
export async function getRelevantPolicies(ctx: Ctx, submissionId: string, limit = 3): Promise<TRelevantPolicy[]> {
  const { db } = ctx.platform;
  const submission = await loadVisibleSubmission(ctx, db, submissionId);
  const analysis = await findLatestAnalysis(db, submissionId);
  const [allPolicies, violations] = await Promise.all([
    db.select().from(policies),
    analysis ? db.select().from(policyViolations).where(eq(policyViolations.analysisId, analysis.id)) : Promise.resolve([]),
  ]);
  const extracted = ((analysis?.extraction ?? []) as { text?: string }[]).map((e) => e.text ?? '').join('\n');
  const haystack = `${submission.title}\n${submission.description ?? ''}\n${extracted}`.toLowerCase();

  return allPolicies
    .map((row) => {
      const cited = violations.filter((v) => v.policyId === row.id && !v.dismissedAt);
      const matchedKeywords = row.keywords.filter((k) => new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(haystack));
      const relevance =
        cited.filter((v) => v.kind === 'violation').length * 10 + cited.filter((v) => v.kind === 'review_item').length * 5 + matchedKeywords.length;
      return { ...toPolicy(row), relevance, matchedKeywords };
    })
    .filter((p) => p.relevance > 0)
    .sort((a, b) => b.relevance - a.relevance || RISK_WEIGHT[b.riskLevel] - RISK_WEIGHT[a.riskLevel] || a.title.localeCompare(b.title))
    .slice(0, limit);
}
