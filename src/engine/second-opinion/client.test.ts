import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, completion, startChatServer, suggestions } from '../../../test/helpers/chat-completions-server';
import { analyzeCreative } from '../analyze';
import { metadata } from '../rules/test-helpers';
import { askSecondOpinion, extractJsonObject } from './client';
import type { TLibraryPolicy, TSecondOpinionRequest } from './types';

const POLICIES: TLibraryPolicy[] = [
  { id: 'p_truth', title: 'Truthful Advertising', description: 'No deceptive claims.', reference: 'FTC Act section 5', riskLevel: 'high' },
];
const TEXT = 'Lakeside Furniture spring sale. Our mattresses are the only ones doctors trust.';
const GOOD = { policyId: 'p_truth', evidence: 'the only ones doctors trust', explanation: 'An endorsement claim without support.' };

let server: Awaited<ReturnType<typeof startChatServer>>;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

const request = (over: Partial<TSecondOpinionRequest['endpoint']> = {}): TSecondOpinionRequest => ({
  endpoint: { baseUrl: server.baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: 2000, ...over },
  policies: POLICIES,
});
const ask = (over: Partial<TSecondOpinionRequest['endpoint']> = {}) => askSecondOpinion(request(over), { text: TEXT, ruleFindings: [] });

describe('the second-opinion client, against a chat-completions server on 127.0.0.1', () => {
  it('posts the model, the policies and the text, in JSON mode with the key, and keeps a valid suggestion', async () => {
    server.reply = () => suggestions([GOOD]);
    const before = server.seen.length;
    const outcome = await ask();
    expect(outcome).toMatchObject({ status: 'ok', model: 'test-model', detail: null, dropped: [] });
    expect(outcome.suggestions).toEqual([expect.objectContaining({ policyId: 'p_truth', origin: 'model', affectedContent: 'the only ones doctors trust' })]);
    const seen = server.seen[before];
    expect(seen.path).toBe('/v1/chat/completions');
    expect(seen.authorization).toBe('Bearer sk-test');
    expect(seen.body.model).toBe('test-model');
    expect(seen.body.response_format).toEqual({ type: 'json_object' });
    const prompt = seen.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('p_truth: Truthful Advertising');
    expect(prompt).toContain(TEXT);
  });

  it('sends no authorization header without a key, and reads JSON wrapped in a code fence', async () => {
    server.reply = () => completion(`Here you are:\n\`\`\`json\n${JSON.stringify({ suggestions: [GOOD] })}\n\`\`\``);
    const before = server.seen.length;
    const outcome = await ask({ apiKey: null });
    expect(server.seen[before].authorization).toBeNull();
    expect(outcome.status).toBe('ok');
    expect(outcome.suggestions).toHaveLength(1);
  });

  it('drops a hallucinated policy and evidence the ad does not contain, and says so', async () => {
    server.reply = () =>
      suggestions([
        { policyId: 'p_made_up', evidence: 'the only ones doctors trust', explanation: 'x' },
        { policyId: 'p_truth', evidence: 'cures back pain in a week', explanation: 'x' },
      ]);
    const outcome = await ask();
    expect(outcome.status).toBe('ok');
    expect(outcome.suggestions).toEqual([]);
    expect(outcome.dropped.map((d) => d.reason)).toEqual(['unknown_policy', 'evidence_not_found']);
  });

  it('reports malformed output: content that is not JSON, JSON of the wrong shape, a body outside the protocol', async () => {
    server.reply = () => completion('I think the ad is fine, {not json');
    expect(await ask()).toMatchObject({ status: 'malformed', suggestions: [] });
    server.reply = () => completion(JSON.stringify({ findings: [GOOD] }));
    expect(await ask()).toMatchObject({ status: 'malformed', suggestions: [] });
    server.reply = () => ({ body: '<html>gateway</html>' });
    expect(await ask()).toMatchObject({ status: 'malformed', suggestions: [] });
  });

  it('asks again without JSON mode when the server refuses it', async () => {
    server.reply = (req) => (req.body.response_format ? { status: 400, body: '{"error":"response_format is not supported"}' } : suggestions([GOOD]));
    const before = server.seen.length;
    const outcome = await ask();
    expect(outcome.status).toBe('ok');
    expect(server.seen.slice(before).map((s) => s.body.response_format ?? null)).toEqual([{ type: 'json_object' }, null]);
  });

  it('times out on a slow answer, within the timeout', async () => {
    server.reply = () => ({ ...suggestions([GOOD]), delayMs: 3000 });
    const started = Date.now();
    const outcome = await ask({ timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcome).toMatchObject({ status: 'timeout', suggestions: [], detail: 'No answer within 0.3 s' });
  });

  it('reports an endpoint that refuses the connection or answers an HTTP error as unreachable', async () => {
    const port = await closedPort();
    expect(await ask({ baseUrl: `http://127.0.0.1:${port}/v1` })).toMatchObject({ status: 'unreachable', detail: 'Connection refused', suggestions: [] });
    server.reply = () => ({ status: 401, body: '{"error":"bad key"}' });
    expect(await ask()).toMatchObject({ status: 'unreachable', detail: 'The model server answered HTTP 401' });
  });
});

describe('extractJsonObject', () => {
  it('reads a bare object, a fenced one and one with prose around it, and refuses none at all', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('```\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJsonObject('Sure! {"a":3} Hope this helps.')).toEqual({ a: 3 });
    expect(() => extractJsonObject('no')).toThrow();
  });
});

describe('analyzeCreative with a second opinion', () => {
  const files = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from(TEXT) }];

  it('records it as off when none is asked for, and the score is the rules\' alone', async () => {
    const analysis = await analyzeCreative({ files, metadata: metadata() });
    expect(analysis.secondOpinion).toMatchObject({ status: 'off', model: null, suggestions: [] });
    expect(analysis.findings.filter((f) => f.origin === 'model')).toEqual([]);
    expect(analysis.score.overallScore).toBe(100);
  });

  it('adds a kept suggestion as a model finding that costs nothing but blocks auto-approval', async () => {
    server.reply = () => suggestions([GOOD]);
    const analysis = await analyzeCreative({ files, metadata: metadata(), secondOpinion: request() });
    expect(analysis.secondOpinion.status).toBe('ok');
    expect(analysis.findings.filter((f) => f.origin === 'model')).toHaveLength(1);
    expect(analysis.score).toMatchObject({ overallScore: 100, recommendation: 'approve', autoApprovalEligible: false });
  });

  it('leaves the rules\' result standing when the model times out, and says so', async () => {
    server.reply = () => ({ ...suggestions([GOOD]), delayMs: 3000 });
    const analysis = await analyzeCreative({ files, metadata: metadata(), secondOpinion: request({ timeoutMs: 200 }) });
    expect(analysis.secondOpinion).toMatchObject({ status: 'timeout', suggestions: [] });
    const rulesAlone = await analyzeCreative({ files, metadata: metadata() });
    expect(analysis.findings).toEqual(rulesAlone.findings);
    expect(analysis.score).toEqual(rulesAlone.score);
  });
});
