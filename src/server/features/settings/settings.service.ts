import fs from 'node:fs';
import { createRequire } from 'node:module';
import { count, desc, lt } from 'drizzle-orm';
import type { TPageMeta, TPageQuery } from '../../../domain/api';
import { can } from '../../../domain/permissions';
import type { TOutboxEmail, TPlatformInfo, TServiceStatus } from '../../../domain/settings';
import { emailOutbox } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { pingSmtp } from '../../platform/mailer';
import { getImapServiceStatus } from '../mailbox/index';
import { requireActor } from '../../platform/actor';

const require = createRequire(import.meta.url);

async function probe(key: TServiceStatus['key'], label: string, check: () => Promise<string>): Promise<TServiceStatus> {
  const started = Date.now();
  try {
    const detail = await check();
    return { key, label, state: 'ok', detail, latencyMs: Date.now() - started };
  } catch (error) {
    return { key, label, state: 'down', detail: (error as Error).message, latencyMs: Date.now() - started };
  }
}

const notConfigured = (key: TServiceStatus['key'], label: string, detail: string): TServiceStatus => ({
  key,
  label,
  state: 'not_configured',
  detail,
  latencyMs: null,
});

function ocrLanguageDataPresent(): boolean {
  try {
    return fs.existsSync(require.resolve('@tesseract.js-data/eng/package.json'));
  } catch {
    return false;
  }
}

// What a reader without the host's internals is told about a service: its state, not its paths, hosts or errors.
const STATE_DETAILS: Record<TServiceStatus['state'], string> = {
  ok: 'Working',
  degraded: 'Working with delays',
  down: 'Not working: an administrator can see why',
  not_configured: 'Not set up',
};

/**
 * Each service the platform leans on, checked now. SMTP and the mailbox are optional. Details (the storage
 * folder, the Chromium path, mail hosts and users, error messages) are for admins: they map the host.
 */
export async function getServiceStatus(ctx: Ctx): Promise<TServiceStatus[]> {
  const actor = requireActor(ctx);
  const statuses = await checkServices(ctx);
  if (can(actor, 'settings.view_internals')) return statuses;
  return statuses.map((status) => ({ ...status, detail: STATE_DETAILS[status.state] }));
}

async function checkServices(ctx: Ctx): Promise<TServiceStatus[]> {
  const { database, storage, jobs, config, browser } = ctx.platform;
  return Promise.all([
    probe('database', 'Database', async () => {
      await database.ping();
      return database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server';
    }),
    probe('storage', 'File storage', async () => {
      await storage.ping();
      return storage.describe();
    }),
    probe('job_queue', 'Job queue', async () => {
      await jobs.ping();
      return 'pg-boss';
    }),
    config.smtpUrl
      ? probe('smtp', 'Outgoing email (SMTP)', async () => {
          await pingSmtp(config.smtpUrl!);
          return `Connected to ${new URL(config.smtpUrl!).host}`;
        })
      : Promise.resolve(notConfigured('smtp', 'Outgoing email (SMTP)', 'SMTP_URL is not set: emails are kept in the outbox')),
    getImapServiceStatus(ctx),
    Promise.resolve<TServiceStatus>(
      ocrLanguageDataPresent()
        ? { key: 'ocr', label: 'OCR engine', state: 'ok', detail: 'Tesseract with English language data', latencyMs: null }
        : { key: 'ocr', label: 'OCR engine', state: 'down', detail: 'English language data is not installed', latencyMs: null },
    ),
    Promise.resolve<TServiceStatus>(
      browser.available
        ? { key: 'browser', label: 'Browser for screenshots', state: 'ok', detail: `Chromium at ${config.chromiumPath}`, latencyMs: null }
        : notConfigured('browser', 'Browser for screenshots', `No Chromium at ${config.chromiumPath}: landing pages are read without screenshots`),
    ),
  ]);
}

/** What is running; the runtime's version (which names its known vulnerabilities) only for admins. */
export function getPlatformInfo(ctx: Ctx): TPlatformInfo {
  const actor = requireActor(ctx);
  const { config, database, startedAt } = ctx.platform;
  return {
    version: config.version,
    database: database.kind,
    uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    ...(can(actor, 'settings.view_internals') ? { nodeVersion: process.version } : {}),
    startedAt: startedAt.toISOString(),
  };
}

/** Sent and pending email, newest first (admins). The cursor is the creation time of the last row shown. */
export async function listOutbox(ctx: Ctx, query: TPageQuery): Promise<{ items: TOutboxEmail[]; meta: TPageMeta }> {
  const actor = requireActor(ctx);
  if (!can(actor, 'outbox.view')) throw forbidden('Only admins can view the outbox');
  const { db } = ctx.platform;
  const cursor = query.cursor ? new Date(query.cursor) : null;
  const where = cursor && !Number.isNaN(cursor.getTime()) ? lt(emailOutbox.createdAt, cursor) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    // Named columns: the withheld links (`secrets`) are never read for the listing.
    db
      .select({
        id: emailOutbox.id,
        toAddresses: emailOutbox.toAddresses,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        textBody: emailOutbox.textBody,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      to: r.toAddresses,
      subject: r.subject,
      kind: r.kind,
      status: r.status as TOutboxEmail['status'],
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      textBody: r.textBody,
    })),
    meta: { total, nextCursor: rows.length > query.limit ? page.at(-1)!.createdAt.toISOString() : null },
  };
}
