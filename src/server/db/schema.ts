import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DISCLOSURE_LOCATIONS,
  EMAIL_OUTBOX_STATUSES,
  EMAIL_PROCESSING_STATUSES,
  EMAIL_SETTING_KEYS,
  EMAIL_SETTING_TYPES,
  LOGIN_FAILURE_REASONS,
  POLICY_CATEGORIES,
  POLICY_LIBRARY_CATEGORIES,
  POLICY_RISK_LEVELS,
  PRIORITIES,
  RISK_LEVELS,
  SUBMISSION_SOURCES,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
  TRACK_RESOLUTIONS,
  TRACK_STATUSES,
  TRACK_TYPES,
  USER_STATUSES,
  VIOLATION_SEVERITIES,
} from '../../domain/enums';
import { ROLES } from '../../domain/roles';
import { DELIVERY_KINDS } from '../../domain/reminders';
import type { TEvidenceLocation } from '../../domain/analysis';
import { ANNOTATION_STATUSES, type TAnnotationAnchor } from '../../domain/annotations';
import { ONCE_PER_SUBMISSION, STAGE_EVENTS } from '../../domain/turnaround';

/** `column IN ('a', 'b')` for a check constraint; values come from the domain's constant lists. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

// Descending index columns say `.nullsFirst()`: that is how PostgreSQL orders `ORDER BY x DESC`, and an index
// built NULLS LAST cannot serve that order, so the planner would sort the whole table instead.
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email'),
    /** When the owner of `email` proved it by a verification link; until then the address grants nothing. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`array['standard']::text[]`),
    status: text('status').notNull().default('active'),
    /** The protected owner account: the first user, who never loses admin. */
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status),
    uniqueIndex('users_single_owner_idx').on(t.isOwner).where(sql`${t.isOwner}`),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check(
      'users_roles_check',
      sql`cardinality(${t.roles}) >= 1 and ${t.roles} <@ array[${sql.raw(ROLES.map((r) => `'${r}'`).join(', '))}]::text[]`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const loginRecords = pgTable(
  'login_records',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userEmail: text('user_email'),
    userRole: text('user_role'),
    success: boolean('success').notNull(),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    loginAt: timestamp('login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_records_login_at_idx').on(t.loginAt.desc().nullsFirst()),
    index('login_records_user_idx').on(t.userId, t.loginAt.desc().nullsFirst()),
    index('login_records_username_idx').on(sql`lower(${t.username})`, t.loginAt),
    index('login_records_ip_idx').on(t.ipAddress, t.loginAt),
    check(
      'login_records_failure_reason_check',
      sql`(${t.success} and ${t.failureReason} is null) or (not ${t.success} and ${oneOf(t.failureReason, LOGIN_FAILURE_REASONS)})`,
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Single-use links that prove an account's owner receives mail at `email` (the address the link was sent to). */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_idx').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Sign-in throttles: consecutive failures per key (a username, a username from one address, an address) and
 * the earliest time the next attempt may run. One row per key, updated in one statement so parallel attempts
 * are counted one by one.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/**
 * What a dashboard search looks in: title, submitter email and name, and the id, one per line (so a pattern
 * never matches across two of them). Indexed as trigrams; the search filter must use this same expression.
 */
export function submissionSearchText(t: { id: AnyPgColumn; title: AnyPgColumn; submitterEmail: AnyPgColumn; submitterName: AnyPgColumn }): SQL {
  return sql`(${t.title} || chr(10) || ${t.submitterEmail} || chr(10) || coalesce(${t.submitterName}, '') || chr(10) || ${t.id}::text)`;
}

/**
 * The due-order sort key: open work by its due time, then decided submissions and those without a due time
 * (at infinity, so the key is never null and keyset cursors compare it as a plain value). The list's ORDER BY
 * and the indexes below are built from this one expression, so the planner matches them.
 */
export function dueSortKey(t: { status: AnyPgColumn; dueAt: AnyPgColumn }): SQL {
  return sql`(case when ${t.status} in ('approved', 'rejected') or ${t.dueAt} is null then 'infinity'::timestamptz else ${t.dueAt} end)`;
}

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    riskLevel: text('risk_level'),
    priority: text('priority').notNull().default('normal'),
    submissionType: text('submission_type').notNull().default('advertisement'),
    source: text('source').notNull().default('web'),
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email').notNull(),
    campaignTypes: text('campaign_types').array().notNull().default(sql`array[]::text[]`),
    landingPageUrl: text('landing_page_url'),
    disclosureLocation: text('disclosure_location'),
    /** Planned publication date; hemp ads must run at least 24 hours after submission. */
    runDate: date('run_date'),
    escalated: boolean('escalated').notNull().default(false),
    escalationLevel: text('escalation_level'),
    legalReviewEscalated: boolean('legal_review_escalated').notNull().default(false),
    analysisScore: integer('analysis_score'),
    hasValidAttachments: boolean('has_valid_attachments').notNull().default(true),
    /** Why the last analysis failed after its final attempt; cleared by the next success. */
    analysisError: text('analysis_error'),
    reviewerNotes: text('reviewer_notes'),
    reviewerSuggestions: text('reviewer_suggestions'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When a decision is due: from the run date or the turnaround, by the admins' due rules (see desk.ts). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The reviewer holding it (claimed, or assigned by an admin); null while it is anyone's. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list in due order (`?sort=due`), whole or by status, read in order from the index.
    index('submissions_due_idx').on(dueSortKey(t), t.id),
    index('submissions_status_due_idx').on(t.status, dueSortKey(t), t.id),
    // Open work past due is counted from this index alone (an expression index cannot answer a count by itself).
    index('submissions_open_due_idx').on(t.dueAt).where(sql`${t.status} not in ('approved', 'rejected')`),
    // The publication calendar reads a range of run dates (most submissions have none).
    index('submissions_run_date_idx').on(t.runDate).where(sql`${t.runDate} is not null`),
    index('submissions_assignee_idx').on(t.assigneeId).where(sql`${t.assigneeId} is not null`),
    index('submissions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Covers the list's whole sort key, so a status-filtered page reads its 25 rows from the index in order.
    index('submissions_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The analytics median walks this to the middle instead of sorting every decided submission; the two
    // columns ride along so the walk never visits the table (an index-only scan).
    index('submissions_decision_seconds_idx')
      .on(sql`(extract(epoch from (${t.reviewedAt} - ${t.createdAt})))`, t.reviewedAt, t.createdAt)
      .where(sql`${t.reviewedAt} is not null`),
    index('submissions_priority_idx').on(t.priority),
    index('submissions_risk_idx').on(t.riskLevel),
    index('submissions_created_by_idx').on(t.createdBy),
    index('submissions_submitter_email_idx').on(sql`lower(${t.submitterEmail})`),
    // Trigram index (pg_trgm) for `ilike '%text%'` searches, which no btree can serve.
    index('submissions_search_idx').using('gin', sql`${submissionSearchText(t)} gin_trgm_ops`),
    check('submissions_status_check', oneOf(t.status, SUBMISSION_STATUSES)),
    check('submissions_priority_check', oneOf(t.priority, PRIORITIES)),
    check('submissions_risk_level_check', sql`${t.riskLevel} is null or ${oneOf(t.riskLevel, RISK_LEVELS)}`),
    check('submissions_type_check', oneOf(t.submissionType, SUBMISSION_TYPES)),
    check('submissions_source_check', oneOf(t.source, SUBMISSION_SOURCES)),
    check(
      'submissions_disclosure_location_check',
      sql`${t.disclosureLocation} is null or ${oneOf(t.disclosureLocation, DISCLOSURE_LOCATIONS)}`,
    ),
    check('submissions_score_check', sql`${t.analysisScore} is null or ${t.analysisScore} between 0 and 100`),
  ],
);

/**
 * Running counts of submissions by the dimensions the dashboard counters, list totals and analytics group
 * on, so those read a few hundred rows instead of counting every submission. Kept by statement triggers on
 * `submissions` (migration 0004) in the same transaction as each change: a change appends its +/- deltas
 * (plain inserts, so writers never wait on each other), readers sum them, and a reader that finds many
 * deltas folds them into one row per group. Not backed up: a restore rebuilds it through the triggers.
 */
export const submissionTallies = pgTable('submission_tallies', {
  status: text('status').notNull(),
  riskLevel: text('risk_level'),
  priority: text('priority').notNull(),
  submissionType: text('submission_type').notNull(),
  hasValidAttachments: boolean('has_valid_attachments').notNull(),
  submissions: integer('submissions').notNull(),
  /** Sum and number of analysis scores, for the average. */
  scoreSum: bigint('score_sum', { mode: 'number' }).notNull(),
  scored: integer('scored').notNull(),
  /** Submissions with a reviewer's decision, for the median time to decision. */
  decided: integer('decided').notNull(),
});

/**
 * A submission's creative as sent at one moment: version 1 with the submission, the next with each revision.
 * A version, its files and (once a newer version exists) its analysis are never changed afterwards; database
 * triggers refuse it (migration 0008). Deleting the submission deletes them all.
 */
export const submissionVersions = pgTable(
  'submission_versions',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The current version is the first entry of this index for a submission.
    uniqueIndex('submission_versions_submission_number_idx').on(t.submissionId, t.number.desc().nullsFirst()),
    check('submission_versions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * The reference a revision-request email carries in its subject, stored only as its SHA-256: a reply that quotes
 * it, with files attached, becomes the submission's next version (the sender's address alone proves nothing).
 */
export const submissionReplyTokens = pgTable(
  'submission_reply_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('submission_reply_tokens_submission_idx').on(t.submissionId)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => submissionVersions.id, { onDelete: 'cascade' }),
    /** Generated storage name; never derived from user input. */
    filename: text('filename').notNull(),
    originalFilename: text('original_filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    isValid: boolean('is_valid').notNull().default(true),
    validationError: text('validation_error'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_submission_idx').on(t.submissionId, t.createdAt),
    index('attachments_version_idx').on(t.versionId, t.createdAt),
    uniqueIndex('attachments_storage_key_idx').on(t.storageKey),
    check('attachments_size_check', sql`${t.size} >= 0`),
  ],
);

export const complianceAnalyses = pgTable(
  'compliance_analyses',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The version whose files this analysis judged. */
    versionId: uuid('version_id')
      .notNull()
      .references(() => submissionVersions.id, { onDelete: 'cascade' }),
    overallScore: integer('overall_score').notNull(),
    riskLevel: text('risk_level').notNull(),
    recommendation: text('recommendation').notNull(),
    analysisVersion: text('analysis_version').notNull(),
    analysisModel: text('analysis_model').notNull(),
    autoApprovalEligible: boolean('auto_approval_eligible').notNull().default(false),
    autoApprovalReason: text('auto_approval_reason'),
    rawAnalysisData: jsonb('raw_analysis_data').notNull().default(sql`'{}'::jsonb`),
    /** Per-file text extraction results: method, pages, OCR confidence, timings. */
    extraction: jsonb('extraction').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('compliance_analyses_submission_idx').on(t.submissionId, t.createdAt.desc().nullsFirst()),
    index('compliance_analyses_version_idx').on(t.versionId, t.createdAt.desc().nullsFirst()),
    check('compliance_analyses_score_check', sql`${t.overallScore} between 0 and 100`),
    check('compliance_analyses_risk_check', oneOf(t.riskLevel, RISK_LEVELS)),
  ],
);

export const policyViolations = pgTable(
  'policy_violations',
  {
    id: id(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => complianceAnalyses.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    policyId: text('policy_id'),
    policyCategory: text('policy_category').notNull(),
    severity: text('severity').notNull(),
    violationType: text('violation_type').notNull(),
    description: text('description').notNull(),
    policySection: text('policy_section'),
    affectedContent: text('affected_content'),
    spanStart: integer('span_start'),
    spanEnd: integer('span_end'),
    /** Where the evidence is in the version's files (file, page, characters, boxes): `TEvidenceLocation[]`. */
    locations: jsonb('locations').$type<TEvidenceLocation[]>().notNull().default(sql`'[]'::jsonb`),
    /** A violation counts against the score; a review item asks a person to look (e.g. ages in an image). */
    kind: text('kind').notNull().default('violation'),
    effectiveDate: date('effective_date'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissalReason: text('dismissal_reason'),
    /** 'rules': found by the engine's rules; 'model': a model's suggestion (the word model's or the second opinion's), which costs nothing until confirmed. */
    origin: text('origin').notNull().default('rules'),
    /** A reviewer confirmed a model's suggestion: from then on it counts as the violation it names. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('policy_violations_submission_idx').on(t.submissionId),
    check('policy_violations_origin_check', sql`${t.origin} in ('rules', 'model')`),
    check('policy_violations_confirmed_check', sql`${t.confirmedAt} is null or ${t.origin} = 'model'`),
    check('policy_violations_kind_check', sql`${t.kind} in ('violation', 'review_item')`),
    check('policy_violations_dismissal_check', sql`(${t.dismissedAt} is null) = (${t.dismissalReason} is null)`),
    index('policy_violations_analysis_idx').on(t.analysisId),
    check('policy_violations_category_check', oneOf(t.policyCategory, POLICY_CATEGORIES)),
    check('policy_violations_severity_check', oneOf(t.severity, VIOLATION_SEVERITIES)),
  ],
);

export const landingPageAnalyses = pgTable(
  'landing_page_analyses',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    disclosureFound: boolean('disclosure_found').notNull(),
    disclosureText: text('disclosure_text'),
    disclosureUrl: text('disclosure_url'),
    disclosureLocation: text('disclosure_location'),
    screenshotKey: text('screenshot_key'),
    processingTimeMs: integer('processing_time_ms'),
    error: text('error'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('landing_page_analyses_submission_idx').on(t.submissionId, t.analyzedAt.desc().nullsFirst()),
    check(
      'landing_page_analyses_location_check',
      sql`${t.disclosureLocation} is null or ${oneOf(t.disclosureLocation, DISCLOSURE_LOCATIONS)}`,
    ),
  ],
);

export const escalationTracks = pgTable(
  'escalation_tracks',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    trackType: text('track_type').notNull(),
    status: text('status').notNull().default('pending'),
    resolution: text('resolution'),
    escalationReason: text('escalation_reason').notNull(),
    escalatedBy: uuid('escalated_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNotes: text('resolution_notes'),
    feedbackForSubmitter: text('feedback_for_submitter'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    isOverridden: boolean('is_overridden').notNull().default(false),
    overrideDecision: text('override_decision'),
    overrideReason: text('override_reason'),
    overriddenBy: uuid('overridden_by').references(() => users.id, { onDelete: 'set null' }),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    /** The track's own due time: its turnaround from opening, never after the submission's. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The specialist holding the track; null while it is any of them's. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('escalation_tracks_assignee_idx').on(t.assigneeId).where(sql`${t.assigneeId} is not null`),
    uniqueIndex('escalation_tracks_submission_type_idx').on(t.submissionId, t.trackType),
    index('escalation_tracks_status_idx').on(t.status, t.trackType),
    check('escalation_tracks_type_check', oneOf(t.trackType, TRACK_TYPES)),
    check('escalation_tracks_status_check', oneOf(t.status, TRACK_STATUSES)),
    check('escalation_tracks_resolution_check', sql`${t.resolution} is null or ${oneOf(t.resolution, TRACK_RESOLUTIONS)}`),
    check(
      'escalation_tracks_override_check',
      sql`${t.overrideDecision} is null or ${oneOf(t.overrideDecision, TRACK_RESOLUTIONS)}`,
    ),
    check('escalation_tracks_legal_never_overridden', sql`not (${t.trackType} = 'legal' and ${t.isOverridden})`),
  ],
);

/**
 * When each stage of a submission's way through the desk happened (see `STAGE_EVENTS` in domain/turnaround.ts),
 * written in the transaction of the change that makes it; the turnaround report pairs them in SQL. `version` is
 * the submission's version at the time; `track_id` and `track_type` name the track of an escalation, a track's
 * decision and a legal veto; `outcome` the decision (approved, rejected, needs_revision). Migration 0012 filled
 * in what the existing rows told of earlier submissions.
 *
 * The durations an event ends are kept on it (see `fillStageDurations`), so that a report over a period reads the
 * period's events and nothing else: `seconds` is how long the stage it ends took (null for an event that ends none,
 * or a repeat), `on_time` whether it ended by its due time (null without one), and `reviewer_seconds` how long a
 * person's decision took from when the work was before them.
 */
export const submissionStageEvents = pgTable(
  'submission_stage_events',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    version: integer('version').notNull(),
    trackId: uuid('track_id').references(() => escalationTracks.id, { onDelete: 'cascade' }),
    trackType: text('track_type'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    seconds: doublePrecision('seconds'),
    onTime: boolean('on_time'),
    reviewerSeconds: doublePrecision('reviewer_seconds'),
  },
  (t) => [
    // The report's periods: the ending events of each stage between two times.
    index('submission_stage_events_stage_time_idx').on(t.stage, t.occurredAt),
    // Where a duration starts: the submission's event of a stage for a version.
    index('submission_stage_events_submission_idx').on(t.submissionId, t.stage, t.version, t.occurredAt),
    index('submission_stage_events_track_idx').on(t.trackId, t.stage, t.occurredAt).where(sql`${t.trackId} is not null`),
    uniqueIndex('submission_stage_events_once_idx')
      .on(t.submissionId, t.stage)
      .where(sql`${t.stage} in (${sql.raw(ONCE_PER_SUBMISSION.map((s) => `'${s}'`).join(', '))})`),
    check('submission_stage_events_stage_check', oneOf(t.stage, STAGE_EVENTS)),
    check('submission_stage_events_track_type_check', sql`${t.trackType} is null or ${oneOf(t.trackType, TRACK_TYPES)}`),
    check('submission_stage_events_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('approved', 'rejected', 'needs_revision')`),
    check('submission_stage_events_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A reviewer's or specialist's comment pinned to a version of the creative: a point or region of a page or image,
 * a span of a file's text, or none (a general note). Open ones are listed on later versions too, until resolved.
 */
export const annotations = pgTable(
  'annotations',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => submissionVersions.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    /** Per submission, from 1, in the order they were made: the pin's number on the preview and in the report. */
    number: integer('number').notNull(),
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'cascade' }),
    page: integer('page'),
    /** `TAnnotationAnchor`, validated by its zod schema before it is written. */
    anchor: jsonb('anchor').$type<TAnnotationAnchor>().notNull(),
    body: text('body').notNull(),
    visibleToSubmitter: boolean('visible_to_submitter').notNull().default(false),
    status: text('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('annotations_submission_number_idx').on(t.submissionId, t.number),
    index('annotations_submission_version_idx').on(t.submissionId, t.versionNumber),
    check('annotations_status_check', oneOf(t.status, ANNOTATION_STATUSES)),
    check('annotations_page_check', sql`${t.page} is null or ${t.page} >= 1`),
    check('annotations_resolved_check', sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null)`),
  ],
);

/** A reply in an annotation's thread. */
export const annotationReplies = pgTable(
  'annotation_replies',
  {
    id: id(),
    annotationId: uuid('annotation_id')
      .notNull()
      .references(() => annotations.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('annotation_replies_annotation_idx').on(t.annotationId, t.createdAt)],
);

export const policies = pgTable(
  'policies',
  {
    /** Built-in rules keep their `mock_` ids; added policies get a UUID as text. */
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').array().notNull().default(sql`array[]::text[]`),
    keywords: text('keywords').array().notNull().default(sql`array[]::text[]`),
    riskLevel: text('risk_level').notNull(),
    reference: text('reference').notNull(),
    legalReferences: text('legal_references').array().notNull().default(sql`array[]::text[]`),
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    sourceType: text('source_type'),
    sourceUrl: text('source_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('policies_category_idx').on(t.category),
    check('policies_category_check', oneOf(t.category, POLICY_LIBRARY_CATEGORIES)),
    check('policies_risk_level_check', oneOf(t.riskLevel, POLICY_RISK_LEVELS)),
    check('policies_builtin_id_check', sql`${t.isBuiltIn} = (${t.id} like 'mock\\_%')`),
    check(
      'policies_source_type_check',
      sql`${t.sourceType} is null or ${t.sourceType} in ('builtin', 'file_upload', 'url', 'manual')`,
    ),
  ],
);

/**
 * Append-only (a trigger refuses UPDATE and DELETE). No foreign keys: entries outlive the users
 * and submissions they speak of. Each entry's hash covers the previous one's, so any edit shows.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityUrl: text('entity_url'),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label').notNull(),
    ipAddress: text('ip_address'),
    fieldDiffs: jsonb('field_diffs').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_entries_sequence_idx').on(t.sequence),
    index('audit_entries_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId),
    index('audit_entries_action_idx').on(t.action),
  ],
);

/**
 * Audit entries per action and entity type, kept by an insert trigger in the writer's transaction (the trail
 * is append-only, so inserts are its only change): the audit list's totals, filtered or not, without counting
 * the trail. Writers already queue on the chain's lock, so the upsert adds no waiting.
 */
export const auditTallies = pgTable(
  'audit_tallies',
  {
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.action, t.entityType] })],
);

export const emailSettings = pgTable(
  'email_settings',
  {
    id: id(),
    settingKey: text('setting_key').notNull(),
    settingType: text('setting_type').notNull(),
    emailAddresses: text('email_addresses').array().notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('email_settings_key_idx').on(t.settingKey),
    check('email_settings_key_check', oneOf(t.settingKey, EMAIL_SETTING_KEYS)),
    check('email_settings_type_check', oneOf(t.settingType, EMAIL_SETTING_TYPES)),
    check('email_settings_addresses_check', sql`cardinality(${t.emailAddresses}) >= 1`),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    /** The body as the outbox shows it: one-time links replaced by `[withheld link N]`. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The withheld links, kept only until delivery so no reader of the outbox can use them; never selected
     * for the outbox listing.
     */
    secrets: text('secrets').array(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    relatedEntityType: text('related_entity_type'),
    relatedEntityId: text('related_entity_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('email_outbox_status_idx').on(t.status),
    check('email_outbox_status_check', oneOf(t.status, EMAIL_OUTBOX_STATUSES)),
    check('email_outbox_recipients_check', sql`cardinality(${t.toAddresses}) >= 1`),
  ],
);

export const emailProcessingRecords = pgTable(
  'email_processing_records',
  {
    id: id(),
    messageId: text('message_id').notNull(),
    threadId: text('thread_id'),
    fromAddress: text('from_address').notNull(),
    subject: text('subject'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    status: text('status').notNull(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_processing_records_message_idx').on(t.messageId),
    index('email_processing_records_submission_idx').on(t.submissionId),
    check('email_processing_records_status_check', oneOf(t.status, EMAIL_PROCESSING_STATUSES)),
  ],
);

/** Server-held settings: mailbox connection and monitoring flags, kept across restarts and instances. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Each user's own reminder and digest switches; a null column follows the admins' default (Settings > Reminders). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dueSoon: boolean('due_soon'),
  overdue: boolean('overdue'),
  digest: boolean('digest'),
  updatedAt: updatedAt(),
});

/**
 * Every reminder and digest sent, one row per (user, kind, item, window): the due time for a due-soon or overdue
 * reminder, the local date for a digest. Inserted with ON CONFLICT DO NOTHING in the transaction that writes the
 * email, so instances sweeping at once send each exactly once. `outbox_id` is null for a digest day with nothing
 * to list.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** `submission:<id>`, `track:<id>`, or `digest`. */
    itemKey: text('item_key').notNull(),
    /** The item's due time (ISO) for a reminder, the local date (YYYY-MM-DD) for a digest. */
    windowKey: text('window_key').notNull(),
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_idx').on(t.userId, t.kind, t.itemKey, t.windowKey),
    index('reminder_deliveries_created_idx').on(t.createdAt),
    check('reminder_deliveries_kind_check', oneOf(t.kind, DELIVERY_KINDS)),
  ],
);

/** Short-lived, single-file preview links (5 minutes), stored hashed so any instance can serve them. */
export const filePreviewTokens = pgTable(
  'file_preview_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('file_preview_tokens_hash_idx').on(t.tokenHash), index('file_preview_tokens_expires_idx').on(t.expiresAt)],
);
