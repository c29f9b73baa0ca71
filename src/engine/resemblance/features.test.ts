import { describe, expect, it } from 'vitest';
import { adFeaturesOf, conceptFeaturesOf, featuresOf, stemOf, tokensOf } from './features';

describe('resemblance features', () => {
  it('joins the forms of a word under one stem', () => {
    expect(new Set(['cure', 'cures', 'cured', 'curing'].map(stemOf))).toEqual(new Set(['cur']));
    expect(new Set(['guarantee', 'guaranteed', 'guarantees', 'guaranteeing'].map(stemOf))).toEqual(new Set(['guarant']));
    expect(new Set(['remedy', 'remedies', 'remedied'].map(stemOf))).toEqual(new Set(['remedy']));
    expect(new Set(['raffle', 'raffles'].map(stemOf))).toEqual(new Set(['raffl']));
    expect(['glass', 'glasses'].map(stemOf)).toEqual(['glass', 'glass']);
    expect(stemOf('5551234')).toBe('#n');
  });

  it('keeps each token where it stands in the text, through capitals and accents', () => {
    const text = 'Ăn KIÊNG — $500 a week, 90% off!';
    const tokens = tokensOf(text);
    expect(tokens.map((t) => t.stem)).toEqual(['an', 'kieng', 'usd', '500', 'a', 'week', '90', 'pct', 'off']);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['Ăn', 'KIÊNG', '$', '500', 'a', 'week', '90', '%', 'off']);
  });

  it('makes a feature of every stem and of every two stems side by side, each once', () => {
    const features = featuresOf(tokensOf('No purchase necessary. No purchase needed.'));
    expect([...features.keys()]).toEqual(['no', 'no_purchas', 'purchas', 'purchas_necessary', 'necessary', 'necessary_no', 'purchas_need', 'need']);
    expect(features.get('no_purchas')).toEqual({ start: 0, end: 11 });
  });

  it("names the rules' concepts an ad mentions, negated ones apart, where the ad first mentions them", () => {
    const text = 'Not a cure for anything.\nThis salve cures gout and eczema.';
    const affirmed = conceptFeaturesOf(text);
    const conceptNames = [...affirmed.keys()];
    expect(conceptNames.every((f) => f.startsWith('~'))).toBe(true);
    // Some concept of the rules knows a cure verb: affirmed where the second line claims one, not where the first denies it.
    const cure = conceptNames.find((f) => !f.startsWith('~no ') && text.slice(affirmed.get(f)!.start, affirmed.get(f)!.end) === 'cures');
    expect(cure).toBeDefined();
    // Said only in denial, the same concept becomes its negated feature.
    const denied = conceptFeaturesOf('Not a cure for anything.');
    expect(denied.has(cure!)).toBe(false);
    expect(denied.has(cure!.replace('~', '~no '))).toBe(true);
    // An ad's features are its words, word pairs and concepts together.
    const all = adFeaturesOf(text);
    expect(all.has('salv')).toBe(true);
    expect(all.has('cur_gout')).toBe(true);
    expect(all.has(cure!)).toBe(true);
  });
});
