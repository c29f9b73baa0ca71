import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** One database, whichever engine: the ORM handle, raw SQL for pg-boss, and lifecycle. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(migrationsDir: string): Promise<void>;
  /** Run start-up schema work (the job queue's own tables) one instance at a time. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

// Arbitrary constant so that instances starting together migrate one at a time.
const MIGRATION_LOCK_ID = 7_345_210_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.maxConnections ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const dbDir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dbDir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    // pg_trgm backs the submission search index (the same extension is created on PostgreSQL).
    client = await PGlite.create(dbDir, { extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      if (values?.length) return (await client.query(text, values)) as SqlResult;
      const results = await client.exec(text);
      return (results.at(-1) as SqlResult | undefined) ?? { rows: [] };
    },
    async migrate(migrationsDir) {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
    },
    // One process per data folder: nothing to wait for.
    exclusive: (work) => work(),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      return (await pool.query(text, values)) as SqlResult;
    },
    async migrate(migrationsDir) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(conn), { migrationsFolder: migrationsDir });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        conn.release();
      }
    },
    // pg-boss installs its schema under a transaction-level advisory lock, but a second instance that waited
    // on that lock can still miss the first one's new schema and fail on a duplicate: hold a session lock
    // on a connection of its own around the whole start, so instances starting together install once.
    async exclusive(work) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        return await work();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        conn.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
