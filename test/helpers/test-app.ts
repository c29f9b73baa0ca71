import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { closePlatform, createPlatform } from '../../src/server/bootstrap';
import type { Platform } from '../../src/server/platform/context';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  platform: Platform;
  baseUrl: string;
  /** Run every queued job now, in this process. */
  drainJobs(): Promise<number>;
  /** Stop the server but keep its database, to start again on it (restart tests). */
  stop(): Promise<TestDatabase>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  overrides?: Partial<Config>;
  /**
   * Reuse a database left by `stop()`, or share one with another running app (PostgreSQL only): then end
   * this app with `stop()`, so that only the app that owns the database drops it.
   */
  database?: TestDatabase;
  /** Run job workers as the real server does, instead of draining by hand. */
  workJobs?: boolean;
}

/** The real server on a free loopback port, with its own fresh database. */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const { env = {}, overrides = {} } = options;
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:5000',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    },
    overrides,
  );
  const platform = await createPlatform(config, pino({ level: 'silent' }));
  await platform.jobs.start(platform, { work: options.workJobs ?? false });
  const app = await buildApp(platform);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    platform,
    baseUrl: `http://127.0.0.1:${port}`,
    drainJobs: () => platform.jobs.drain(platform),
    async stop() {
      await app.close();
      await closePlatform(platform);
      return database;
    },
    async close() {
      await app.close();
      await closePlatform(platform);
      await database.drop();
    },
  };
}

export const databaseLabel = testDatabaseKind();
