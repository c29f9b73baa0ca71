import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';
import { AppError } from './errors';

export interface SafeFetchOptions {
  /** Hosts (names or IPs) that may resolve to private, loopback or link-local addresses. */
  allowPrivateHosts: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  redirects: string[];
}

export class SafeFetchError extends Error {}

/** Only ordinary public unicast addresses may be fetched; private, loopback, link-local and the like may not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * Resolve and check every address at connect time (not before), so a DNS answer that changes between a
 * check and the connection cannot slip a private address through.
 */
function guardedAgent(allowPrivateHosts: readonly string[], timeoutMs: number): Agent {
  const allowed = new Set(allowPrivateHosts.map((h) => h.toLowerCase()));
  return new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: {
      timeout: timeoutMs,
      lookup(hostname, options, callback) {
        dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const list = addresses as dns.LookupAddress[];
          const blocked = list.find((a) => !isPublicAddress(a.address));
          if (blocked && !allowed.has(hostname.toLowerCase()) && !allowed.has(blocked.address)) {
            return callback(new SafeFetchError(`${hostname} resolves to a non-public address (${blocked.address})`), '', 4);
          }
          if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
          callback(null, list[0].address, list[0].family);
        });
      },
    },
  });
}

/**
 * Fetch a page for analysis with an SSRF guard: http(s) only, public addresses only (unless allow-listed),
 * bounded size, time and redirects, every redirect checked again.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const allowed = new Set(options.allowPrivateHosts.map((h) => h.toLowerCase()));
  const agent = guardedAgent(options.allowPrivateHosts, timeoutMs);
  const deadline = AbortSignal.timeout(timeoutMs);
  const redirects: string[] = [];
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new AppError('BAD_REQUEST', 'Please enter a valid URL');
  }
  try {
    for (;;) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError(`Only http and https addresses can be fetched, not ${url.protocol}`);
      const host = hostOf(url);
      // An IP written in the URL never goes through DNS lookup, so check it here.
      if (net.isIP(host) && !isPublicAddress(host) && !allowed.has(host)) throw new SafeFetchError(`${host} is not a public address`);
      const res = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal: deadline,
        headers: { 'user-agent': 'AdCompliancePlatform/1.0 (+landing page review)', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      const location = res.headers.location;
      if (res.statusCode >= 300 && res.statusCode < 400 && location) {
        await res.body.dump();
        if (redirects.length >= maxRedirects) throw new SafeFetchError(`More than ${maxRedirects} redirects`);
        url = new URL(String(location), url);
        redirects.push(url.toString());
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > maxBytes) {
          res.body.destroy();
          throw new SafeFetchError(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        }
        chunks.push(chunk);
      }
      return {
        url: url.toString(),
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks),
        redirects,
      };
    }
  } catch (error) {
    if (error instanceof SafeFetchError || error instanceof AppError) throw error;
    if (deadline.aborted) throw new SafeFetchError(`No answer within ${Math.round(timeoutMs / 1000)} s`);
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof SafeFetchError) throw cause;
    throw new SafeFetchError((error as Error).message);
  } finally {
    await agent.close().catch(() => undefined);
  }
}
