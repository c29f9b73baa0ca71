import type { TCreateEscalationRequest, TEscalationTrack } from '../../../domain/review';
import { apiPost } from '../../lib/api';

export const escalationKeys = {
  all: ['escalations'] as const,
  forSubmission: (submissionId: string) => [...escalationKeys.all, submissionId] as const,
};

export const createEscalation = (body: TCreateEscalationRequest) => apiPost<TEscalationTrack>('/api/escalations', body);
