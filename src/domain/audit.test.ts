import { describe, expect, it } from 'vitest';
import { formatDiffValue } from './audit';

describe('formatDiffValue', () => {
  it('cuts values longer than 50 characters', () => {
    expect(formatDiffValue('a'.repeat(60))).toBe(`${'a'.repeat(50)}...`);
    expect(formatDiffValue('a'.repeat(50))).toBe('a'.repeat(50));
  });

  it('shows lists and empty values readably', () => {
    expect(formatDiffValue(['admin', 'superadmin'])).toBe('["admin","superadmin"]');
    expect(formatDiffValue(null)).toBe('(empty)');
  });
});
