import { describe, expect, it } from 'vitest';
import { scoreAnalysis } from './score';

const files = { read: 1, unread: 0 };

describe('scoring a model\'s suggestion', () => {
  it('costs nothing and blocks auto-approval while it waits for a reviewer', () => {
    const score = scoreAnalysis([{ severity: 'major', kind: 'violation', origin: 'model' }], files);
    expect(score).toMatchObject({ overallScore: 100, recommendation: 'approve', autoApprovalEligible: false });
    expect(score.autoApprovalReason).toContain('need human review');
  });

  it('costs its points once confirmed, as the rules\' violation of that severity would', () => {
    const confirmed = scoreAnalysis([{ severity: 'major', kind: 'violation', origin: 'model', confirmed: true }], files);
    const rules = scoreAnalysis([{ severity: 'major', kind: 'violation' }], files);
    expect(confirmed).toEqual(rules);
    expect(confirmed.overallScore).toBe(75);
  });

  it('costs nothing and blocks nothing once dismissed', () => {
    expect(scoreAnalysis([{ severity: 'major', kind: 'violation', origin: 'model', dismissed: true }], files)).toMatchObject({
      overallScore: 100,
      autoApprovalEligible: true,
    });
  });
});
