import { z } from 'zod';
import { EMAIL_OUTBOX_STATUSES } from './enums';

export const ZServiceState = z.enum(['ok', 'degraded', 'down', 'not_configured']);
export type TServiceState = z.infer<typeof ZServiceState>;

export const ZServiceStatus = z.object({
  key: z.enum(['database', 'storage', 'job_queue', 'smtp', 'imap', 'ocr', 'browser']),
  label: z.string(),
  state: ZServiceState,
  detail: z.string(),
  latencyMs: z.number().nullable(),
});
export type TServiceStatus = z.infer<typeof ZServiceStatus>;

export const ZPlatformInfo = z.object({
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  /** Sent to admins only. */
  nodeVersion: z.string().optional(),
  startedAt: z.string(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfo>;

export const ZOutboxEmail = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(EMAIL_OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  textBody: z.string(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

/** GET /api/health: the instance answers and reaches its database. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
