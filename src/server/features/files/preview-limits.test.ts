import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBytes, fileForm } from '../../../../test/fixtures/sample-files';
import { docxBomb } from '../../../../test/fixtures/zip-bombs';
import { HttpClient } from '../../../../test/helpers/http-client';
import { snapshotServerBuild, startServerProcess, type ServerProcess } from '../../../../test/helpers/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../../test/helpers/test-database';

/**
 * The built server as `npm start` runs it, in its own process: a Word preview converts in the bundled worker
 * (dist/server/conversion-worker.js), and a 2 GB DOCX bomb is refused at once while the health check keeps
 * answering and the process's peak memory (VmHWM, measured by the kernel) stays under 1 GB. The PostgreSQL
 * pass skips it: the process runs on the embedded database.
 */
const enabled = testDatabaseKind() === 'pglite' && fs.existsSync('/proc/self/status');

let root: string;
let database: TestDatabase;
let server: ServerProcess | undefined;

/** The most memory the process has held resident since it started, in bytes. */
function peakRss(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match![1]) * 1024;
}

beforeAll(async () => {
  if (!enabled) return;
  root = await snapshotServerBuild();
  database = await createTestDatabase();
  server = await startServerProcess(root, { DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' });
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database?.drop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!enabled)('Word previews in the built server (pglite)', () => {
  it('converts in the bundled worker, and refuses a 2 GB bomb in under 5 s with health answering within 1 s and memory under 1 GB', async () => {
    const owner = new HttpClient(server!.baseUrl);
    expect((await owner.post('/api/register', { username: 'owner', password: 'owner-pass-phrase', email: 'owner@example.com' })).status).toBe(201);
    const created = await owner.post(
      '/api/submissions',
      fileForm({ title: 'Bomb', submitterEmail: 'owner@example.com' }, [
        { name: 'ad.docx', bytes: await docxBytes(['Converted in the worker']) },
        { name: 'bomb.docx', bytes: docxBomb(2 * 1024 ** 3, { lieAboutSize: true }) },
      ]),
    );
    expect(created.status, created.text).toBe(201);
    const submissionId = created.json.data.id as string;
    const preview = async (filename: string) => {
      const token = (await owner.post('/api/files/preview-token', { submissionId, filename })).json.data.token as string;
      return owner.get(`/api/files/preview/${token}`);
    };

    // The analysis of the same files runs first (it measures the bomb too): the probe below is the preview alone.
    for (let queued = true; queued; ) {
      await new Promise((r) => setTimeout(r, 200));
      queued = (await owner.get(`/api/submissions/${submissionId}`)).json.data.analysisQueued;
    }
    const ad = await preview('ad.docx');
    expect(ad.status, server!.output().slice(-2000)).toBe(200);
    expect(ad.text).toContain('<p>Converted in the worker</p>');

    expect((await fetch(`${server!.baseUrl}/api/health`)).status).toBe(200);
    const started = performance.now();
    const refused = preview('bomb.docx');
    let slowestHealth = 0;
    let settled = false;
    void refused.finally(() => (settled = true));
    while (!settled) {
      const t0 = performance.now();
      expect((await fetch(`${server!.baseUrl}/api/health`)).status).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - t0);
    }
    const res = await refused;
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    // Generous bounds for a loaded machine: expanding the bomb instead of measuring it takes far longer.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(slowestHealth).toBeLessThan(1_000);
    expect(peakRss(server!.child.pid!)).toBeLessThan(1024 ** 3);
  });
});
