import type { Ctx, SessionUser } from './context';
import { unauthenticated } from './errors';

/** The signed-in user a service call acts for; unauthenticated when there is none. */
export function requireActor(ctx: Ctx): SessionUser {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}
