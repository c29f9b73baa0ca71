import { useState, type ReactNode } from 'react';
import type { TAttachment, TSubmissionDetail } from '../../../domain/submissions';
import { AnalysisState, AnalysisSummaryCard } from './analysis-card';
import { AttachmentsCard } from './attachments-card';
import { VersionsCard } from './versions-card';
import { DocumentPreview } from './document-preview';
import { EscalationTracksCard, type TTrackView } from './escalation-tracks-card';
import { LandingPageCard } from './landing-page-card';
import { SubmissionDetailsCard } from './submission-details-card';
import { useAttachmentDownload } from './use-attachment-download';
import { ViolationsCard } from './violations-card';

/**
 * Places for the actions the signed-in user may take; each renders nothing when it is not passed.
 * - headerActions: buttons on the whole submission (Escalate), beside its title.
 * - reviewerActions: approve, request revisions, reject (analysis present, status pending or needs_revision).
 * - analysisActions: reanalyze and the report copy and export, beside the analysis summary.
 * - analysisStateActions: reanalyze, offered where there is no analysis to show.
 * - relevantPolicies: the top 3 relevant policies.
 * - trackApproval: the 'Track Approval Actions' panel and the decision and override dialogs.
 */
export interface TSubmissionViewSlots {
  headerActions?: ReactNode;
  reviewerActions?: ReactNode;
  analysisActions?: ReactNode;
  analysisStateActions?: ReactNode;
  relevantPolicies?: ReactNode;
  trackApproval?: ReactNode;
}

interface SubmissionViewProps {
  detail: TSubmissionDetail;
  /** The full tracks (notes, feedback, override reason) once loaded; the detail's summaries until then. */
  tracks?: TTrackView[];
  onRefresh: () => void;
  refreshing: boolean;
  /** A reanalysis started here is running: the analysis shown may be replaced. */
  reanalyzing?: boolean;
  analysisStartedAt?: number | null;
  /** Reviewers may dismiss findings with a reason. */
  canDismiss?: boolean;
  slots?: TSubmissionViewSlots;
}

function firstPreviewable(attachments: TAttachment[]): TAttachment | null {
  return attachments.find((attachment) => attachment.isValid) ?? attachments[0] ?? null;
}

export function SubmissionView({
  detail,
  tracks,
  onRefresh,
  refreshing,
  reanalyzing = false,
  analysisStartedAt = null,
  canDismiss = false,
  slots = {},
}: SubmissionViewProps) {
  const { submission, attachments, analysis, violations, escalationTracks } = detail;
  const [previewId, setPreviewId] = useState<string | null>(() => firstPreviewable(attachments)?.id ?? null);
  const previewing = attachments.find((attachment) => attachment.id === previewId) ?? null;
  const { download, pendingId } = useAttachmentDownload();

  return (
    <div className="space-y-6">
      <SubmissionDetailsCard submission={submission} actions={slots.headerActions} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <AnalysisState
            status={submission.status}
            hasAnalysis={analysis !== null}
            onCheckAgain={onRefresh}
            checking={refreshing}
            reanalyzing={reanalyzing}
            startedAt={analysisStartedAt}
            actions={slots.analysisStateActions}
          />
          {analysis && <AnalysisSummaryCard analysis={analysis} actions={slots.analysisActions} />}
          {analysis && <ViolationsCard submissionId={submission.id} violations={violations} canDismiss={canDismiss} />}
          {slots.relevantPolicies}
          {submission.landingPageAnalysis && <LandingPageCard analysis={submission.landingPageAnalysis} url={submission.landingPageUrl} />}
          <EscalationTracksCard tracks={tracks ?? escalationTracks} actions={slots.trackApproval} />
        </div>
        <div className="min-w-0 space-y-6">
          <AttachmentsCard
            attachments={attachments}
            previewingId={previewId}
            onPreview={(attachment) => setPreviewId(attachment.id)}
            onDownload={download}
            downloadingId={pendingId}
          />
          <DocumentPreview attachment={previewing} onDownload={download} downloading={previewing !== null && pendingId === previewing.id} />
          {detail.versions.length > 1 && (
            <VersionsCard versions={detail.versions} currentVersion={detail.currentVersion} onDownload={download} downloadingId={pendingId} />
          )}
        </div>
      </div>
      {slots.reviewerActions}
    </div>
  );
}
