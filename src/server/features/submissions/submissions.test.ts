import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, PNG_BYTES, TEXT_BYTES, fileForm, pdfBytes } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { attachments, auditEntries, complianceAnalyses, escalationTracks, landingPageAnalyses, policyViolations, submissions } from '../../db/schema';
import { SEARCH_COUNT_LIMIT } from './submission-list';
import { currentVersionId } from '../../db/latest-analysis';

let t: TestApp;
let owner: HttpClient;
let sam: HttpClient;
let kim: HttpClient;
let reviewer: HttpClient;

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Spring sale',
  submitterEmail: 'sam@example.com',
  submitterName: 'Sam Seller',
  campaignTypes: JSON.stringify(['Print']),
  submissionType: 'upload',
  description: 'Quarter page, Sunday edition',
  ...overrides,
});

function storedFiles(): string[] {
  const root = path.join(t.platform.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
}

async function counts() {
  const [s] = await t.platform.db.select({ n: count() }).from(submissions);
  const [a] = await t.platform.db.select({ n: count() }).from(attachments);
  return { submissions: s.n, attachments: a.n, files: storedFiles().length };
}

async function queuedAnalyses(submissionId: string): Promise<number> {
  const result = await t.platform.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'submission.analyze' and data->>'submissionId' = $1`,
    [submissionId],
  );
  return Number(result.rows[0].n);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  kim = (await signInAs(t, 'kim', ['standard'], 'kim@example.com')).client;
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
});
afterAll(async () => t?.close());

describe(`submission intake (${databaseLabel})`, () => {
  let firstId: string;

  it('creates a submission with its files judged by content, audited and queued for analysis', async () => {
    const res = await sam.post(
      '/api/submissions',
      fileForm(fields({ campaignTypes: JSON.stringify(['Print', 'Digital']), landingPageUrl: 'https://example.com/offer' }), [
        { name: 'ad.pdf', bytes: pdfBytes() },
        { name: 'banner.png', bytes: PNG_BYTES, type: 'application/pdf' },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Your submission "Spring sale" has been created and is being analyzed for compliance.');
    const created = res.json.data;
    firstId = created.id;
    expect(created).toMatchObject({
      title: 'Spring sale',
      status: 'pending',
      hasValidAttachments: true,
      campaignTypes: ['Print', 'Digital'],
      landingPageUrl: 'https://example.com/offer',
      attachmentCount: 2,
    });

    const rows = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, firstId));
    expect(rows.map((r) => [r.originalFilename, r.mimeType]).sort()).toEqual([
      ['ad.pdf', 'application/pdf'],
      ['banner.png', 'image/png'],
    ]);
    for (const row of rows) {
      expect(row.storageKey).toBe(`submissions/${firstId}/${row.id}.${row.mimeType === 'image/png' ? 'png' : 'pdf'}`);
      expect(await t.platform.storage.exists(row.storageKey)).toBe(true);
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'submission_created'));
    expect(entry).toMatchObject({ entityId: firstId, entityUrl: `/review/${firstId}`, actorLabel: 'sam' });
    expect(await queuedAnalyses(firstId)).toBe(1);
  });

  it('keeps the landing page only for Digital campaigns', async () => {
    const res = await sam.post(
      '/api/submissions',
      fileForm(fields({ title: 'Print only', landingPageUrl: 'https://example.com/x' }), [{ name: 'notes.txt', bytes: TEXT_BYTES }]),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.landingPageUrl).toBeNull();
  });

  const refusals: [string, () => FormData, number, RegExp][] = [
    ['a missing title', () => fileForm(fields({ title: '  ' }), [{ name: 'a.pdf', bytes: pdfBytes() }]), 400, /^Title is required$/],
    ['a malformed email', () => fileForm(fields({ submitterEmail: 'sam@' }), [{ name: 'a.pdf', bytes: pdfBytes() }]), 400, /valid email/],
    ['no files', () => fileForm(fields(), []), 400, /^Please upload at least one file for compliance review\.$/],
    ['a renamed executable', () => fileForm(fields(), [{ name: 'a.pdf', bytes: pdfBytes() }, { name: 'invoice.pdf', bytes: EXE_BYTES }]), 415, /"invoice\.pdf" is not an allowed file/],
    ['an empty file', () => fileForm(fields(), [{ name: 'blank.png', bytes: Buffer.alloc(0) }]), 400, /"blank\.png" is empty/],
    ['a 10.1 MB file', () => fileForm(fields(), [{ name: 'huge.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(Math.ceil(10.1 * 1024 * 1024))]) }]), 413, /"huge\.png" is larger than the 10 MB limit/],
    ['a path in a file name', () => fileForm(fields(), [{ name: '../../etc/passwd.txt', bytes: TEXT_BYTES }]), 400, /must not contain a path/],
    ['control characters in a file name', () => fileForm(fields(), [{ name: 'bad\u0001name.txt', bytes: TEXT_BYTES }]), 400, /control characters/],
    ['an unknown campaign type', () => fileForm(fields({ campaignTypes: '["Radio"]' }), [{ name: 'a.pdf', bytes: pdfBytes() }]), 400, /Unknown campaign type/],
  ];

  it.each(refusals)('refuses %s with a clear error and writes nothing', async (_label, form, status, message) => {
    const before = await counts();
    const res = await sam.post('/api/submissions', form());
    expect(res.status).toBe(status);
    expect(res.json.success).toBe(false);
    expect(res.json.error).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a JSON body: submissions are multipart', async () => {
    const res = await sam.post('/api/submissions', { title: 'x' });
    expect(res.status).toBe(415);
  });

  it('needs a session to submit', async () => {
    const anonymous = new (sam.constructor as typeof HttpClient)(t.baseUrl);
    const res = await anonymous.post('/api/submissions', fileForm(fields(), [{ name: 'a.pdf', bytes: pdfBytes() }]));
    expect(res.status).toBe(401);
  });
});

describe(`submission lists and detail (${databaseLabel})`, () => {
  beforeAll(async () => {
    await kim.post('/api/submissions', fileForm(fields({ title: 'Kim cafe opening', submitterEmail: 'kim@example.com' }), [{ name: 'k.txt', bytes: TEXT_BYTES }]));
    await owner.post('/api/submissions', fileForm(fields({ title: 'Urgent lottery promo', submitterEmail: 'desk@example.com' }), [{ name: 'l.txt', bytes: TEXT_BYTES }]));
    await t.platform.db.update(submissions).set({ priority: 'urgent' }).where(eq(submissions.title, 'Urgent lottery promo'));
    await t.platform.db.update(submissions).set({ status: 'approved', riskLevel: 'low' }).where(eq(submissions.title, 'Print only'));
  });

  it('shows a standard user only their own submissions, and reviewers all of them', async () => {
    const mine = await sam.get('/api/submissions?limit=50');
    expect(mine.json.data.map((s: { title: string }) => s.title).sort()).toEqual(['Print only', 'Spring sale']);
    expect(mine.json.meta.total).toBe(2);
    const all = await reviewer.get('/api/submissions?limit=50');
    expect(all.json.meta.total).toBe(4);
  });

  it('filters by status, priority and search text on the server', async () => {
    expect((await reviewer.get('/api/submissions?status=approved')).json.data.map((s: { title: string }) => s.title)).toEqual(['Print only']);
    expect((await reviewer.get('/api/submissions?status=pending')).json.meta.total).toBe(3);
    expect((await reviewer.get('/api/submissions?priority=urgent')).json.data[0].title).toBe('Urgent lottery promo');
    // Search also reads the id, whose hex may hold "cafe" itself: a word with letters beyond hex says what the title matched.
    expect((await reviewer.get('/api/submissions?q=CAFE%20OPENING')).json.data.map((s: { title: string }) => s.title)).toEqual(['Kim cafe opening']);
    expect((await reviewer.get('/api/submissions?q=kim%40example')).json.meta.total).toBe(1);
    expect((await reviewer.get('/api/submissions?q=100%25')).json.meta.total).toBe(0);
    expect((await reviewer.get('/api/submissions?status=bogus')).status).toBe(400);
  });

  it('searches only within what a standard user may see', async () => {
    expect((await sam.get('/api/submissions?q=spring')).json.meta.total).toBe(1);
    expect((await kim.get('/api/submissions?q=spring')).json).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await kim.get('/api/submissions?q=cafe%20opening&status=pending')).json.meta.total).toBe(1);
  });

  async function pageThrough(query: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { data: { id: string }[]; meta: { nextCursor: string | null } } } = await reviewer.get(
        `/api/submissions?limit=1${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.json.data.map((s) => s.id));
      cursor = res.json.meta.nextCursor;
    } while (cursor);
    return seen;
  }

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    // Two submissions created within one millisecond: the cursor must tell them apart.
    await t.platform.db.update(submissions).set({ createdAt: sql`'2026-05-01T10:00:00.123400Z'::timestamptz` }).where(eq(submissions.title, 'Spring sale'));
    await t.platform.db.update(submissions).set({ createdAt: sql`'2026-05-01T10:00:00.123900Z'::timestamptz` }).where(eq(submissions.title, 'Print only'));
    const all = (await reviewer.get('/api/submissions?limit=100')).json.data.map((s: { id: string }) => s.id);
    expect(await pageThrough('')).toEqual(all);
    expect(new Set(all).size).toBe(4);
    // A search pages the same way, whether its matches are few (ordered by the server) or many.
    expect(await pageThrough('&q=example.com')).toEqual(all);
    expect((await reviewer.get('/api/submissions?cursor=garbage')).status).toBe(400);
  });

  it("pages a standard user's filtered list with a cursor", async () => {
    const first = await sam.get('/api/submissions?status=all&priority=all&limit=1');
    expect(first.json.meta.total).toBe(2);
    const second = await sam.get(`/api/submissions?limit=1&cursor=${first.json.meta.nextCursor}`);
    expect(second.json.meta.nextCursor).toBeNull();
    expect([...first.json.data, ...second.json.data].map((s: { title: string }) => s.title).sort()).toEqual(['Print only', 'Spring sale']);
  });

  it('counts the dashboard numbers in SQL over what the user may see', async () => {
    expect((await reviewer.get('/api/submissions/stats')).json.data).toEqual({ total: 4, pending: 3, approved: 1, highRisk: 1, invalidAttachments: 0 });
    expect((await sam.get('/api/submissions/stats')).json.data).toEqual({ total: 2, pending: 1, approved: 1, highRisk: 0, invalidAttachments: 0 });
  });

  it('returns the detail to those who may see it and 404 to others', async () => {
    const [spring] = await t.platform.db.select().from(submissions).where(sql`${submissions.title} = 'Spring sale'`);
    const detail = await sam.get(`/api/submissions/${spring.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.data.submission.id).toBe(spring.id);
    expect(detail.json.data.attachments).toHaveLength(2);
    expect(detail.json.data).toMatchObject({ analysis: null, violations: [], escalationTracks: [] });
    expect((await reviewer.get(`/api/submissions/${spring.id}`)).status).toBe(200);
    const other = await kim.get(`/api/submissions/${spring.id}`);
    expect(other.status).toBe(404);
    expect(other.json.error).toBe('Submission not found');
    expect((await kim.get('/api/submissions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await kim.get('/api/submissions/not-a-uuid')).status).toBe(400);
  });

  it('brings the latest analysis, its violations, tracks and landing page into the detail and the list', async () => {
    const db = t.platform.db;
    const [kimCafe] = await db.select().from(submissions).where(eq(submissions.title, 'Kim cafe opening'));
    const analysis = (at: string, score: number) => ({
      submissionId: kimCafe.id,
      versionId: currentVersionId(kimCafe.id),
      overallScore: score,
      riskLevel: 'high',
      recommendation: 'Review',
      analysisVersion: 'test',
      analysisModel: 'rules',
      rawAnalysisData: { summary: `scored ${score}` },
      createdAt: new Date(at),
    });
    const [older] = await db.insert(complianceAnalyses).values(analysis('2026-01-01T00:00:00Z', 90)).returning();
    const [latest] = await db.insert(complianceAnalyses).values(analysis('2026-02-01T00:00:00Z', 40)).returning();
    const violation = (analysisId: string, description: string) => ({
      analysisId,
      submissionId: kimCafe.id,
      policyCategory: 'federal_law',
      severity: 'major',
      violationType: 'disclosure',
      description,
    });
    await db.insert(policyViolations).values([violation(older.id, 'old finding'), violation(latest.id, 'current finding')]);
    await db.insert(escalationTracks).values({ submissionId: kimCafe.id, trackType: 'legal', status: 'pending', escalationReason: 'Claims' });
    await db.insert(landingPageAnalyses).values([
      { submissionId: kimCafe.id, url: 'https://example.com/a', disclosureFound: false, analyzedAt: new Date('2026-01-01T00:00:00Z') },
      { submissionId: kimCafe.id, url: 'https://example.com/b', disclosureFound: true, disclosureText: 'Terms apply', analyzedAt: new Date('2026-03-01T10:20:30.456Z') },
    ]);

    const detail = (await kim.get(`/api/submissions/${kimCafe.id}`)).json.data;
    expect(detail.analysis).toMatchObject({ id: latest.id, overallScore: 40, rawAnalysisData: { summary: 'scored 40' }, createdAt: '2026-02-01T00:00:00.000Z' });
    // Stored without a record of what was read: the detail says nothing rather than guess.
    expect(detail.analysis.reading).toEqual({ files: [], refused: [], landingPage: null });
    expect(detail.violations.map((v: { description: string }) => v.description)).toEqual(['current finding']);
    expect(detail.attachments).toEqual([expect.objectContaining({ originalFilename: 'k.txt', isValid: true })]);
    // Why it was escalated is the desk's note: Kim, its submitter, sees the track without it.
    expect(detail.escalationTracks).toEqual([expect.objectContaining({ trackType: 'legal', status: 'pending', escalationReason: null })]);
    expect(detail.submission.landingPageAnalysis).toMatchObject({ disclosureFound: true, disclosureText: 'Terms apply', analyzedAt: '2026-03-01T10:20:30.456Z' });

    const listed = (await reviewer.get('/api/submissions?q=kim%20cafe')).json.data[0];
    expect(listed).toMatchObject({ id: kimCafe.id, attachmentCount: 1, escalationTracks: [expect.objectContaining({ trackType: 'legal' })] });
    expect(listed.landingPageAnalysis.disclosureText).toBe('Terms apply');
  });
});

describe(`search counts (${databaseLabel})`, () => {
  it('stops counting a search at the limit and says so', async () => {
    const rows = Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, i) => ({
      title: `Bulk classified ${i}`,
      submitterEmail: 'bulk@example.com',
      submissionType: 'upload',
      priority: 'normal',
      status: 'pending',
    }));
    await t.platform.db.insert(submissions).values(rows);
    const capped = await reviewer.get('/api/submissions?q=bulk%20classified&limit=5');
    expect(capped.json.meta).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true });
    expect(capped.json.data).toHaveLength(5);
    const firstPage = await reviewer.get('/api/submissions?q=bulk%20classified&limit=2');
    const secondPage = await reviewer.get(`/api/submissions?q=bulk%20classified&limit=2&cursor=${firstPage.json.meta.nextCursor}`);
    expect([...firstPage.json.data, ...secondPage.json.data].map((s: { id: string }) => s.id)).toEqual(
      (await reviewer.get('/api/submissions?q=bulk%20classified&limit=4')).json.data.map((s: { id: string }) => s.id),
    );
    const exact = await reviewer.get('/api/submissions?q=bulk%20classified%2012');
    expect(exact.json.meta.total).toBe(11);
    expect(exact.json.meta.totalIsLowerBound).toBeUndefined();
  });
});
