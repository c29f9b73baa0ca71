import type { FastifyBaseLogger } from 'fastify';
import type { TRole } from '../../domain/roles';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { TOcr } from '../../engine/extract/index';
import type { BrowserPool } from './browser';
import type { JobQueue } from './jobs';
import type { Storage } from './storage';

/** The signed-in user as services see them. */
export interface SessionUser {
  id: string;
  username: string;
  email: string | null;
  /** `email` once its owner proved it by a verification link, else null: only a verified address grants access. */
  verifiedEmail: string | null;
  roles: TRole[];
  isOwner: boolean;
  sessionId: string;
}

/** Long-lived things a service may use: built once at start-up, shared by every request and job. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  storage: Storage;
  browser: BrowserPool;
  /** One OCR worker per process, started on first use. */
  ocr: TOcr;
  log: FastifyBaseLogger;
  startedAt: Date;
}

/** What a service call knows about who is acting and from where. */
export interface Ctx {
  platform: Platform;
  actor: SessionUser | null;
  ip: string | null;
  userAgent: string | null;
}

/** The context of work the system does on its own (jobs, start-up, operator commands). */
export function systemCtx(platform: Platform): Ctx {
  return { platform, actor: null, ip: null, userAgent: null };
}

export function actorLabel(ctx: Ctx): string {
  return ctx.actor ? ctx.actor.username : 'system';
}
