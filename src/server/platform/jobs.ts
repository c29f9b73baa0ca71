import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, DbOrTx, SqlResult } from '../db/client';
import type { Platform } from './context';
import { isUniqueViolation } from './errors';

// SQLSTATE of CREATE TABLE on a name that exists: pg-boss makes a table per queue.
const DUPLICATE_TABLE = '42P07';

export interface JobDefinition<T> {
  name: string;
  schema: z.ZodType<T>;
  /** Further attempts after a failure, with exponential backoff. */
  retries: number;
  /** Seconds a single run may take before pg-boss counts it failed. */
  expireInSeconds?: number;
  /** Absent for a queue whose worker is not part of this build yet: its jobs wait, durably, until one is. */
  handler?: (data: T, platform: Platform, attempt: JobAttempt) => Promise<void>;
  /**
   * A cron expression (UTC) to run the job on, with an empty payload: one run per slot across all instances
   * (pg-boss's scheduler claims each slot in the database), kept by the processes that work the queues.
   */
  schedule?: string;
}

export interface JobAttempt {
  /** 1 for the first run. */
  number: number;
  /** No retry follows if this run fails: the handler records the failure for good. */
  isLast: boolean;
}

/** A typed job: the name, the payload schema, and an idempotent handler. */
export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

// pg-boss relies on the pg driver's conversions: undefined is NULL and a plain object is JSON.
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}

// Rebuild pg-boss's `$1`-style SQL as a drizzle query, so it runs on the caller's transaction.
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${sql.param(toParam(values[Number(part) - 1]))}`);
    }
  });
  return sql.join(chunks);
}

function transactionAdapter(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<SqlResult> {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as SqlResult | Record<string, unknown>[];
      return Array.isArray(result) ? { rows: result } : result;
    },
  };
}

export interface JobQueue {
  /** Enqueue inside the transaction of the change that causes the job: both commit or neither. */
  enqueue<T>(tx: DbOrTx, job: JobDefinition<T>, data: T, options?: { singletonKey?: string }): Promise<void>;
  start(platform: Platform, options?: { work?: boolean }): Promise<void>;
  /** Run every queued job of these definitions now, in this process (tests and operator commands). */
  drain(platform: Platform): Promise<number>;
  stop(): Promise<void>;
  ping(): Promise<void>;
}

export function createJobQueue(database: Database, definitions: JobDefinition<any>[], pollSeconds: number): JobQueue {
  let boss: PgBoss | undefined;
  let started = false;
  const byName = new Map(definitions.map((d) => [d.name, d]));

  const worked = definitions.filter((d) => d.handler);
  // Made at start, once it is known whether this process works the queues (see `schedule` below).
  const running = (): PgBoss => {
    if (!boss) throw new Error('The job queue is not started');
    return boss;
  };

  async function runOne(definition: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>, platform: Platform) {
    const payload = definition.schema.parse(job.data);
    await definition.handler!(payload, platform, { number: job.retryCount + 1, isLast: job.retryCount >= job.retryLimit });
  }

  /**
   * The embedded database admits one process, so a job still marked active when it starts was cut off by
   * the previous process dying (SIGKILL, power loss). Count that run as failed now, so pg-boss retries it
   * per its policy at once, rather than when its expiry (10 minutes or more) runs out. On PostgreSQL another
   * live instance may be running it: there the expiry stays the judge.
   */
  async function failInterruptedJobs() {
    const { rows } = await database.executeSql(`select name, id from pgboss.job where state = 'active'`);
    for (const row of rows) {
      await running().fail(String(row.name), String(row.id), { message: 'The server stopped while this job was running' });
    }
  }

  return {
    async enqueue(tx, job, data, options) {
      if (!byName.has(job.name)) throw new Error(`Unknown job ${job.name}`);
      const payload = job.schema.parse(data);
      await running().send(job.name, payload as object, {
        db: transactionAdapter(tx),
        retryLimit: job.retries,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
        singletonKey: options?.singletonKey,
      });
    },
    async start(platform, options = { work: true }) {
      const queue = new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
        schema: 'pgboss',
        // Maintenance is cheap but needs its own timers; one supervisor per instance is fine.
        supervise: true,
        // Scheduled runs are enqueued only where jobs are worked: not by operator commands or tests that drain by hand.
        schedule: options.work === true,
      });
      queue.on('error', (error) => platform.log.error({ err: error }, 'job queue error'));
      boss = queue;
      await database.exclusive(async () => {
        await queue.start();
        started = true;
        for (const definition of definitions) {
          await queue.createQueue(definition.name).catch((error: unknown) => {
            // Another instance creating it at the same moment is fine; anything else leaves jobs nowhere to go.
            if (isUniqueViolation(error) || (error as { code?: unknown }).code === DUPLICATE_TABLE) return;
            throw new Error(`Could not create the job queue ${definition.name}: ${(error as Error).message}`, { cause: error });
          });
        }
      });
      if (database.kind === 'pglite') await failInterruptedJobs();
      if (!options.work) return;
      for (const definition of definitions.filter((d) => d.schedule)) {
        await queue.schedule(definition.name, definition.schedule!, {}, {
          retryLimit: definition.retries,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        });
      }
      for (const definition of worked) {
        await queue.work(definition.name, { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) await runOne(definition, job, platform);
        });
      }
    },
    async drain(platform) {
      let ran = 0;
      for (;;) {
        let found = false;
        for (const definition of worked) {
          const jobs = await running().fetch(definition.name, { batchSize: 10, includeMetadata: true });
          for (const job of jobs ?? []) {
            found = true;
            try {
              await runOne(definition, job, platform);
              await running().complete(definition.name, job.id);
            } catch (error) {
              await running().fail(definition.name, job.id, { message: (error as Error).message });
            }
            ran++;
          }
        }
        if (!found) return ran;
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      // Graceful: stop fetching, let running handlers finish (up to 30 s), then close.
      await running().stop({ graceful: true, wait: true, timeout: 30_000, close: false });
    },
    async ping() {
      await running().getQueues();
    },
  };
}
