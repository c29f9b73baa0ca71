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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  FETCH_ALLOW_PRIVATE_HOSTS: z.string().default(''),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
});

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
  logLevel: string;
  jobPollSeconds: number;
  /** Hosts that landing-page and policy fetches may reach although they resolve to private addresses. */
  fetchAllowPrivateHosts: string[];
  /** The system Chromium for landing-page screenshots; missing means pages are read without one. */
  chromiumPath: string;
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
    logLevel: e.LOG_LEVEL,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    chromiumPath: e.CHROMIUM_PATH,
    fetchAllowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
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
