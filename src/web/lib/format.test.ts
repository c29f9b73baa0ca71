import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format';

describe('formatElapsed', () => {
  it('speaks seconds under a minute, minutes under an hour, hours under two days, then days', () => {
    expect([0, 8.4, 59.4, 60, 90, 3599, 3600, 5400, 47 * 3600, 48 * 3600, 3.25 * 86400].map(formatElapsed)).toEqual([
      '0 s',
      '8 s',
      '59 s',
      '1 min',
      '2 min',
      '60 min',
      '1.0 h',
      '1.5 h',
      '47.0 h',
      '2.0 d',
      '3.3 d',
    ]);
  });

  it('says nothing ended with a dash', () => {
    expect(formatElapsed(null)).toBe('—');
    expect(formatElapsed(Number.NaN)).toBe('—');
  });
});
