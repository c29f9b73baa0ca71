import type { FastifyRequest } from 'fastify';
import { recordAudit } from './audit';
import type { Platform } from './context';
import type { AppError } from './errors';
import { ctxOf } from './http';

/** One entry per caller, method and route in this window: a loop of refused calls cannot flood the chained trail. */
export const REFUSAL_WINDOW_MS = 60_000;
/** And at most this many entries per window per instance, whoever the callers are. */
export const REFUSALS_PER_WINDOW = 120;
const MAX_TRACKED_KEYS = 10_000;

export interface Limiter {
  lastRecorded: Map<string, number>;
  windowStart: number;
  inWindow: number;
}

const limiters = new WeakMap<Platform, Limiter>();

export const newLimiter = (): Limiter => ({ lastRecorded: new Map(), windowStart: 0, inWindow: 0 });

function limiterOf(platform: Platform): Limiter {
  let limiter = limiters.get(platform);
  if (!limiter) limiters.set(platform, (limiter = newLimiter()));
  return limiter;
}

/** Whether this refusal is the first of its kind in the window, and the instance's budget allows writing it. */
export function shouldRecord(limiter: Limiter, key: string, now: number): boolean {
  if (now - limiter.windowStart >= REFUSAL_WINDOW_MS) {
    limiter.windowStart = now;
    limiter.inWindow = 0;
    for (const [k, at] of limiter.lastRecorded) if (now - at >= REFUSAL_WINDOW_MS) limiter.lastRecorded.delete(k);
  }
  const last = limiter.lastRecorded.get(key);
  if (last !== undefined && now - last < REFUSAL_WINDOW_MS) return false;
  if (limiter.inWindow >= REFUSALS_PER_WINDOW || limiter.lastRecorded.size >= MAX_TRACKED_KEYS) return false;
  limiter.inWindow++;
  limiter.lastRecorded.set(key, now);
  return true;
}

/**
 * Record a refused (403) request as a security event in the audit trail (ASVS V7.2: access control failures
 * are logged): who, from where, which method and route, and why. Refusals of the same caller on the same
 * route are written once a minute, and an instance writes a bounded number a minute. Never fails the reply.
 */
export async function recordRefusal(req: FastifyRequest, error: AppError): Promise<void> {
  if (error.code !== 'FORBIDDEN' && error.code !== 'CROSS_SITE_REQUEST') return;
  const platform = req.server.platform;
  // The route's pattern, not the address: ids and query strings (which may carry tokens) stay out of the trail.
  const route = req.routeOptions.url ?? req.url.split('?')[0];
  const caller = req.actor ? `user:${req.actor.id}` : `ip:${req.ip}`;
  if (!shouldRecord(limiterOf(platform), `${caller} ${req.method} ${route}`, Date.now())) return;
  const ctx = ctxOf(req);
  const label = req.actor?.username ?? 'an anonymous caller';
  try {
    await platform.db.transaction((tx) =>
      recordAudit(tx, ctx, {
        action: 'access_denied',
        summary: `${label} was refused ${req.method} ${route}: ${error.message}`,
        entity: { type: 'security', id: req.actor?.id ?? null },
        diffs: [
          { field: 'request', from: null, to: `${req.method} ${route}` },
          { field: 'reason', from: null, to: error.code },
        ],
        ...(req.actor ? {} : { actor: { id: null, label: 'anonymous' } }),
      }),
    );
  } catch (cause) {
    req.log.error({ err: cause }, 'could not record a refused request');
  }
}
