import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSubmissionDetail } from '../../../domain/submissions';
import { invalidateAnalysis } from '../../features/analysis/api';
import { requestReanalysis } from '../../features/review/api';
import { submissionDetailQueryOptions } from '../../features/submissions/api';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';

/** Spec 1: a reanalysis still showing after ten minutes is taken to have ended. */
export const REANALYSIS_TIMEOUT_MS = 600_000;
const POLL_MS = 3000;

interface TPendingReanalysis {
  submissionId: string;
  /** The analysis as it was when the reanalysis started; a different one means it finished. */
  analysisKey: string;
  startedAt: number;
  /** The job has been seen running: when the submission leaves 'analyzing' without a new analysis, it failed. */
  sawAnalyzing: boolean;
}

function analysisKeyOf(detail: TSubmissionDetail | undefined): string {
  return detail?.analysis ? `${detail.analysis.id}@${detail.analysis.updatedAt}` : 'none';
}

/**
 * The submission on the review screen, polled every 3 s while an analysis runs, with the reanalysis
 * action. The local 'reanalyzing' flag is set on start and cleared when the analysis changes, when
 * the job ends without one, when the request fails, or after ten minutes.
 */
export function useReviewedSubmission(id: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TPendingReanalysis | null>(null);
  const active = pending?.submissionId === id ? pending : null;

  const detail = useQuery({
    ...submissionDetailQueryOptions(id),
    // Also while the analysis only waits in the queue (a new submission, new creative): it starts any moment.
    refetchInterval: (query) =>
      query.state.data?.submission.status === 'analyzing' || query.state.data?.analysisQueued || active ? POLL_MS : false,
  });
  const data = detail.data;

  useEffect(() => {
    if (!active || !data) return;
    if (analysisKeyOf(data) !== active.analysisKey) setPending(null);
    else if (data.submission.status === 'analyzing') {
      if (!active.sawAnalyzing) setPending({ ...active, sawAnalyzing: true });
    } else if (active.sawAnalyzing) setPending(null);
  }, [active, data]);

  const startedAt = active?.startedAt;
  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = window.setTimeout(() => setPending(null), Math.max(0, startedAt + REANALYSIS_TIMEOUT_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [startedAt]);

  // When an analysis finishes here, the lists, counters and policy ranking elsewhere change with it.
  const status = data?.submission.status;
  const analysisKey = data ? analysisKeyOf(data) : null;
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    if (analysisKey === null) return;
    if (previousKey.current !== null && previousKey.current !== analysisKey) void invalidateAnalysis(queryClient, id);
    previousKey.current = analysisKey;
  }, [analysisKey, id, queryClient]);

  const reanalysis = useMutation({
    mutationFn: () => requestReanalysis(id),
    onMutate: () =>
      setPending({ submissionId: id, analysisKey: analysisKeyOf(data), startedAt: Date.now(), sawAnalyzing: false }),
    onSuccess: () => {
      toast({ title: 'Reanalysis Started', description: 'The compliance analysis is running again. Results update here when it finishes.' });
      void invalidateAnalysis(queryClient, id);
    },
    onError: (error) => {
      setPending(null);
      toast({
        title: 'Reanalysis Failed',
        description: isApiError(error) && error.message ? error.message : 'Failed to start reanalysis',
        variant: 'destructive',
      });
    },
  });

  return {
    detail,
    reanalyzing: active !== null || !!data?.analysisQueued,
    /** When the running analysis began, as far as this screen knows; for the elapsed time. */
    analysisStartedAt: active?.startedAt ?? (status === 'analyzing' && data ? Date.parse(data.submission.updatedAt) : null),
    startReanalysis: () => reanalysis.mutate(),
    startingReanalysis: reanalysis.isPending,
  };
}
