import { queryOptions } from '@tanstack/react-query';
import type { TVersionComparison } from '../../../domain/version-compare';
import { apiGet } from '../../lib/api';
import { downloadAttachment, submissionKeys } from './api';

export const compareKeys = {
  comparison: (id: string, a: number, b: number) => [...submissionKeys.all, 'compare', id, a, b] as const,
  file: (id: string, version: number, filename: string) => [...submissionKeys.all, 'version-file', id, version, filename] as const,
};

/** Version a against the later version b; polled while either version waits for its analysis. */
export function versionComparisonQueryOptions(id: string, a: number, b: number) {
  return queryOptions({
    queryKey: compareKeys.comparison(id, a, b),
    queryFn: async () =>
      (await apiGet<TVersionComparison>(`/api/submissions/${encodeURIComponent(id)}/versions/${a}/compare/${b}`)).data,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pending ? 3000 : false),
  });
}

/** A file of one version as uploaded: versions never change, so it is fetched once per page visit. */
export function versionFileQueryOptions(id: string, version: number, filename: string) {
  return queryOptions({
    queryKey: compareKeys.file(id, version, filename),
    queryFn: async () => (await downloadAttachment(id, filename, version)).blob,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
