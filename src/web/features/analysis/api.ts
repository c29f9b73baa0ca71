import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TComplianceReport, TViolation } from '../../../domain/analysis';
import type { TRelevantPolicy } from '../../../domain/policies';
import { apiGet, apiGetFile, apiPost } from '../../lib/api';
import { invalidateSubmissions } from '../submissions/api';

export const analysisKeys = {
  all: ['analysis'] as const,
  relevantPolicies: (submissionId: string) => [...analysisKeys.all, 'relevant-policies', submissionId] as const,
};

const submissionPath = (id: string) => `/api/submissions/${encodeURIComponent(id)}`;

// Relevance follows the latest analysis and its dismissals, so it is read afresh with the submission.
export function relevantPoliciesQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: analysisKeys.relevantPolicies(submissionId),
    queryFn: async () => (await apiGet<TRelevantPolicy[]>(`${submissionPath(submissionId)}/relevant-policies`)).data,
    staleTime: 0,
  });
}

/** Builds the report on the server (and records the export in the audit trail). */
export const exportReport = (submissionId: string) => apiPost<TComplianceReport>(`${submissionPath(submissionId)}/export`);

/** The annotated PDF report (also an audited export), and the name the server gives it. */
export async function downloadPdfReport(submissionId: string): Promise<{ blob: Blob; filename: string }> {
  const { blob, filename } = await apiGetFile(`${submissionPath(submissionId)}/report.pdf`);
  return { blob, filename: filename ?? `${submissionId}_compliance_report.pdf` };
}

export const dismissViolation = (submissionId: string, violationId: string, reason: string) =>
  apiPost<TViolation>(`${submissionPath(submissionId)}/violations/${encodeURIComponent(violationId)}/dismiss`, { reason });

/** A reviewer confirms a model's suggestion: it becomes a finding that costs its points. */
export const confirmSuggestion = (submissionId: string, violationId: string) =>
  apiPost<TViolation>(`${submissionPath(submissionId)}/violations/${encodeURIComponent(violationId)}/confirm`);

/** Analysis results feed the submission's score and risk, the lists and the policy ranking. */
export function invalidateAnalysis(queryClient: QueryClient, submissionId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: analysisKeys.relevantPolicies(submissionId) }),
    invalidateSubmissions(queryClient),
  ]).then(() => undefined);
}
