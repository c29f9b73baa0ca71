import { describe, expect, it } from 'vitest';
import { SENSITIVE_SUBJECT_LABELS, SENSITIVE_SUBJECT_TYPE_PREFIX } from '../../domain/analysis';
import { POLICY_IDS } from '../../domain/policy-library';
import { scoreAnalysis } from '../score';
import { checkSensitiveDomains, detectSensitiveDomains, isSensitiveDomainItem, SENSITIVE_DOMAINS, type TSensitiveDomainId } from './sensitive-domains';
import { ruleInput } from './test-helpers';
import type { TRuleFinding } from './types';

const subjects = (text: string): TSensitiveDomainId[] => detectSensitiveDomains(text).map((d) => d.id);
const evidence = (text: string, id: TSensitiveDomainId) => detectSensitiveDomains(text).find((d) => d.id === id)?.evidence.map((e) => e.match.text) ?? [];

describe('sensitive subjects', () => {
  it('recognises each subject from its vocabulary, not from one phrasing', () => {
    expect(subjects('Switches for your G19 now in stock, plus a Glock 17 and 200 rounds of hollow points.')).toEqual(['weapons']);
    expect(subjects('Suppressors and 5.56 uppers, cash and carry.')).toContain('weapons');
    expect(subjects('Compounded tirzepatide, 2.5 mg vials delivered monthly.')).toEqual(['drugs_medicine']);
    expect(subjects('Elite escorts for the discerning traveler.')).toEqual(['sexual_services']);
    expect(subjects('Parlays, props and live wagering at the new sportsbook.')).toEqual(['gambling']);
    expect(subjects('Sunny 2BR near the lake, tenants pay electric.')).toEqual(['housing']);
    expect(subjects('Caucus night is Tuesday: find your precinct.')).toEqual(['political']);
    expect(subjects('Reverse diabetes naturally in 30 days.')).toEqual(['health_money_claims']);
    expect(subjects('Sativa and indica pre-rolls now at our dispensary.')).toEqual(['hemp_thc']);
    expect(subjects('Bourbon flights and a new hazy IPA on tap.')).toEqual(['alcohol']);
  });

  it('reads word forms, hyphenation, case and mild OCR noise', () => {
    expect(evidence('ESCORTING clients since 2010; escorted dinners', 'sexual_services')).toEqual(['ESCORTING']);
    expect(subjects('Lotteries and casinos welcome you')).toEqual(['gambling']);
    expect(subjects('sports-book odds')).toEqual(['gambling']);
    expect(subjects('Delta 8 and delta-9 edibles')).toEqual(['hemp_thc']);
    expect(subjects('F1REARMS and amm0 sale this weekend')).toEqual(['weapons']);
    expect(subjects('Fine wlnes and Iiquor')).toEqual(['alcohol']);
  });

  it('needs a real signal: one strong term, or two weaker ones', () => {
    expect(subjects('Subscribe to our magazine.')).toEqual([]);
    expect(subjects('Grab a spare magazine and 50 rounds for the range day.')).toEqual(['weapons']);
    expect(subjects('Great odds of finding parking downtown.')).toEqual([]);
    expect(subjects('Betting on odds at the track.')).toEqual(['gambling']);
    expect(subjects('Relaxing massage.')).toEqual([]);
    expect(subjects('Discreet massage, open late.')).toEqual(['sexual_services']);
  });

  it('tells other senses apart by the words around them', () => {
    expect(subjects('Rental car and truck specials. Lease a 2025 sedan for $299 a month.')).toEqual([]);
    expect(subjects('Show your school spirit! Every shot from the game, by our team photographer.')).toEqual([]);
    expect(subjects('Root beer floats and rum cake at the bake sale.')).toEqual([]);
    expect(subjects('Earn points and rewards on every purchase.')).toEqual([]);
    expect(subjects('Vote for your favorite burger: readers choice ballots are in!')).toEqual([]);
    expect(subjects('We are hiring: the ideal candidate leads our marketing campaign.')).toEqual([]);
    expect(subjects('Ford Escort for sale, runs great.')).toEqual([]);
    expect(subjects('Glue gun and nail gun clearance at the hardware store.')).toEqual([]);
    expect(subjects('Shotgun start at 9 for the charity golf scramble.')).toEqual([]);
    expect(subjects('Happy endings bridal boutique: gowns and veils.')).toEqual([]);
    expect(subjects('Prescription eyeglasses, two pairs for $99.')).toEqual([]);
    expect(subjects('Senior companionship and home care you can trust.')).toEqual([]);
  });

  it('does not take an absence for the subject', () => {
    expect(subjects('Alcohol-free family picnic, drug-free school zone.')).toEqual([]);
    expect(subjects('THC-free CBD oil')).toEqual(['hemp_thc']);
    expect(evidence('Glock 19 in stock, 50 rounds free with every order.', 'weapons')).toEqual(['Glock', 'rounds']);
  });
});

describe('sensitive-subject review items', () => {
  const violation = (policyId: string, severity: TRuleFinding['severity']): TRuleFinding => ({
    policyId,
    policyCategory: 'federal_law',
    severity,
    violationType: 'x',
    description: 'x',
    policySection: 'x',
    effectiveDate: null,
    affectedContent: null,
    spanStart: null,
    spanEnd: null,
    kind: 'violation',
  });
  const AD = 'Glock auto switch in stock now, ships fast, 50 rounds included.';

  it('adds a review item naming the subject, its policy and the words when no rule of that policy fired', () => {
    const input = ruleInput(AD);
    const [item] = checkSensitiveDomains(input, []);
    expect(item).toMatchObject({
      policyId: POLICY_IDS.firearmsWeapons,
      kind: 'review_item',
      severity: 'moderate',
      violationType: 'sensitive_domain_weapons',
      affectedContent: 'Glock',
    });
    expect(item.description).toContain('firearms and weapons');
    expect(item.description).toContain('Firearms and Weapons policy');
    expect(item.description).toContain('"auto switch"');
    expect(input.text.slice(item.spanStart!, item.spanEnd!)).toBe('Glock');
    expect(isSensitiveDomainItem(item)).toBe(true);
  });

  it('never leaves such an ad eligible for auto-approval', () => {
    const items = checkSensitiveDomains(ruleInput(AD), []);
    const score = scoreAnalysis(items, { read: 1, unread: 0 });
    expect(score).toMatchObject({ overallScore: 100, recommendation: 'approve', autoApprovalEligible: false });
    expect(score.autoApprovalReason).toMatch(/need human review/);
  });

  it('stays quiet when a finding of the covering policy already sends the ad to a person', () => {
    expect(checkSensitiveDomains(ruleInput(AD), [violation(POLICY_IDS.firearmsWeapons, 'critical')])).toEqual([]);
    expect(checkSensitiveDomains(ruleInput(AD), [{ ...violation(POLICY_IDS.firearmsWeapons, 'minor'), kind: 'review_item' }])).toEqual([]);
  });

  it('still adds it beside a minor advisory, or a finding of another policy, which leave an ad eligible or say nothing of the subject', () => {
    expect(checkSensitiveDomains(ruleInput(AD), [violation(POLICY_IDS.firearmsWeapons, 'minor')])).toHaveLength(1);
    expect(checkSensitiveDomains(ruleInput(AD), [violation(POLICY_IDS.alcohol, 'major')])).toHaveLength(1);
  });

  it('adds nothing for an ad on no sensitive ground', () => {
    expect(checkSensitiveDomains(ruleInput('Community pancake breakfast at the fire hall, Saturday 8 to 11.'), [])).toEqual([]);
  });
});

describe('sensitive subjects as the review screen names them', () => {
  it('covers every subject the domain names, once, and labels its items with the domain\'s names', () => {
    expect(SENSITIVE_DOMAINS.map((d) => d.id).sort()).toEqual(Object.keys(SENSITIVE_SUBJECT_LABELS).sort());
    expect(detectSensitiveDomains('Used 9mm pistols and ammunition, cash only.')[0]?.label).toBe(SENSITIVE_SUBJECT_LABELS.weapons);
    const [item] = checkSensitiveDomains(ruleInput('Used 9mm pistols and ammunition, cash only.'), []);
    expect(item?.violationType.startsWith(SENSITIVE_SUBJECT_TYPE_PREFIX)).toBe(true);
  });
});
