import { buildRuleInput } from '../rule-input';
import type { TExtractionMethod } from '../extract/types';
import type { TRuleSettings } from './settings';
import type { TRuleFinding, TRuleInput, TSubmissionMetadata } from './types';

export function metadata(overrides: Partial<TSubmissionMetadata> = {}): TSubmissionMetadata {
  return {
    title: 'Test ad',
    description: null,
    campaignTypes: ['Print'],
    landingPageUrl: null,
    submissionType: 'advertisement',
    runDate: null,
    submittedAt: '2025-06-01T15:00:00.000Z',
    ...overrides,
  };
}

export function ruleInput(
  text: string,
  options: { meta?: Partial<TSubmissionMetadata>; method?: TExtractionMethod; settings?: Partial<TRuleSettings> } = {},
): TRuleInput {
  return buildRuleInput([{ fileName: 'ad.txt', method: options.method ?? 'txt', text }], metadata(options.meta), options.settings);
}

export const violations = (findings: TRuleFinding[]) => findings.filter((f) => f.kind === 'violation');
export const reviewItems = (findings: TRuleFinding[]) => findings.filter((f) => f.kind === 'review_item');
export const types = (findings: TRuleFinding[]) => findings.map((f) => f.violationType);
