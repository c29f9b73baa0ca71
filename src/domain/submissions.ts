import { z } from 'zod';
import type { TAnalysis, TViolation } from './analysis';
import { ZPageQuery } from './api';
import {
  CAMPAIGN_TYPES,
  PRIORITIES,
  SUBMISSION_STATUSES,
  type TPriority,
  type TRiskLevel,
  type TSubmissionStatus,
  type TTrackStatus,
  type TTrackType,
} from './enums';

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

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000, 'Landing Page URL must be at most 2000 characters')
  .url('Please enter a valid URL, starting with http:// or https://')
  .refine((v) => /^https?:\/\//i.test(v), 'Please enter a valid URL, starting with http:// or https://');

/** The text fields of POST /api/submissions (multipart); campaignTypes arrives as a JSON array in text. */
export const ZCreateSubmissionFields = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(300, 'Title must be at most 300 characters'),
    submitterEmail: z
      .string({ error: 'Submitter email is required' })
      .trim()
      .min(1, 'Submitter email is required')
      .max(254, 'Email must be at most 254 characters')
      .email('Please enter a valid email address'),
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
      .pipe(z.array(z.enum(CAMPAIGN_TYPES, { error: 'Unknown campaign type' })).max(CAMPAIGN_TYPES.length)),
    landingPageUrl: z
      .union([ZHttpUrl, z.literal('')])
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    runDate: z
      .union([z.iso.date('Run date must be a date (YYYY-MM-DD)'), z.literal('')])
      .optional()
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
});
export type TSubmissionListQuery = z.infer<typeof ZSubmissionListQuery>;

export interface TLandingPageAnalysis {
  disclosureFound: boolean;
  disclosureText: string | null;
  disclosureUrl: string | null;
  disclosureLocation: string | null;
  analyzedAt: string;
  processingTimeMs: number | null;
  screenshot: string | null;
  error: string | null;
}

export interface TEscalationTrackSummary {
  id: string;
  trackType: TTrackType;
  status: TTrackStatus;
  resolution: 'approved' | 'rejected' | null;
  /** Internal to the desk: null for a reader who is not a reviewer or specialist. */
  escalationReason: string | null;
  isOverridden: boolean;
  overrideDecision: 'approved' | 'rejected' | null;
  createdAt: string;
}

export interface TSubmission {
  id: string;
  title: string;
  description: string | null;
  status: TSubmissionStatus;
  riskLevel: TRiskLevel | null;
  priority: TPriority;
  submissionType: string;
  source: string;
  submitterName: string | null;
  submitterEmail: string;
  campaignTypes: string[];
  landingPageUrl: string | null;
  landingPageAnalysis: TLandingPageAnalysis | null;
  disclosureLocation: string | null;
  runDate: string | null;
  escalated: boolean;
  escalationLevel: string | null;
  legalReviewEscalated: boolean;
  analysisScore: number | null;
  hasValidAttachments: boolean;
  reviewerNotes: string | null;
  reviewerSuggestions: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  escalationTracks: TEscalationTrackSummary[];
  attachmentCount: number;
}

export interface TAttachment {
  id: string;
  submissionId: string;
  filename: string;
  originalFilename: string;
  mimeType: string;
  size: number;
  sha256: string;
  isValid: boolean;
  validationError: string | null;
  createdAt: string;
}

export interface TDashboardStats {
  total: number;
  pending: number;
  approved: number;
  highRisk: number;
  invalidAttachments: number;
}

export const ZPreviewTokenRequest = z.object({
  submissionId: z.string().uuid('Please enter a valid UUID format'),
  filename: z.string().min(1).max(255),
});

/** The analysis of one version, as the version list shows it. */
export interface TVersionAnalysis {
  overallScore: number;
  riskLevel: TRiskLevel;
  recommendation: string;
  analysisVersion: string;
  createdAt: string;
}

/** One version of a submission's creative: its files and their analysis, never changed once a newer one exists. */
export interface TSubmissionVersion {
  number: number;
  createdAt: string;
  /** The user who sent it in; null for an email or a deleted account. */
  createdBy: string | null;
  createdByName: string | null;
  note: string | null;
  files: TAttachment[];
  /** Null until its analysis has run. */
  analysis: TVersionAnalysis | null;
}

export const ZRevisionFields = z.object({
  note: z
    .string()
    .trim()
    .max(2000, 'Please keep the note under 2,000 characters')
    .optional()
    .transform((v) => (v ? v : null)),
});
export type TRevisionFields = z.infer<typeof ZRevisionFields>;

export interface TSubmissionDetail {
  submission: TSubmission;
  /** An analysis is queued or running for this submission (a new one, or after a re-upload or reanalysis). */
  analysisQueued: boolean;
  /** The current version's number, and every version oldest first. */
  currentVersion: number;
  versions: TSubmissionVersion[];
  /** Whether this reader may upload a revision now (the server decides again when they do). */
  canRevise: boolean;
  /** The current version's files. */
  attachments: TAttachment[];
  analysis: TAnalysis | null;
  violations: TViolation[];
  escalationTracks: TEscalationTrackSummary[];
}

export interface TDeletionPreview {
  submission: { id: string; title: string; submitterEmail: string; status: TSubmissionStatus; createdAt: string };
  relatedData: {
    attachments: number;
    escalationTracks: number;
    complianceAnalyses: number;
    policyViolations: number;
    associatedEmailRecords: number;
  };
}

export interface TUploadResult {
  filename: string;
  status: 'success' | 'error';
  error: string | null;
  attachmentId: string | null;
}

export interface TCreativeUploadResponse {
  uploadResults: TUploadResult[];
  /** The version the files became, or null when none could be added. */
  version: number | null;
  reanalyzed: boolean;
  analysisScore: number | null;
  riskLevel: TRiskLevel | null;
}
