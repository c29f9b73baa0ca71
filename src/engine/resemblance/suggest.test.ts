import { describe, expect, it } from 'vitest';
import { POLICY_IDS } from '../../domain/policy-library';
import type { TRuleFinding, TRuleInput } from '../rules/types';
import { resemblanceModel } from './model';
import type { TResemblanceModel } from './model';
import { RESEMBLANCE_REVIEW_TYPE, RESEMBLANCE_TYPE, suggestByResemblance } from './suggest';

/** A model that knows a cure claim when it sees one, and nothing else. */
const MODEL: TResemblanceModel = {
  trainedOn: { parts: 1, creatives: 2, epochs: 1, l2: 0 },
  threshold: 0.5,
  vocabulary: ['cur', 'cur_arthriti', 'arthriti', 'today'],
  policies: [{ policyId: POLICY_IDS.truthfulAdvertising, bias: -3, weights: [1500, 2000, 500, 100] }],
};

function input(text: string): TRuleInput {
  return {
    text,
    segments: [{ fileName: 'ad.txt', method: 'txt', start: 0, end: text.length }],
    metadata: { title: 'Ad', description: null, campaignTypes: ['Print'], landingPageUrl: null, submissionType: 'advertisement', runDate: null, submittedAt: '2026-11-29T10:00:00Z' },
    settings: {} as TRuleInput['settings'],
  };
}

const ruleFinding = (policyId: string): TRuleFinding => ({
  policyId,
  policyCategory: 'federal_law',
  severity: 'major',
  violationType: 'unsubstantiated_health_claim',
  description: 'A cure claim',
  policySection: 'FTC Act',
  effectiveDate: null,
  affectedContent: 'cures arthritis',
  spanStart: 0,
  spanEnd: 15,
  kind: 'violation',
});

describe('resemblance suggestions', () => {
  const ad = 'Willow Bark Tonic\nOur tonic cures arthritis in a week.\nOrder today at the corner store.';

  it('suggests the policy an ad reads like, as a model suggestion a reviewer confirms, quoting the line that weighs most', () => {
    const [suggestion, ...rest] = suggestByResemblance(input(ad), [], MODEL);
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      policyId: POLICY_IDS.truthfulAdvertising,
      origin: 'model',
      kind: 'violation',
      severity: 'major',
      violationType: RESEMBLANCE_TYPE,
      affectedContent: 'Our tonic cures arthritis in a week.',
    });
    expect(ad.slice(suggestion.spanStart!, suggestion.spanEnd!)).toBe('Our tonic cures arthritis in a week.');
    expect(suggestion.description).toContain('"cures arthritis", "today"');
    expect(suggestion.description).toMatch(/\(\d+% by the word model\)/);
  });

  it('says nothing where a rule of the policy already made a finding, or below the threshold', () => {
    expect(suggestByResemblance(input(ad), [ruleFinding(POLICY_IDS.truthfulAdvertising)], MODEL)).toEqual([]);
    expect(suggestByResemblance(input('Our tonic tastes of willow bark. Order today.'), [], MODEL)).toEqual([]);
    expect(suggestByResemblance(input('   '), [], MODEL)).toEqual([]);
  });

  it('says nothing for a policy whose rule has read and answered the ad\'s own question', () => {
    expect(suggestByResemblance(input(ad), [], MODEL, new Set([POLICY_IDS.truthfulAdvertising]))).toEqual([]);
    expect(suggestByResemblance(input(ad), [], MODEL, new Set([POLICY_IDS.legalCompliance]))).toHaveLength(1);
  });

  it('below the threshold but above the review threshold, sends the ad to a person with a review item that costs nothing', () => {
    const reviewing: TResemblanceModel = { ...MODEL, reviewThreshold: 0.25 };
    const weak = 'Willow Bark Tonic\nOur tonic cures sore knees and arthritis.\nOrder today.';
    const [item, ...rest] = suggestByResemblance(input(weak), [], reviewing);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ policyId: POLICY_IDS.truthfulAdvertising, kind: 'review_item', severity: 'minor', violationType: RESEMBLANCE_REVIEW_TYPE });
    expect(item.origin).toBeUndefined();
    expect(item.description).toMatch(/\(\d+% by the word model\)/);
    // Without a review threshold, or under it, nothing.
    expect(suggestByResemblance(input(weak), [], MODEL)).toEqual([]);
    expect(suggestByResemblance(input('Our tonic tastes of willow bark. Order today.'), [], reviewing)).toEqual([]);
    // Above the threshold it is a suggestion as before.
    expect(suggestByResemblance(input(ad), [], reviewing)[0]).toMatchObject({ kind: 'violation', origin: 'model' });
  });

  it('still suggests where only another policy\'s rule fired', () => {
    expect(suggestByResemblance(input(ad), [ruleFinding(POLICY_IDS.legalCompliance)], MODEL)).toHaveLength(1);
  });
});

describe('the trained resemblance model', () => {
  it('has one weight per feature of its vocabulary for each policy it judges, and leaves the language and hemp policies to the rules', () => {
    const model = resemblanceModel();
    expect(model.vocabulary.length).toBeGreaterThan(1000);
    for (const policy of model.policies) expect(policy.weights).toHaveLength(model.vocabulary.length);
    expect(model.policies.map((p) => p.policyId)).not.toEqual(expect.arrayContaining([POLICY_IDS.foreignLanguages]));
    expect(model.policies.map((p) => p.policyId)).not.toEqual(expect.arrayContaining([POLICY_IDS.hempProducts]));
    expect(model.threshold).toBeGreaterThan(0);
    expect(model.threshold).toBeLessThan(1);
    expect(model.reviewThreshold).toBeGreaterThan(0);
    expect(model.reviewThreshold).toBeLessThan(model.threshold);
  });

  it('names whole words, not the pieces the model splits them into ("won\'t" is read as "won" and "t")', () => {
    const model: TResemblanceModel = { ...MODEL, vocabulary: ['t', 'won'], policies: [{ policyId: POLICY_IDS.truthfulAdvertising, bias: -3, weights: [3000, 2000] }] };
    const [suggestion] = suggestByResemblance(input('Pain that won\'t quit?\nCall us today.'), [], model);
    expect(suggestion.description).toContain('The words that weigh most: "won\'t".');
  });
});

