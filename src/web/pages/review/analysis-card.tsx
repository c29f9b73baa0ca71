import type { ReactNode } from 'react';
import { CircleAlert, LoaderCircle, RotateCw, TriangleAlert } from 'lucide-react';
import type { TAnalysis } from '../../../domain/analysis';
import type { TSubmissionStatus } from '../../../domain/enums';
import { RiskLabel } from '../../components/risk-label';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';

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
}

/** Why there is no (complete) analysis to read: still running, failed, or files that could not be read. */
export function AnalysisState({ status, hasAnalysis, onCheckAgain, checking }: AnalysisStateProps) {
  const checkAgain = (
    <Button variant="outline" size="sm" onClick={onCheckAgain} disabled={checking} className="mt-2 w-fit">
      {checking ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RotateCw aria-hidden="true" />}
      Check again
    </Button>
  );

  if (status === 'analysis_failed' && !hasAnalysis) {
    return (
      <Alert variant="destructive" role="status">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Analysis Failed</AlertTitle>
        <AlertDescription>The automatic compliance analysis could not finish for this submission.</AlertDescription>
      </Alert>
    );
  }
  if (status === 'invalid_attachments' && !hasAnalysis) {
    return (
      <Alert variant="destructive" role="status">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Files Could Not Be Analyzed</AlertTitle>
        <AlertDescription>
          One or more attachments could not be read, so no compliance analysis was made. New creative can be uploaded to
          analyze it again.
        </AlertDescription>
      </Alert>
    );
  }
  if (!hasAnalysis || status === 'analyzing') {
    return (
      <Alert variant="info" role="status">
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
        <AlertTitle>Analysis in Progress</AlertTitle>
        <AlertDescription className="grid gap-1">
          <p className="flex items-start gap-1.5">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-600 dark:text-orange-300" />
            The compliance analysis is still running. Results shown here may be incomplete until it finishes.
          </p>
          {checkAgain}
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

/** Score, risk, recommendation and confidence of the latest analysis; `actions` is the slot for reanalyze and export. */
export function AnalysisSummaryCard({ analysis, actions }: { analysis: TAnalysis; actions?: ReactNode }) {
  const recommendation = recommendationLabel(analysis.recommendation);
  const adjustment = readScoreAdjustment(analysis.rawAnalysisData);

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
          </Fact>
          <Fact label="AI confidence">{aiConfidencePercent(analysis.overallScore)}%</Fact>
        </dl>
        <div className="flex flex-wrap gap-2 text-sm">
          {analysis.autoApprovalEligible ? (
            <Badge variant="success">Eligible for auto-approval</Badge>
          ) : (
            <Badge variant="secondary">Not eligible for auto-approval</Badge>
          )}
          {adjustment && <Badge variant="outline">Score adjusted from {adjustment.originalScore}</Badge>}
        </div>
        {analysis.autoApprovalReason && <p className="text-sm text-muted-foreground">{analysis.autoApprovalReason}</p>}
      </CardContent>
    </Card>
  );
}
