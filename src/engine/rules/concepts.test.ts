import { describe, expect, it } from 'vitest';
import { concept, definedConcepts, isHedgedHit, isNegatedHit, near, occurrences, occurrencesOfEach, onlyUncertain, quantities, restsOnUncertainWords, tokenize } from './concepts';
// Loading the rules defines every concept they use.
import './index';

const REMEDY = concept('remedy', ['cure', 'get rid of', 'heal']);
const ILLNESS = concept('illness', ['arthritis', 'back pain']);

describe('concept layer', () => {
  it('matches word forms through the stemmer and skips determiners inside a term', () => {
    const doc = tokenize('It cured my arthritis. Curing is easy. Get rid of your back pain. We heal.');
    expect(occurrences(doc, REMEDY).map((h) => h.text)).toEqual(['cured', 'Curing', 'Get rid of', 'heal']);
    expect(occurrences(doc, ILLNESS).map((h) => h.text)).toEqual(['arthritis', 'back pain']);
  });

  it('finds frames within a window and inside one clause only', () => {
    expect(near(tokenize('This balm heals stiff, aching arthritis overnight.'), REMEDY, ILLNESS, { window: 4 }).map((f) => f.text)).toEqual(['heals stiff, aching arthritis']);
    expect(near(tokenize('We heal. Arthritis clinic downstairs.'), REMEDY, ILLNESS)).toEqual([]);
    expect(near(tokenize('heal the very very very very very very very old arthritis'), REMEDY, ILLNESS, { window: 3 })).toEqual([]);
  });

  it('knows when a negation or a hedge governs a hit', () => {
    const disclaimer = tokenize('This product is not intended to diagnose, treat, cure or prevent any disease.');
    expect(isNegatedHit(disclaimer, occurrences(disclaimer, REMEDY)[0])).toBe(true);
    const claim = tokenize('No doctor needed: it cures arthritis.');
    expect(isNegatedHit(claim, occurrences(claim, REMEDY)[0])).toBe(false);
    const contrast = tokenize('Not a drug, but it will cure your arthritis.');
    expect(isNegatedHit(contrast, occurrences(contrast, REMEDY)[0])).toBe(false);
    const hedged = tokenize('Our program may help heal back pain.');
    expect(isHedgedHit(hedged, occurrences(hedged, REMEDY)[0])).toBe(true);
  });

  it('reads quantities with units: percentages, money rates, odds, ages, weights and times', () => {
    const q = quantities('Up to 0.3% THC. Earn $1,200 a week. Odds: 1 in 25,000. Must be 21+. Lose 20 lbs in two weeks. 10 mg per gummy.');
    expect(q.map((x) => [x.kind, x.value])).toEqual([
      ['percent', 0.3], ['money', 1200], ['odds', 1], ['age', 21], ['weight', 20], ['duration', 2], ['mass', 10],
    ]);
    expect(q.find((x) => x.kind === 'money')?.per).toBe('week');
    expect(q.find((x) => x.kind === 'odds')?.per).toBe(25000);
    expect(quantities('not for sale to anyone under 21', 'age')[0]).toMatchObject({ value: 21 });
  });

  it('reads body weight written out in words, not a number that weighs nothing', () => {
    expect(quantities('She dropped forty-four pounds and two dress sizes.', 'weight').map((x) => [x.value, x.unit])).toEqual([[44, 'pounds'], [2, 'dress sizes']]);
    expect(quantities('Thirteen lbs of smoked turkey for the party.', 'weight').map((x) => x.value)).toEqual([13]);
    expect(quantities('Twenty-five guests, one cake.', 'weight')).toEqual([]);
  });

  it('ignores words OCR was unsure of: they neither raise nor clear', () => {
    const text = 'It cures arthritis.';
    const unsure = tokenize(text, [{ start: 3, end: 8 }]);
    expect(occurrences(unsure, REMEDY)).toEqual([]);
    expect(onlyUncertain(unsure, REMEDY)).toBe(true);
    expect(restsOnUncertainWords(unsure, { start: 3, end: 18 })).toBe(true);
    expect(restsOnUncertainWords(tokenize(text), { start: 3, end: 18 })).toBe(false);
  });

  it('does not end a clause at an abbreviation or a decimal point', () => {
    const doc = tokenize('Logo printed on a U.S. flag for $24.99 each. Next sentence.');
    const clauses = doc.tokens.map((t) => t.clause);
    expect(new Set(clauses.slice(0, -2)).size).toBe(1);
    expect(clauses.at(-1)).toBe(1);
  });

  it('does not end a clause at a ratio, a time, or the dot of "St.", "Dr." or "No." before a number', () => {
    const clausesOf = (text: string) => new Set(tokenize(text).tokens.map((t) => t.clause)).size;
    expect(clausesOf('1:1 mirror copies ready at 9:30 tonight')).toBe(1);
    expect(clausesOf('Dr. Lee sees patients at 400 St. Paul Ave, suite No. 7')).toBe(1);
    expect(clausesOf('Just say no. Then call us.')).toBe(2);
  });

  it('runs a sentence on over a line it wraps at, not over a new line, heading or blank line', () => {
    const clausesOf = (text: string) => new Set(tokenize(text).tokens.map((t) => t.clause)).size;
    expect(clausesOf('Our balm ends joint pain for\ngood in a week')).toBe(1);
    expect(clausesOf('Balm for sore joints\nPain relief aisle')).toBe(2);
    expect(clausesOf('Balm for sore joints\n\nrelief aisle')).toBe(2);
    expect(near(tokenize('This tonic will cure your\n  arthritis'), REMEDY, ILLNESS, { window: 3 })).toHaveLength(1);
    expect(near(tokenize('This tonic will cure\nArthritis Foundation walk'), REMEDY, ILLNESS, { window: 3 })).toEqual([]);
    const denial = tokenize('It does not\ncure arthritis');
    expect(isNegatedHit(denial, occurrences(denial, REMEDY)[0])).toBe(true);
  });

  it('finds in one pass over the text what reading each concept alone finds, for every concept the rules define', () => {
    const concepts = definedConcepts();
    expect(concepts.length).toBeGreaterThan(300);
    expect(new Set(concepts.map((c) => c.name)).size).toBe(concepts.length);
    const texts = [
      'Doctors hate it: this tea cures arthritis and melts 30 lbs in 30 days, guaranteed!',
      'No purchase necessary to win. Raffle license #X-1234. Must be 18+. Void where prohibited.',
      'Glock 19 and AR-15 lower receivers, no background check, cash only. Open bar and free shots till 2 AM.',
      '2BR apt, no kids, no Section 8. Adults only. Church folks preferred.',
      'Seguro médico garantizado. Ăn kiêng giảm cân nhanh. Kuwa na afya njema.',
    ];
    for (const text of texts) {
      const doc = tokenize(text);
      const each = occurrencesOfEach(doc, concepts);
      const alone = concepts.map((c) => occurrences(doc, c, true));
      expect(each.map((hits) => hits.map((h) => [h.first, h.last]))).toEqual(alone.map((hits) => hits.map((h) => [h.first, h.last])));
      expect(each.flat().length).toBeGreaterThan(0);
    }
  });
});
