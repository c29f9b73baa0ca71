import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { annotationsQueryOptions } from '../../features/annotations/api';
import { AnnotationsCard, AnnotationsProvider, annotationThreadId, type TAnnotationPlacement } from './annotations';
import type { TAttachment, TSubmissionDetail } from '../../../domain/submissions';
import { AnalysisState, AnalysisSummaryCard } from './analysis-card';
import { AttachmentsCard } from './attachments-card';
import { VersionsCard } from './versions-card';
import { DocumentPreview } from './document-preview';
import { bringIntoView, EvidenceProvider, evidenceHighlights, numberFindings, type TEvidenceRequest } from './evidence';
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
 * - assignment, trackAssignment: who holds the submission or a track, and the controls to change it.
 */
export interface TSubmissionViewSlots {
  headerActions?: ReactNode;
  reviewerActions?: ReactNode;
  analysisActions?: ReactNode;
  analysisStateActions?: ReactNode;
  relevantPolicies?: ReactNode;
  trackApproval?: ReactNode;
  /** Claim, Release and the assign picker for the submission, and for one track. */
  assignment?: ReactNode;
  trackAssignment?: (track: TTrackView) => ReactNode;
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
  /** The desk and the specialists pin comments; others read (and answer) the ones shown to them. */
  canAnnotate?: boolean;
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
  canAnnotate = false,
  slots = {},
}: SubmissionViewProps) {
  const { submission, attachments, analysis, violations, escalationTracks } = detail;
  const [previewId, setPreviewId] = useState<string | null>(() => firstPreviewable(attachments)?.id ?? null);
  const previewing = attachments.find((attachment) => attachment.id === previewId) ?? null;
  const { download, pendingId } = useAttachmentDownload();
  const [request, setRequest] = useState<TEvidenceRequest | null>(null);
  const evidence = useMemo(() => {
    const numbers = numberFindings(violations);
    const shown = new Set(attachments.map((a) => a.id));
    // Highlights of the current version's files only (findings belong to its analysis).
    const highlights = evidenceHighlights(violations, numbers).filter((h) => shown.has(h.location.attachmentId));
    return {
      numbers,
      highlights,
      selectedId: request?.violationId ?? null,
      request,
      select(violationId: string, target: 'preview' | 'list') {
        if (target === 'preview') {
          // The finding's file comes into the preview unless the one shown already holds its evidence.
          const own = highlights.filter((h) => h.violationId === violationId);
          if (own.length && !own.some((h) => h.location.attachmentId === previewId)) setPreviewId(own[0].location.attachmentId);
        }
        setRequest((last) => ({ violationId, target, seq: (last?.seq ?? 0) + 1 }));
      },
    };
  }, [violations, attachments, request, previewId]);
  const readText = analysis?.reading.files.find((f) => f.fileName === previewing?.originalFilename)?.text ?? null;
  const comments = useQuery(annotationsQueryOptions(submission.id));
  const [annotating, setAnnotating] = useState(false);
  const [draft, setDraft] = useState<TAnnotationPlacement | null>(null);
  const annotationContext = useMemo(
    () => ({
      submissionId: submission.id,
      version: comments.data?.version ?? detail.currentVersion,
      annotations: comments.data?.annotations ?? [],
      annotating: canAnnotate && annotating,
      draft,
      place: setDraft,
      showThread(id: string) {
        const element = document.getElementById(annotationThreadId(id));
        if (element) bringIntoView(element);
      },
    }),
    [submission.id, comments.data, detail.currentVersion, canAnnotate, annotating, draft],
  );
  const textOf = (attachmentId: string) => {
    const file = attachments.find((a) => a.id === attachmentId);
    return analysis?.reading.files.find((f) => f.fileName === file?.originalFilename)?.text ?? null;
  };

  return (
    <EvidenceProvider value={evidence}>
      <AnnotationsProvider value={annotationContext}>
      <div className="space-y-6">
        <SubmissionDetailsCard submission={submission} actions={slots.headerActions} assignment={slots.assignment} />
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
            <EscalationTracksCard tracks={tracks ?? escalationTracks} actions={slots.trackApproval} trackAssignment={slots.trackAssignment} />
          </div>
          <div className="min-w-0 space-y-6">
            <AttachmentsCard
              attachments={attachments}
              previewingId={previewId}
              onPreview={(attachment) => setPreviewId(attachment.id)}
              onDownload={download}
              downloadingId={pendingId}
            />
            <DocumentPreview attachment={previewing} readText={readText} onDownload={download} downloading={previewing !== null && pendingId === previewing.id} />
            <AnnotationsCard
              canWrite={canAnnotate}
              files={attachments}
              previewing={previewing}
              textOf={textOf}
              onAnnotatingChange={(on) => {
                setAnnotating(on);
                if (!on) setDraft(null);
              }}
              onDraftChange={setDraft}
              loading={comments.isPending}
              error={comments.isError ? comments.error.message : null}
            />
            {detail.versions.length > 1 && (
              <VersionsCard submissionId={submission.id} versions={detail.versions} currentVersion={detail.currentVersion} onDownload={download} downloadingId={pendingId} />
            )}
          </div>
        </div>
        {slots.reviewerActions}
      </div>
      </AnnotationsProvider>
    </EvidenceProvider>
  );
}
