import type { TSubmissionStatus } from '../../domain/enums';
import { humanizeIdentifier } from '../lib/format';
import { cn } from '../lib/utils';
import { Badge } from './ui/badge';

const GREEN = 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-950 dark:text-emerald-200';
const YELLOW = 'border-yellow-600/40 bg-yellow-50 text-yellow-900 dark:border-yellow-400/30 dark:bg-yellow-950 dark:text-yellow-200';
const ORANGE = 'border-orange-600/30 bg-orange-50 text-orange-900 dark:border-orange-400/30 dark:bg-orange-950 dark:text-orange-200';
const RED = 'border-red-600/30 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-950 dark:text-red-200';
const BLUE = 'border-blue-600/30 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-950 dark:text-blue-200';
const VIOLET = 'border-violet-600/30 bg-violet-50 text-violet-800 dark:border-violet-400/30 dark:bg-violet-950 dark:text-violet-200';

/** Spec 1 section 4: approved green, pending yellow, revision and invalid attachments orange, failures red, analyzing blue. */
const STATUS_CLASSES: Record<TSubmissionStatus, string> = {
  approved: GREEN,
  pending: YELLOW,
  needs_revision: ORANGE,
  invalid_attachments: ORANGE,
  rejected: RED,
  analysis_failed: RED,
  analyzing: BLUE,
  under_review: VIOLET,
};

export function submissionStatusLabel(status: string): string {
  return humanizeIdentifier(status);
}

export function SubmissionStatusBadge({ status, className }: { status: TSubmissionStatus; className?: string }) {
  return (
    <Badge data-status={status} className={cn(STATUS_CLASSES[status] ?? 'bg-muted text-foreground', className)}>
      {submissionStatusLabel(status)}
    </Badge>
  );
}

/** Colours of the other state badges (landing page, tracks), matched to the status palette. */
export const TONE_CLASSES = { green: GREEN, yellow: YELLOW, orange: ORANGE, red: RED, blue: BLUE, violet: VIOLET } as const;
