import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm, pdfBytes } from '../../../test/fixtures/sample-files';
import { HttpClient } from '../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { registerOwner } from '../../../test/helpers/users';
import { auditEntries, submissions } from '../db/schema';
import { verifyAuditChain } from './audit';
import { createBackup, restoreBackup, RestoreRefusedError } from './backup';

const apps: TestApp[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-backup-'));
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${databaseLabel})`, () => {
  it('round-trips rows, queued jobs, files and the audit chain into an empty database', async () => {
    const source = await startTestApp();
    apps.push(source);
    const owner = await registerOwner(source);
    const pdf = pdfBytes('Backed up ad');
    const created = await owner.post('/api/submissions', fileForm({ title: 'Keep me', submitterEmail: 'a@example.com' }, [
      { name: 'ad.pdf', bytes: pdf },
      { name: 'ad.png', bytes: PNG_BYTES },
    ]));
    const id = created.json.data.id;
    const manifest = await createBackup(source.platform, dir);
    expect(manifest.tables.submissions).toBe(1);
    expect(manifest.tables.attachments).toBe(2);
    expect(manifest.tables['pgboss.job']).toBeGreaterThanOrEqual(1);
    expect(manifest.files).toBe(2);

    const target = await startTestApp();
    apps.push(target);
    await restoreBackup(target.platform, dir);
    const [{ n: audit }] = await target.platform.db.select({ n: count() }).from(auditEntries);
    const [{ n: sourceAudit }] = await source.platform.db.select({ n: count() }).from(auditEntries);
    expect(audit).toBe(sourceAudit);
    const client = new HttpClient(target.baseUrl);
    expect((await client.post('/api/login', { username: 'owner', password: 'owner-pass-phrase' })).status).toBe(200);
    const detail = (await client.get(`/api/submissions/${id}`)).json.data;
    expect(detail.submission.title).toBe('Keep me');
    const download = await client.download(`/api/files/private/${id}/ad.pdf`);
    expect(download.bytes.equals(pdf)).toBe(true);
    // The queued analysis came along and runs on the restored side.
    expect(await target.drainJobs()).toBeGreaterThanOrEqual(1);
    const [row] = await target.platform.db.select().from(submissions);
    expect(row.analysisScore).not.toBeNull();
    // New audit entries (the sign-in, the analysis) chained on after the restored ones.
    expect((await verifyAuditChain(target.platform.db)).ok).toBe(true);
  });

  it('refuses to restore over existing data, changing nothing', async () => {
    const busy = await startTestApp();
    apps.push(busy);
    await registerOwner(busy, 'someone');
    await expect(restoreBackup(busy.platform, dir)).rejects.toThrow(RestoreRefusedError);
    const [{ n }] = await busy.platform.db.select({ n: count() }).from(submissions);
    expect(n).toBe(0);
  });
});
