import { z } from 'zod';
import { ZAnalysis, ZViolation } from './analysis';
import { ZPageQuery } from './api';
import { LIST_SORTS, ZAssignee, ZAssigneeFilter } from './desk';
import { CAMPAIGN_TYPES, PRIORITIES, RISK_LEVELS, SUBMISSION_STATUSES, TRACK_RESOLUTIONS, TRACK_STATUSES, TRACK_TYPES } from './enums';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_SUBMISSION = 20;
export const PREVIEW_TOKEN_TTL_MS = 5 * 60 * 1000;

/** What the upload accepts, judged by content; the extension only settles DOC and TXT, which have no signature of their own. */
export const ALLOWED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type TAllowedMimeType = (typeof ALLOWED_MIME_TYPES)[number];

// The rules of each field, shared by the server's multipart fields and the web form's plain values.
const ZTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(300, 'Title must be at most 300 characters');

const ZSubmitterEmail = z
  .string({ error: 'Submitter email is required' })
  .trim()
  .min(1, 'Submitter email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Please enter a valid email address');

const textUpTo = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  textUpTo(max, label)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000, 'Landing Page URL must be at most 2000 characters')
  .url('Please enter a valid URL, starting with http:// or https://')
  .refine((v) => /^https?:\/\//i.test(v), 'Please enter a valid URL, starting with http:// or https://');

const ZOptionalHttpUrl = z.union([ZHttpUrl, z.literal('')]);
const ZOptionalRunDate = z.union([z.iso.date('Run date must be a date (YYYY-MM-DD)'), z.literal('')]);
const ZCampaignTypes = z.array(z.enum(CAMPAIGN_TYPES, { error: 'Unknown campaign type' })).max(CAMPAIGN_TYPES.length);

/** The text fields of POST /api/submissions (multipart); campaignTypes arrives as a JSON array in text. */
export const ZCreateSubmissionFields = z
  .object({
    title: ZTitle,
    submitterEmail: ZSubmitterEmail,
    submitterName: optionalText(200, 'Submitter name'),
    description: optionalText(10_000, 'Description'),
    submissionType: z.enum(['upload', 'advertisement', 'political', 'promotional']).default('upload'),
    campaignTypes: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return [] as string[];
        try {
          const parsed: unknown = JSON.parse(text);
          return parsed as string[];
        } catch {
          ctx.addIssue({ code: 'custom', message: 'Campaign types must be a JSON list' });
          return z.NEVER;
        }
      })
      .pipe(ZCampaignTypes),
    landingPageUrl: ZOptionalHttpUrl.optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    runDate: ZOptionalRunDate.optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    priority: z.enum(PRIORITIES).default('normal'),
  })
  .transform((v) => ({
    ...v,
    campaignTypes: [...new Set(v.campaignTypes)],
    // The landing page is only asked for (and only inspected) for Digital campaigns.
    landingPageUrl: v.campaignTypes.includes('Digital') ? v.landingPageUrl : null,
  }));
export type TCreateSubmissionFields = z.infer<typeof ZCreateSubmissionFields>;

/**
 * The new-submission form's values, checked by the same field rules before they are sent as the fields above:
 * plain strings ('' for empty) and a list of campaign types. The landing page counts only for Digital campaigns.
 */
export const ZNewSubmissionForm = z
  .object({
    title: ZTitle,
    submitterEmail: ZSubmitterEmail,
    submitterName: textUpTo(200, 'Submitter name'),
    campaignTypes: ZCampaignTypes,
    landingPageUrl: z.string().trim(),
    runDate: ZOptionalRunDate,
    description: textUpTo(10_000, 'Description'),
  })
  .superRefine((values, ctx) => {
    if (!values.campaignTypes.includes('Digital')) return;
    const url = ZOptionalHttpUrl.safeParse(values.landingPageUrl);
    if (!url.success) ctx.addIssue({ code: 'custom', path: ['landingPageUrl'], message: url.error.issues[0]?.message ?? 'Invalid URL' });
  });
export type TNewSubmissionForm = z.infer<typeof ZNewSubmissionForm>;

/** Dashboard filter wording: 'revision' is the dashboard's name for needs_revision. */
export const ZSubmissionStatusFilter = z
  .enum([...SUBMISSION_STATUSES, 'revision', 'all'])
  .transform((v) => (v === 'revision' ? 'needs_revision' : v));

export const ZSubmissionListQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: ZSubmissionStatusFilter.optional(),
  priority: z.enum([...PRIORITIES, 'all']).optional(),
  /** 'high' = risk level high or critical, or priority high or urgent (the dashboard's High Risk counter). */
  risk: z.enum(['high']).optional(),
  /** newest (default): newest first; due: open work by due time, soonest (and overdue) first, then the rest. */
  sort: z.enum(LIST_SORTS).optional(),
  /** me: held by the caller (the submission, or an open escalation track of it); none: held by nobody; or a user id. */
  assignee: ZAssigneeFilter.optional(),
});
export type TSubmissionListQuery = z.infer<typeof ZSubmissionListQuery>;

export const ZLandingPageAnalysis = z.object({
  disclosureFound: z.boolean(),
  disclosureText: z.string().nullable(),
  disclosureUrl: z.string().nullable(),
  disclosureLocation: z.string().nullable(),
  analyzedAt: z.string(),
  processingTimeMs: z.number().nullable(),
  screenshot: z.string().nullable(),
  error: z.string().nullable(),
});
export type TLandingPageAnalysis = z.infer<typeof ZLandingPageAnalysis>;

export const ZEscalationTrackSummary = z.object({
  id: z.string(),
  trackType: z.enum(TRACK_TYPES),
  status: z.enum(TRACK_STATUSES),
  resolution: z.enum(TRACK_RESOLUTIONS).nullable(),
  /** Internal to the desk: null for a reader who is not a reviewer or specialist. */
  escalationReason: z.string().nullable(),
  isOverridden: z.boolean(),
  overrideDecision: z.enum(TRACK_RESOLUTIONS).nullable(),
  createdAt: z.string(),
  /** When the track's decision is due, whether that has passed while it is open, and who holds it (the desk only). */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  assignee: ZAssignee.nullable(),
});
export type TEscalationTrackSummary = z.infer<typeof ZEscalationTrackSummary>;

export const ZSubmission = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  priority: z.enum(PRIORITIES),
  submissionType: z.string(),
  source: z.string(),
  submitterName: z.string().nullable(),
  submitterEmail: z.string(),
  campaignTypes: z.array(z.string()),
  landingPageUrl: z.string().nullable(),
  landingPageAnalysis: ZLandingPageAnalysis.nullable(),
  disclosureLocation: z.string().nullable(),
  runDate: z.string().nullable(),
  escalated: z.boolean(),
  escalationLevel: z.string().nullable(),
  legalReviewEscalated: z.boolean(),
  analysisScore: z.number().nullable(),
  hasValidAttachments: z.boolean(),
  reviewerNotes: z.string().nullable(),
  reviewerSuggestions: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  escalationTracks: z.array(ZEscalationTrackSummary),
  attachmentCount: z.number(),
  /** When a decision is due (see the due rules in Settings); null before one was set. */
  dueAt: z.string().nullable(),
  /** Undecided and past its due time. */
  overdue: z.boolean(),
  /** Seconds until the due time while undecided, negative once overdue; null when decided or without one. */
  timeLeftSeconds: z.number().nullable(),
  /** The reviewer holding it; null while it is anyone's (and for readers outside the desk). */
  assignee: ZAssignee.nullable(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

export const ZAttachment = z.object({
  id: z.string(),
  submissionId: z.string(),
  filename: z.string(),
  originalFilename: z.string(),
  mimeType: z.string(),
  size: z.number(),
  sha256: z.string(),
  isValid: z.boolean(),
  validationError: z.string().nullable(),
  createdAt: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZDashboardStats = z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  highRisk: z.number(),
  invalidAttachments: z.number(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

export const ZPreviewTokenRequest = z.object({
  submissionId: z.string().uuid('Please enter a valid UUID format'),
  filename: z.string().min(1).max(255),
});

/** The analysis of one version, as the version list shows it. */
export const ZVersionAnalysis = z.object({
  overallScore: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  recommendation: z.string(),
  analysisVersion: z.string(),
  createdAt: z.string(),
});
export type TVersionAnalysis = z.infer<typeof ZVersionAnalysis>;

/** One version of a submission's creative: its files and their analysis, never changed once a newer one exists. */
export const ZSubmissionVersion = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  /** The user who sent it in; null for an email or a deleted account. */
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  note: z.string().nullable(),
  files: z.array(ZAttachment),
  /** Null until its analysis has run. */
  analysis: ZVersionAnalysis.nullable(),
});
export type TSubmissionVersion = z.infer<typeof ZSubmissionVersion>;

export const ZRevisionFields = z.object({
  note: z
    .string()
    .trim()
    .max(2000, 'Please keep the note under 2,000 characters')
    .optional()
    .transform((v) => (v ? v : null)),
});
export type TRevisionFields = z.infer<typeof ZRevisionFields>;

export const ZSubmissionDetail = z.object({
  submission: ZSubmission,
  /** An analysis is queued or running for this submission (a new one, or after a re-upload or reanalysis). */
  analysisQueued: z.boolean(),
  /** The current version's number, and every version oldest first. */
  currentVersion: z.number().int(),
  versions: z.array(ZSubmissionVersion),
  /** Whether this reader may upload a revision now (the server decides again when they do). */
  canRevise: z.boolean(),
  /** The current version's files. */
  attachments: z.array(ZAttachment),
  analysis: ZAnalysis.nullable(),
  violations: z.array(ZViolation),
  escalationTracks: z.array(ZEscalationTrackSummary),
});
export type TSubmissionDetail = z.infer<typeof ZSubmissionDetail>;

export const ZDeletionPreview = z.object({
  submission: z.object({
    id: z.string(),
    title: z.string(),
    submitterEmail: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    createdAt: z.string(),
  }),
  relatedData: z.object({
    attachments: z.number(),
    escalationTracks: z.number(),
    complianceAnalyses: z.number(),
    policyViolations: z.number(),
    associatedEmailRecords: z.number(),
  }),
});
export type TDeletionPreview = z.infer<typeof ZDeletionPreview>;

export const ZUploadResult = z.object({
  filename: z.string(),
  status: z.enum(['success', 'error']),
  error: z.string().nullable(),
  attachmentId: z.string().nullable(),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;

export const ZCreativeUploadResponse = z.object({
  uploadResults: z.array(ZUploadResult),
  /** The version the files became, or null when none could be added. */
  version: z.number().int().nullable(),
  reanalyzed: z.boolean(),
  analysisScore: z.number().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
});
export type TCreativeUploadResponse = z.infer<typeof ZCreativeUploadResponse>;
