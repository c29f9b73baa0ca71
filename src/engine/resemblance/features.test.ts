import { describe, expect, it } from 'vitest';
import { featuresOf, stemOf, tokensOf } from './features';

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
});
