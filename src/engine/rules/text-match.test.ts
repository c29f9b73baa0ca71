import { describe, expect, it } from 'vitest';
import { clauseBefore, findAll, findPhrase, isNegated } from './text-match';

describe('text matching helpers', () => {
  it('finds every match with offsets into the text', () => {
    const text = 'Win big. win again.';
    expect(findAll(text, /win/i)).toEqual([
      { text: 'Win', start: 0, end: 3 },
      { text: 'win', start: 9, end: 12 },
    ]);
  });

  it('reads the clause before a match across commas but not across sentences', () => {
    const text = 'Great taste. This product is not intended to diagnose, treat, cure or prevent any disease.';
    const cure = findAll(text, /cure/)[0];
    expect(clauseBefore(text, cure.start)).toContain('not intended');
    expect(isNegated(text, cure)).toBe(true);
    const plain = 'No more waiting. Our balm cures arthritis.';
    expect(isNegated(plain, findAll(plain, /cures/)[0])).toBe(false);
  });

  it('finds a required statement despite an OCR slip', () => {
    const text = 'WARNING: Hemp products containing THC are not for use by anyone nnder the age of 21.';
    expect(findPhrase(text, 'Hemp products containing THC are not for use by anyone under the age of 21', 0.85)).not.toBeNull();
    expect(findPhrase('Hemp products are for adults.', 'Hemp products containing THC are not for use by anyone under the age of 21', 0.85)).toBeNull();
  });
});
