import type { TPublicUser } from '../../../domain/auth';
import { can } from '../../../domain/permissions';
import type { TSubmission } from '../../../domain/submissions';

type TSubmissionState = Pick<TSubmission, 'status' | 'escalationTracks'>;

/** An overridden track settles the submission's escalation; Review and Escalate are no longer offered (spec 1). */
export function hasOverriddenTrack(submission: TSubmissionState): boolean {
  return submission.escalationTracks.some((track) => track.isOverridden);
}

/** The dashboard's Review button: pending submissions, for users who may review. */
export function showsReviewButton(user: TPublicUser | null | undefined, submission: TSubmissionState): boolean {
  return can(user, 'submission.review') && !hasOverriddenTrack(submission) && submission.status === 'pending';
}

/** The Escalate button, on the dashboard and the review screen alike: pending or analyzing submissions. */
export function showsEscalateButton(user: TPublicUser | null | undefined, submission: TSubmissionState): boolean {
  return (
    can(user, 'submission.escalate') &&
    !hasOverriddenTrack(submission) &&
    (submission.status === 'pending' || submission.status === 'analyzing')
  );
}
