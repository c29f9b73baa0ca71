import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TAnnotation, TAnnotationCreateRequest, TAnnotationList } from '../../../domain/annotations';
import { apiGet, apiPatch, apiPost } from '../../lib/api';

export const annotationKeys = {
  all: ['annotations'] as const,
  forSubmission: (submissionId: string) => [...annotationKeys.all, submissionId] as const,
  forVersion: (submissionId: string, version: number | null) => [...annotationKeys.forSubmission(submissionId), version] as const,
};

const path = (submissionId: string) => `/api/submissions/${encodeURIComponent(submissionId)}/annotations`;
const one = (submissionId: string, annotationId: string) => `${path(submissionId)}/${encodeURIComponent(annotationId)}`;

/** A version's comments and the open ones carried from earlier versions; the current version when none is named. */
export function annotationsQueryOptions(submissionId: string, version: number | null = null) {
  return queryOptions({
    queryKey: annotationKeys.forVersion(submissionId, version),
    queryFn: async () => (await apiGet<TAnnotationList>(`${path(submissionId)}${version ? `?version=${version}` : ''}`)).data,
  });
}

export const createAnnotation = (submissionId: string, body: TAnnotationCreateRequest) => apiPost<TAnnotation>(path(submissionId), body);
export const replyToAnnotation = (submissionId: string, annotationId: string, body: string) =>
  apiPost<TAnnotation>(`${one(submissionId, annotationId)}/replies`, { body });
export const resolveAnnotation = (submissionId: string, annotationId: string) => apiPost<TAnnotation>(`${one(submissionId, annotationId)}/resolve`);
export const reopenAnnotation = (submissionId: string, annotationId: string) => apiPost<TAnnotation>(`${one(submissionId, annotationId)}/reopen`);
export const setAnnotationVisibility = (submissionId: string, annotationId: string, visibleToSubmitter: boolean) =>
  apiPatch<TAnnotation>(one(submissionId, annotationId), { visibleToSubmitter });

export function invalidateAnnotations(queryClient: QueryClient, submissionId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: annotationKeys.forSubmission(submissionId) });
}
