import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm, pdfBytes } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { attachments, auditEntries, complianceAnalyses, landingPageAnalyses, policyViolations, submissions } from '../../db/schema';
import { runSubmissionAnalysis } from './analysis.service';

let t: TestApp;
let admin: HttpClient;
let reviewer: HttpClient;
let sam: HttpClient;
let site: http.Server;
let siteUrl: string;
const siteHits: string[] = [];

const HEMP_AD = [
  'Northern Lights Hemp Co. Grand Opening!',
  'Our delta-9 THC gummies contain 5% THC by dry weight.',
  'Come see us Saturday on Main Street.',
].join('\n');

async function submit(client: HttpClient, fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const res = await client.post('/api/submissions', fileForm({ submitterEmail: 'sam@example.com', ...fields }, files));
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

const rowOf = async (id: string) => (await t.platform.db.select().from(submissions).where(eq(submissions.id, id)))[0];

beforeAll(async () => {
  site = http.createServer((req, res) => {
    siteHits.push(req.url ?? '');
    res.setHeader('content-type', 'text/html');
    res.end(req.url === '/with' ? '<body><h1>Vote Pat</h1><p>Prepared and paid for by Friends of Pat, Duluth</p></body>' : '<body><h1>Vote Pat</h1></body>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
  t = await startTestApp({ env: { FETCH_ALLOW_PRIVATE_HOSTS: 'localhost' } });
  admin = await registerOwner(t);
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

describe(`analysis pipeline (${databaseLabel})`, () => {
  let hempId: string;

  it('analyses a submission in the job queue and stores score, violations and status', async () => {
    hempId = await submit(sam, { title: 'Hemp gummies' }, [{ name: 'copy.txt', bytes: Buffer.from(HEMP_AD) }]);
    expect((await rowOf(hempId)).status).toBe('pending');
    expect((await sam.get(`/api/submissions/${hempId}`)).json.data.analysisQueued).toBe(true);
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    expect((await sam.get(`/api/submissions/${hempId}`)).json.data.analysisQueued).toBe(false);

    const row = await rowOf(hempId);
    expect(row.status).toBe('pending');
    expect(row.analysisScore).not.toBeNull();
    expect(row.analysisScore!).toBeLessThan(90);
    const detail = (await sam.get(`/api/submissions/${hempId}`)).json.data;
    expect(detail.analysis).toMatchObject({ analysisModel: 'rules-v1', submissionId: hempId });
    const hemp = detail.violations.filter((v: { policyId: string }) => v.policyId === 'mock_hemp_products');
    expect(hemp.length).toBeGreaterThan(0);
    expect(hemp.some((v: { affectedContent: string }) => /5%/.test(v.affectedContent ?? ''))).toBe(true);
    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'analysis_completed'), eq(auditEntries.entityId, hempId)));
    expect(entry.fieldDiffs).toEqual(expect.arrayContaining([{ field: 'analysisScore', from: null, to: row.analysisScore }]));
  });

  it('exports the full text report under the spec\'s file name, audited', async () => {
    const res = await reviewer.post(`/api/submissions/${hempId}/export`);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.data.filename).toBe(`${hempId}_compliance_report_${today}.txt`);
    expect(res.json.data.reportContent).toContain('ADVERTISING COMPLIANCE REPORT');
    expect(res.json.data.reportContent).toContain('Hemp gummies');
    expect(res.json.data.reportContent).toMatch(/5% THC/);
    const exported = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'report_exported'));
    expect(exported).toHaveLength(1);
    expect((await sam.post(`/api/submissions/${hempId}/export`)).status).toBe(403);
  });

  it('ranks the policies that matter for this submission first', async () => {
    const res = await sam.get(`/api/submissions/${hempId}/relevant-policies`);
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeLessThanOrEqual(3);
    expect(res.json.data[0].id).toBe('mock_hemp_products');
  });

  it('lets a reviewer dismiss a finding with a reason; the score is recomputed and the dismissal audited', async () => {
    const [violation] = await t.platform.db
      .select()
      .from(policyViolations)
      .where(and(eq(policyViolations.submissionId, hempId), eq(policyViolations.kind, 'violation')));
    const before = (await rowOf(hempId)).analysisScore!;
    expect((await reviewer.post(`/api/submissions/${hempId}/violations/${violation.id}/dismiss`, { reason: ' ' })).status).toBe(400);
    expect((await sam.post(`/api/submissions/${hempId}/violations/${violation.id}/dismiss`, { reason: 'x' })).status).toBe(403);
    const res = await reviewer.post(`/api/submissions/${hempId}/violations/${violation.id}/dismiss`, { reason: 'Lab report shows 0.2%' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ dismissalReason: 'Lab report shows 0.2%' });
    expect((await rowOf(hempId)).analysisScore!).toBeGreaterThan(before);
    expect((await reviewer.post(`/api/submissions/${hempId}/violations/${violation.id}/dismiss`, { reason: 'again' })).status).toBe(409);
    const [entry] = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'violation_dismissed'));
    expect(entry.summary).toContain('Lab report shows 0.2%');
  });

  it("replaces the analysis on reanalysis, keeps the reviewer's dismissal of the same evidence, and the old score in the audit diff", async () => {
    const old = (await rowOf(hempId)).analysisScore;
    const [dismissedBefore] = await t.platform.db.select().from(policyViolations).where(and(eq(policyViolations.submissionId, hempId), isNotNull(policyViolations.dismissedAt)));
    expect((await reviewer.post(`/api/submissions/${hempId}/reanalyze`)).status).toBe(202);
    await t.drainJobs();
    expect(await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, hempId))).toHaveLength(1);
    // The new analysis's own row for the same evidence carries the dismissal, so the score stays where the reviewer left it.
    const after = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.submissionId, hempId));
    const carried = after.filter((v) => v.dismissedAt);
    expect(carried).toHaveLength(1);
    expect(carried[0].id).not.toBe(dismissedBefore.id);
    expect(carried[0]).toMatchObject({ affectedContent: dismissedBefore.affectedContent, dismissalReason: 'Lab report shows 0.2%', dismissedBy: dismissedBefore.dismissedBy });
    expect((await rowOf(hempId)).analysisScore).toBe(old);
    const [analysis] = await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, hempId));
    expect(analysis.overallScore).toBe(old);
    const entries = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'analysis_completed'), eq(auditEntries.entityId, hempId)));
    const latest = entries.sort((a, b) => b.sequence - a.sequence)[0];
    expect(latest.fieldDiffs).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'analysisScore', from: old })]));
  });

  it('marks an unreadable-only submission invalid_attachments rather than clean', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x41)]);
    const id = await submit(sam, { title: 'Broken PDF' }, [{ name: 'broken.pdf', bytes: broken }]);
    await t.drainJobs();
    const row = await rowOf(id);
    expect(row.status).toBe('invalid_attachments');
    expect(row.hasValidAttachments).toBe(false);
    expect(row.analysisScore!).toBeLessThanOrEqual(50);
  });

  it('records analysis_failed with the reason after the last attempt', async () => {
    const id = await submit(sam, { title: 'Lost file' }, [{ name: 'a.png', bytes: PNG_BYTES }]);
    const [file] = await t.platform.db.select().from(attachments).where(eq(attachments.submissionId, id));
    await t.platform.storage.remove(file.storageKey);
    await expect(runSubmissionAnalysis(t.platform, id, { number: 1, isLast: false })).rejects.toThrow();
    expect((await rowOf(id)).status).toBe('analyzing');
    await runSubmissionAnalysis(t.platform, id, { number: 4, isLast: true });
    const row = await rowOf(id);
    expect(row.status).toBe('analysis_failed');
    expect(row.analysisError).toMatch(/No stored file/);
  });

  // As src/web/features/submissions/api.ts posts it: the form always says `upload`, and never `political`.
  const webForm = (fields: { title: string; landingPageUrl: string; description?: string }) => ({
    title: fields.title,
    submitterEmail: 'sam@example.com',
    submitterName: 'Sam',
    description: fields.description ?? '',
    submissionType: 'upload',
    campaignTypes: JSON.stringify(['Digital']),
    landingPageUrl: fields.landingPageUrl,
  });

  it('checks the landing page of a political Digital ad sent through the web form, which lacks the disclosure', async () => {
    const id = await submit(sam, webForm({ title: 'Pat for Council', landingPageUrl: `${siteUrl}/without` }), [
      { name: 'ad.pdf', bytes: pdfBytes('Vote Pat for Council. PAID ADVERTISEMENT') },
    ]);
    await t.drainJobs();
    const [page] = await t.platform.db.select().from(landingPageAnalyses).where(eq(landingPageAnalyses.submissionId, id));
    expect(page).toMatchObject({ url: `${siteUrl}/without`, disclosureFound: false });
    const violations = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.submissionId, id));
    expect(violations).toContainEqual(
      expect.objectContaining({ violationType: 'political_landing_page_disclosure_missing', kind: 'violation', severity: 'major', affectedContent: `${siteUrl}/without` }),
    );
    const detail = (await sam.get(`/api/submissions/${id}`)).json.data;
    expect(detail.submission).toMatchObject({ submissionType: 'upload', landingPageAnalysis: { disclosureFound: false } });
    expect(detail.analysis.rawAnalysisData.context).toMatchObject({ political: { isPolitical: true, declared: false }, landingPage: 'checked' });
  });

  it('passes a political Digital ad whose landing page carries the disclosure', async () => {
    const id = await submit(admin, { submissionType: 'political', campaignTypes: JSON.stringify(['Digital']), title: 'Vote Pat', landingPageUrl: `${siteUrl}/with` }, [
      { name: 'ad.pdf', bytes: pdfBytes('Vote Pat for Council. PAID ADVERTISEMENT') },
    ]);
    await t.drainJobs();
    const [page] = await t.platform.db.select().from(landingPageAnalyses).where(eq(landingPageAnalyses.submissionId, id));
    expect(page).toMatchObject({ disclosureFound: true, disclosureLocation: 'landing_page' });
    const violations = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.submissionId, id));
    expect(violations.map((v) => v.violationType)).not.toContain('political_landing_page_disclosure_missing');
  });

  it('leaves the landing page of a commercial Digital ad alone', async () => {
    const before = siteHits.length;
    const id = await submit(sam, webForm({ title: 'Bagels', landingPageUrl: `${siteUrl}/shop` }), [
      { name: 'ad.txt', bytes: Buffer.from('Fresh bagels every morning on Main Street.') },
    ]);
    await t.drainJobs();
    expect(siteHits.slice(before)).toEqual([]);
    expect(await t.platform.db.select().from(landingPageAnalyses).where(eq(landingPageAnalyses.submissionId, id))).toEqual([]);
    expect((await sam.get(`/api/submissions/${id}`)).json.data.analysis.rawAnalysisData.context).toMatchObject({ political: { isPolitical: false }, landingPage: 'not_needed' });
  });

  it('shows in the detail what the analysis read: each file, its method, pages and OCR confidence; the text only of a text or Word file', async () => {
    const id = await submit(sam, { title: 'Two files' }, [
      { name: 'flyer.pdf', bytes: pdfBytes('Spring craft fair at the fire hall') },
      { name: 'copy.txt', bytes: Buffer.from('Crafts, pie and coffee. Saturday 9 to 3.') },
    ]);
    await t.drainJobs();
    const { analysis } = (await sam.get(`/api/submissions/${id}`)).json.data;
    expect(analysis.reading).toEqual({
      files: [
        { fileName: 'flyer.pdf', method: 'pdf_text', pageCount: 1, ocrPages: 0, ocrConfidence: null, notes: expect.any(Array), error: null, text: null },
        // Findings in a file without pages are marked in its text on the review screen.
        { fileName: 'copy.txt', method: 'txt', pageCount: null, ocrPages: 0, ocrConfidence: null, notes: [], error: null, text: 'Crafts, pie and coffee. Saturday 9 to 3.' },
      ],
      refused: [],
      landingPage: 'not_needed',
    });
    // A PDF's findings are drawn over its pages: its text is not sent.
    expect(JSON.stringify(analysis.reading)).not.toContain('craft fair');
  });

  it('names in the detail the file it could not read', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x41)]);
    const id = await submit(sam, { title: 'Broken and fine' }, [
      { name: 'broken.pdf', bytes: broken },
      { name: 'copy.txt', bytes: Buffer.from('Bake sale Saturday.') },
    ]);
    await t.drainJobs();
    const { analysis } = (await sam.get(`/api/submissions/${id}`)).json.data;
    expect(analysis.reading.files).toEqual([
      expect.objectContaining({ fileName: 'broken.pdf', error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) }),
      expect.objectContaining({ fileName: 'copy.txt', method: 'txt', error: null }),
    ]);
  });

  it('raises a review item for a keyword of a policy an admin added', async () => {
    const created = await admin.post('/api/policies', {
      title: 'Payday Loans',
      category: 'Regulated Products',
      description: 'Short-term loans must state the APR.',
      requirements: ['State the APR'],
      keywords: ['payday loan'],
      riskLevel: 'high',
      reference: 'Publisher credit policy 4.1',
    });
    expect(created.status).toBe(201);
    const id = await submit(sam, { title: 'Quick cash' }, [{ name: 'ad.txt', bytes: Buffer.from('Payday loan approved in minutes at Main Street Finance.') }]);
    await t.drainJobs();
    const violations = await t.platform.db.select().from(policyViolations).where(eq(policyViolations.submissionId, id));
    expect(violations).toContainEqual(
      expect.objectContaining({ policyId: created.json.data.id, kind: 'review_item', policySection: 'Publisher credit policy 4.1', affectedContent: expect.stringContaining('Payday loan') }),
    );
    const [analysis] = await t.platform.db.select().from(complianceAnalyses).where(eq(complianceAnalyses.submissionId, id));
    expect(analysis.autoApprovalEligible).toBe(false);
  });
});
