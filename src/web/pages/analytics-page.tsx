import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { BarChart3, CircleCheck, Clock, FileText, Gauge, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { TAnalyticsSummary } from '../../domain/analytics';
import { PageHeader } from '../components/page-header';
import { submissionStatusLabel } from '../components/submission-status-badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { analyticsSummaryQueryOptions } from '../features/analytics/api';
import { humanizeIdentifier } from '../lib/format';
import { cn } from '../lib/utils';
import type { TDayCount } from './analytics/submissions-over-time-chart';
import { TurnaroundSection } from './analytics/turnaround-section';

// Recharts is large: it loads with the chart, after the numbers are on screen.
const SubmissionsOverTimeChart = lazy(() => import('./analytics/submissions-over-time-chart'));

const CHART_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function percentOf(count: number, total: number): string {
  return `${total > 0 ? ((count / total) * 100).toFixed(1) : '0.0'}%`;
}

/** The last 30 UTC days, oldest first, with 0 for days the summary leaves out. */
function fillDays(overTime: TDayCount[], now = Date.now()): TDayCount[] {
  const counts = new Map(overTime.map((day) => [day.date, day.count]));
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const date = new Date(now - (CHART_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

function formatMedian(hours: number | null): string {
  if (hours === null) return 'No decisions yet';
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  if (hours < 48) return `${hours.toFixed(1)} hours`;
  return `${(hours / 24).toFixed(1)} days`;
}

const RISK_LABELS: Record<string, string> = { unassessed: 'Not assessed' };

interface TStatCard {
  key: string;
  label: string;
  icon: LucideIcon;
  tone: string;
  value: (summary: TAnalyticsSummary) => ReactNode;
  note?: (summary: TAnalyticsSummary) => ReactNode;
}

const STAT_CARDS: TStatCard[] = [
  { key: 'total', label: 'Total Submissions', icon: FileText, tone: 'bg-primary/10 text-primary', value: (s) => s.total },
  {
    key: 'pending',
    label: 'Pending Review',
    icon: Clock,
    tone: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
    value: (s) => s.pending,
  },
  {
    key: 'approved',
    label: 'Approved',
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    value: (s) => s.approved,
    note: (s) => `${s.approvalRate.toFixed(1)}% approval rate`,
  },
  {
    key: 'averageScore',
    label: 'Average Score',
    icon: Gauge,
    tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
    value: (s) => (s.averageScore === null ? '—' : `${s.averageScore.toFixed(1)}`),
    note: (s) => (s.averageScore === null ? 'No analysed submissions yet' : 'out of 100'),
  },
];

function StatCards({ summary }: { summary: TAnalyticsSummary }) {
  return (
    <section aria-labelledby="analytics-totals-heading">
      <h2 id="analytics-totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map((card) => (
          <div key={card.key} data-testid={`analytics-${card.key}`} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-muted-foreground">
              {card.label}
              <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', card.tone)}>
                <card.icon aria-hidden="true" className="size-4" />
              </span>
            </dt>
            <dd className="grid gap-0.5">
              <span className="text-2xl font-bold tabular-nums sm:text-3xl">{card.value(summary)}</span>
              {card.note && <span className="text-xs text-muted-foreground">{card.note(summary)}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface DistributionProps {
  id: string;
  title: string;
  description: string;
  counts: Record<string, number>;
  total: number;
  label: (key: string) => string;
  barClass: string;
}

function DistributionCard({ id, title, description, counts, total, label, barClass }: DistributionProps) {
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <Card aria-labelledby={`${id}-heading`} data-testid={id}>
      <CardHeader>
        <CardTitle id={`${id}-heading`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to show yet.</p>
        ) : (
          <ul aria-labelledby={`${id}-heading`} className="space-y-3">
            {rows.map(([key, count]) => (
              <li key={key} className="space-y-1" data-testid="distribution-row">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium">{label(key)}</span>
                  <span className="tabular-nums text-muted-foreground">
                    <span className="font-medium text-foreground">{count}</span> ({percentOf(count, total)})
                  </span>
                </div>
                <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                  <div className={cn('h-full rounded-full', barClass)} style={{ width: percentOf(count, total) }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function OverTimeCard({ summary }: { summary: TAnalyticsSummary }) {
  const days = fillDays(summary.overTime);
  const inWindow = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]);

  return (
    <Card aria-labelledby="over-time-heading" data-testid="analytics-over-time">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle id="over-time-heading">Submissions Over Time</CardTitle>
            <CardDescription>Submissions per day over the last {CHART_DAYS} days.</CardDescription>
          </div>
          <dl className="rounded-lg border px-3 py-2">
            <dt className="text-xs font-medium text-muted-foreground">Median time to decision</dt>
            <dd className="font-semibold" data-testid="analytics-median-decision">
              {formatMedian(summary.medianHoursToDecision)}
            </dd>
          </dl>
        </div>
      </CardHeader>
      <CardContent>
        <figure>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <SubmissionsOverTimeChart days={days} />
          </Suspense>
          <figcaption className="mt-2 text-sm text-muted-foreground">
            {inWindow} {inWindow === 1 ? 'submission' : 'submissions'} in the last {CHART_DAYS} days
            {busiest.count > 0 && (
              <>
                ; the busiest day was {format(parseISO(busiest.date), 'MMM d')} with {busiest.count}
              </>
            )}
            .
          </figcaption>
          {/* A table ignores the sr-only width, so a box clips it instead. */}
          <div className="sr-only">
            <table>
              <caption>Submissions per day, days with submissions only</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Submissions</th>
                </tr>
              </thead>
              <tbody>
                {days
                  .filter((day) => day.count > 0)
                  .map((day) => (
                    <tr key={day.date}>
                      <td>{format(parseISO(day.date), 'MMM d, yyyy')}</td>
                      <td>{day.count}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map((card) => (
          <Skeleton key={card.key} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

export function AnalyticsPage() {
  const summary = useQuery(analyticsSummaryQueryOptions());

  let body;
  if (summary.isPending) {
    body = <AnalyticsSkeleton />;
  } else if (summary.isError) {
    body = (
      <Card role="alert" className="border-destructive/50">
        <CardContent className="flex flex-wrap items-center gap-3 p-6">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <p className="flex-1 font-medium">Error loading analytics: {summary.error.message}</p>
          <Button variant="outline" onClick={() => void summary.refetch()}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  } else if (summary.data.total === 0) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <BarChart3 aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No Data Available</h2>
          <p className="max-w-md text-sm text-muted-foreground">Analytics appear here once submissions have been made.</p>
          <Button asChild>
            <Link to="/submit">New Submission</Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const data = summary.data;
    body = (
      <div className="space-y-6">
        <StatCards summary={data} />
        <OverTimeCard summary={data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <DistributionCard
            id="analytics-status"
            title="Status Distribution"
            description="Submissions by current status."
            counts={data.byStatus}
            total={data.total}
            label={submissionStatusLabel}
            barClass="bg-primary"
          />
          <DistributionCard
            id="analytics-risk"
            title="Risk Distribution"
            description="Submissions by assessed risk level."
            counts={data.byRisk}
            total={data.total}
            label={(key) => RISK_LABELS[key] ?? humanizeIdentifier(key)}
            barClass="bg-orange-500 dark:bg-orange-400"
          />
          <DistributionCard
            id="analytics-types"
            title="Submission Types"
            description="Submissions by how they were made."
            counts={data.byType}
            total={data.total}
            label={humanizeIdentifier}
            barClass="bg-violet-500 dark:bg-violet-400"
          />
        </div>
        <TurnaroundSection />
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Analytics Dashboard" subtitle="Submission volumes, outcomes and risk at a glance" />
      {body}
    </>
  );
}
