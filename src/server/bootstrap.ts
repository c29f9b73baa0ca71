import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedBuiltInPolicies } from './features/policies/policies.service';
import { JOB_DEFINITIONS } from './jobs';
import type { Platform } from './platform/context';
import { createOcr } from '../engine/extract/index';
import { createBrowserPool } from './platform/browser';
import { createJobQueue } from './platform/jobs';
import { openLocalStorage, type Storage } from './platform/storage';
import { createS3Storage } from './platform/storage-s3';

/** Open the database, bring its schema up to date, and build the shared services. */
export async function createPlatform(config: Config, log: FastifyBaseLogger): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let storage: Storage;
  try {
    await database.migrate(config.migrationsDir);
    await seedBuiltInPolicies(database.db);
    if (config.storage.driver === 's3') {
      storage = createS3Storage(config.storage);
    } else {
      const local = await openLocalStorage(path.join(config.dataDir, 'files'));
      storage = local.storage;
      if (local.removedPartials.length) log.warn({ files: local.removedPartials }, 'removed unfinished file writes left by a stopped process');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    config,
    database,
    db: database.db,
    jobs: createJobQueue(database, JOB_DEFINITIONS, config.jobPollSeconds),
    storage,
    browser: createBrowserPool(config.chromiumPath),
    ocr: createOcr(),
    log,
    startedAt: new Date(),
  };
}

/** Stop taking jobs (letting running ones finish), close the browser and OCR worker, then the database. */
export async function closePlatform(platform: Platform): Promise<void> {
  try {
    await platform.jobs.stop();
    await platform.browser.close();
    await platform.ocr.terminate();
  } finally {
    await platform.database.close();
  }
}
