import { z } from 'zod';
import { ZPageQuery } from './api';

export const AUDIT_DIFF_DISPLAY_LIMIT = 50;

/** Actions the audit trail styles on their own (spec 2); any other action gets the default style. */
export const STYLED_AUDIT_ACTIONS = [
  'submission_created',
  'created',
  'submission_approved',
  'submission_rejected',
  'submission_escalated',
  'report_exported',
  'user_login',
  'system_startup',
  'password_changed',
  'user_created',
  'policy_created',
  'policy_updated',
  'policy_deleted',
] as const;

export const ZFieldDiff = z.object({
  field: z.string(),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type TFieldDiff = z.infer<typeof ZFieldDiff>;

export const ZAuditEntry = z.object({
  id: z.string(),
  sequence: z.number(),
  action: z.string(),
  summary: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  entityUrl: z.string().nullable(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  /** Sent to admins only. */
  ipAddress: z.string().nullable().optional(),
  timestamp: z.string(),
  fieldDiffs: z.array(ZFieldDiff),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListQuery = ZPageQuery.extend({
  // The sequence number of the last entry of the previous page.
  cursor: z.string().regex(/^\d{1,18}$/, 'Invalid cursor').optional(),
  action: z.string().max(64).optional(),
  entityType: z.string().max(64).optional(),
});
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

/** Cut a diff value for display: strings and JSON longer than the limit end in an ellipsis. */
export function formatDiffValue(value: unknown, limit = AUDIT_DIFF_DISPLAY_LIMIT): string {
  if (value === null || value === undefined) return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
