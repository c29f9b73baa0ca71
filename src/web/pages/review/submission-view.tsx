import { useState, type ReactNode } from 'react';
import type { TAttachment, TSubmissionDetail } from '../../../domain/submissions';
import { AnalysisState, AnalysisSummaryCard } from './analysis-card';
import { AttachmentsCard } from './attachments-card';
import { DocumentPreview } from './document-preview';
import { EscalationTracksCard } from './escalation-tracks-card';
import { LandingPageCard } from './landing-page-card';
import { SubmissionDetailsCard } from './submission-details-card';
import { useAttachmentDownload } from './use-attachment-download';
import { ViolationsCard } from './violations-card';

/**
 * Places kept for the review features still to come; each renders nothing until it is passed.
 * - reviewerActions: approve, request revisions, reject (analysis present, status pending or needs_revision).
 * - analysisActions: reanalyze and the report export, beside the analysis summary.
 * - relevantPolicies: the top 3 relevant policies.
 * - trackApproval: the 'Track Approval Actions' panel and the decision and override dialogs.
 */
export interface TSubmissionViewSlots {
  reviewerActions?: ReactNode;
  analysisActions?: ReactNode;
  relevantPolicies?: ReactNode;
  trackApproval?: ReactNode;
}

interface SubmissionViewProps {
  detail: TSubmissionDetail;
  onRefresh: () => void;
  refreshing: boolean;
  slots?: TSubmissionViewSlots;
}

function firstPreviewable(attachments: TAttachment[]): TAttachment | null {
  return attachments.find((attachment) => attachment.isValid) ?? attachments[0] ?? null;
}

export function SubmissionView({ detail, onRefresh, refreshing, slots = {} }: SubmissionViewProps) {
  const { submission, attachments, analysis, violations, escalationTracks } = detail;
  const [previewId, setPreviewId] = useState<string | null>(() => firstPreviewable(attachments)?.id ?? null);
  const previewing = attachments.find((attachment) => attachment.id === previewId) ?? null;
  const { download, pendingId } = useAttachmentDownload();

  return (
    <div className="space-y-6">
      <SubmissionDetailsCard submission={submission} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <AnalysisState
            status={submission.status}
            hasAnalysis={analysis !== null}
            onCheckAgain={onRefresh}
            checking={refreshing}
          />
          {analysis && <AnalysisSummaryCard analysis={analysis} actions={slots.analysisActions} />}
          {analysis && <ViolationsCard violations={violations} />}
          {slots.relevantPolicies}
          {submission.landingPageAnalysis && <LandingPageCard analysis={submission.landingPageAnalysis} url={submission.landingPageUrl} />}
          <EscalationTracksCard tracks={escalationTracks} actions={slots.trackApproval} />
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
        </div>
      </div>
      {slots.reviewerActions}
    </div>
  );
}
