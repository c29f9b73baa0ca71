import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES, fileForm, pdfBytes } from '../../test/fixtures/sample-files';
import { HttpClient } from '../../test/helpers/http-client';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { registerOwner } from '../../test/helpers/users';
import { auditEntries, complianceAnalyses } from './db/schema';
import { verifyAuditChain } from './platform/audit';
import { SESSION_COOKIE } from './platform/sessions';

/**
 * Two instances of the app in one process, on two ports, sharing one PostgreSQL database and one S3
 * bucket, each working the job queue, as they would behind a load balancer. What one instance does the
 * other sees: sessions, files, and analysis jobs, which run exactly once whichever instance picks them up.
 * PostgreSQL only (PGlite allows one process per data folder): it runs in the PostgreSQL pass of
 * `npm test`, or whenever TEST_DATABASE_URL is set and TEST_DB is not pglite.
 */
const enabled = !!process.env.TEST_DATABASE_URL && process.env.TEST_DB !== 'pglite';
const title = enabled
  ? 'two instances sharing PostgreSQL and S3 (postgres)'
  : 'two instances sharing PostgreSQL and S3 (skipped: needs PostgreSQL; set TEST_DATABASE_URL, it runs in the PostgreSQL pass)';

let s3: S3rver | undefined;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-scale-s3-'));
let database: TestDatabase | undefined;
let a: TestApp | undefined;
let b: TestApp | undefined;

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  if (!enabled) return;
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: 'shared', configs: [] }] });
  const { port } = await s3.run();
  const env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'shared',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    JOB_POLL_SECONDS: '0.5',
  };
  // An empty database and both instances starting at once: migrations and seeding must happen once.
  const shared = await createTestDatabase('postgres');
  database = shared;
  const started = await Promise.allSettled([
    startTestApp({ database: shared, workJobs: true, env }),
    startTestApp({ database: shared, workJobs: true, env }),
  ]);
  [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  for (const s of started) if (s.status === 'rejected') throw s.reason;
}, 90_000);

afterAll(async () => {
  // The second instance leaves the database; the first drops it (or this does, if the first never started).
  await b?.stop();
  if (a) await a.close();
  else await database?.drop();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe.skipIf(!enabled)(title, () => {
  it('listens on two ports over one database and one bucket', async () => {
    expect(a!.baseUrl).not.toBe(b!.baseUrl);
    expect(a!.platform.storage.kind).toBe('s3');
    expect(b!.platform.storage.kind).toBe('s3');
    // Both started on an empty database at the same moment; the built-in policies were seeded once.
    const policies = (await a!.platform.database.executeSql(`select count(*)::int as n, count(distinct id)::int as d from policies`)).rows[0];
    expect(policies.n).toBe(policies.d);
    expect(Number(policies.n)).toBeGreaterThan(0);
  });

  it('signs in on one instance, uploads on the other, and analyses each submission exactly once', async () => {
    const onA = await registerOwner(a!);
    const onB = new HttpClient(b!.baseUrl);
    onB.setCookie(SESSION_COOKIE, onA.cookie(SESSION_COOKIE)!);
    const me = await onB.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.data.username).toBe('owner');

    // Several submissions through both doors, so both instances' workers compete for the jobs.
    const pdf = pdfBytes('Shared bucket sale this weekend');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const client = i % 2 === 0 ? onB : onA;
      const res = await client.post(
        '/api/submissions',
        fileForm({ title: `Scale ad ${i}`, submitterEmail: 'desk@example.com' }, [
          { name: 'ad.pdf', bytes: pdf },
          { name: 'note.txt', bytes: TEXT_BYTES },
          { name: 'pixel.png', bytes: PNG_BYTES },
        ]),
      );
      expect(res.status, res.text).toBe(201);
      ids.push(res.json.data.id);
    }

    for (const id of ids) {
      await waitFor(async () => {
        const res = await onA.get(`/api/submissions/${id}`);
        return res.json.data.analysis && res.json.data.submission.status === 'pending' ? res : undefined;
      });
    }
    // Give a duplicate run (a second worker taking the same job) time to show before counting.
    await new Promise((r) => setTimeout(r, 2_000));
    const db = a!.platform.db;
    for (const id of ids) {
      const analyses = await db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id));
      expect(analyses, `analyses of ${id}`).toHaveLength(1);
      const completed = await db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'analysis_completed'), eq(auditEntries.entityId, id)));
      expect(completed, `analysis_completed entries of ${id}`).toHaveLength(1);
    }
    const queued = await a!.platform.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'submission.analyze' and state in ('created', 'retry', 'active')`,
    );
    expect(queued.rows[0].n).toBe(0);
    const analysed = await db.select().from(complianceAnalyses).where(inArray(complianceAnalyses.submissionId, ids));
    expect(analysed).toHaveLength(ids.length);

    // Either instance serves a file the other stored, and shows the same list.
    const download = await onA.download(`/api/files/private/${ids[0]}/ad.pdf`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(pdf)).toBe(true);
    const listA = await onA.get('/api/submissions?limit=50');
    const listB = await onB.get('/api/submissions?limit=50');
    expect(listB.json.meta.total).toBe(listA.json.meta.total);

    // Writers on two instances kept one unbroken audit chain.
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
  }, 120_000); // six analyses with OCR on two workers, on a machine that may be busy

  it("shows a write through one instance on the other's next read, though that read was answered from memory", async () => {
    const onA = new HttpClient(a!.baseUrl);
    expect((await onA.post('/api/login', { username: 'owner', password: 'owner-pass-phrase' })).status).toBe(200);
    const onB = new HttpClient(b!.baseUrl);
    onB.setCookie(SESSION_COOKIE, onA.cookie(SESSION_COOKIE)!);
    // Both instances' job workers and other test files commit meanwhile, so a cached answer may take a few tries.
    let cached = await onA.get('/api/submissions?limit=5');
    for (let i = 0; i < 200 && cached.headers.get('x-cache') !== 'hit'; i++) cached = await onA.get('/api/submissions?limit=5');
    expect(cached.headers.get('x-cache')).toBe('hit');

    const created = await onB.post('/api/submissions', fileForm({ title: 'Seen everywhere', submitterEmail: 'desk@example.com' }, [{ name: 'note.txt', bytes: TEXT_BYTES }]));
    expect(created.status, created.text).toBe(201);
    const after = await onA.get('/api/submissions?limit=5');
    expect(after.json.meta.total).toBe(cached.json.meta.total + 1);
    expect(after.json.data[0].title).toBe('Seen everywhere');
  });

  it('ends the session everywhere when it is signed out on one instance', async () => {
    const onA = new HttpClient(a!.baseUrl);
    expect((await onA.post('/api/login', { username: 'owner', password: 'owner-pass-phrase' })).status).toBe(200);
    const onB = new HttpClient(b!.baseUrl);
    onB.setCookie(SESSION_COOKIE, onA.cookie(SESSION_COOKIE)!);
    expect((await onB.get('/api/submissions/stats')).status).toBe(200);
    expect((await onB.post('/api/logout')).status).toBe(200);
    const stale = new HttpClient(a!.baseUrl);
    stale.setCookie(SESSION_COOKIE, onA.cookie(SESSION_COOKIE)!);
    expect((await stale.get('/api/user')).status).toBe(401);
  });
});
