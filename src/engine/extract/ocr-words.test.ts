import { describe, expect, it } from 'vitest';
import { countWord, locateUncertainWords, shiftUncertainWords, wordCore } from './ocr-words';

describe('uncertain OCR words', () => {
  it('names a word by its spelling without punctuation and its occurrence number', () => {
    expect(wordCore('"Rules.')).toBe('Rules');
    expect(wordCore('--')).toBeNull();
    expect(countWord('no, No! snow nobody no', 'no')).toBe(3);
  });

  it('finds the nth occurrence again and counts earlier pages when pages are joined', () => {
    const text = 'no purchase. no obligation';
    expect(locateUncertainWords(text, [{ word: 'no', nth: 1 }])).toEqual([{ start: 13, end: 15 }]);
    expect(locateUncertainWords(text, [{ word: 'no', nth: 5 }])).toEqual([]);
    expect(shiftUncertainWords('page one says no', [{ word: 'no', nth: 0 }])).toEqual([{ word: 'no', nth: 1 }]);
  });
});
