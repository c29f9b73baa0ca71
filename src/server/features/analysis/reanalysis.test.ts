import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_VERSION } from '../../../engine/version';
import { fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { auditEntries, complianceAnalyses, submissions } from '../../db/schema';
import { systemCtx } from '../../platform/context';
import { queueReanalyses } from './reanalysis.service';

let t: TestApp;
let sam: HttpClient;

async function submit(title: string): Promise<string> {
  const res = await sam.post('/api/submissions', fileForm({ title, submitterEmail: 'sam@example.com' }, [{ name: 'ad.txt', bytes: Buffer.from('Our balm cures arthritis.') }]));
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

const versionOf = async (id: string) =>
  (await t.platform.db.select({ v: complianceAnalyses.analysisVersion }).from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id)))[0]?.v;
const markAnalysedBy = (id: string, version: string) =>
  t.platform.db.update(complianceAnalyses).set({ analysisVersion: version }).where(eq(complianceAnalyses.submissionId, id));

/** `npm run reanalyze` as an operator runs it, against this test's database. */
function runCli(args: string[]): Promise<{ code: number | null; out: string }> {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: t.platform.config.dataDir, DATABASE_URL: t.platform.config.databaseUrl ?? '' };
  return new Promise((resolve) => {
    const child = spawn(tsx, ['src/server/cli/reanalyze.ts', ...args], { env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
});
afterAll(async () => t?.close());

// Each test runs the command as its own process, which loads the server and the engine: seconds each on a busy machine.
describe(`reanalysis after an engine upgrade (${databaseLabel})`, { timeout: 90_000 }, () => {
  let old: string;
  let decided: string;
  let current: string;

  it('queues the submissions an older version analysed, leaves decided ones, and audits each request', async () => {
    [old, decided, current] = [await submit('Old'), await submit('Decided'), await submit('Current')];
    await t.drainJobs();
    expect(await versionOf(current)).toBe(ANALYSIS_VERSION);
    await markAnalysedBy(old, '1.0.0');
    await markAnalysedBy(decided, '1.0.0');
    await t.platform.db.update(submissions).set({ status: 'approved' }).where(eq(submissions.id, decided));

    expect(await queueReanalyses(systemCtx(t.platform), { scope: 'outdated' })).toEqual({ queued: 1, upToDate: 1, notReanalysable: 1 });
    await t.drainJobs();
    expect(await versionOf(old)).toBe(ANALYSIS_VERSION);
    expect(await versionOf(decided)).toBe('1.0.0');
    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'submission_reanalysis_requested'), eq(auditEntries.entityId, old)));
    expect(entry.summary).toContain(`analysed by version 1.0.0, now ${ANALYSIS_VERSION}`);

    expect(await queueReanalyses(systemCtx(t.platform), { scope: 'outdated' })).toEqual({ queued: 0, upToDate: 2, notReanalysable: 1 });
    expect(await queueReanalyses(systemCtx(t.platform), { scope: 'all' })).toEqual({ queued: 2, upToDate: 0, notReanalysable: 1 });
    await t.drainJobs();
  });

  it('is one command, which asks for a scope', async () => {
    const usage = await runCli([]);
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Usage: npm run reanalyze -- --outdated | --all');
  });

  it.runIf(databaseLabel === 'pglite')('refuses to run while the server holds the embedded database, and runs once it is stopped', async () => {
    await markAnalysedBy(old, '1.0.0');
    const refused = await runCli(['--outdated']);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/in use by process \d+ \(the running server\)/);

    const database = await t.stop();
    const ran = await runCli(['--outdated']);
    expect(ran).toMatchObject({ code: 0, out: expect.stringContaining('Queued 1 reanalysis job(s)') });
    t = await startTestApp({ database });
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    expect(await versionOf(old)).toBe(ANALYSIS_VERSION);
  });

  it.runIf(databaseLabel === 'postgres')('runs beside the server on PostgreSQL', async () => {
    await markAnalysedBy(old, '1.0.0');
    expect(await runCli(['--outdated'])).toMatchObject({ code: 0, out: expect.stringContaining('Queued 1 reanalysis job(s)') });
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    expect(await versionOf(old)).toBe(ANALYSIS_VERSION);
  });
});
