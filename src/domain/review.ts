import { z } from 'zod';
import { TRACK_RESOLUTIONS, TRACK_STATUSES, TRACK_TYPES, type TTrackType } from './enums';

const optionalNote = (label: string, max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const REVIEWER_ACTIONS = ['approve', 'request-revisions', 'reject'] as const;
export type TReviewerAction = (typeof REVIEWER_ACTIONS)[number];

export const ZReviewerActionRequest = z.object({
  reviewerNotes: optionalNote('Reviewer notes'),
  reviewerSuggestions: optionalNote('Reviewer suggestions'),
});
export type TReviewerActionRequest = z.infer<typeof ZReviewerActionRequest>;

export const ZLegalReviewApproveRequest = z.object({ feedback: optionalNote('Feedback') });

export const TRACK_LABELS: Record<TTrackType, string> = { legal: 'Legal', creative: 'Creative', technical: 'Technical' };

export function defaultEscalationReason(trackType: TTrackType): string {
  return `Escalated to ${trackType} review for immediate attention.`;
}

export const ZCreateEscalationRequest = z.object({
  submissionId: z.string().uuid('Please enter a valid UUID format'),
  trackType: z.enum(TRACK_TYPES, { error: 'The escalation path must be legal, creative or technical' }),
  escalationReason: optionalNote('Escalation reason', 2000),
});
export type TCreateEscalationRequest = z.infer<typeof ZCreateEscalationRequest>;

const ZResolutionNotes = z
  .string({ error: 'Resolution notes are required' })
  .trim()
  .min(1, 'Resolution notes are required')
  .max(5000, 'Resolution notes must be at most 5000 characters');

/** PATCH /api/escalations/{trackId}/status: a decision (or taking the track into review). */
export const ZTrackStatusRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('in_review'), resolutionNotes: optionalNote('Resolution notes') }),
  z.object({
    status: z.enum(['approved', 'rejected', 'needs_revision']),
    resolution: z.enum(['approved', 'rejected']).optional().nullable(),
    resolutionNotes: ZResolutionNotes,
    feedbackForSubmitter: optionalNote('Feedback for submitter'),
  }),
]);
export type TTrackStatusRequest = z.infer<typeof ZTrackStatusRequest>;
/** The same request as a client writes it (optional fields may be left out). */
export type TTrackStatusInput = z.input<typeof ZTrackStatusRequest>;

export const ZOverrideRequest = z.object({
  overrideDecision: z.enum(['approved', 'rejected'], { error: 'The override decision must be approved or rejected' }),
  overrideReason: optionalNote('Override reason', 2000),
});
export type TOverrideRequest = z.infer<typeof ZOverrideRequest>;

export const ZEscalationTrack = z.object({
  id: z.string(),
  submissionId: z.string(),
  trackType: z.enum(TRACK_TYPES),
  status: z.enum(TRACK_STATUSES),
  resolution: z.enum(TRACK_RESOLUTIONS).nullable(),
  /** This, the resolution notes and the override reason are internal to the desk: null for the submitter. */
  escalationReason: z.string().nullable(),
  escalatedBy: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
  feedbackForSubmitter: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  isOverridden: z.boolean(),
  overrideDecision: z.enum(TRACK_RESOLUTIONS).nullable(),
  overrideReason: z.string().nullable(),
  overriddenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEscalationTrack = z.infer<typeof ZEscalationTrack>;
