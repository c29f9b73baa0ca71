import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { Timer, TriangleAlert } from 'lucide-react';
import { TRACK_LABELS } from '../../../domain/review';
import {
  TURNAROUND_MAX_DAYS,
  TURNAROUND_STAGE_DESCRIPTIONS,
  TURNAROUND_STAGE_LABELS,
  dayBefore,
  todayUtc,
  type TTurnaround,
} from '../../../domain/turnaround';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { turnaroundQueryOptions } from '../../features/analytics/api';
import { formatElapsed } from '../../lib/format';
import type { TDurationBar } from './turnaround-chart';

// Recharts loads with the chart, after the numbers are on screen.
const TurnaroundChart = lazy(() => import('./turnaround-chart'));

const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
  { value: 'custom', label: 'Custom dates' },
] as const;
type TPreset = (typeof PRESETS)[number]['value'];

const DAY_MS = 86_400_000;

// Unrounded, so durations of seconds still draw a bar against each other.
const toHours = (seconds: number | null) => (seconds === null ? null : seconds / 3600);
const shareOf = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—');
const dayLabel = (day: string) => format(parseISO(day), 'MMM d, yyyy');

/** What is wrong with a custom period, as the server would say it; null when it can be asked for. */
function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (Number.isNaN(days)) return 'Choose both dates';
  if (days < 1) return 'From must be on or before To';
  if (days > TURNAROUND_MAX_DAYS) return `The period can be at most ${TURNAROUND_MAX_DAYS} days`;
  return null;
}

function ChartAndTable({ rows, table }: { rows: TDurationBar[]; table: ReactNode }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      {rows.some((r) => r.median !== null) ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <TurnaroundChart rows={rows} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing ended in this period, so there is nothing to chart.</p>
      )}
      {table}
    </div>
  );
}

function Figures({ data }: { data: TTurnaround }) {
  const tiles = [
    { key: 'decided', label: 'Decided in period', value: String(data.decided), note: 'approved or rejected' },
    {
      key: 'before-due',
      label: 'Decided before due',
      value: data.shareDecidedBeforeDue === null ? '—' : `${data.shareDecidedBeforeDue.toFixed(1)}%`,
      note: data.decidedWithDue ? `${data.decidedBeforeDue} of ${data.decidedWithDue} with a due time` : 'no decision with a due time',
    },
    { key: 'overdue', label: 'Overdue now', value: String(data.overdueNow), note: 'undecided and past due' },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.key} data-testid={`turnaround-${tile.key}`} className="grid gap-0.5 rounded-lg border p-3">
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{tile.value}</dd>
          <dd className="text-xs text-muted-foreground">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function StagesCard({ data }: { data: TTurnaround }) {
  const rows = data.stages.map((s) => ({ label: TURNAROUND_STAGE_LABELS[s.stage], median: toHours(s.medianSeconds), p90: toHours(s.p90Seconds) }));
  return (
    <Card aria-labelledby="turnaround-stages-heading" data-testid="turnaround-stages">
      <CardHeader>
        <CardTitle id="turnaround-stages-heading">Time per Stage</CardTitle>
        <CardDescription>Median and 90th percentile of each stage that ended in the period.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartAndTable
          rows={rows}
          table={
            <Table label="Time per stage" data-testid="turnaround-stages-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Stage</TableHead>
                  <TableHead scope="col" className="text-right">Count</TableHead>
                  <TableHead scope="col" className="text-right">Median</TableHead>
                  <TableHead scope="col" className="text-right">90th percentile</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.stages.map((s) => (
                  <TableRow key={s.stage} data-stage={s.stage}>
                    <TableHead scope="row" className="h-auto py-2.5 text-sm font-medium whitespace-normal text-foreground">
                      {TURNAROUND_STAGE_LABELS[s.stage]}
                      <span className="block text-xs font-normal text-muted-foreground">{TURNAROUND_STAGE_DESCRIPTIONS[s.stage]}</span>
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{s.count}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatElapsed(s.medianSeconds)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatElapsed(s.p90Seconds)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      </CardContent>
    </Card>
  );
}

function TracksCard({ data }: { data: TTurnaround }) {
  const rows = data.tracks.map((t) => ({ label: TRACK_LABELS[t.trackType], median: toHours(t.medianSeconds), p90: toHours(t.p90Seconds) }));
  return (
    <Card aria-labelledby="turnaround-tracks-heading" data-testid="turnaround-tracks">
      <CardHeader>
        <CardTitle id="turnaround-tracks-heading">By Track</CardTitle>
        <CardDescription>From a track opening to its first decision; overdue counts open tracks now.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartAndTable
          rows={rows}
          table={
            <Table label="Turnaround by track" data-testid="turnaround-tracks-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Track</TableHead>
                  <TableHead scope="col" className="text-right">Decided</TableHead>
                  <TableHead scope="col" className="text-right">Median</TableHead>
                  <TableHead scope="col" className="text-right">90th percentile</TableHead>
                  <TableHead scope="col" className="text-right">Before due</TableHead>
                  <TableHead scope="col" className="text-right">Overdue now</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.tracks.map((t) => (
                  <TableRow key={t.trackType}>
                    <TableHead scope="row" className="h-auto py-2.5 text-sm font-medium text-foreground">{TRACK_LABELS[t.trackType]}</TableHead>
                    <TableCell className="text-right tabular-nums">{t.decided}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatElapsed(t.medianSeconds)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatElapsed(t.p90Seconds)}</TableCell>
                    <TableCell className="text-right tabular-nums">{shareOf(t.decidedBeforeDue, t.decidedWithDue)}</TableCell>
                    <TableCell className="text-right tabular-nums">{t.overdueNow}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      </CardContent>
    </Card>
  );
}

function ReviewersCard({ data }: { data: TTurnaround }) {
  const rows = data.reviewers.map((r) => ({ label: r.name, median: toHours(r.medianSeconds), p90: toHours(r.p90Seconds) }));
  return (
    <Card aria-labelledby="turnaround-reviewers-heading" data-testid="turnaround-reviewers">
      <CardHeader>
        <CardTitle id="turnaround-reviewers-heading">By Reviewer</CardTitle>
        <CardDescription>Decisions in the period, timed from when the work was before them (its analysis, or the track opening).</CardDescription>
      </CardHeader>
      <CardContent>
        {data.reviewers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No decisions in this period.</p>
        ) : (
          <ChartAndTable
            rows={rows}
            table={
              <Table label="Turnaround by reviewer" data-testid="turnaround-reviewers-table">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Reviewer</TableHead>
                    <TableHead scope="col" className="text-right">Decisions</TableHead>
                    <TableHead scope="col" className="text-right">Median time to decide</TableHead>
                    <TableHead scope="col" className="text-right">90th percentile</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.reviewers.map((r) => (
                    <TableRow key={r.userId ?? r.name}>
                      <TableHead scope="row" className="h-auto py-2.5 text-sm font-medium text-foreground">{r.name}</TableHead>
                      <TableCell className="text-right tabular-nums">{r.decisions}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatElapsed(r.medianSeconds)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatElapsed(r.p90Seconds)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The period picker: a preset of days ending today (UTC), or two dates. */
function PeriodPicker({
  preset,
  from,
  to,
  problem,
  onPreset,
  onDates,
}: {
  preset: TPreset;
  from: string;
  to: string;
  problem: string | null;
  onPreset: (preset: TPreset) => void;
  onDates: (from: string, to: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = problem ? true : undefined;
  return (
    <div className="grid gap-2">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-preset`}>Period</Label>
          <NativeSelect id={`${id}-preset`} value={preset} onChange={(e) => onPreset(e.target.value as TPreset)}>
            {PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            aria-invalid={invalid}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => onDates(e.target.value, to)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            aria-invalid={invalid}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => onDates(from, e.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * Turnaround over a chosen period: how long each stage took (median and 90th percentile), how many decisions met
 * their due time, what is overdue now, per reviewer and per track; each chart with its numbers in a table.
 */
export function TurnaroundSection() {
  const [preset, setPreset] = useState<TPreset>('30');
  const [dates, setDates] = useState(() => {
    const to = todayUtc();
    return { from: dayBefore(to, 30), to };
  });
  // The last period the server can answer: a half-typed custom period keeps the figures of the previous one.
  const [asked, setAsked] = useState(dates);
  const problem = periodProblem(dates.from, dates.to);
  const query = useQuery({ ...turnaroundQueryOptions(asked.from, asked.to), placeholderData: keepPreviousData });

  const choosePreset = (next: TPreset) => {
    setPreset(next);
    if (next === 'custom') return;
    const to = todayUtc();
    const period = { from: dayBefore(to, Number(next)), to };
    setDates(period);
    setAsked(period);
  };
  const chooseDates = (from: string, to: string) => {
    setPreset('custom');
    setDates({ from, to });
    if (!periodProblem(from, to)) setAsked({ from, to });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading turnaround" className="grid gap-4">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        <p className="flex-1 font-medium">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    const data = query.data;
    const empty = data.stages.every((s) => s.count === 0) && data.reviewers.length === 0;
    body = (
      <div className="grid gap-6" aria-busy={query.isFetching} data-testid="turnaround-report">
        <p className="text-sm text-muted-foreground" data-testid="turnaround-period">
          {dayLabel(data.from)} to {dayLabel(data.to)} (UTC days)
        </p>
        <Figures data={data} />
        {empty ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center" data-testid="turnaround-empty">
            <Timer aria-hidden="true" className="size-8 text-muted-foreground" />
            <h3 className="font-semibold">No turnaround data for this period</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              Stage times appear once submissions are analysed, handled and decided in the chosen period. Try a longer period.
            </p>
          </div>
        ) : (
          <>
            <StagesCard data={data} />
            <div className="grid gap-6 2xl:grid-cols-2">
              <TracksCard data={data} />
              <ReviewersCard data={data} />
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="turnaround-heading" className="space-y-4" data-testid="analytics-turnaround">
      <div className="space-y-1">
        <h2 id="turnaround-heading" className="text-xl font-semibold tracking-tight">
          Turnaround
        </h2>
        <p className="text-sm text-muted-foreground">How long submissions spend in each stage, and whether decisions keep their due times.</p>
      </div>
      <PeriodPicker preset={preset} from={dates.from} to={dates.to} problem={problem} onPreset={choosePreset} onDates={chooseDates} />
      {body}
    </section>
  );
}
