import { z } from 'zod';
import { POLICY_LIBRARY_CATEGORIES, POLICY_RISK_LEVELS } from './enums';

export const BUILT_IN_POLICY_PREFIX = 'mock_';

export function isBuiltInPolicy(id: string): boolean {
  return id.startsWith(BUILT_IN_POLICY_PREFIX);
}

const ZList = (label: string) =>
  z
    .array(z.string().trim().max(500, `${label} entries must be at most 500 characters`))
    .max(50, `At most 50 ${label.toLowerCase()}`)
    .default([])
    .transform((list) => [...new Set(list.filter((x) => x.length > 0))]);

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ZPolicyFields = z.object({
  title: required('Title', 200),
  category: z.enum(POLICY_LIBRARY_CATEGORIES, { error: 'Please choose a category' }),
  description: required('Description', 5000),
  requirements: ZList('Requirements'),
  keywords: ZList('Keywords').transform((list) => list.map((k) => k.toLowerCase())),
  riskLevel: z.enum(POLICY_RISK_LEVELS, { error: 'Risk level must be low, moderate or high' }),
  reference: required('Reference', 500),
});

export const ZCreatePolicyRequest = ZPolicyFields.extend({
  sourceType: z.enum(['file_upload', 'url', 'manual']).default('manual'),
  sourceUrl: z.string().trim().url().max(2000).optional().nullable(),
});
export type TCreatePolicyRequest = z.infer<typeof ZCreatePolicyRequest>;

const ZReason = z
  .string({ error: 'A reason is required for the audit trail' })
  .trim()
  .min(1, 'A reason is required for the audit trail')
  .max(1000, 'Reason must be at most 1000 characters');

export const ZUpdatePolicyRequest = ZPolicyFields.extend({ reason: ZReason });
export type TUpdatePolicyRequest = z.infer<typeof ZUpdatePolicyRequest>;

export const ZDeletePolicyRequest = z.object({ reason: ZReason });

export const ZPolicy = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(POLICY_LIBRARY_CATEGORIES),
  description: z.string(),
  requirements: z.array(z.string()),
  keywords: z.array(z.string()),
  riskLevel: z.enum(POLICY_RISK_LEVELS),
  reference: z.string(),
  legalReferences: z.array(z.string()),
  isBuiltIn: z.boolean(),
  sourceType: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPolicy = z.infer<typeof ZPolicy>;

/** A policy ranked for one submission: cited findings count most, then keywords found in its text. */
export const ZRelevantPolicy = ZPolicy.extend({
  relevance: z.number(),
  matchedKeywords: z.array(z.string()),
});
export type TRelevantPolicy = z.infer<typeof ZRelevantPolicy>;

/** What POST /api/policies/extract proposes from a document or a page, for an admin to edit and confirm. */
export const ZPolicyProposal = ZPolicy.pick({
  title: true,
  category: true,
  description: true,
  requirements: true,
  keywords: true,
  riskLevel: true,
  reference: true,
}).extend({ extractedText: z.string() });
export type TPolicyProposal = z.infer<typeof ZPolicyProposal>;
