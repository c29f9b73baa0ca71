import { z } from 'zod';
import { TRACK_TYPES } from './enums';

/**
 * What is recorded of a submission's way through the desk, one row per moment (`submission_stage_events`),
 * written in the transaction of the change that makes it:
 * - `submitted`: the submission was created (version 1);
 * - `analysed`: an analysis of a version finished (also when it found no readable file);
 * - `first_action`: the first time someone on the review desk handled it: claimed or assigned it, decided it
 *   (approve, reject, request revisions) or escalated it; once per submission;
 * - `escalated`: a track was opened;
 * - `track_decided`: a specialist decided a track (approved, rejected or needs_revision), every time;
 * - `revisions_requested`: the desk asked for revisions;
 * - `revision_received`: a new version arrived (version 2 onwards);
 * - `decided`: the final decision, approved or rejected (a legal veto names its track); once per submission.
 */
export const STAGE_EVENTS = [
  'submitted',
  'analysed',
  'first_action',
  'escalated',
  'track_decided',
  'revisions_requested',
  'revision_received',
  'decided',
] as const;
export type TStageEvent = (typeof STAGE_EVENTS)[number];

/** Stage events that happen at most once per submission (a unique index holds them to it). */
export const ONCE_PER_SUBMISSION: readonly TStageEvent[] = ['submitted', 'first_action', 'decided'];

/**
 * The durations the turnaround report measures, each from the moment that starts it to the one that ends it.
 * A duration belongs to the period its end falls in.
 */
export const TURNAROUND_STAGES = ['analysis', 'first_action', 'escalation', 'revision', 'decision'] as const;
export type TTurnaroundStage = (typeof TURNAROUND_STAGES)[number];

export const TURNAROUND_STAGE_LABELS: Record<TTurnaroundStage, string> = {
  analysis: 'Analysis',
  first_action: 'First reviewer action',
  escalation: 'Escalation track',
  revision: 'Revision by the submitter',
  decision: 'Submission to final decision',
};

export const TURNAROUND_STAGE_DESCRIPTIONS: Record<TTurnaroundStage, string> = {
  analysis: 'From a version arriving to its first finished analysis',
  first_action: 'From submission to the first claim, assignment, decision or escalation',
  escalation: 'From a track opening to its first decision',
  revision: 'From the first request for revisions on a version to the next version arriving',
  decision: 'From submission to approval or rejection',
};

/** The longest period one report covers. */
export const TURNAROUND_MAX_DAYS = 366;
export const TURNAROUND_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const ZDay = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real date`);

/** The UTC day `days - 1` before `to`, as YYYY-MM-DD. */
export function dayBefore(to: string, days: number): string {
  return new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The period a query asks for: `to` defaults to today, `from` to the 30 days ending at `to`. */
export function resolvePeriod(q: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = q.to ?? todayUtc(now);
  return { from: q.from ?? dayBefore(to, TURNAROUND_DEFAULT_DAYS), to };
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`: UTC days, both included. Without `to`, today; without `from`, the 30 days
 * ending at `to`. At most 366 days, `from` not after `to`.
 */
export const ZTurnaroundQuery = z
  .object({ from: ZDay('From').optional(), to: ZDay('To').optional() })
  .superRefine((q, ctx) => {
    const valid = (v?: string) => v === undefined || ZDay('').safeParse(v).success;
    if (!valid(q.from) || !valid(q.to)) return;
    const period = resolvePeriod(q);
    const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before To' });
    else if (days > TURNAROUND_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: `The period can be at most ${TURNAROUND_MAX_DAYS} days` });
  });
export type TTurnaroundQuery = z.infer<typeof ZTurnaroundQuery>;

const ZSeconds = z.number().nullable();

export const ZTurnaroundStageFigures = z.object({
  stage: z.enum(TURNAROUND_STAGES),
  /** Durations that ended in the period. */
  count: z.number(),
  /** Median and 90th percentile in seconds (interpolated, as percentile_cont); null without any duration. */
  medianSeconds: ZSeconds,
  p90Seconds: ZSeconds,
});

export const ZTurnaroundReviewer = z.object({
  /** Null for an account deleted since. */
  userId: z.string().nullable(),
  name: z.string(),
  /** Decisions in the period: the desk's approvals, rejections and revision requests, and track decisions. */
  decisions: z.number(),
  /** From the moment the work was before them (the version's analysis, or the track's opening) to their decision. */
  medianSeconds: ZSeconds,
  p90Seconds: ZSeconds,
});

export const ZTurnaroundTrack = z.object({
  trackType: z.enum(TRACK_TYPES),
  /** Tracks whose first decision fell in the period. */
  decided: z.number(),
  medianSeconds: ZSeconds,
  p90Seconds: ZSeconds,
  /** Of those with a due time, decided by it. */
  decidedBeforeDue: z.number(),
  decidedWithDue: z.number(),
  /** Open tracks of undecided submissions past their due time, now. */
  overdueNow: z.number(),
});

export const ZTurnaround = z.object({
  from: z.string(),
  to: z.string(),
  stages: z.array(ZTurnaroundStageFigures),
  /** Submissions approved or rejected in the period. */
  decided: z.number(),
  /** Of those with a due time, how many were decided by it, and the share in percent (one decimal; null without any). */
  decidedBeforeDue: z.number(),
  decidedWithDue: z.number(),
  shareDecidedBeforeDue: z.number().nullable(),
  /** Undecided submissions past their due time, now (whatever the period). */
  overdueNow: z.number(),
  reviewers: z.array(ZTurnaroundReviewer),
  tracks: z.array(ZTurnaroundTrack),
});
export type TTurnaround = z.infer<typeof ZTurnaround>;
export type TTurnaroundReviewer = z.infer<typeof ZTurnaroundReviewer>;
export type TTurnaroundTrack = z.infer<typeof ZTurnaroundTrack>;
export type TTurnaroundStageFigures = z.infer<typeof ZTurnaroundStageFigures>;
