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
  /** GET unless given; a request with a body is never redirected (its body would be replayed elsewhere). */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  redirects: string[];
}

export class SafeFetchError extends Error {}

function ipv4FromBytes(bytes: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes);
}

/**
 * The IPv4 address an IPv6 address stands for, where the form carries one that the network (a NAT64 gateway,
 * a 6to4 relay, the host's own stack) would reach: IPv4-mapped and SIIT (`::ffff:a.b.c.d`, `::ffff:0:a.b.c.d`),
 * IPv4-compatible (`::a.b.c.d`), NAT64 well-known prefix (`64:ff9b::a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`).
 * Such an address is as public as the IPv4 it embeds, no more.
 */
export function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const b = v6.toByteArray();
  const last32 = () => ipv4FromBytes(b.slice(12, 16));
  const zero = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && (p[5] === 0xffff || p[5] === 0)) return last32(); // mapped, compatible (and :: / ::1)
  if (zero(0, 4) && p[4] === 0xffff && p[5] === 0) return last32(); // SIIT
  if (p[0] === 0x64 && p[1] === 0xff9b && zero(2, 6)) return last32(); // NAT64 64:ff9b::/96
  if (p[0] === 0x2002) return ipv4FromBytes(b.slice(2, 6)); // 6to4
  return null;
}

/**
 * Only ordinary public unicast addresses may be fetched; private, loopback, link-local and the like may not,
 * nor an IPv6 form of one of those. Forms whose IPv4 cannot be read plainly (Teredo's obfuscated client, the
 * local-use NAT64 prefix 64:ff9b:1::/48) are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const v4 = embeddedIPv4(v6);
  if (v4) return v4.range() === 'unicast';
  return v6.range() === 'unicast';
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function allowSet(allowPrivateHosts: readonly string[]): Set<string> {
  return new Set(allowPrivateHosts.map((h) => h.toLowerCase().replace(/^\[|\]$/g, '')));
}

/** The first address of `hostname` that is not public and is not allowed by the allow-list, if any. */
function refusedAddress(hostname: string, addresses: readonly string[], allowed: Set<string>): string | null {
  if (allowed.has(hostname.toLowerCase())) return null;
  return addresses.find((a) => !isPublicAddress(a) && !allowed.has(a)) ?? null;
}

/**
 * Resolve a host the way a connection would and check every address it gives, for connections that do not
 * go through `safeFetch` (the mailbox's IMAP server). Connect to the address returned, not to the name
 * again, so a DNS answer that changes in between cannot slip a private address through.
 */
export async function resolveGuardedAddress(hostname: string, allowPrivateHosts: readonly string[]): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const allowed = allowSet(allowPrivateHosts);
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await dns.promises.lookup(host, { all: true });
  const blocked = refusedAddress(host, addresses.map((a) => a.address), allowed);
  if (blocked) throw new SafeFetchError(blocked === host ? `${host} is not a public address` : `${host} resolves to a non-public address (${blocked})`);
  if (addresses.length === 0) throw new SafeFetchError(`${host} has no address`);
  return addresses[0];
}

/**
 * Resolve and check every address at connect time (not before), so a DNS answer that changes between a
 * check and the connection cannot slip a private address through.
 */
function guardedAgent(allowPrivateHosts: readonly string[], timeoutMs: number): Agent {
  const allowed = allowSet(allowPrivateHosts);
  return new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: {
      timeout: timeoutMs,
      lookup(hostname, options, callback) {
        dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const list = addresses as dns.LookupAddress[];
          const blocked = refusedAddress(hostname, list.map((a) => a.address), allowed);
          if (blocked) return callback(new SafeFetchError(`${hostname} resolves to a non-public address (${blocked})`), '', 4);
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
  const method = options.method ?? 'GET';
  const maxRedirects = options.maxRedirects ?? 5;
  const allowed = allowSet(options.allowPrivateHosts);
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
        method,
        signal: deadline,
        headers: {
          'user-agent': 'AdCompliancePlatform/1.0 (+landing page review)',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          ...options.headers,
        },
        body: options.body,
      });
      const location = res.headers.location;
      if (res.statusCode >= 300 && res.statusCode < 400 && location) {
        await res.body.dump();
        if (options.body !== undefined) throw new SafeFetchError(`The server answered with a redirect (HTTP ${res.statusCode})`);
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
