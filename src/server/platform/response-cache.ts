import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Repeated reads answered from memory, never older than the database.
 *
 * Each request's session lookup also returns `pg_current_snapshot()`: which transactions that read could see. A
 * response is kept with the snapshot its request started under, and served again only to a request whose lookup
 * saw that same snapshot. Snapshots only ever move forward and any commit anywhere in the database cluster moves
 * them (this instance, another one, a job, psql), so an equal snapshot means nothing was committed between the
 * first request's start and the second one's: the kept answer is what the database would give again. A write is
 * therefore visible to the very next read, on every instance, without any message between them. (Should a commit
 * land while the first request is still reading, its answer may include it; only requests that started before that
 * commit and are answered after it can be given it.)
 *
 * Routes opt in with `config: { cache: true }`; their response must depend only on the database, the signed-in
 * user and the URL. Entries are per user, so permissions and own-submission scoping hold as they did when computed;
 * the session lookup and the access guard run on every request before this.
 */

// Some answers depend on the clock as well (the last 30 days, time in the queue): an entry answers this long at most.
const ENTRY_TTL_MS = 5_000;

interface Entry {
  snapshot: string;
  body: string;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer repeats of this GET from the response cache (see platform/response-cache.ts). */
    cache?: boolean;
  }
  interface FastifyRequest {
    /** The database snapshot the session lookup saw; null without a session. */
    dbSnapshot: string | null;
    /** Set on a cacheable GET that was not answered from the cache, so its response may be kept. */
    cacheKey: string | null;
  }
}

const keyOf = (req: FastifyRequest) => `${req.actor!.id} ${req.url}`;

/** Add the cache's hooks, with `maxBytes` of memory for entries (0 turns it off); call after the access guard. */
export function registerResponseCache(app: FastifyInstance, maxBytes: number): void {
  app.decorateRequest('dbSnapshot', null);
  app.decorateRequest('cacheKey', null);
  if (maxBytes <= 0) return;
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // One large answer may not push out everything else.
    maxEntrySize: Math.ceil(maxBytes / 8),
    sizeCalculation: (entry, key) => entry.body.length + key.length + 64,
    ttl: ENTRY_TTL_MS,
  });
  // Expired entries are otherwise dropped only when read or pushed out: free their memory once they are past use.
  const purge = setInterval(() => cache.purgeStale(), 2 * ENTRY_TTL_MS).unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET' || !req.routeOptions.config.cache || !req.actor || !req.dbSnapshot) return;
    const key = keyOf(req);
    const entry = cache.get(key);
    if (entry?.snapshot !== req.dbSnapshot) {
      req.cacheKey = key;
      return;
    }
    reply.header('content-type', entry.contentType).header('x-cache', 'hit');
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.cacheKey) return payload;
    reply.header('x-cache', 'miss');
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    cache.set(req.cacheKey, { snapshot: req.dbSnapshot!, body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json') });
    return payload;
  });
}
