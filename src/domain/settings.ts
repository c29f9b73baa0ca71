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

/** The language model's second opinion is off until an admin switches it on. */
export const SECOND_OPINION_DEFAULT_TIMEOUT_SECONDS = 20;

/**
 * PUT /api/settings/second-opinion: where the model is. An API key left out keeps the saved one;
 * `clearApiKey` removes it. Switching on needs the address and the model.
 */
export const ZSecondOpinionSettingsRequest = z
  .object({
    enabled: z.boolean({ error: 'Please say whether the second opinion is on' }),
    baseUrl: z
      .url({ protocol: /^https?$/, error: 'The address must be an http(s) URL, e.g. http://127.0.0.1:11434/v1' })
      .max(500, 'The address must be at most 500 characters')
      .nullable()
      .default(null),
    model: z.string().trim().max(200, 'The model name must be at most 200 characters').nullable().default(null).transform((v) => v || null),
    apiKey: z.string().trim().min(1).max(1000, 'The API key must be at most 1000 characters').optional(),
    clearApiKey: z.boolean().default(false),
    timeoutSeconds: z.coerce
      .number({ error: 'The timeout must be a number of seconds' })
      .int('The timeout must be a whole number of seconds')
      .min(1, 'The timeout must be at least 1 second')
      .max(120, 'The timeout must be at most 120 seconds')
      .default(SECOND_OPINION_DEFAULT_TIMEOUT_SECONDS),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.baseUrl) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'Please enter the address of the model server' });
    if (v.enabled && !v.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'Please enter the model name' });
    if (v.apiKey && v.clearApiKey) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'Enter a new key or remove the saved one, not both' });
  });
export type TSecondOpinionSettingsRequest = z.input<typeof ZSecondOpinionSettingsRequest>;

/** What admins see of the second-opinion settings: never the API key, only whether one is saved. */
export const ZSecondOpinionSettings = z.object({
  enabled: z.boolean(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  hasApiKey: z.boolean(),
  timeoutSeconds: z.number(),
  /** Hosts on private or loopback addresses the operator lets the model requests reach (MODEL_ALLOW_PRIVATE_HOSTS). */
  allowedPrivateHosts: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type TSecondOpinionSettings = z.infer<typeof ZSecondOpinionSettings>;
