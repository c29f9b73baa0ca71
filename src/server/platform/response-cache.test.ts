import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../test/helpers/users';

let t: TestApp;
let owner: HttpClient;
let sam: HttpClient;
let submissionId: string;

/**
 * Read until the cache answers. On PostgreSQL other test files commit to the same cluster meanwhile, and any
 * commit there changes the snapshot, so a hit may take a few tries; each try is a real request.
 */
/** A GET as raw bytes, with the session's cookie and the given accept-encoding: what went over the wire. */
function rawGet(client: HttpClient, path: string, acceptEncoding: string | null): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie: client.cookieHeader };
    if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
    request(`${t.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

async function readUntilHit(client: HttpClient, path: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await client.get(path);
    if (res.headers.get('x-cache') === 'hit') return res;
  }
  throw new Error(`${path} was never answered from the cache`);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  const created = await sam.post('/api/submissions', fileForm({ title: 'Spring sale', submitterEmail: 'sam@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]));
  submissionId = created.json.data.id;
});
afterAll(async () => t?.close());

describe(`response cache (${databaseLabel})`, () => {
  it('answers a repeated read from memory while nothing was committed', async () => {
    const first = await owner.get('/api/submissions?limit=25');
    expect(first.headers.get('x-cache')).toBe('miss');
    // A background job's commit can turn the next read into a miss too; the hit then repeats that later answer, which
    // may be a second on in its clock fields (time left to the due time), so the hit is compared with the answer it keeps.
    let kept = first;
    let second = await owner.get('/api/submissions?limit=25');
    for (let attempt = 0; second.headers.get('x-cache') !== 'hit' && attempt < 100; attempt++) {
      kept = second;
      second = await owner.get('/api/submissions?limit=25');
    }
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(kept.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // Security headers are set before the cache answers.
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('sees a write committed outside this server (another instance, a job, psql) on the very next read', async () => {
    await readUntilHit(owner, `/api/submissions/${submissionId}`);
    await t.platform.database.executeSql(`update submissions set title = 'Summer sale' where id = $1`, [submissionId]);
    const after = await owner.get(`/api/submissions/${submissionId}`);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.json.data.submission.title).toBe('Summer sale');
  });

  it('sees a write made through the API on the very next read', async () => {
    const before = (await readUntilHit(owner, '/api/submissions/stats')).json.data;
    await sam.post('/api/submissions', fileForm({ title: 'Fall fair', submitterEmail: 'sam@example.com' }, [{ name: 'b.png', bytes: PNG_BYTES }]));
    const after = await owner.get('/api/submissions/stats');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.json.data.total).toBe(before.total + 1);
  });

  it("keeps each user's answers apart", async () => {
    await signInAs(t, 'ria', ['standard'], 'ria@example.com').then(async ({ client: ria }) => {
      expect((await readUntilHit(sam, '/api/submissions?limit=25')).json.data.length).toBe(2);
      const own = await ria.get('/api/submissions?limit=25');
      expect(own.json.data).toEqual([]);
      // Another user's submission stays out of reach although its detail is cached for the owner.
      await owner.get(`/api/submissions/${submissionId}`);
      expect((await ria.get(`/api/submissions/${submissionId}`)).status).toBe(404);
    });
  });

  it('checks the session on every request: a cached answer is not served to a removed user', async () => {
    const { client: ada, id } = await signInAs(t, 'ada', ['admin'], 'ada@example.com');
    await readUntilHit(ada, '/api/analytics/summary');
    expect((await owner.request('DELETE', `/api/admin/users/${id}`)).status).toBe(200);
    expect((await ada.get('/api/analytics/summary')).status).toBe(401);
  });

  it('sends a kept answer compressed, once, in the encoding the client accepts, and plain to one that accepts none', async () => {
    const path = '/api/submissions?limit=25';
    const plain = await rawGet(owner, path, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.data.length).toBeGreaterThan(0);
    // A list page is well over the size worth compressing.
    expect(plain.body.byteLength).toBeGreaterThan(1_024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      // Each encoding keeps its own answer, made when it was first asked for: its clock fields (time left to the due
      // time) may be a second on from the plain one's, so the hit is compared with the answer it keeps.
      let kept = await rawGet(owner, path, accept);
      let answer = await rawGet(owner, path, accept);
      for (let attempt = 0; answer.headers['x-cache'] !== 'hit' && attempt < 100; attempt++) {
        kept = answer;
        answer = await rawGet(owner, path, accept);
      }
      expect(answer.headers['x-cache'], accept).toBe('hit');
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe('accept-encoding');
      expect(answer.body.byteLength, accept).toBeLessThan(plain.body.byteLength);
      expect(answer.body.equals(kept.body), accept).toBe(true);
      const decoded = JSON.parse(decode(answer.body).toString('utf8'));
      expect(decoded.data.map((s: { id: string }) => s.id), accept).toEqual(json.data.map((s: { id: string }) => s.id));
    }
    // A small answer goes as it is.
    const stats = await rawGet(owner, '/api/submissions/stats', 'br');
    expect(stats.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(stats.body.toString('utf8')).success).toBe(true);
  });

  it('keeps only successful answers', async () => {
    const missing = '/api/submissions/00000000-0000-4000-8000-000000000000';
    expect((await owner.get(missing)).status).toBe(404);
    const again = await owner.get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('miss');
  });
});

describe(`response cache turned off (${databaseLabel})`, () => {
  it('answers every read from the database with RESPONSE_CACHE_MB=0', async () => {
    const off = await startTestApp({ env: { RESPONSE_CACHE_MB: '0' } });
    try {
      const admin = await registerOwner(off);
      await admin.get('/api/submissions/stats');
      const again = await admin.get('/api/submissions/stats');
      expect(again.status).toBe(200);
      expect(again.headers.get('x-cache')).toBeNull();
    } finally {
      await off.close();
    }
  });
});
