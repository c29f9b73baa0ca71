import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Platform } from './context';
import { verifyAuditChain } from './audit';

/** Tables in the order a restore inserts them (parents before children). */
const TABLES: { name: string; key: string }[] = [
  { name: 'users', key: 'id' },
  { name: 'notification_preferences', key: 'user_id' },
  { name: 'sessions', key: 'id' },
  { name: 'login_records', key: 'id' },
  { name: 'password_reset_tokens', key: 'id' },
  { name: 'submissions', key: 'id' },
  { name: 'submission_versions', key: 'id' },
  { name: 'submission_reply_tokens', key: 'token_hash' },
  { name: 'attachments', key: 'id' },
  { name: 'file_preview_tokens', key: 'id' },
  { name: 'compliance_analyses', key: 'id' },
  { name: 'policy_violations', key: 'id' },
  { name: 'landing_page_analyses', key: 'id' },
  { name: 'escalation_tracks', key: 'id' },
  { name: 'submission_stage_events', key: 'id' },
  { name: 'annotations', key: 'id' },
  { name: 'annotation_replies', key: 'id' },
  { name: 'policies', key: 'id' },
  { name: 'audit_entries', key: 'id' },
  { name: 'email_settings', key: 'id' },
  { name: 'email_outbox', key: 'id' },
  { name: 'reminder_deliveries', key: 'id' },
  { name: 'email_processing_records', key: 'id' },
  { name: 'system_settings', key: 'key' },
];
// Jobs still to run travel with the data, so nothing queued is lost; finished ones are history.
const JOBS_TABLE = { name: 'pgboss.job', key: 'id' };
const PAGE = 1000;
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  version: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function dumpTable(platform: Platform, table: { name: string; key: string }, file: string, where = 'true'): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  let after: string | null = null;
  try {
    for (;;) {
      // Keyset pages in key order: constant cost per page however large the table.
      const { rows } = await platform.database.executeSql(
        `select ${table.key}::text as k, row_to_json(t)::text as j from ${table.name} t where (${where}) and ($1::text is null or ${table.key}::text > $1::text) order by ${table.key}::text limit ${PAGE}`,
        [after],
      );
      for (const row of rows) out.write(`${row.j as string}\n`);
      count += rows.length;
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.k as string;
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return count;
}

async function migrationCount(platform: Platform): Promise<number> {
  const { rows } = await platform.database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(rows[0].n);
}

/**
 * Write a logical backup: every table as JSON lines (keyset-paged), the queued jobs,
 * the stored files, and a manifest with counts. Works the same on PGlite and PostgreSQL.
 */
export async function createBackup(platform: Platform, dir: string): Promise<BackupManifest> {
  await fs.mkdir(path.join(dir, 'tables'), { recursive: true });
  const tables: Record<string, number> = {};
  for (const table of TABLES) tables[table.name] = await dumpTable(platform, table, path.join(dir, 'tables', `${table.name}.jsonl`));
  tables[JOBS_TABLE.name] = await dumpTable(platform, JOBS_TABLE, path.join(dir, 'tables', `${JOBS_TABLE.name}.jsonl`), `state in ('created', 'retry', 'active')`);

  const files = await platform.storage.list('');
  let bytes = 0;
  for (const key of files) {
    const target = path.join(dir, 'files', key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const data = await platform.storage.read(key);
    await fs.writeFile(target, data);
    bytes += data.length;
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    version: platform.config.version,
    database: platform.database.kind,
    migrations: await migrationCount(platform),
    tables,
    files: files.length,
    bytes,
  };
  await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function* readLines(file: string): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === PAGE) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export class RestoreRefusedError extends Error {}

/**
 * Restore a backup into an empty database of the same schema: every row in one transaction (so a
 * failure leaves the database as it was), then the files, then the counts and the audit chain are checked.
 */
export async function restoreBackup(platform: Platform, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefusedError(`Unknown backup format ${manifest.format}`);
  const migrations = await migrationCount(platform);
  if (manifest.migrations !== migrations) {
    throw new RestoreRefusedError(`The backup was taken at schema migration ${manifest.migrations}, this database is at ${migrations}: restore with the same release`);
  }
  const { rows } = await platform.database.executeSql('select (select count(*) from users)::int + (select count(*) from submissions)::int + (select count(*) from audit_entries)::int as n');
  if (Number(rows[0].n) > 0) throw new RestoreRefusedError('The target database is not empty: restore into a fresh DATA_DIR or an empty PostgreSQL database');

  await platform.db.transaction(async (tx) => {
    // Built-in policies are seeded at start-up; the backup's copy replaces them.
    await tx.execute(sql`delete from policies`);
    for (const table of [...TABLES, JOBS_TABLE]) {
      for await (const batch of readLines(path.join(dir, 'tables', `${table.name}.jsonl`))) {
        await tx.execute(sql`insert into ${sql.raw(table.name)} select * from json_populate_recordset(null::${sql.raw(table.name)}, ${`[${batch.join(',')}]`}::json)`);
      }
    }
    await tx.execute(sql`select setval(pg_get_serial_sequence('audit_entries', 'sequence'), greatest((select max(sequence) from audit_entries), 1))`);
  });

  for (const rel of await listFiles(path.join(dir, 'files'))) {
    await platform.storage.put(rel.split(path.sep).join('/'), await fs.readFile(path.join(dir, 'files', rel)));
  }

  for (const table of TABLES) {
    const { rows: counted } = await platform.database.executeSql(`select count(*)::int as n from ${table.name}`);
    if (Number(counted[0].n) !== manifest.tables[table.name]) {
      throw new Error(`Restored ${counted[0].n} rows of ${table.name}, the backup has ${manifest.tables[table.name]}`);
    }
  }
  const chain = await verifyAuditChain(platform.db);
  if (!chain.ok) throw new Error(`The restored audit chain is broken at entry #${chain.firstBrokenSequence}: ${chain.reason}`);
  return manifest;
}
