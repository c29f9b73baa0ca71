import { z } from 'zod';
import { ZPolicyFields, ZUpdatePolicyRequest, type TPolicy } from '../../../domain/policies';

/** The policy contract as a form edits it: requirements one per line, keywords separated by commas. */
export const ZPolicyForm = ZPolicyFields.extend({
  requirements: z.string().max(25_000, 'Requirements are too long'),
  keywords: z.string().max(5_000, 'Keywords are too long'),
});
export type TPolicyFormInput = z.input<typeof ZPolicyForm>;
export type TPolicyFormValues = z.output<typeof ZPolicyForm>;

/** Modifying a policy also asks why, for the audit trail. */
export const ZModifyPolicyForm = ZPolicyForm.extend({ reason: ZUpdatePolicyRequest.shape.reason });

export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function splitKeywords(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export function toPolicyFields(values: TPolicyFormValues) {
  return { ...values, requirements: splitLines(values.requirements), keywords: splitKeywords(values.keywords) };
}

export function toFormInput(policy: Pick<TPolicy, 'title' | 'category' | 'description' | 'requirements' | 'keywords' | 'riskLevel' | 'reference'>): TPolicyFormInput {
  return {
    title: policy.title,
    category: policy.category,
    description: policy.description,
    requirements: policy.requirements.join('\n'),
    keywords: policy.keywords.join(', '),
    riskLevel: policy.riskLevel,
    reference: policy.reference,
  };
}
