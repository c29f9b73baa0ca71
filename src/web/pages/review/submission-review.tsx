import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FileUp, SearchX, TriangleAlert } from 'lucide-react';
import { can } from '../../../domain/permissions';
import type { TSubmissionDetail } from '../../../domain/submissions';
import { approvalBlocker, canMoveSubmission } from '../../../domain/workflow';
import { EscalateDialog } from '../../components/escalate-dialog';
import { ErrorCard } from '../../components/error-card';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentUser } from '../../features/auth/api';
import { escalationsQueryOptions } from '../../features/escalations/api';
import { showsEscalateButton } from '../../features/submissions/actions';
import { isApiError } from '../../lib/api';
import { AnalysisActions, ReanalyzeButton } from './analysis-actions';
import { RelevantPoliciesCard } from './relevant-policies-card';
import { ReviewerActionsCard } from './reviewer-actions-card';
import { SubmissionView } from './submission-view';
import { decidesAnyTrack, TrackApprovalPanel } from './track-approval-panel';
import { UploadRevisionDialog } from './upload-revision-dialog';
import { useReviewedSubmission } from './use-reviewed-submission';
import { AssignmentControls } from './assignment-controls';
import { TRACK_LABELS } from '../../../domain/review';

function SubmissionSkeleton() {
  return (
    <div role="status" aria-label="Loading submission" className="space-y-6">
      <Skeleton className="h-48 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

export function SubmissionNotFound({ id }: { id: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">Submission Not Found</h2>
        <p className="max-w-md text-sm text-muted-foreground break-words">
          The submission with ID {id} was not found or you don't have access to it.
        </p>
        <Button asChild variant="outline">
          <Link to="/review">Back to Review Queue</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** One submission with everything the review screen shows, in its loading, missing and failed states. */
export function SubmissionReview({ id }: { id: string }) {
  const { detail, reanalyzing, analysisStartedAt, startReanalysis, startingReanalysis } = useReviewedSubmission(id);
  // Only a check the user asked for shows as busy: the 3-second polling must not keep disabling the button.
  const [checking, setChecking] = useState(false);
  const checkAgain = () => {
    setChecking(true);
    void detail.refetch().finally(() => setChecking(false));
  };

  if (detail.isPending) return <SubmissionSkeleton />;
  if (detail.isError) {
    // A malformed id (400) is as missing as an unknown or hidden one (404).
    if (isApiError(detail.error, 404) || isApiError(detail.error, 400)) return <SubmissionNotFound id={id} />;
    return <ErrorCard title="Failed to load submission" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  return (
    <ReviewScreen
      key={id}
      detail={detail.data}
      onRefresh={checkAgain}
      refreshing={checking}
      reanalyzing={reanalyzing}
      analysisStartedAt={analysisStartedAt}
      onReanalyze={startReanalysis}
      startingReanalysis={startingReanalysis}
    />
  );
}

interface ReviewScreenProps {
  detail: TSubmissionDetail;
  onRefresh: () => void;
  refreshing: boolean;
  reanalyzing: boolean;
  analysisStartedAt: number | null;
  onReanalyze: () => void;
  startingReanalysis: boolean;
}

/** The submission with the actions the signed-in user may take on it, as the permission and workflow tables allow. */
function ReviewScreen({ detail, onRefresh, refreshing, reanalyzing, analysisStartedAt, onReanalyze, startingReanalysis }: ReviewScreenProps) {
  const { data: user } = useCurrentUser();
  const { submission, analysis } = detail;
  const tracks = useQuery(escalationsQueryOptions(submission.id));
  const [escalating, setEscalating] = useState(false);
  const [revising, setRevising] = useState(false);

  const hasAnalysis = analysis !== null;
  const status = submission.status;
  const reanalyze =
    can(user, 'submission.reanalyze') && canMoveSubmission(status, 'reanalyze') && !reanalyzing
      ? { onReanalyze, starting: startingReanalysis }
      : undefined;
  const reviewable =
    can(user, 'submission.review') &&
    hasAnalysis &&
    (['approve', 'request_revisions', 'reject'] as const).some((event) => canMoveSubmission(status, event));
  // The full tracks (notes, resolvers) with the due time and holder the submission's summary carries.
  const summaries = new Map(detail.escalationTracks.map((track) => [track.id, track]));
  const fullTracks = tracks.data?.map((track) => ({ dueAt: null, overdue: false, assignee: null, ...summaries.get(track.id), ...track }));
  const trackStates = fullTracks ?? detail.escalationTracks;

  return (
    <>
      <SubmissionView
        detail={detail}
        tracks={fullTracks}
        onRefresh={onRefresh}
        refreshing={refreshing}
        reanalyzing={reanalyzing}
        analysisStartedAt={analysisStartedAt}
        canDismiss={can(user, 'submission.review')}
        canAnnotate={can(user, 'annotation.write')}
        slots={{
          headerActions: (detail.canRevise || showsEscalateButton(user, submission)) && (
            <>
              {detail.canRevise && (
                <Button variant="secondary" size="sm" onClick={() => setRevising(true)}>
                  <FileUp aria-hidden="true" />
                  Upload Revision
                </Button>
              )}
              {showsEscalateButton(user, submission) && (
                <Button variant="secondary" size="sm" onClick={() => setEscalating(true)}>
                  <TriangleAlert aria-hidden="true" />
                  Escalate
                </Button>
              )}
            </>
          ),
          analysisActions: (reanalyze || can(user, 'submission.export')) && (
            <AnalysisActions submissionId={submission.id} canExport={can(user, 'submission.export')} reanalyze={reanalyze} />
          ),
          analysisStateActions: reanalyze && <ReanalyzeButton {...reanalyze} />,
          relevantPolicies: <RelevantPoliciesCard submissionId={submission.id} />,
          assignment: can(user, 'submission.claim') && submission.status !== 'approved' && submission.status !== 'rejected' && (
            <AssignmentControls user={user} target={{ submissionId: submission.id }} scope="submission" holder={submission.assignee} label="submission" />
          ),
          trackAssignment: (track) =>
            can(user, 'track.claim') &&
            track.status !== 'approved' &&
            track.status !== 'rejected' && (
              <AssignmentControls
                user={user}
                target={{ trackId: track.id, submissionId: submission.id }}
                scope={track.trackType}
                holder={track.assignee}
                label={`${TRACK_LABELS[track.trackType]} Review`}
              />
            ),
          trackApproval: decidesAnyTrack(user) && <TrackApprovalPanel submissionId={submission.id} tracks={trackStates} user={user} />,
          reviewerActions: reviewable && (
            <ReviewerActionsCard
              submission={submission}
              approvalBlocker={approvalBlocker({ status, hasAnalysis, tracks: trackStates })}
            />
          ),
        }}
      />
      <EscalateDialog submission={submission} open={escalating} onOpenChange={setEscalating} />
      {detail.canRevise && (
        <UploadRevisionDialog submission={submission} nextVersion={detail.currentVersion + 1} open={revising} onOpenChange={setRevising} />
      )}
    </>
  );
}
