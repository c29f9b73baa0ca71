import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TListSort } from '../../../domain/desk';
import type { TPriority, TSubmissionStatus } from '../../../domain/enums';
import type {
  TCreativeUploadResponse,
  TDashboardStats,
  TDeletionPreview,
  TSubmission,
  TSubmissionDetail,
  TNewSubmissionForm,
  TSubmissionVersion,
} from '../../../domain/submissions';
import { apiDelete, apiGet, apiGetFile, apiPost, type TFileReply } from '../../lib/api';
import { uploadForm, type TUploadOptions } from '../../lib/upload';
import { auditKeys } from '../audit/api';

/** Status filter values the list accepts: every status, the dashboard's 'revision', or 'all'. */
export type TStatusFilter = TSubmissionStatus | 'revision' | 'all';

export interface TSubmissionFilters {
  q?: string;
  status?: TStatusFilter;
  priority?: TPriority | 'all';
  /** newest (the server's default) or due: open work by due time. */
  sort?: TListSort;
  /** 'me': the caller's queue (submissions and open tracks they hold). */
  assignee?: 'me';
  limit?: number;
}

export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (filters: TSubmissionFilters) => [...submissionKeys.lists(), filters] as const,
  stats: () => [...submissionKeys.all, 'stats'] as const,
  details: () => [...submissionKeys.all, 'detail'] as const,
  detail: (id: string) => [...submissionKeys.details(), id] as const,
  deletionPreview: (id: string) => [...submissionKeys.all, 'deletion-preview', id] as const,
  previewToken: (submissionId: string, filename: string) => [...submissionKeys.all, 'preview-token', submissionId, filename] as const,
  preview: (token: string) => [...submissionKeys.all, 'preview', token] as const,
};

export interface TSubmissionPage {
  submissions: TSubmission[];
  total: number;
  /** The search stopped counting at `total`. */
  totalIsLowerBound: boolean;
  nextCursor: string | null;
}

export async function fetchSubmissionPage(filters: TSubmissionFilters, cursor?: string): Promise<TSubmissionPage> {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status && filters.status !== 'all') params.set('status', filters.status);
  if (filters.priority && filters.priority !== 'all') params.set('priority', filters.priority);
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.limit) params.set('limit', String(filters.limit));
  if (cursor) params.set('cursor', cursor);
  const reply = await apiGet<TSubmission[]>(`/api/submissions?${params}`);
  return {
    submissions: reply.data,
    total: reply.meta?.total ?? reply.data.length,
    totalIsLowerBound: reply.meta?.totalIsLowerBound ?? false,
    nextCursor: reply.meta?.nextCursor ?? null,
  };
}

// Submissions change through everyone's work (and the analysis jobs), so screens refetch them when they open.
export function submissionListQueryOptions(filters: TSubmissionFilters) {
  return infiniteQueryOptions({
    queryKey: submissionKeys.list(filters),
    queryFn: ({ pageParam }) => fetchSubmissionPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function submissionStatsQueryOptions() {
  return queryOptions({
    queryKey: submissionKeys.stats(),
    queryFn: async () => (await apiGet<TDashboardStats>('/api/submissions/stats')).data,
    staleTime: 0,
  });
}

export function submissionDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: async () => (await apiGet<TSubmissionDetail>(`/api/submissions/${encodeURIComponent(id)}`)).data,
    staleTime: 0,
  });
}

export function deletionPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: submissionKeys.deletionPreview(id),
    queryFn: async () =>
      (await apiGet<TDeletionPreview>(`/api/superadmin/submissions/${encodeURIComponent(id)}/deletion-preview`)).data,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Lists, counters and single submissions all change after any submission mutation; the audit trail grows. */
export function invalidateSubmissions(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: submissionKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: submissionKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: submissionKeys.details() }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]).then(() => undefined);
}

/** The form's values (checked by the domain's ZNewSubmissionForm) and the chosen files. */
export type TNewSubmission = TNewSubmissionForm & { files: File[] };

export function createSubmission(input: TNewSubmission, options?: TUploadOptions) {
  const form = new FormData();
  form.set('title', input.title);
  form.set('submitterEmail', input.submitterEmail);
  form.set('submitterName', input.submitterName);
  form.set('description', input.description);
  form.set('submissionType', 'upload');
  form.set('campaignTypes', JSON.stringify(input.campaignTypes));
  form.set('landingPageUrl', input.campaignTypes.includes('Digital') ? input.landingPageUrl : '');
  if (input.runDate) form.set('runDate', input.runDate);
  for (const file of input.files) form.append('attachments', file, file.name);
  return uploadForm<TSubmission>('/api/submissions', form, options);
}

export function uploadCreative(submissionId: string, files: File[], options?: TUploadOptions) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadForm<TCreativeUploadResponse>(
    `/api/admin/submissions/${encodeURIComponent(submissionId)}/upload-creative`,
    form,
    options,
  );
}

/** The next version of a submission: its files and an optional note for the reviewer. */
export function uploadRevision(submissionId: string, files: File[], note: string, options?: TUploadOptions) {
  const form = new FormData();
  if (note.trim()) form.set('note', note.trim());
  for (const file of files) form.append('attachments', file, file.name);
  return uploadForm<{ version: TSubmissionVersion }>(`/api/submissions/${encodeURIComponent(submissionId)}/revisions`, form, options);
}

export const deleteSubmission = (id: string) => apiDelete<null>(`/api/superadmin/submissions/${encodeURIComponent(id)}`);

/** A file by its name: the newest of that name, or the one of the given version. */
export function attachmentDownloadPath(submissionId: string, originalFilename: string, version?: number): string {
  const path = `/api/files/private/${encodeURIComponent(submissionId)}/${encodeURIComponent(originalFilename)}`;
  return version === undefined ? path : `${path}?version=${version}`;
}

export const downloadAttachment = (submissionId: string, originalFilename: string, version?: number): Promise<TFileReply> =>
  apiGetFile(attachmentDownloadPath(submissionId, originalFilename, version));

/** A five-minute token for one file; it works only for the user who asked for it. */
export function previewTokenQueryOptions(submissionId: string, filename: string) {
  return queryOptions({
    queryKey: submissionKeys.previewToken(submissionId, filename),
    queryFn: async () => (await apiPost<{ token: string }>('/api/files/preview-token', { submissionId, filename })).data.token,
    staleTime: 0,
    gcTime: 0,
  });
}

export interface TPreviewContent extends TFileReply {
  /** The text of text/* replies (plain text, DOC as text, DOCX as HTML); null for images and PDF. */
  text: string | null;
}

/** The file as the preview serves it: images, PDF and text as they are, DOCX as HTML, DOC as text. */
export function previewQueryOptions(token: string) {
  return queryOptions({
    queryKey: submissionKeys.preview(token),
    queryFn: async (): Promise<TPreviewContent> => {
      const file = await apiGetFile(`/api/files/preview/${encodeURIComponent(token)}`);
      return { ...file, text: file.contentType.startsWith('text/') ? await file.blob.text() : null };
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}
