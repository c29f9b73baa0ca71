import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { closePlatform, createPlatform } from '../src/server/platform/bootstrap';
import { TEMPLATE_DIR, testDatabaseKind } from './helpers/test-database';

/** Build the migrated PGlite template once per run; each test file copies it. */
export default async function setup() {
  if (testDatabaseKind() !== 'pglite') return;
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: TEMPLATE_DIR, LOG_LEVEL: 'silent' });
  const platform = await createPlatform(config, pino({ level: 'silent' }));
  await platform.jobs.start(platform, { work: false });
  await closePlatform(platform);
  fs.rmSync(path.join(TEMPLATE_DIR, 'db.lock'), { force: true });
}
