import type { TSubmission } from '../../../domain/submissions';
import type { TEscalationTrack, TReviewerAction, TReviewerActionRequest } from '../../../domain/review';
import { apiPost } from '../../lib/api';

const submissionPath = (id: string) => `/api/submissions/${encodeURIComponent(id)}`;

/** approve, request-revisions or reject; the server answers 409 with its reason when the move is not allowed. */
export const decideSubmission = (id: string, action: TReviewerAction, body: TReviewerActionRequest) =>
  apiPost<TSubmission>(`${submissionPath(id)}/${action}`, body);

/** Queues a fresh analysis (202); the submission shows it once the job has replaced the current one. */
export const requestReanalysis = (id: string) => apiPost<{ submissionId: string; queued: boolean }>(`${submissionPath(id)}/reanalyze`);

export const approveLegalReview = (id: string, feedback: string | null) =>
  apiPost<TEscalationTrack>(`${submissionPath(id)}/legal-review-approve`, { feedback });
