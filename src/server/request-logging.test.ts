import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from './app';
import { loadConfig } from './config';
import { closePlatform, createPlatform } from './bootstrap';
import type { Platform } from './platform/context';

interface LogLine {
  level: number;
  msg: string;
  res?: { statusCode: number };
  req?: { method: string; url: string };
  responseTime?: number;
}

const INFO = 30;
const lines: LogLine[] = [];
let database: TestDatabase;
let platform: Platform;

/** The app as the server builds it, logging at info into `lines`, with a route that fails. */
async function appWith(slowMs: number): Promise<FastifyInstance> {
  const app = await buildApp({ ...platform, config: { ...platform.config, logSlowRequestMs: slowMs } });
  app.get('/api/test/failure', { config: { access: 'public' } }, async () => {
    throw new Error('broken on purpose');
  });
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  platform = await createPlatform(config, log);
  await platform.jobs.start(platform, { work: false });
});
afterAll(async () => {
  if (platform) await closePlatform(platform);
  await database?.drop();
});

const requestLines = () => lines.filter((l) => l.req);

describe(`request logging at info (${testDatabaseKind()})`, () => {
  it('writes nothing for a normal request, one line for a slow one and one for a server error', async () => {
    const app = await appWith(1000);
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/register/status' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);

    expect((await app.inject({ method: 'GET', url: '/api/test/failure' })).statusCode).toBe(500);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request failed', req: expect.objectContaining({ method: 'GET', url: '/api/test/failure' }), res: { statusCode: 500 } }),
    ]);
    // The error itself, with its stack, is logged by the error handler.
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'unhandled error' }));
    await app.close();

    const everythingSlow = await appWith(0);
    lines.length = 0;
    expect((await everythingSlow.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: INFO, msg: 'slow request', req: expect.objectContaining({ url: '/api/health' }), res: { statusCode: 200 } }),
    ]);
    expect(requestLines()[0].responseTime).toBeGreaterThanOrEqual(0);
    await everythingSlow.close();
  });
});
