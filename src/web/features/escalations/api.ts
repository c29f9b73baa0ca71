import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TCreateEscalationRequest, TEscalationTrack, TOverrideRequest, ZTrackStatusRequest } from '../../../domain/review';
import { apiGet, apiPatch, apiPost } from '../../lib/api';
import { invalidateSubmissions } from '../submissions/api';

export const escalationKeys = {
  all: ['escalations'] as const,
  forSubmission: (submissionId: string) => [...escalationKeys.all, submissionId] as const,
};

// Tracks move through other people's decisions, so the review screen reads them afresh when it opens.
export function escalationsQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: escalationKeys.forSubmission(submissionId),
    queryFn: async () =>
      (await apiGet<TEscalationTrack[]>(`/api/escalations?submissionId=${encodeURIComponent(submissionId)}`)).data,
    staleTime: 0,
  });
}

export const createEscalation = (body: TCreateEscalationRequest) => apiPost<TEscalationTrack>('/api/escalations', body);

/** A decision, or `{ status: 'in_review' }` to take a pending track into review. */
export const decideTrack = (trackId: string, body: z.input<typeof ZTrackStatusRequest>) =>
  apiPatch<TEscalationTrack>(`/api/escalations/${encodeURIComponent(trackId)}/status`, body);

export const overrideTrack = (trackId: string, body: TOverrideRequest) =>
  apiPost<TEscalationTrack>(`/api/escalations/${encodeURIComponent(trackId)}/override`, body);

/** A track decision can change the submission too (a legal veto rejects it), and every one is audited. */
export function invalidateEscalations(queryClient: QueryClient, submissionId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: escalationKeys.forSubmission(submissionId) }),
    invalidateSubmissions(queryClient),
  ]).then(() => undefined);
}
