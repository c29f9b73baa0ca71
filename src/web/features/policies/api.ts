import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TCreatePolicyRequest, TPolicy, TPolicyProposal, TUpdatePolicyRequest } from '../../../domain/policies';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';
import { uploadForm } from '../../lib/upload';
import { analysisKeys } from '../analysis/api';
import { auditKeys } from '../audit/api';

export type TPolicySource = { kind: 'file_upload'; file: File } | { kind: 'url'; url: string };

export const policyKeys = {
  all: ['policies'] as const,
  list: () => [...policyKeys.all, 'list'] as const,
};

// Other admins add and change policies, so the library is read afresh whenever the screen opens.
export function policiesQueryOptions() {
  return queryOptions({
    queryKey: policyKeys.list(),
    queryFn: async () => (await apiGet<TPolicy[]>('/api/policies')).data,
    staleTime: 0,
  });
}

export function extractPolicy(source: TPolicySource) {
  const form = new FormData();
  form.set('sourceType', source.kind);
  // Asked for by the spec's client; the server always proposes from the document's own text.
  form.set('useAiExtraction', 'true');
  if (source.kind === 'file_upload') form.append('file', source.file, source.file.name);
  else form.set('sourceUrl', source.url);
  return uploadForm<TPolicyProposal>('/api/policies/extract', form);
}

export const createPolicy = (body: TCreatePolicyRequest) => apiPost<TPolicy>('/api/policies', body);
export const updatePolicy = (id: string, body: TUpdatePolicyRequest) => apiPut<TPolicy>(`/api/policies/${encodeURIComponent(id)}`, body);
export const deletePolicy = (id: string, reason: string) => apiDelete<null>(`/api/policies/${encodeURIComponent(id)}`, { reason });

/** The library, the policies ranked on reviews and the audit trail all change with a policy. */
export function invalidatePolicies(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: policyKeys.all }),
    queryClient.invalidateQueries({ queryKey: analysisKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]).then(() => undefined);
}
