import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TAssignee, TAssignmentScope, TDueRules } from '../../../domain/desk';
import { apiGet, apiPost, apiPut } from '../../lib/api';
import { auditKeys } from '../audit/api';
import { invalidateSubmissions } from '../submissions/api';

export const deskKeys = {
  all: ['desk'] as const,
  dueRules: () => [...deskKeys.all, 'due-rules'] as const,
  assignees: (scope: TAssignmentScope) => [...deskKeys.all, 'assignees', scope] as const,
};

export function dueRulesQueryOptions() {
  return queryOptions({
    queryKey: deskKeys.dueRules(),
    queryFn: async () => (await apiGet<TDueRules>('/api/settings/due-rules')).data,
  });
}

/** Saving the rules moves due times in the background: lists and details are read afresh. */
export async function saveDueRules(queryClient: QueryClient, rules: TDueRules) {
  const reply = await apiPut<TDueRules>('/api/settings/due-rules', rules);
  queryClient.setQueryData(deskKeys.dueRules(), reply.data);
  await Promise.all([invalidateSubmissions(queryClient), queryClient.invalidateQueries({ queryKey: auditKeys.all })]);
  return reply;
}

/** Who an admin may hand work of this scope to. */
export function assigneesQueryOptions(scope: TAssignmentScope) {
  return queryOptions({
    queryKey: deskKeys.assignees(scope),
    queryFn: async () => (await apiGet<TAssignee[]>(`/api/desk/assignees?scope=${scope}`)).data,
    staleTime: 60_000,
  });
}

/** Claim (own id), release (null) or assign a submission, or one of its escalation tracks. */
export function assignWork(target: { submissionId: string } | { trackId: string }, userId: string | null) {
  const path =
    'trackId' in target
      ? `/api/escalations/${encodeURIComponent(target.trackId)}/assign`
      : `/api/submissions/${encodeURIComponent(target.submissionId)}/assign`;
  return apiPost<{ assignee: TAssignee | null }>(path, { userId });
}
