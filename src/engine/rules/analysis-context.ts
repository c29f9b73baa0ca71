import { POLICY_IDS } from '../../domain/policy-library';
import { predominantLanguage } from './foreign-languages';
import { detectPoliticalAd } from './political-context';
import type { TRuleFinding, TRuleInput } from './types';

/** What the engine understood the ad to be, beside what it found wrong with it. */
export interface TAnalysisContext {
  political: {
    isPolitical: boolean;
    isFederal: boolean;
    /** The submitter called it political; the engine also infers it from the copy, title and description. */
    declared: boolean;
  };
  /** Regulated products the rules found the ad dealing in. */
  productCategories: string[];
  /** Predominant language of the extracted text, or null with too little text to tell. */
  language: string | null;
  /** `minors` when a rule found the ad addressing or depicting people under age. */
  audience: 'general' | 'minors';
  /** Whether the landing page was checked, and why not when it was not. */
  landingPage: 'checked' | 'not_needed' | 'not_available';
}

const PRODUCT_CATEGORY: Readonly<Record<string, string>> = {
  [POLICY_IDS.alcohol]: 'alcohol',
  [POLICY_IDS.hempProducts]: 'hemp and THC',
  [POLICY_IDS.firearmsWeapons]: 'firearms and weapons',
  [POLICY_IDS.bettingGambling]: 'gambling',
  [POLICY_IDS.adultProducts]: 'adult products and services',
  [POLICY_IDS.housingRealEstate]: 'housing',
  [POLICY_IDS.contestsSweepstakes]: 'contests and sweepstakes',
};

const MINORS_FINDING = /youth|minors|underage|under_21/;

/**
 * Political if the copy reads as political, or if the title and description tip it over: a web
 * submission is always of type `upload`, so what the submitter declared cannot be relied on.
 */
export function inferPolitical(input: TRuleInput): TAnalysisContext['political'] {
  const fromCopy = detectPoliticalAd(input);
  const { title, description } = input.metadata;
  const withMetadata = fromCopy.isPolitical ? fromCopy : detectPoliticalAd({ ...input, text: [title, description, input.text].filter(Boolean).join('\n\n') });
  return { isPolitical: withMetadata.isPolitical, isFederal: withMetadata.isFederal, declared: input.metadata.submissionType === 'political' };
}

/** A political Digital ad with a landing page must carry the disclaimer there too (Minn. Stat. 211B.04). */
export function needsLandingPage(input: TRuleInput, political: TAnalysisContext['political']): string | null {
  const { campaignTypes, landingPageUrl } = input.metadata;
  return political.isPolitical && campaignTypes.includes('Digital') && landingPageUrl ? landingPageUrl : null;
}

export function describeContext(
  input: TRuleInput,
  political: TAnalysisContext['political'],
  findings: readonly TRuleFinding[],
  landingPage: TAnalysisContext['landingPage'],
): TAnalysisContext {
  const categories = new Set(findings.map((f) => PRODUCT_CATEGORY[f.policyId]).filter(Boolean));
  return {
    political,
    productCategories: [...categories].sort(),
    language: input.text ? predominantLanguage(input) : null,
    audience: findings.some((f) => MINORS_FINDING.test(f.violationType)) ? 'minors' : 'general',
    landingPage,
  };
}
