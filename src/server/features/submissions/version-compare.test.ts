import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '../../../domain/api';
import { ZVersionComparison, type TVersionComparison } from '../../../domain/version-compare';
import { PNG_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';

let t: TestApp;
let reviewer: HttpClient;
let legal: HttpClient;
let sam: HttpClient;
let kim: HttpClient;

// Version 1 breaks the hemp rules; version 2 is plain copy; version 3 brings the THC claim back, reworded.
const HEMP_AD = Buffer.from(['Northern Lights Hemp Co. Grand Opening!', 'Our delta-9 THC gummies contain 5% THC by dry weight.'].join('\n'));
const CLEAN_AD = Buffer.from('Northern Lights Hemp Co. Grand Opening! Spring sale, open every day from 9 to 5.');

const compare = (client: HttpClient, id: string, a: number | string, b: number | string) => client.get(`/api/submissions/${id}/versions/${a}/compare/${b}`);

function revise(client: HttpClient, id: string, files: { name: string; bytes: Buffer }[]) {
  return client.post(`/api/submissions/${id}/revisions`, fileForm({}, files));
}

let id: string;

beforeAll(async () => {
  t = await startTestApp();
  await registerOwner(t);
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
  legal = (await signInAs(t, 'lena', ['legal_approver'])).client;
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  kim = (await signInAs(t, 'kim', ['standard'], 'kim@example.com')).client;
  const created = await sam.post('/api/submissions', fileForm({ title: 'Hemp gummies', submitterEmail: 'sam@example.com' }, [{ name: 'ad.txt', bytes: HEMP_AD }, { name: 'logo.png', bytes: PNG_BYTES }]));
  expect(created.status).toBe(201);
  id = created.json.data.id;
  await t.drainJobs();
});
afterAll(async () => t?.close());

describe(`comparing versions (${databaseLabel})`, () => {
  it('says the later version is not analysed yet: its analysis null, the findings empty and pending', async () => {
    expect((await revise(sam, id, [{ name: 'ad-v2.txt', bytes: CLEAN_AD }])).status).toBe(201);
    const res = await compare(reviewer, id, 1, 2);
    expect(res.status).toBe(200);
    const data: TVersionComparison = res.json.data;
    expect(data.pending).toBe(true);
    expect(data.a.analysis).not.toBeNull();
    expect(data.b.analysis).toBeNull();
    expect(data.findings).toEqual({ resolved: [], still_open: [], new: [] });
    expect(data.files.every((f) => f.textDiff === null)).toBe(true);
  });

  it('lists the fixed finding as resolved, pairs the files and diffs the text each analysis read', async () => {
    await t.drainJobs();
    const res = await compare(sam, id, 1, 2);
    expect(res.status).toBe(200);
    expect(() => successEnvelope(ZVersionComparison).parse(res.json)).not.toThrow();
    const data: TVersionComparison = res.json.data;
    const detail = (await sam.get(`/api/submissions/${id}`)).json.data;
    expect(data).toMatchObject({ submissionId: id, currentVersion: 2, pending: false });
    // The versions as the detail lists them.
    expect(data.a).toEqual(detail.versions[0]);
    expect(data.b).toEqual(detail.versions[1]);
    expect(data.a.analysis!.overallScore).toBeLessThan(data.b.analysis!.overallScore);

    const v1Findings = (await t.platform.db.query.policyViolations.findMany()).filter((v) => v.submissionId === id && v.analysisId !== detail.analysis.id);
    const thc = v1Findings.filter((v) => v.kind === 'violation').map((v) => v.id);
    expect(thc.length).toBeGreaterThan(0);
    expect(data.findings.resolved.map((f) => f.id)).toEqual(expect.arrayContaining(thc));
    expect(data.findings.resolved.every((f) => v1Findings.some((v) => v.id === f.id))).toBe(true);
    expect(data.findings.new).toEqual([]);

    // ad.txt -> ad-v2.txt by kind (text), logo.png was removed.
    expect(data.files.map((f) => [f.a?.originalFilename ?? null, f.b?.originalFilename ?? null, f.pairedBy])).toEqual([
      ['ad.txt', 'ad-v2.txt', 'kind'],
      ['logo.png', null, null],
    ]);
    const text = data.files[0].textDiff!;
    expect(text.wordLevel).toBe(true);
    expect(text.parts.filter((p) => p.op === 'delete').map((p) => p.text).join(' ')).toContain('5%');
    expect(text.parts.filter((p) => p.op === 'insert').map((p) => p.text).join(' ')).toContain('Spring sale');
    expect(text.parts.find((p) => p.op === 'equal')?.text).toContain('Northern Lights Hemp Co. Grand Opening!');
    expect(text.deletedWords).toBeGreaterThan(0);
    expect(text.insertedWords).toBeGreaterThan(0);
  });

  it('keeps a finding whose evidence came back open, matched by policy and evidence rather than by id', async () => {
    expect((await revise(sam, id, [{ name: 'ad.txt', bytes: HEMP_AD }])).status).toBe(201);
    await t.drainJobs();
    const back = (await compare(reviewer, id, 2, 3)).json.data as TVersionComparison;
    expect(back.findings.resolved).toEqual([]);
    expect(back.findings.new.length).toBeGreaterThan(0);

    const again = (await compare(reviewer, id, 1, 3)).json.data as TVersionComparison;
    expect(again.findings.resolved).toEqual([]);
    expect(again.findings.new).toEqual([]);
    expect(again.findings.still_open.length).toBe(back.findings.new.length);
    for (const pair of again.findings.still_open) {
      expect(pair.a.id).not.toBe(pair.b.id);
      expect(pair.a.policyId).toBe(pair.b.policyId);
      expect(pair.evidence).toBe('same');
    }
    // Same name first: ad.txt is paired with ad.txt, and nothing changed in its text.
    expect(again.files[0]).toMatchObject({ a: { originalFilename: 'ad.txt' }, b: { originalFilename: 'ad.txt' }, pairedBy: 'name' });
    expect(again.files[0].textDiff!.parts.every((p) => p.op === 'equal')).toBe(true);

    // A dismissed finding is still the same finding: it stays in its list, showing the dismissal and its reason.
    const [first] = again.findings.still_open;
    expect((await reviewer.post(`/api/submissions/${id}/violations/${first.b.id}/dismiss`, { reason: 'Lab report on file' })).status).toBe(200);
    const dismissed = (await compare(reviewer, id, 1, 3)).json.data as TVersionComparison;
    expect(dismissed.findings.still_open).toHaveLength(again.findings.still_open.length);
    // Findings keep their order whatever is updated (a dismissal rewrites the row, which moves it on PostgreSQL).
    expect(dismissed.findings.still_open.map((p) => p.b.id)).toEqual(again.findings.still_open.map((p) => p.b.id));
    expect(dismissed.findings.still_open[0].b).toMatchObject({ id: first.b.id, dismissalReason: 'Lab report on file' });
    expect(dismissed.findings.still_open[0].a.dismissedAt).toBeNull();
  });

  it('answers whoever may read the submission; another standard user gets 404', async () => {
    for (const client of [sam, reviewer, legal]) expect((await compare(client, id, 1, 2)).status).toBe(200);
    const stranger = await compare(kim, id, 1, 2);
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toBe('Submission not found');
    expect((await compare(kim, '00000000-0000-4000-8000-000000000000', 1, 2)).status).toBe(404);
  });

  it('answers 404 for a version that does not exist and 400 for bad parameters', async () => {
    const missing = await compare(sam, id, 2, 9);
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('Version 9 not found');
    for (const [a, b] of [
      [2, 2],
      [3, 1],
      [0, 1],
      ['one', 2],
      [1.5, 2],
    ]) {
      const res = await compare(sam, id, a, b);
      expect(res.status, `${a} -> ${b}`).toBe(400);
      expect(res.json.success).toBe(false);
    }
    expect((await compare(sam, id, 2, 2)).json.error).toMatch(/earlier version with a later one/);
    expect((await sam.get(`/api/submissions/not-a-uuid/versions/1/compare/2`)).status).toBe(400);
  });
});
