import { z } from 'zod';

export type TServiceState = 'ok' | 'degraded' | 'down' | 'not_configured';

export interface TServiceStatus {
  key: 'database' | 'storage' | 'job_queue' | 'smtp' | 'imap' | 'ocr' | 'browser';
  label: string;
  state: TServiceState;
  detail: string;
  latencyMs: number | null;
}

export interface TPlatformInfo {
  version: string;
  database: 'pglite' | 'postgres';
  uptimeSeconds: number;
  /** Sent to admins only. */
  nodeVersion?: string;
  startedAt: string;
}

export interface TOutboxEmail {
  id: string;
  to: string[];
  subject: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed' | 'logged';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  textBody: string;
}

/** GET /api/health: the instance answers and reaches its database. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
