import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEVERITY_PENALTY } from '../../../domain/scoring';
import { fileForm } from '../../../../test/fixtures/sample-files';
import { closedPort, startChatServer, suggestions } from '../../../../test/helpers/chat-completions-server';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { auditEntries, policies } from '../../db/schema';

let t: TestApp;
let chat: Awaited<ReturnType<typeof startChatServer>>;
let admin: HttpClient;
let reviewer: HttpClient;
let sam: HttpClient;
let policyId: string;

// Copy no rule and no word-model band touches, so whatever the second opinion adds is all there is to see.
const AD = 'Lakeside Furniture spring sale. Our mattresses are the comfiest in Duluth.';
const SECRET = 'sk-test-secret-123456';

const saveSettings = (client: HttpClient, body: Record<string, unknown>) => client.request('PUT', '/api/settings/second-opinion', body);

async function submitAndAnalyse(title: string): Promise<string> {
  const res = await sam.post('/api/submissions', fileForm({ title, submitterEmail: 'sam@example.com' }, [{ name: 'copy.txt', bytes: Buffer.from(AD) }]));
  expect(res.status).toBe(201);
  await t.drainJobs();
  return res.json.data.id as string;
}

const detailOf = async (id: string) => (await reviewer.get(`/api/submissions/${id}`)).json.data;

beforeAll(async () => {
  chat = await startChatServer();
  // The operator names the model server's loopback host; landing-page fetches still may not reach it.
  t = await startTestApp({ env: { MODEL_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  admin = await registerOwner(t);
  reviewer = (await signInAs(t, 'rita', ['reviewer'])).client;
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  const [policy] = await t.platform.db.select().from(policies).where(eq(policies.riskLevel, 'high')).limit(1);
  policyId = policy.id;
});
afterAll(async () => {
  await t?.close();
  await chat?.close();
});

describe(`second opinion settings (${databaseLabel})`, () => {
  it('is off by default, and only admins read or change it', async () => {
    const res = await admin.get('/api/settings/second-opinion');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ enabled: false, baseUrl: null, model: null, hasApiKey: false, timeoutSeconds: 20, allowedPrivateHosts: ['127.0.0.1'] });
    expect((await reviewer.get('/api/settings/second-opinion')).status).toBe(403);
    expect((await saveSettings(reviewer, { enabled: true, baseUrl: chat.baseUrl, model: 'm' })).status).toBe(403);
    expect((await saveSettings(sam, { enabled: false })).status).toBe(403);
  });

  it('refuses bad input and a private address the operator did not name, and saves nothing', async () => {
    const missing = await saveSettings(admin, { enabled: true, baseUrl: chat.baseUrl });
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors.model).toBeDefined();
    expect((await saveSettings(admin, { enabled: true, baseUrl: 'ftp://127.0.0.1/v1', model: 'm' })).status).toBe(400);
    expect((await saveSettings(admin, { enabled: true, baseUrl: chat.baseUrl, model: 'm', timeoutSeconds: 0 })).status).toBe(400);
    const privateHost = await saveSettings(admin, { enabled: true, baseUrl: 'http://10.1.2.3:11434/v1', model: 'm' });
    expect(privateHost.status).toBe(400);
    expect(privateHost.json.error).toContain('MODEL_ALLOW_PRIVATE_HOSTS');
    expect((await admin.get('/api/settings/second-opinion')).json.data.enabled).toBe(false);
  });

  it('keeps the API key on the server: never in a reply or the audit trail, kept when left out', async () => {
    const saved = await saveSettings(admin, { enabled: true, baseUrl: chat.baseUrl, model: 'test-model', apiKey: SECRET, timeoutSeconds: 5 });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ enabled: true, baseUrl: chat.baseUrl, model: 'test-model', hasApiKey: true, timeoutSeconds: 5 });
    expect(saved.text).not.toContain(SECRET);
    const read = await admin.get('/api/settings/second-opinion');
    expect(read.text).not.toContain(SECRET);
    expect(read.json.data.hasApiKey).toBe(true);
    // Saved again without a key: the key stays.
    expect((await saveSettings(admin, { enabled: true, baseUrl: chat.baseUrl, model: 'test-model', timeoutSeconds: 5 })).json.data.hasApiKey).toBe(true);
    const entries = await t.platform.db.select().from(auditEntries).where(eq(auditEntries.action, 'second_opinion_settings_updated'));
    expect(entries.length).toBe(2);
    expect(JSON.stringify(entries)).not.toContain(SECRET);
    expect(entries[0].fieldDiffs).toEqual(expect.arrayContaining([{ field: 'apiKey', from: null, to: '(changed)' }]));
  });
});

describe(`second opinion in the analysis pipeline (${databaseLabel})`, () => {
  let id: string;
  let suggestionId: string;

  it('stores a kept suggestion as model-suggested: the score is unchanged and the ad is not auto-approvable', async () => {
    chat.reply = () =>
      suggestions([
        { policyId, evidence: 'the COMFIEST in Duluth', explanation: 'A superlative that needs support.' },
        { policyId: 'invented_policy', evidence: 'spring sale', explanation: 'x' },
        { policyId, evidence: 'recommended by 9 of 10 chiropractors', explanation: 'not in the ad' },
      ]);
    const before = chat.seen.length;
    id = await submitAndAnalyse('Mattress sale');
    const request = chat.seen[before];
    expect(request.authorization).toBe(`Bearer ${SECRET}`);
    expect(request.body.messages!.at(-1)!.content).toContain(AD);

    const detail = await detailOf(id);
    expect(detail.analysis.secondOpinion).toEqual({ status: 'ok', model: 'test-model', detail: null, kept: 1, dropped: 2 });
    expect(detail.analysis).toMatchObject({ overallScore: 100, autoApprovalEligible: false });
    expect(detail.analysis.autoApprovalReason).toContain('need human review');
    const model = detail.violations.filter((v: { origin: string }) => v.origin === 'model');
    expect(model).toEqual([expect.objectContaining({ policyId, origin: 'model', confirmedAt: null, dismissedAt: null, affectedContent: 'the comfiest in Duluth' })]);
    expect(detail.violations.filter((v: { origin: string }) => v.origin === 'rules')).toEqual([]);
    suggestionId = model[0].id;

    const report = (await reviewer.post(`/api/submissions/${id}/export`)).json.data.reportContent as string;
    expect(report).toContain('SECOND OPINION (LANGUAGE MODEL)');
    expect(report).toContain('MODEL-SUGGESTED, AWAITING A REVIEWER (1; no points taken)');
    expect(report).toContain('"the comfiest in Duluth"');
  });

  it('lets only the review desk confirm; confirmed, the suggestion costs its points by the engine\'s formula, audited', async () => {
    expect((await sam.post(`/api/submissions/${id}/violations/${suggestionId}/confirm`)).status).toBe(403);
    const res = await reviewer.post(`/api/submissions/${id}/violations/${suggestionId}/confirm`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: suggestionId, origin: 'model' });
    expect(res.json.data.confirmedAt).not.toBeNull();
    const detail = await detailOf(id);
    const severity = detail.violations[0].severity as keyof typeof SEVERITY_PENALTY;
    expect(detail.analysis.overallScore).toBe(100 - SEVERITY_PENALTY[severity]);
    // The submission's own score (lists, dashboard) follows.
    expect(detail.submission.analysisScore).toBe(100 - SEVERITY_PENALTY[severity]);
    const [entry] = await t.platform.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'suggestion_confirmed'), eq(auditEntries.entityId, id)));
    expect(entry.fieldDiffs).toEqual(expect.arrayContaining([{ field: 'analysisScore', from: 100, to: 100 - SEVERITY_PENALTY[severity] }]));
    expect((await reviewer.post(`/api/submissions/${id}/violations/${suggestionId}/confirm`)).status).toBe(409);
  });

  it('a dismissed suggestion costs nothing, blocks nothing and cannot be confirmed', async () => {
    const other = await submitAndAnalyse('Mattress sale again');
    const [suggestion] = (await detailOf(other)).violations;
    expect((await reviewer.post(`/api/submissions/${other}/violations/${suggestion.id}/dismiss`, { reason: 'An ordinary slogan' })).status).toBe(200);
    const detail = await detailOf(other);
    expect(detail.analysis).toMatchObject({ overallScore: 100, autoApprovalEligible: true });
    expect((await reviewer.post(`/api/submissions/${other}/violations/${suggestion.id}/confirm`)).status).toBe(409);
  });

  it('leaves the rules\' result standing and says so when the model times out, answers nonsense or cannot be reached', async () => {
    await saveSettings(admin, { enabled: true, baseUrl: chat.baseUrl, model: 'test-model', timeoutSeconds: 1 });
    chat.reply = () => ({ ...suggestions([{ policyId, evidence: 'comfiest', explanation: 'x' }]), delayMs: 2500 });
    const slow = await detailOf(await submitAndAnalyse('Slow model'));
    expect(slow.analysis.secondOpinion).toMatchObject({ status: 'timeout', kept: 0 });
    expect(slow.analysis).toMatchObject({ overallScore: 100, autoApprovalEligible: true });
    expect(slow.violations).toEqual([]);

    chat.reply = () => ({ body: '{"choices":[{"message":{"content":"looks fine to me"}}]}' });
    const nonsense = await detailOf(await submitAndAnalyse('Chatty model'));
    expect(nonsense.analysis.secondOpinion).toMatchObject({ status: 'malformed', kept: 0 });
    expect(nonsense.analysis.autoApprovalEligible).toBe(true);

    await saveSettings(admin, { enabled: true, baseUrl: `http://127.0.0.1:${await closedPort()}/v1`, model: 'test-model', timeoutSeconds: 5 });
    const down = await detailOf(await submitAndAnalyse('Model down'));
    expect(down.analysis.secondOpinion).toMatchObject({ status: 'unreachable', detail: 'Connection refused' });
    expect(down.analysis).toMatchObject({ overallScore: 100, autoApprovalEligible: true });
  });

  it('asks no model once switched off', async () => {
    await saveSettings(admin, { enabled: false });
    const before = chat.seen.length;
    const off = await detailOf(await submitAndAnalyse('Model off'));
    expect(chat.seen.length).toBe(before);
    expect(off.analysis.secondOpinion).toMatchObject({ status: 'off', model: null });
  });

  it('confirms only a model\'s suggestion: a rule\'s finding already counts', async () => {
    const res = await sam.post(
      '/api/submissions',
      fileForm({ title: 'Hemp gummies', submitterEmail: 'sam@example.com' }, [{ name: 'copy.txt', bytes: Buffer.from('Our delta-9 THC gummies contain 5% THC by dry weight.') }]),
    );
    await t.drainJobs();
    const hempId = res.json.data.id as string;
    const detail = await detailOf(hempId);
    const rule = detail.violations.find((v: { origin: string; kind: string }) => v.origin === 'rules' && v.kind === 'violation');
    expect(rule).toBeDefined();
    const refused = await reviewer.post(`/api/submissions/${hempId}/violations/${rule.id}/confirm`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('Only a model');
    expect((await detailOf(hempId)).analysis.overallScore).toBe(detail.analysis.overallScore);
  });
});
