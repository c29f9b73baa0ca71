import type { TAction } from './permissions';
import type { TSubmissionStatus, TTrackStatus, TTrackType } from './enums';

/**
 * How a submission moves between statuses, and who may move it. The server refuses any move not in
 * this table (409); the web reads it only to decide which buttons to show.
 */
export type TSubmissionEvent =
  | 'analysis_started'
  | 'analysis_completed'
  | 'analysis_failed'
  | 'attachments_unreadable'
  | 'approve'
  | 'request_revisions'
  | 'reject'
  | 'reanalyze'
  | 'creative_reuploaded'
  | 'revision_added'
  | 'escalate'
  | 'legal_track_rejected';

export interface SubmissionTransition {
  from: readonly TSubmissionStatus[];
  /** null: the event leaves the status as it is (it changes something else, e.g. escalation tracks). */
  to: TSubmissionStatus | null;
  /** 'system' for moves the server makes on its own (analysis jobs, a legal track's verdict). */
  by: 'system' | TAction;
}

const OPEN: TSubmissionStatus[] = ['pending', 'needs_revision'];
const UNDECIDED: TSubmissionStatus[] = ['pending', 'analyzing', 'analysis_failed', 'needs_revision', 'invalid_attachments', 'under_review'];
const REANALYSABLE: TSubmissionStatus[] = ['pending', 'needs_revision', 'analysis_failed', 'invalid_attachments'];

export const SUBMISSION_TRANSITIONS: Record<TSubmissionEvent, SubmissionTransition> = {
  analysis_started: { from: REANALYSABLE, to: 'analyzing', by: 'system' },
  analysis_completed: { from: ['analyzing'], to: 'pending', by: 'system' },
  analysis_failed: { from: ['analyzing'], to: 'analysis_failed', by: 'system' },
  attachments_unreadable: { from: ['analyzing'], to: 'invalid_attachments', by: 'system' },
  approve: { from: OPEN, to: 'approved', by: 'submission.review' },
  request_revisions: { from: OPEN, to: 'needs_revision', by: 'submission.review' },
  reject: { from: OPEN, to: 'rejected', by: 'submission.review' },
  reanalyze: { from: REANALYSABLE, to: null, by: 'submission.reanalyze' },
  creative_reuploaded: { from: UNDECIDED, to: 'pending', by: 'creative.reupload' },
  // A new version from the submitter or the desk; a decided submission takes none (a new submission instead).
  revision_added: { from: UNDECIDED, to: 'pending', by: 'submission.revise' },
  escalate: { from: ['pending', 'analyzing', 'needs_revision'], to: null, by: 'submission.escalate' },
  // Legal has the final word: its rejection rejects the submission whatever state it is in, unless decided.
  legal_track_rejected: {
    from: ['pending', 'analyzing', 'analysis_failed', 'needs_revision', 'invalid_attachments', 'under_review'],
    to: 'rejected',
    by: 'system',
  },
};

export function canMoveSubmission(status: TSubmissionStatus, event: TSubmissionEvent): boolean {
  return SUBMISSION_TRANSITIONS[event].from.includes(status);
}

/** The status after the event, or null when the event is not allowed from this status. */
export function nextSubmissionStatus(status: TSubmissionStatus, event: TSubmissionEvent): TSubmissionStatus | null {
  const transition = SUBMISSION_TRANSITIONS[event];
  if (!transition.from.includes(status)) return null;
  return transition.to ?? status;
}

/* Escalation tracks */

export type TTrackDecision = 'approve' | 'reject' | 'revise';

export const TRACK_DECISION_STATUS: Record<TTrackDecision, { status: TTrackStatus; resolution: 'approved' | 'rejected' | null }> = {
  approve: { status: 'approved', resolution: 'approved' },
  reject: { status: 'rejected', resolution: 'rejected' },
  revise: { status: 'needs_revision', resolution: null },
};

/** Tracks a specialist can decide now; a track is listed to them while pending, in review or awaiting revision. */
export const DECIDABLE_TRACK_STATUSES: readonly TTrackStatus[] = ['pending', 'in_review'];
export const LISTED_TRACK_STATUSES: readonly TTrackStatus[] = ['pending', 'in_review', 'needs_revision'];
export const RESOLVED_TRACK_STATUSES: readonly TTrackStatus[] = ['approved', 'rejected'];

export type TTrackMove = 'start_review' | 'decide' | 'reopen' | 'override';

/**
 * Allowed track moves: a decision, starting review, reopening after new creative, and the superadmin override
 * (which keeps the track's status and records the overriding decision, one of `to`, beside it).
 */
export const TRACK_TRANSITIONS: Record<TTrackMove, { from: readonly TTrackStatus[]; to: readonly TTrackStatus[] }> = {
  start_review: { from: ['pending'], to: ['in_review'] },
  decide: { from: DECIDABLE_TRACK_STATUSES, to: ['approved', 'rejected', 'needs_revision'] },
  reopen: { from: ['needs_revision'], to: ['pending'] },
  override: { from: RESOLVED_TRACK_STATUSES, to: ['approved', 'rejected'] },
};

export function canMoveTrack(status: TTrackStatus, move: TTrackMove, to: TTrackStatus): boolean {
  const transition = TRACK_TRANSITIONS[move];
  return transition.from.includes(status) && transition.to.includes(to);
}

export function trackDecisionAction(trackType: TTrackType): TAction {
  return `track.decide.${trackType}`;
}

/** Legal tracks have final authority with veto power: nobody overrides them. */
export function isOverridable(trackType: TTrackType): boolean {
  return trackType !== 'legal';
}

export interface TrackState {
  trackType: TTrackType;
  status: TTrackStatus;
  isOverridden: boolean;
  overrideDecision: 'approved' | 'rejected' | null;
}

/** A track's verdict as it stands: the override when there is one, else its own resolution. */
export function effectiveTrackOutcome(track: TrackState): 'approved' | 'rejected' | 'open' {
  if (track.isOverridden && track.overrideDecision) return track.overrideDecision;
  if (track.status === 'approved' || track.status === 'rejected') return track.status;
  return 'open';
}

/**
 * Why a reviewer may not approve this submission now, or null if they may. Approval needs an analysis,
 * an open status, every escalation track resolved in favour, and never a legal rejection.
 */
export function approvalBlocker(input: { status: TSubmissionStatus; hasAnalysis: boolean; tracks: TrackState[] }): string | null {
  if (!input.hasAnalysis) return 'This submission has no compliance analysis yet';
  if (!canMoveSubmission(input.status, 'approve')) return `A submission that is ${input.status.replace('_', ' ')} cannot be approved`;
  if (input.tracks.some((t) => t.trackType === 'legal' && effectiveTrackOutcome(t) === 'rejected')) {
    return 'Legal review rejected this submission; legal has the final word';
  }
  const open = input.tracks.filter((t) => effectiveTrackOutcome(t) === 'open');
  if (open.length) return `Escalation tracks still open: ${open.map((t) => t.trackType).join(', ')}`;
  const rejected = input.tracks.filter((t) => effectiveTrackOutcome(t) === 'rejected');
  if (rejected.length) return `Escalation tracks rejected: ${rejected.map((t) => t.trackType).join(', ')}`;
  return null;
}
