import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { closePlatform, createPlatform } from '../src/server/bootstrap';
import { E2E_TEMPLATE_DIR } from './support/server';

/** Check the app is built and prepare a migrated database folder that each journey copies. */
export default async function setup() {
  if (!fs.existsSync(path.resolve('dist/web/index.html')) || !fs.existsSync(path.resolve('dist/server/main.js'))) {
    throw new Error('Browser journeys need the built app: run `npm run build` first (npm test does).');
  }
  fs.rmSync(E2E_TEMPLATE_DIR, { recursive: true, force: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: E2E_TEMPLATE_DIR, LOG_LEVEL: 'silent' });
  const platform = await createPlatform(config, pino({ level: 'silent' }));
  await platform.jobs.start(platform, { work: false });
  await closePlatform(platform);
}
