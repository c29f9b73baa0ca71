import { z } from 'zod';

/** Mailbox intake: the constants of spec 2 sections 8 and 9, the compliance-email rule of spec 1 section 5, and the API contracts. */

export const MONITOR_INTERVAL_MS = 2 * 60 * 1000;
export const MONITOR_LOOKBACK_MS = 2 * 60 * 60 * 1000;
export const MONITOR_MAX_RESULTS = 10;
/** What the monitor asks the mailbox for; the settings screen names only the first four. */
export const MONITOR_SEARCH_KEYWORDS = ['advocacy', 'policy', 'compliance', 'review', 'approval', 'creative', 'advertising', 'campaign'] as const;
/**
 * A reply to a revision request quotes "[Ref: …]" in its subject and may carry none of the keywords ("Dates
 * added, new PDF attached"): the monitor asks for it too, or the revision would never be read.
 */
export const MONITOR_REPLY_REFERENCE_SEARCH = 'Ref:';

export const IMPORT_DAY_OPTIONS = [7, 14, 30, 60, 90] as const;
export const IMPORT_DEFAULT_DAYS = 30;
export const IMPORT_MAX_RESULTS = 100;
export const IMPORT_PAUSE_MS = 500;

/** Attachments of one email taken in as files; the rest are recorded as refused (the email is still taken in). */
export const MAX_EMAIL_ATTACHMENTS = 50;
/** The ingest API's JSON limit: a few 10 MB attachments, base64-encoded (4/3 larger), plus the body. */
export const EMAIL_INGEST_BODY_LIMIT = 60 * 1024 * 1024;
/** Messages larger than this are recorded as failed without being downloaded. */
export const MAX_IMAP_MESSAGE_BYTES = 60 * 1024 * 1024;
/** Email bodies are kept up to this length as the submission's description. */
export const MAX_EMAIL_BODY_CHARS = 100_000;

export const COMPLIANCE_BODY_KEYWORDS = [
  'advertising',
  'ad compliance',
  'review',
  'approval',
  'creative',
  'campaign',
  'marketing',
  'advertisement',
] as const;
export const COMPLIANCE_ATTACHMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.gif', '.doc', '.docx'] as const;

/** Spec 1 section 5: the body names one of the keywords, or an attachment looks like creative by its name. */
export function isComplianceEmail(body: string, attachmentNames: readonly string[]): boolean {
  const text = body.toLowerCase();
  if (COMPLIANCE_BODY_KEYWORDS.some((k) => text.includes(k))) return true;
  return attachmentNames.some((name) => {
    const lower = name.trim().toLowerCase();
    return COMPLIANCE_ATTACHMENT_EXTENSIONS.some((ext) => lower.endsWith(ext));
  });
}

export interface TSender {
  name: string | null;
  email: string;
}

/** 'Ann Lee <ann@example.com>', '"Lee, Ann" <ann@example.com>' or a bare address. */
export function parseSender(from: string): TSender {
  const trimmed = from.trim();
  const angled = /^(.*?)<\s*([^<>\s]+)\s*>\s*$/.exec(trimmed);
  if (angled) {
    const name = angled[1].trim().replace(/^"(.*)"$/, '$1').trim();
    return { name: name || null, email: angled[2] };
  }
  return { name: null, email: trimmed };
}

export const NO_SUBJECT_TITLE = '(no subject)';
const MAX_TITLE_CHARS = 300;

export function titleFromSubject(subject: string | null | undefined): string {
  const clean = (subject ?? '').replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, MAX_TITLE_CHARS) : NO_SUBJECT_TITLE;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** One attachment of the email processing payload (spec 2 section 3); data is base64 or Gmail's base64url. */
export const ZEmailAttachmentPayload = z.object({
  filename: z.string().trim().min(1, 'Every attachment needs a filename').max(255, 'Attachment names must be at most 255 characters'),
  mimeType: z.string().trim().max(255).default('application/octet-stream'),
  size: z.number().int().min(0).optional(),
  data: z.string().refine((v) => BASE64.test(v), 'Attachment data must be base64'),
});

/** POST /api/email-processing/gmail: the email processing payload of spec 2 section 3. */
export const ZEmailProcessingRequest = z.object({
  gmailMessageId: z.string().trim().min(1, 'gmailMessageId is required').max(998),
  threadId: z.string().trim().max(998).nullish(),
  fromAddress: z
    .string({ error: 'fromAddress is required' })
    .trim()
    .min(3, 'fromAddress is required')
    .max(998)
    .refine((v) => /^[^\s@<>]+@[^\s@<>]+$/.test(parseSender(v).email), 'fromAddress must contain an email address'),
  subject: z.string().max(998).nullish(),
  bodyContent: z.string().nullish(),
  attachmentCount: z.number().int().min(0).optional(),
  receivedAt: z.iso.datetime({ offset: true, error: 'receivedAt must be an ISO date and time' }).nullish(),
  attachments: z.array(ZEmailAttachmentPayload).max(1000, 'At most 1000 attachments').default([]),
});
export type TEmailProcessingRequest = z.infer<typeof ZEmailProcessingRequest>;

export const EMAIL_INTAKE_OUTCOMES = ['processed', 'skipped', 'already_processed', 'failed'] as const;
export type TEmailIntakeOutcome = (typeof EMAIL_INTAKE_OUTCOMES)[number];

export const ZEmailAttachmentResult = z.object({
  filename: z.string(),
  isValid: z.boolean(),
  error: z.string().nullable(),
  attachmentId: z.string().nullable(),
});
export type TEmailAttachmentResult = z.infer<typeof ZEmailAttachmentResult>;

export const ZEmailIntakeResult = z.object({
  outcome: z.enum(EMAIL_INTAKE_OUTCOMES),
  messageId: z.string(),
  recordId: z.string().nullable(),
  submissionId: z.string().nullable(),
  attachments: z.array(ZEmailAttachmentResult),
  /** Attachments beyond MAX_EMAIL_ATTACHMENTS: named in the processing record, not stored. */
  refusedAttachments: z.array(z.string()),
});
export type TEmailIntakeResult = z.infer<typeof ZEmailIntakeResult>;

export const ZEmailProcessingRecord = z.object({
  id: z.string(),
  messageId: z.string(),
  threadId: z.string().nullable(),
  fromAddress: z.string(),
  subject: z.string().nullable(),
  receivedAt: z.string().nullable(),
  status: z.enum(['processed', 'skipped', 'failed']),
  submissionId: z.string().nullable(),
  error: z.string().nullable(),
  /** What the intake recorded about the message (free-form). */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TEmailProcessingRecord = z.infer<typeof ZEmailProcessingRecord>;

export const ZMessageIdParams = z.object({ messageId: z.string().min(1).max(998) });

/** PUT /api/mailbox/config. Secrets left out keep their saved value, so the form can be edited without retyping them. */
export const ZMailboxConfigRequest = z
  .object({
    host: z.string().trim().min(1, 'Host is required').max(255),
    port: z.coerce.number().int().min(1).max(65535).default(993),
    secure: z.boolean().default(true),
    user: z.string().trim().min(1, 'User is required').max(320),
    mailbox: z.string().trim().min(1).max(255).default('INBOX'),
    authMethod: z.enum(['password', 'oauth2']).default('password'),
    password: z.string().min(1).max(1000).optional(),
    accessToken: z.string().min(1).max(8000).optional(),
    oauth: z
      .object({
        tokenUrl: z.url({ protocol: /^https?$/, error: 'The token URL must be an http(s) address' }),
        clientId: z.string().trim().min(1).max(1000),
        clientSecret: z.string().min(1).max(1000).optional(),
        refreshToken: z.string().min(1).max(8000).optional(),
      })
      .optional(),
  });
export type TMailboxConfigRequest = z.infer<typeof ZMailboxConfigRequest>;

/** What GET /api/mailbox/config shows: never a password, token or client secret. */
export const ZMailboxConfigView = z.object({
  source: z.enum(['environment', 'settings']).nullable(),
  host: z.string().nullable(),
  port: z.number().nullable(),
  secure: z.boolean().nullable(),
  user: z.string().nullable(),
  mailbox: z.string().nullable(),
  authMethod: z.enum(['password', 'oauth2']).nullable(),
  hasPassword: z.boolean(),
  hasAccessToken: z.boolean(),
  oauth: z.object({ tokenUrl: z.string(), clientId: z.string(), hasClientSecret: z.boolean(), hasRefreshToken: z.boolean() }).nullable(),
});
export type TMailboxConfigView = z.infer<typeof ZMailboxConfigView>;

export const ZImportRequest = z.object({
  days: z.coerce
    .number()
    .refine((d) => (IMPORT_DAY_OPTIONS as readonly number[]).includes(d), 'Days must be 7, 14, 30, 60 or 90')
    .default(IMPORT_DEFAULT_DAYS),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportParams = z.object({ jobId: z.string().uuid('Unknown import') });

export const ZImportProgress = z.object({
  jobId: z.string(),
  days: z.number(),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  /** Messages found in the window (at most IMPORT_MAX_RESULTS), once the search has run. */
  total: z.number().nullable(),
  /** Messages looked at so far. */
  done: z.number(),
  processed: z.number(),
  skipped: z.number(),
  errors: z.number(),
  error: z.string().nullable(),
  requestedAt: z.string(),
  /** Written with every step, so an import whose instance died is recognised as no longer running. */
  heartbeatAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TImportProgress = z.infer<typeof ZImportProgress>;

export const ZMailboxStatus = z.object({
  isMonitoring: z.boolean(),
  lastChecked: z.string().nullable(),
  shouldBeMonitoring: z.boolean(),
  pausedUntil: z.string().nullable(),
  pauseReason: z.string().nullable(),
  lastError: z.string().nullable(),
  authFailed: z.boolean(),
  configured: z.boolean(),
  lastImport: ZImportProgress.nullable(),
});
export type TMailboxStatus = z.infer<typeof ZMailboxStatus>;
