import { describe, expect, it } from 'vitest';
import { POLICY_LIBRARY_CATEGORIES, POLICY_RISK_LEVELS } from './enums';
import { findPolicyRule, POLICY_IDS, POLICY_LIBRARY } from './policy-library';

describe('built-in policy library', () => {
  it('has the 12 rules of the spec with mock_ ids', () => {
    expect(POLICY_LIBRARY).toHaveLength(12);
    expect(new Set(POLICY_LIBRARY.map((r) => r.id)).size).toBe(12);
    for (const rule of POLICY_LIBRARY) expect(rule.id).toMatch(/^mock_[a-z_]+$/);
    expect(POLICY_LIBRARY.map((r) => r.id).sort()).toEqual(Object.values(POLICY_IDS).sort());
  });

  it('uses the spec risk levels', () => {
    const risk = Object.fromEntries(POLICY_LIBRARY.map((r) => [r.id, r.riskLevel]));
    expect(risk).toEqual({
      mock_truthful_advertising: 'high',
      mock_legal_compliance: 'high',
      mock_good_taste: 'moderate',
      mock_adult_products: 'high',
      mock_alcohol: 'moderate',
      mock_betting_gambling: 'high',
      mock_hemp_products: 'high',
      mock_firearms_weapons: 'high',
      mock_contests_sweepstakes: 'moderate',
      mock_housing_real_estate: 'moderate',
      mock_foreign_languages: 'low',
      mock_national_symbols: 'moderate',
    });
  });

  it('fills every field with real content and valid enums', () => {
    for (const rule of POLICY_LIBRARY) {
      expect(POLICY_LIBRARY_CATEGORIES).toContain(rule.category);
      expect(POLICY_RISK_LEVELS).toContain(rule.riskLevel);
      expect(rule.description.length).toBeGreaterThan(80);
      expect(rule.requirements.length).toBeGreaterThanOrEqual(2);
      expect(rule.legalReferences.length).toBeGreaterThanOrEqual(1);
      expect(rule.keywords.length).toBeGreaterThanOrEqual(3);
      expect(rule.reference).not.toBe('');
    }
  });

  it('cites the statutes the reference names', () => {
    const refs = (id: string) => JSON.stringify(findPolicyRule(id));
    expect(refs(POLICY_IDS.legalCompliance)).toContain('211B.04');
    expect(refs(POLICY_IDS.housingRealEstate)).toContain('42 U.S.C. 3604(c)');
    expect(refs(POLICY_IDS.housingRealEstate)).toContain('24 CFR 100.75');
    expect(refs(POLICY_IDS.truthfulAdvertising)).toContain('FTC Act section 5');
    expect(refs(POLICY_IDS.nationalSymbols)).toContain('4 U.S.C. 8');
    expect(refs(POLICY_IDS.contestsSweepstakes)).toContain('325F.755');
    expect(refs(POLICY_IDS.hempProducts)).toContain('Minn. Stat. 342');
    expect(refs(POLICY_IDS.hempProducts)).toContain('151.72');
    expect(refs(POLICY_IDS.bettingGambling)).toContain('609.755(3)');
  });
});
