import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/server/config';
import { closePlatform, createPlatform } from '../src/server/bootstrap';
import { testDatabaseKind } from './helpers/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * Build a migrated PGlite template once per run; each test file copies it. The folder is this run's own,
 * so two runs on one machine never share (or delete) each other's template.
 */
export default async function setup(project: TestProject) {
  if (testDatabaseKind() !== 'pglite') return;
  const dir = path.resolve(`.test-data/pglite-template-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const platform = await createPlatform(config, pino({ level: 'silent' }));
  await platform.jobs.start(platform, { work: false });
  await closePlatform(platform);
  fs.rmSync(path.join(dir, 'db.lock'), { force: true });
  project.provide('pgliteTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
