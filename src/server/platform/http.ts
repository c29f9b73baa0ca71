import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TSuccess, TPageMeta } from '../../domain/api';
import type { TAction } from '../../domain/permissions';
import type { Ctx, Platform, SessionUser } from './context';
import { AppError } from './errors';
import { SESSION_COOKIE } from './sessions';

/**
 * Who may call a route: anyone, any signed-in user, or holders of one action of the permission table.
 * Every route declares it; the guard in app.ts refuses a route that doesn't.
 */
export type RouteAccess = 'public' | 'signed_in' | TAction;

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    platform: Platform;
    /** Every API route with the access rule it declares (for the authorisation matrix and audits). */
    apiRoutes: ApiRoute[];
  }
}

export function ctxOf(req: FastifyRequest): Ctx {
  return {
    platform: req.server.platform,
    actor: req.actor,
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
  };
}

// PostgreSQL stores neither a NUL character in text nor a lone UTF-16 surrogate in jsonb; neither is real text.
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string in a parsed payload that the database could not store, if any. */
function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** The path parameters of a route on one record: `/:id`, a UUID. */
export const ZIdParams = z.object({ id: z.string().uuid('Please enter a valid UUID format') });

/** Validate a payload with its domain schema; failures become a 400 with per-field messages. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    const field = findUnstorableText(result.data);
    if (field === null) return result.data;
    const message = 'Text must not contain NUL characters or broken Unicode';
    throw new AppError('VALIDATION_FAILED', message, { [field]: [message] });
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  throw new AppError('VALIDATION_FAILED', first?.message ?? 'Invalid request', fieldErrors);
}

export function ok<T>(data: T, extra: { message?: string; meta?: TPageMeta } = {}): TSuccess<T> {
  return { success: true, data, ...extra };
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.platform.config.cookieSecure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: reply.server.platform.config.cookieSecure });
}
