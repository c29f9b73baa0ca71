import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** Which database the API suite runs against this time: `TEST_DB=postgres` with TEST_DATABASE_URL, else PGlite. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file. PGlite: a copy of a migrated template folder (initdb once, not per file).
 * PostgreSQL: a new, empty database on the server named by TEST_DATABASE_URL, dropped afterwards; ask for
 * it by kind when a test needs PostgreSQL whatever the suite runs on (several instances sharing one).
 */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-test-'));
  if (kind === 'pglite') {
    fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    return { dataDir, databaseUrl: null, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `acp_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
