import { describe, expect, it } from 'vitest';
import { COMPARED_TEXT_LIMIT, diffText } from './text-diff';

// The word diff keeps words exactly; runs of whitespace next to a change come from one side.
const joined = (parts: { op: string; text: string }[], skip: 'insert' | 'delete') =>
  parts.filter((p) => p.op !== skip).map((p) => p.text).join('').replace(/\s+/g, ' ').trim();

describe('diffText', () => {
  it('marks the words taken out and put in, and both texts read back from the parts', () => {
    const before = 'Our gummies contain 5% THC by dry weight.';
    const after = 'Our gummies contain 0.3% THC or less. Adults 21+ only.';
    const diff = diffText(before, after);
    expect(diff.wordLevel).toBe(true);
    expect(diff.truncated).toBe(false);
    expect(joined(diff.parts, 'insert')).toBe(before);
    expect(joined(diff.parts, 'delete')).toBe(after);
    expect(diff.parts.filter((p) => p.op === 'delete').map((p) => p.text.trim())).toContain('5');
    expect(diff.parts.find((p) => p.op === 'equal')?.text).toBe('Our gummies contain ');
    expect(diff.deletedWords).toBe(4);
    expect(diff.insertedWords).toBe(7);
  });

  it('takes a rewritten sentence out whole rather than keeping the odd word both happen to share', () => {
    const diff = diffText('Grand Opening! Our delta-9 THC gummies contain 5% THC by dry weight.', 'Grand Opening! Spring sale, open every day from 9 to 5.');
    expect(diff.parts).toEqual([
      { op: 'equal', text: 'Grand Opening! ' },
      { op: 'delete', text: 'Our delta-9 THC gummies contain 5% THC by dry weight' },
      { op: 'insert', text: 'Spring sale, open every day from 9 to 5' },
      { op: 'equal', text: '.' },
    ]);
  });

  it('is all equal for the same text, and all inserted against nothing', () => {
    expect(diffText('Same copy.', 'Same copy.')).toMatchObject({ parts: [{ op: 'equal', text: 'Same copy.' }], insertedWords: 0, deletedWords: 0 });
    expect(diffText('', 'New file text')).toMatchObject({ parts: [{ op: 'insert', text: 'New file text' }], insertedWords: 3, deletedWords: 0 });
  });

  it('cuts long texts and gives up on the word level for unrelated ones, answering both texts whole', () => {
    const long = 'word '.repeat(COMPARED_TEXT_LIMIT);
    expect(diffText(long, long).truncated).toBe(true);
    const a = Array.from({ length: 2500 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 2500 }, (_, i) => `b${i}`).join(' ');
    const diff = diffText(a, b);
    expect(diff.wordLevel).toBe(false);
    expect(diff.parts).toEqual([
      { op: 'delete', text: a },
      { op: 'insert', text: b },
    ]);
    expect(diff.deletedWords).toBe(2500);
  });
});
