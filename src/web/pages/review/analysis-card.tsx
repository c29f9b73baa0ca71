import { useEffect, useState, type ReactNode } from 'react';
import { BotMessageSquare, CircleAlert, FileText, FileWarning, LoaderCircle, RotateCw, TriangleAlert } from 'lucide-react';
import type { TAnalysis } from '../../../domain/analysis';
import type { TSubmissionStatus } from '../../../domain/enums';
import { RiskLabel } from '../../components/risk-label';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { describeReading, type TReadingSummary } from './analysis-reading';
import { describeSecondOpinion } from './second-opinion-summary';

const DEFAULT_CONFIDENCE_PERCENT = 95;

/** approve and needs_revision as they are; any other recommendation reads as reject (spec 1 section 3). */
export function recommendationLabel(recommendation: string): string {
  if (recommendation === 'approve') return 'Approve';
  if (recommendation === 'needs_revision') return 'Needs Revision';
  return 'Reject';
}

const RECOMMENDATION_CLASSES: Record<string, string> = {
  Approve: 'text-emerald-700 dark:text-emerald-300',
  'Needs Revision': 'text-orange-700 dark:text-orange-300',
  Reject: 'text-red-700 dark:text-red-300',
};

/** AI confidence is the score over 100, or 95% when the analysis carries no score. */
export function aiConfidencePercent(overallScore: number | null | undefined): number {
  return typeof overallScore === 'number' ? Math.round(overallScore) : DEFAULT_CONFIDENCE_PERCENT;
}

function readScoreAdjustment(raw: Record<string, unknown>): { originalScore: number } | null {
  const adjustment = raw.scoreAdjustment as { adjustmentApplied?: unknown; originalScore?: unknown } | undefined;
  if (adjustment?.adjustmentApplied === true && typeof adjustment.originalScore === 'number') {
    return { originalScore: adjustment.originalScore };
  }
  return null;
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-lg border p-3', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{children}</dd>
    </div>
  );
}

interface AnalysisStateProps {
  status: TSubmissionStatus;
  hasAnalysis: boolean;
  onCheckAgain: () => void;
  checking: boolean;
  /** A reanalysis started from this screen is still running. */
  reanalyzing?: boolean;
  /** When the running analysis began (epoch ms), for the elapsed time; null when unknown. */
  startedAt?: number | null;
  /** The reanalyze action, offered when there is no analysis to show. */
  actions?: ReactNode;
}

// Most analyses finish within seconds; past this the screen says how long it has been working.
const LONG_RUNNING_MS = 15_000;

/** The current time, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} min ${rest} s`;
}

function AnalysisProgress({ startedAt }: { startedAt: number | null }) {
  const now = useNow(startedAt !== null);
  const elapsed = startedAt === null ? null : now - startedAt;
  const long = elapsed !== null && elapsed >= LONG_RUNNING_MS;
  return (
    <div className="grid gap-1.5">
      <Progress value={null} aria-label="Analysis progress" aria-valuetext={long ? `Running for ${formatElapsed(elapsed)}` : 'Running'} />
      {long && (
        <p className="text-xs" data-testid="analysis-elapsed">
          Still working after {formatElapsed(elapsed)}. Scanned documents and landing pages take longer; this page updates
          by itself.
        </p>
      )}
    </div>
  );
}

/** Why there is no (complete) analysis to read: still running, failed, or files that could not be read. */
export function AnalysisState({ status, hasAnalysis, onCheckAgain, checking, reanalyzing = false, startedAt = null, actions }: AnalysisStateProps) {
  const checkAgain = (
    <Button variant="outline" size="sm" onClick={onCheckAgain} disabled={checking} className="w-fit">
      {checking ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RotateCw aria-hidden="true" />}
      Check again
    </Button>
  );

  if (reanalyzing || (status === 'analyzing' && hasAnalysis) || (!hasAnalysis && !['analysis_failed', 'invalid_attachments'].includes(status))) {
    return (
      <Alert variant="info" role="status" data-testid="analysis-in-progress">
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
        <AlertTitle>Analysis in Progress</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p className="flex items-start gap-1.5">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-600 dark:text-orange-300" />
            The compliance analysis is still running. Results shown here may be incomplete until it finishes.
          </p>
          <AnalysisProgress startedAt={startedAt} />
          <div className="mt-1 flex flex-wrap gap-2">
            {checkAgain}
            {!reanalyzing && status !== 'analyzing' && actions}
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  if (status === 'analysis_failed' && !hasAnalysis) {
    return (
      <Alert variant="destructive" role="status">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Analysis Failed</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>The automatic compliance analysis could not finish for this submission.</p>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </AlertDescription>
      </Alert>
    );
  }
  if (status === 'invalid_attachments' && !hasAnalysis) {
    return (
      <Alert variant="destructive" role="status">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Files Could Not Be Analyzed</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>
            One or more attachments could not be read, so no compliance analysis was made. New creative can be uploaded to
            analyze it again.
          </p>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

/** What the analysis could read, file by file, and what it could not check: the confidence figure's grounds. */
function AnalysisReading({ summary }: { summary: TReadingSummary }) {
  return (
    <section aria-labelledby="analysis-reading-heading" className="rounded-lg border p-3 text-sm" data-testid="analysis-reading">
      <h3 id="analysis-reading-heading" className="text-xs font-medium text-muted-foreground">
        What the analysis read
      </h3>
      <p className="mt-1 font-semibold">{summary.headline}</p>
      <ul className="mt-1.5 space-y-1">
        {summary.files.map((file, i) => (
          <li key={`${file.fileName}-${i}`} className="flex items-start gap-1.5">
            {file.read && !file.lowConfidence ? (
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            ) : (
              <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-600 dark:text-orange-300" />
            )}
            <span className="min-w-0 break-words">
              <span className="font-medium [overflow-wrap:anywhere]">{file.fileName}</span>
              <span className="text-muted-foreground">: {file.detail}</span>
              {file.notes.map((note) => (
                <span key={note} className="block text-xs text-muted-foreground">
                  {note}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {summary.notChecked.length > 0 && (
        <div className="mt-2 border-t pt-2" data-testid="analysis-not-checked">
          <p className="text-xs font-medium text-orange-700 dark:text-orange-300">Not checked</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
            {summary.notChecked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Score, risk, recommendation and confidence of the latest analysis; `actions` is the slot for reanalyze and export. */
export function AnalysisSummaryCard({ analysis, actions }: { analysis: TAnalysis; actions?: ReactNode }) {
  const recommendation = recommendationLabel(analysis.recommendation);
  const adjustment = readScoreAdjustment(analysis.rawAnalysisData);
  // Analyses stored before files were recorded have nothing to show here.
  const recorded = analysis.reading && analysis.reading.files.length + analysis.reading.refused.length > 0;
  const reading = recorded ? describeReading(analysis.reading) : null;
  const second = describeSecondOpinion(analysis.secondOpinion);

  return (
    <Card aria-labelledby="analysis-heading">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="space-y-1.5">
            <CardTitle id="analysis-heading">Compliance Analysis</CardTitle>
            <CardDescription>
              Analyzed <time dateTime={analysis.updatedAt}>{formatDateTime(analysis.updatedAt)}</time> · {analysis.analysisModel}{' '}
              {analysis.analysisVersion}
            </CardDescription>
          </div>
          {actions}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-3">
          <Fact label="Compliance score">
            <span data-testid="analysis-score">{analysis.overallScore}/100</span>
          </Fact>
          <Fact label="Risk level">
            <RiskLabel level={analysis.riskLevel} className="text-base" />
          </Fact>
          <Fact label="Recommendation">
            <span className={RECOMMENDATION_CLASSES[recommendation]}>{recommendation}</span>
            {recommendation === 'Approve' && !analysis.autoApprovalEligible && (
              // Review items cost no points: the copy may read as approvable, yet a person has to look first.
              <span className="block text-xs font-normal text-muted-foreground" data-testid="recommendation-after-review">
                After a person's review
              </span>
            )}
          </Fact>
          <Fact label="AI confidence">
            {aiConfidencePercent(analysis.overallScore)}%
            {reading && (
              <span className="block text-xs font-normal text-muted-foreground" data-testid="analysis-reading-headline">
                From the score. {reading.headline}
                {reading.notChecked.length > 0 ? `; ${reading.notChecked.length} not checked` : ''}
              </span>
            )}
          </Fact>
        </dl>
        {reading && <AnalysisReading summary={reading} />}
        <div className="flex flex-wrap gap-2 text-sm">
          {analysis.autoApprovalEligible ? (
            <Badge variant="success">Eligible for auto-approval</Badge>
          ) : (
            <Badge variant="secondary">Not eligible for auto-approval</Badge>
          )}
          {adjustment && <Badge variant="outline">Score adjusted from {adjustment.originalScore}</Badge>}
        </div>
        {analysis.autoApprovalReason && <p className="text-sm text-muted-foreground">{analysis.autoApprovalReason}</p>}
        {second && (
          <p
            className={cn('flex items-start gap-1.5 text-sm', second.failed ? 'text-orange-700 dark:text-orange-300' : 'text-muted-foreground')}
            data-testid="second-opinion-status"
            data-status={analysis.secondOpinion.status}
          >
            <BotMessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {second.text}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
