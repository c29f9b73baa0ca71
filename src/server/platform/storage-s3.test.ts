import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm, pdfBytes } from '../../../test/fixtures/sample-files';
import { freePort } from '../../../test/helpers/server-process';
import { databaseLabel, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { HttpClient } from '../../../test/helpers/http-client';
import { registerOwner, signInAs, USER_PASSWORD } from '../../../test/helpers/users';

let s3: S3rver;
let endpoint: string;
let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-s3-'));

const s3Env = (overrides: Record<string, string> = {}) => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'creative',
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  ...overrides,
});

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'creative', configs: [] }] });
  const { port } = (await s3.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestApp({ env: s3Env() });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`S3-compatible storage (${databaseLabel})`, () => {
  it('stores uploads as objects, serves them back, lists them and removes them with the submission', async () => {
    expect(t.platform.storage.kind).toBe('s3');
    await t.platform.storage.ping();
    const owner = await registerOwner(t);
    const pdf = pdfBytes('Stored in a bucket');
    const res = await owner.post('/api/submissions', fileForm({ title: 'Bucket ad', submitterEmail: 'a@example.com' }, [
      { name: 'ad.pdf', bytes: pdf },
      { name: 'ad.png', bytes: PNG_BYTES },
    ]));
    expect(res.status).toBe(201);
    const id = res.json.data.id;
    const keys = await t.platform.storage.list(`submissions/${id}`);
    expect(keys).toHaveLength(2);
    // Nothing was written to the local disk.
    expect(fs.existsSync(path.join(t.platform.config.dataDir, 'files'))).toBe(false);

    const download = await owner.download(`/api/files/private/${id}/ad.pdf`);
    expect(download.bytes.equals(pdf)).toBe(true);
    expect((await owner.get('/api/settings/services')).json.data.find((s: { key: string }) => s.key === 'storage')).toMatchObject({
      state: 'ok',
      detail: `S3 bucket creative at ${endpoint}`,
    });

    expect((await owner.delete(`/api/superadmin/submissions/${id}`)).status).toBe(200);
    expect(await t.platform.storage.list(`submissions/${id}`)).toEqual([]);
    for (const key of keys) expect(await t.platform.storage.exists(key)).toBe(false);
  });

  it('answers 503 when the store refuses the credentials or cannot be reached, and 404 for an object that is gone', async () => {
    const { client: keeper } = await signInAs(t, 'keeper', ['standard']);
    const res = await keeper.post('/api/submissions', fileForm({ title: 'Kept', submitterEmail: 'keeper@example.com' }, [
      { name: 'kept.pdf', bytes: pdfBytes('Kept in a bucket') },
      { name: 'gone.png', bytes: PNG_BYTES },
    ]));
    expect(res.status).toBe(201);
    const id = res.json.data.id;
    const [gone] = await t.platform.storage.list(`submissions/${id}`).then((keys) => keys.filter((k) => k.endsWith('.png')));
    await t.platform.storage.remove(gone);

    const restartWith = async (env: Record<string, string>) => {
      t = await startTestApp({ database: await t.stop(), env: s3Env(env) });
      const client = new HttpClient(t.baseUrl);
      expect((await client.post('/api/login', { username: 'keeper', password: USER_PASSWORD })).status).toBe(200);
      return client;
    };
    const unavailable = { code: 'STORAGE_UNAVAILABLE', error: 'File storage is not reachable right now. Try again shortly.' };

    let client = await restartWith({ S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    let download = await client.get(`/api/files/private/${id}/kept.pdf`);
    expect(download.status).toBe(503);
    expect(download.json).toMatchObject(unavailable);

    client = await restartWith({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    download = await client.get(`/api/files/private/${id}/kept.pdf`);
    expect(download.status).toBe(503);
    expect(download.json).toMatchObject(unavailable);

    client = await restartWith({});
    expect((await client.download(`/api/files/private/${id}/kept.pdf`)).status).toBe(200);
    download = await client.get(`/api/files/private/${id}/gone.png`);
    expect(download.status).toBe(404);
    expect(download.json).toMatchObject({ code: 'NOT_FOUND', error: 'The stored file is missing' });
  });
});
