import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

// Smaller answers are sent as they are: compressing them saves fewer bytes than the header costs.
const COMPRESS_FROM_BYTES = 1_024;

type Encoding = 'br' | 'gzip';

interface Entry {
  snapshot: string;
  /** The answer as sent: compressed once when it was kept, in the encoding the client that asked for it accepts. */
  body: Buffer;
  encoding: Encoding | null;
  contentType: string;
}

// Brotli at a low quality compresses a page of JSON several times over in well under a millisecond.
const COMPRESS: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The best encoding the request accepts (a bare `accept-encoding` token, as browsers send them), or none. */
function acceptedEncoding(req: FastifyRequest): Encoding | null {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const tokens = header.split(',').map((t) => t.trim().toLowerCase());
  if (tokens.includes('br')) return 'br';
  if (tokens.includes('gzip')) return 'gzip';
  return null;
}

function sendEntry(reply: FastifyReply, entry: Entry) {
  if (entry.encoding) reply.header('content-encoding', entry.encoding);
  return reply.header('content-type', entry.contentType).header('vary', 'accept-encoding').header('x-cache', 'hit').send(entry.body);
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

// One entry per user, URL and accepted encoding: a client that takes no compression gets its own plain copy.
const keyOf = (req: FastifyRequest) => `${req.actor!.id} ${acceptedEncoding(req) ?? 'identity'} ${req.url}`;

/** Add the cache's hooks, with `maxBytes` of memory for entries (0 turns it off); call after the access guard. */
export function registerResponseCache(app: FastifyInstance, maxBytes: number): void {
  app.decorateRequest('dbSnapshot', null);
  app.decorateRequest('cacheKey', null);
  if (maxBytes <= 0) return;
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // One large answer may not push out everything else.
    maxEntrySize: Math.ceil(maxBytes / 8),
    sizeCalculation: (entry, key) => entry.body.byteLength + key.length + 64,
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
    return sendEntry(reply, entry);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.cacheKey) return payload;
    reply.header('x-cache', 'miss').header('vary', 'accept-encoding');
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const accepted = Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES ? acceptedEncoding(req) : null;
    const body = accepted ? COMPRESS[accepted](payload) : Buffer.from(payload);
    cache.set(req.cacheKey, { snapshot: req.dbSnapshot!, body, encoding: accepted, contentType: String(reply.getHeader('content-type') ?? 'application/json') });
    if (accepted) reply.header('content-encoding', accepted);
    return body;
  });
}
