import { describe, expect, it } from 'vitest';
import { describeSecondOpinion } from './second-opinion-summary';

const base = { model: 'llama3.1:8b', detail: null, kept: 0, dropped: 0 };

describe('the analysis card\'s second-opinion line', () => {
  it('says when the model was off, timed out, unreachable or unreadable, and that the rules\' result stands', () => {
    expect(describeSecondOpinion({ ...base, status: 'off', model: null })).toEqual({ text: 'Second opinion: off; no language model was asked.', failed: false });
    expect(describeSecondOpinion({ ...base, status: 'timeout', detail: 'No answer within 20 s' })).toEqual({
      text: "Second opinion by llama3.1:8b timed out (No answer within 20 s). The rules' result stands.",
      failed: true,
    });
    expect(describeSecondOpinion({ ...base, status: 'unreachable', detail: 'Connection refused' })?.text).toContain('could not be reached (Connection refused)');
    expect(describeSecondOpinion({ ...base, status: 'malformed' })?.failed).toBe(true);
  });

  it('counts what was kept and dropped', () => {
    expect(describeSecondOpinion({ ...base, status: 'ok', kept: 2, dropped: 1 })?.text).toBe(
      'Second opinion by llama3.1:8b: 2 suggestion(s) for a reviewer to confirm; 1 dropped (no library policy or no quote from the ad).',
    );
    expect(describeSecondOpinion({ ...base, status: 'ok' })?.text).toBe('Second opinion by llama3.1:8b: nothing to add.');
    expect(describeSecondOpinion(undefined)).toBeNull();
  });
});
