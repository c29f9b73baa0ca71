/** Value sets shared by the database check constraints, the API schemas and the web. */

export const SUBMISSION_STATUSES = [
  'pending',
  'analyzing',
  'analysis_failed',
  'approved',
  'rejected',
  'needs_revision',
  'invalid_attachments',
  'under_review',
] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TPriority = (typeof PRIORITIES)[number];

/** Submissions carry low/moderate/high; analyses may add critical. */
export const RISK_LEVELS = ['low', 'moderate', 'high', 'critical'] as const;
export type TRiskLevel = (typeof RISK_LEVELS)[number];

export const SUBMISSION_TYPES = ['advertisement', 'political', 'promotional', 'upload', 'email'] as const;
export type TSubmissionType = (typeof SUBMISSION_TYPES)[number];

export const CAMPAIGN_TYPES = ['Print', 'Digital', 'Sponsored Content', 'MN Rising'] as const;

export const DISCLOSURE_LOCATIONS = ['landing_page', 'one_click_away'] as const;

export const POLICY_CATEGORIES = ['federal_law', 'state_law', 'publisher_policy'] as const;
export type TPolicyCategory = (typeof POLICY_CATEGORIES)[number];

export const VIOLATION_SEVERITIES = ['critical', 'major', 'moderate', 'minor'] as const;
export type TViolationSeverity = (typeof VIOLATION_SEVERITIES)[number];

export const TRACK_TYPES = ['legal', 'creative', 'technical'] as const;
export type TTrackType = (typeof TRACK_TYPES)[number];

export const TRACK_STATUSES = ['pending', 'in_review', 'needs_revision', 'approved', 'rejected'] as const;
export type TTrackStatus = (typeof TRACK_STATUSES)[number];

export const TRACK_RESOLUTIONS = ['approved', 'rejected'] as const;

export const POLICY_LIBRARY_CATEGORIES = [
  'General Standards',
  'Restricted Content',
  'Regulated Products',
  'Content Requirements',
] as const;

export const POLICY_RISK_LEVELS = ['low', 'moderate', 'high'] as const;

export const USER_STATUSES = ['active', 'pending'] as const;

export const LOGIN_FAILURE_REASONS = ['pending_approval', 'invalid_credentials', 'rate_limited', 'other'] as const;
export type TLoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

export const EMAIL_SETTING_TYPES = ['single_email', 'multiple_emails'] as const;
export const EMAIL_SETTING_KEYS = [
  'escalation_emails',
  'legal_escalation_emails',
  'creative_escalation_emails',
  'technical_escalation_emails',
  'notification_emails',
  'legal_review',
  'admin_alerts',
  'test_emails',
] as const;

export const EMAIL_OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;
export type TEmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

export const EMAIL_PROCESSING_STATUSES = ['processed', 'skipped', 'failed'] as const;

export const SUBMISSION_SOURCES = ['web', 'email', 'api'] as const;
