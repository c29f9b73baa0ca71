import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES } from './enums';
import { PERMISSIONS } from './permissions';
import {
  SUBMISSION_TRANSITIONS,
  approvalBlocker,
  canMoveSubmission,
  canMoveTrack,
  effectiveTrackOutcome,
  isOverridable,
  nextSubmissionStatus,
  type TrackState,
} from './workflow';

const track = (overrides: Partial<TrackState>): TrackState => ({
  trackType: 'creative',
  status: 'pending',
  isOverridden: false,
  overrideDecision: null,
  ...overrides,
});

describe('submission transitions', () => {
  it('name only real statuses and real actions', () => {
    for (const t of Object.values(SUBMISSION_TRANSITIONS)) {
      for (const s of t.from) expect(SUBMISSION_STATUSES).toContain(s);
      if (t.to) expect(SUBMISSION_STATUSES).toContain(t.to);
      if (t.by !== 'system') expect(Object.keys(PERMISSIONS)).toContain(t.by);
    }
  });

  it('lets reviewers decide only open submissions', () => {
    expect(nextSubmissionStatus('pending', 'approve')).toBe('approved');
    expect(nextSubmissionStatus('needs_revision', 'request_revisions')).toBe('needs_revision');
    expect(nextSubmissionStatus('pending', 'reject')).toBe('rejected');
    for (const closed of ['approved', 'rejected', 'analyzing', 'analysis_failed', 'invalid_attachments'] as const) {
      expect(canMoveSubmission(closed, 'approve')).toBe(false);
    }
  });

  it('moves through analysis on its own', () => {
    expect(nextSubmissionStatus('pending', 'analysis_started')).toBe('analyzing');
    expect(nextSubmissionStatus('analyzing', 'analysis_completed')).toBe('pending');
    expect(nextSubmissionStatus('analyzing', 'analysis_failed')).toBe('analysis_failed');
    expect(nextSubmissionStatus('approved', 'analysis_started')).toBeNull();
  });

  it('keeps decided submissions closed to new creative, and lets legal reject anything undecided', () => {
    expect(canMoveSubmission('approved', 'creative_reuploaded')).toBe(false);
    expect(nextSubmissionStatus('needs_revision', 'creative_reuploaded')).toBe('pending');
    expect(nextSubmissionStatus('pending', 'legal_track_rejected')).toBe('rejected');
    expect(nextSubmissionStatus('approved', 'legal_track_rejected')).toBeNull();
  });

  it('escalates without changing the status', () => {
    expect(nextSubmissionStatus('analyzing', 'escalate')).toBe('analyzing');
    expect(nextSubmissionStatus('rejected', 'escalate')).toBeNull();
  });
});

describe('track transitions', () => {
  it('take a track into review only while pending', () => {
    expect(canMoveTrack('pending', 'start_review', 'in_review')).toBe(true);
    expect(canMoveTrack('in_review', 'start_review', 'in_review')).toBe(false);
  });

  it('decide open tracks only, to a verdict', () => {
    expect(canMoveTrack('pending', 'decide', 'needs_revision')).toBe(true);
    expect(canMoveTrack('in_review', 'decide', 'approved')).toBe(true);
    expect(canMoveTrack('rejected', 'decide', 'approved')).toBe(false);
    expect(canMoveTrack('pending', 'decide', 'in_review')).toBe(false);
  });

  it('reopen only tracks that asked for revisions, and override only resolved ones', () => {
    expect(canMoveTrack('needs_revision', 'reopen', 'pending')).toBe(true);
    expect(canMoveTrack('approved', 'reopen', 'pending')).toBe(false);
    expect(canMoveTrack('rejected', 'override', 'approved')).toBe(true);
    expect(canMoveTrack('in_review', 'override', 'approved')).toBe(false);
  });
});

describe('approval rules', () => {
  const base = { status: 'pending' as const, hasAnalysis: true };

  it('needs an analysis', () => {
    expect(approvalBlocker({ ...base, hasAnalysis: false, tracks: [] })).toMatch(/no compliance analysis/);
  });

  it('waits for every track to be resolved', () => {
    expect(approvalBlocker({ ...base, tracks: [track({ status: 'in_review' })] })).toMatch(/still open: creative/);
    expect(approvalBlocker({ ...base, tracks: [track({ status: 'approved' })] })).toBeNull();
  });

  it('never approves over a legal rejection, but honours an override of creative or technical', () => {
    expect(approvalBlocker({ ...base, tracks: [track({ trackType: 'legal', status: 'rejected' })] })).toMatch(/Legal review rejected/);
    const overridden = track({ status: 'rejected', isOverridden: true, overrideDecision: 'approved' });
    expect(effectiveTrackOutcome(overridden)).toBe('approved');
    expect(approvalBlocker({ ...base, tracks: [overridden] })).toBeNull();
    expect(approvalBlocker({ ...base, tracks: [track({ trackType: 'technical', status: 'rejected' })] })).toMatch(/rejected: technical/);
  });

  it('lets nobody override legal', () => {
    expect(isOverridable('legal')).toBe(false);
    expect(isOverridable('creative')).toBe(true);
    expect(isOverridable('technical')).toBe(true);
  });
});
