import net from 'node:net';
import { ImapFlow, type FetchMessageObject, type SearchObject } from 'imapflow';
import { simpleParser } from 'mailparser';
import { MAX_IMAP_MESSAGE_BYTES, MONITOR_REPLY_REFERENCE_SEARCH, MONITOR_SEARCH_KEYWORDS } from '../../../domain/mailbox';
import { classifyMailboxError, type TMailboxErrorClass } from '../../../domain/mailbox-policy';
import type { ImapSettings } from '../../config';
import { systemCtx, type Platform } from '../../platform/context';
import { resolveGuardedAddress } from '../../platform/safe-fetch';
import { processIncomingEmail, recordFailedEmail } from './email-intake.service';
import { TokenRefreshError, credentialsFor, mailboxAllowList, type MailboxAuth } from './mailbox-credentials';

// One IMAP session: connect, open the mailbox read-only (the monitor never changes flags in a shared
// mailbox: what was taken in is known from email_processing_records), work, and always close. Shared by
// the monitor, the historical import and the Settings probe.

export interface Session {
  client: ImapFlow;
  gmail: boolean;
  settings: ImapSettings;
  uidValidity: bigint;
}

export async function withMailbox<T>(
  platform: Platform,
  settings: ImapSettings,
  auth: MailboxAuth,
  work: (session: Session) => Promise<T>,
  onClient: (client: ImapFlow | null) => void = () => undefined,
): Promise<T> {
  // Checked like any fetch, then connected to the checked address; TLS still verifies the certificate
  // against the configured name.
  const { address } = await resolveGuardedAddress(settings.host, mailboxAllowList(platform));
  const client = new ImapFlow({
    host: address,
    ...(net.isIP(settings.host) ? {} : { servername: settings.host }),
    port: settings.port,
    secure: settings.secure,
    auth,
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 5 * 60_000,
  });
  // An unhandled 'error' event would end the process; failures reach us through the rejected calls.
  client.on('error', () => undefined);
  onClient(client);
  try {
    await client.connect();
    const lock = await client.getMailboxLock(settings.mailbox, { readOnly: true });
    try {
      return await work({ client, gmail: client.capabilities.has('X-GM-EXT-1'), settings, uidValidity: client.mailbox ? client.mailbox.uidValidity : 0n });
    } finally {
      lock.release();
    }
  } finally {
    onClient(null);
    if (client.usable) await client.logout().catch(() => undefined);
    // A refused sign-in leaves the socket open until the server times it out: close it here.
    client.close();
  }
}

export interface Candidate {
  uid: number;
  key: string;
  threadId: string | null;
  size: number;
  internalDate: Date;
  from: string;
  subject: string | null;
}

function hexId(decimal: string | undefined): string | null {
  if (!decimal || !/^\d+$/.test(decimal)) return null;
  return BigInt(decimal).toString(16);
}

/**
 * The id an email is recorded under. On Gmail, the message id of the Gmail API (X-GM-MSGID in hex), so an
 * email taken in by the browser's mailbox client is recognised here too; elsewhere the Message-ID header,
 * which survives a mailbox being rebuilt; the folder and UID only for a message without one.
 */
function messageKey(session: Session, message: FetchMessageObject): string {
  const gmailId = session.gmail ? hexId(message.emailId) : null;
  if (gmailId) return gmailId;
  const header = message.envelope?.messageId?.trim();
  if (header) return header;
  return `imap:${session.settings.user}@${session.settings.host}/${session.settings.mailbox}/${session.uidValidity}/${message.uid}`;
}

function formatAddress(address: { name?: string; address?: string } | undefined): string {
  if (!address?.address) return address?.name || 'unknown sender';
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

/** Messages of the window that name a keyword, newest first, at most `limit` of them. */
export async function findCandidates(session: Session, since: Date, limit: number): Promise<Candidate[]> {
  const query: SearchObject = {
    since,
    or: [...MONITOR_SEARCH_KEYWORDS.map((text) => ({ text })), { subject: MONITOR_REPLY_REFERENCE_SEARCH }],
  };
  const found = (await session.client.search(query, { uid: true })) || [];
  // UIDs grow with arrival: the highest are the newest.
  const uids = [...found].sort((a, b) => b - a).slice(0, limit);
  if (uids.length === 0) return [];
  const candidates: Candidate[] = [];
  const fields = { uid: true, envelope: true, internalDate: true, size: true, emailId: session.gmail, threadId: session.gmail };
  for await (const message of session.client.fetch(uids, fields, { uid: true })) {
    const internalDate = message.internalDate ? new Date(message.internalDate) : new Date(0);
    // Servers without WITHIN compare SINCE by date only: the exact window is applied here.
    if (internalDate < since) continue;
    candidates.push({
      uid: message.uid,
      key: messageKey(session, message),
      threadId: session.gmail ? hexId(message.threadId) : null,
      size: message.size ?? 0,
      internalDate,
      from: formatAddress(message.envelope?.from?.[0]),
      subject: message.envelope?.subject ?? null,
    });
  }
  return candidates.sort((a, b) => b.internalDate.getTime() - a.internalDate.getTime());
}

/** Download, parse and take in one message. */
export async function takeInMessage(platform: Platform, session: Session, candidate: Candidate) {
  const ctx = systemCtx(platform);
  const base = {
    messageId: candidate.key,
    threadId: candidate.threadId,
    from: candidate.from,
    subject: candidate.subject,
    receivedAt: candidate.internalDate,
    channel: 'imap' as const,
  };
  if (candidate.size > MAX_IMAP_MESSAGE_BYTES) {
    return recordFailedEmail(ctx, base, `the message is ${Math.ceil(candidate.size / 1024 / 1024)} MB, over the ${MAX_IMAP_MESSAGE_BYTES / 1024 / 1024} MB limit`);
  }
  const message = await session.client.fetchOne(String(candidate.uid), { source: true }, { uid: true });
  if (!message || !message.source) throw new Error(`Message ${candidate.uid} disappeared before it could be read`);
  const parsed = await simpleParser(message.source, { skipImageLinks: true, skipTextToHtml: true });
  const references = typeof parsed.references === 'string' ? [parsed.references] : (parsed.references ?? []);
  return processIncomingEmail(ctx, {
    ...base,
    threadId: candidate.threadId ?? references[0] ?? null,
    from: parsed.from?.value[0] ? formatAddress(parsed.from.value[0]) : candidate.from,
    subject: parsed.subject ?? candidate.subject,
    body: parsed.text ?? '',
    attachments: parsed.attachments.map((a, i) => ({
      filename: a.filename ?? `attachment-${i + 1}`,
      claimedMimeType: a.contentType ?? null,
      data: a.content,
    })),
  });
}

function errorFacts(error: unknown) {
  const e = error as { code?: unknown; serverResponseCode?: unknown; authenticationFailed?: unknown; message?: unknown; responseText?: unknown };
  return {
    code: typeof e?.code === 'string' ? e.code : undefined,
    responseCode: typeof e?.serverResponseCode === 'string' ? e.serverResponseCode : undefined,
    authenticationFailed: e?.authenticationFailed === true,
    message: [e?.message, e?.responseText].filter((m) => typeof m === 'string').join(': '),
  };
}

export function describeError(error: unknown): string {
  const facts = errorFacts(error);
  const detail = [facts.responseCode, facts.code].filter(Boolean).join(', ');
  return `${facts.message || 'Unknown error'}${detail ? ` (${detail})` : ''}`.slice(0, 500);
}

/** A failure's class for the monitor's policy: a refused token refresh, or what the IMAP error says. */
export function classifyError(error: unknown): TMailboxErrorClass {
  return error instanceof TokenRefreshError ? 'refresh' : classifyMailboxError(errorFacts(error));
}

/** Sign in and open the mailbox, nothing more (the Settings status card before any check ran): the problem, or null. */
export async function probeMailbox(platform: Platform, settings: ImapSettings): Promise<string | null> {
  try {
    const auth = await credentialsFor(platform, settings, Date.now(), false);
    await withMailbox(platform, settings, auth, async () => undefined);
    return null;
  } catch (error) {
    return describeError(error);
  }
}
