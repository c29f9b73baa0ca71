import { describe, expect, it } from 'vitest';
import type { TViolationSeverity } from './enums';
import { scoreFindings, type TScorableFinding } from './scoring';

const v = (severity: TViolationSeverity, extra: Partial<TScorableFinding> = {}): TScorableFinding => ({ severity, kind: 'violation', ...extra });
const review = (severity: TViolationSeverity = 'critical'): TScorableFinding => ({ severity, kind: 'review_item' });

describe('scoreFindings worked examples', () => {
  it('no findings: 100, low, approve, auto-approval eligible', () => {
    const s = scoreFindings({ findings: [], readableFiles: 1 });
    expect(s).toMatchObject({ overallScore: 100, riskLevel: 'low', recommendation: 'approve', autoApprovalEligible: true });
    expect(s.scoreAdjustment).toEqual({ adjustmentApplied: false, originalScore: 100, reason: null });
  });

  it('one minor advisory: 97, low, approve, still eligible', () => {
    expect(scoreFindings({ findings: [v('minor')] })).toMatchObject({ overallScore: 97, riskLevel: 'low', recommendation: 'approve', autoApprovalEligible: true });
  });

  it('one moderate: 90, moderate, needs revision', () => {
    expect(scoreFindings({ findings: [v('moderate')] })).toMatchObject({ overallScore: 90, riskLevel: 'moderate', recommendation: 'needs_revision', autoApprovalEligible: false });
  });

  it('one major and one moderate: 65, high, needs revision', () => {
    expect(scoreFindings({ findings: [v('major'), v('moderate')] })).toMatchObject({ overallScore: 65, riskLevel: 'high', recommendation: 'needs_revision' });
  });

  it('a critical caps the score at 29 and rejects, recording the original score', () => {
    const s = scoreFindings({ findings: [v('critical')] });
    expect(s).toMatchObject({ overallScore: 29, riskLevel: 'critical', recommendation: 'reject', autoApprovalEligible: false });
    expect(s.scoreAdjustment).toMatchObject({ adjustmentApplied: true, originalScore: 60 });
  });

  it('many violations floor at 0', () => {
    expect(scoreFindings({ findings: [v('major'), v('major'), v('major'), v('major'), v('major')] }).overallScore).toBe(0);
  });

  it('review items subtract nothing but block auto-approval', () => {
    const s = scoreFindings({ findings: [review()] });
    expect(s).toMatchObject({ overallScore: 100, riskLevel: 'low', recommendation: 'approve', autoApprovalEligible: false });
    expect(s.autoApprovalReason).toContain('1 item(s) need human review');
  });

  it('dismissed findings do not count', () => {
    const s = scoreFindings({ findings: [v('critical', { dismissed: true }), v('minor')] });
    expect(s).toMatchObject({ overallScore: 97, riskLevel: 'low', recommendation: 'approve' });
    expect(s.counts).toMatchObject({ critical: 0, minor: 1, dismissed: 1 });
  });

  it('an unreadable file blocks auto-approval; nothing readable caps the score at 50', () => {
    const some = scoreFindings({ findings: [], unreadableFiles: 1, readableFiles: 1 });
    expect(some).toMatchObject({ overallScore: 100, riskLevel: 'moderate', recommendation: 'approve', autoApprovalEligible: false });
    const none = scoreFindings({ findings: [], unreadableFiles: 1, readableFiles: 0 });
    expect(none).toMatchObject({ overallScore: 50, riskLevel: 'moderate', recommendation: 'needs_revision', autoApprovalEligible: false });
    expect(none.scoreAdjustment).toMatchObject({ adjustmentApplied: true, originalScore: 100 });
  });

  it('several minors below 70 ask for revision', () => {
    const minors = Array.from({ length: 11 }, () => v('minor'));
    expect(scoreFindings({ findings: minors })).toMatchObject({ overallScore: 67, riskLevel: 'moderate', recommendation: 'needs_revision' });
  });
});
