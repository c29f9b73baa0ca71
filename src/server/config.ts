import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project root: two levels above this file both in src/server and in the bundled dist/server. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZConfigEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Compliance Platform <compliance@localhost>'),
  COOKIE_SECURE: ZBooleanFlag.optional(),
  TRUST_PROXY: ZBooleanFlag.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  FETCH_ALLOW_PRIVATE_HOSTS: z.string().default(''),
  MODEL_ALLOW_PRIVATE_HOSTS: z.string().default(''),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: ZBooleanFlag.default(false),
  IMAP_HOST: z.string().min(1).optional(),
  IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  IMAP_SECURE: ZBooleanFlag.default(true),
  IMAP_USER: z.string().min(1).optional(),
  IMAP_PASSWORD: z.string().min(1).optional(),
  IMAP_ACCESS_TOKEN: z.string().min(1).optional(),
  IMAP_MAILBOX: z.string().min(1).default('INBOX'),
  IMAP_OAUTH_TOKEN_URL: z.string().regex(/^https?:\/\//, 'IMAP_OAUTH_TOKEN_URL must start with https:// or http://').optional(),
  IMAP_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  IMAP_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  IMAP_OAUTH_REFRESH_TOKEN: z.string().min(1).optional(),
}).superRefine((e, ctx) => {
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when STORAGE_DRIVER is s3' });
  }
  if (!e.IMAP_HOST) return;
  if (!e.IMAP_USER) ctx.addIssue({ code: 'custom', path: ['IMAP_USER'], message: 'IMAP_USER is required when IMAP_HOST is set' });
  const refreshable = !!(e.IMAP_OAUTH_REFRESH_TOKEN && e.IMAP_OAUTH_TOKEN_URL && e.IMAP_OAUTH_CLIENT_ID);
  if (!e.IMAP_PASSWORD && !e.IMAP_ACCESS_TOKEN && !refreshable) {
    ctx.addIssue({
      code: 'custom',
      path: ['IMAP_PASSWORD'],
      message: 'IMAP_HOST needs IMAP_PASSWORD, IMAP_ACCESS_TOKEN, or IMAP_OAUTH_REFRESH_TOKEN with IMAP_OAUTH_TOKEN_URL and IMAP_OAUTH_CLIENT_ID',
    });
  }
});

/** An IMAP mailbox to monitor: password sign-in, or OAuth2 (Gmail, Microsoft 365) with an access token and optionally a refresh token. */
export interface ImapSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string | null;
  accessToken: string | null;
  mailbox: string;
  oauth: { tokenUrl: string; clientId: string; clientSecret: string | null; refreshToken: string | null } | null;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  /** Sessions end after this long without a request, and this long after sign-in whatever the activity (ASVS V3.3). */
  session: { idleMs: number; absoluteMs: number };
  logLevel: string;
  /** A request that takes longer than this is logged at info; others at debug (server errors always at info). */
  logSlowRequestMs: number;
  jobPollSeconds: number;
  /** Memory for repeated reads answered without the database (see platform/response-cache.ts); 0 turns it off. */
  responseCacheMb: number;
  /** Hosts that landing-page and policy fetches may reach although they resolve to private addresses. */
  fetchAllowPrivateHosts: string[];
  /**
   * Hosts the language model's second opinion may reach although they resolve to private or loopback
   * addresses (a model server on this machine or the intranet). Separate from fetchAllowPrivateHosts, so
   * naming the model server never opens it to landing-page fetches, whose addresses advertisers choose.
   */
  modelAllowPrivateHosts: string[];
  /** The system Chromium for landing-page screenshots; missing means pages are read without one. */
  chromiumPath: string;
  storage: { driver: 'local' } | { driver: 's3'; bucket: string; region: string; endpoint: string | null; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean };
  /** The mailbox set by IMAP_* variables; null lets admins connect one from Settings. */
  imap: ImapSettings | null;
  webDistDir: string;
  migrationsDir: string;
  version: string;
};

export class ConfigError extends Error {}

/** Parse the environment once at boot. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfigEnv.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    logLevel: e.LOG_LEVEL,
    logSlowRequestMs: e.LOG_SLOW_REQUEST_MS,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    responseCacheMb: e.RESPONSE_CACHE_MB,
    chromiumPath: e.CHROMIUM_PATH,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
    fetchAllowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
    modelAllowPrivateHosts: e.MODEL_ALLOW_PRIVATE_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
    imap: e.IMAP_HOST
      ? {
          host: e.IMAP_HOST,
          port: e.IMAP_PORT,
          secure: e.IMAP_SECURE,
          user: e.IMAP_USER!,
          password: e.IMAP_PASSWORD ?? null,
          accessToken: e.IMAP_ACCESS_TOKEN ?? null,
          mailbox: e.IMAP_MAILBOX,
          oauth:
            e.IMAP_OAUTH_TOKEN_URL && e.IMAP_OAUTH_CLIENT_ID
              ? {
                  tokenUrl: e.IMAP_OAUTH_TOKEN_URL,
                  clientId: e.IMAP_OAUTH_CLIENT_ID,
                  clientSecret: e.IMAP_OAUTH_CLIENT_SECRET ?? null,
                  refreshToken: e.IMAP_OAUTH_REFRESH_TOKEN ?? null,
                }
              : null,
        }
      : null,
    webDistDir: path.join(PROJECT_ROOT, 'dist/web'),
    migrationsDir: path.join(PROJECT_ROOT, 'src/server/db/migrations'),
    version: readPackageVersion(),
    ...overrides,
  };
}

function readPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
