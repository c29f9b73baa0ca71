import { describe, expect, it } from 'vitest';
import { checkNationalSymbols } from './national-symbols';
import { reviewItems, ruleInput, types } from './test-helpers';

const check = (text: string, method: 'txt' | 'image_ocr' = 'txt') => checkNationalSymbols(ruleInput(text, { method }));

describe('national symbols', () => {
  it('flags the flag as an ad element', () => {
    const [f] = check('Stars and Stripes Savings Event! A giant American flag backdrop, every truck on the lot.');
    expect(f).toMatchObject({ violationType: 'flag_in_advertising', severity: 'moderate', policyCategory: 'state_law' });
  });

  it('flags logos on the flag as major', () => {
    expect(types(check('Get your company logo printed on an American flag for your storefront!'))).toEqual(['words_on_flag']);
  });

  it('does not flag selling or retiring flags', () => {
    expect(check('American flags for sale: 3x5 nylon with sewn stripes, flagpoles installed.')).toEqual([]);
    expect(check('Flag retirement ceremony at VFW Post 1234: bring worn-out American flags.')).toEqual([]);
  });

  it('keeps the flag in a political ad advisory', () => {
    const text = 'PAID ADVERTISEMENT. Re-elect Senator Dahl. Proud to stand with Old Glory. Prepared and paid for by Dahl for Senate, 10 Elm St, Bemidji, MN 56601.';
    expect(check(text).map((f) => [f.violationType, f.severity])).toEqual([['flag_in_political_ad', 'minor']]);
  });

  it('flags government seals', () => {
    expect(types(check('Benefit notice bearing the Great Seal of the United States. Call now.'))).toEqual(['government_seal']);
  });

  it('asks for an artwork check on patriotic-holiday image ads', () => {
    expect(check('Memorial Day Sale: 20% off patio furniture.')).toEqual([]);
    expect(types(reviewItems(check('Memorial Day Sale: 20% off patio furniture.', 'image_ocr')))).toEqual(['patriotic_imagery_review']);
  });
});
