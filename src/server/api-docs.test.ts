import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pdfBytes, fileForm } from '../../test/fixtures/sample-files';
import { HttpClient } from '../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../test/helpers/test-app';
import { registerOwner } from '../../test/helpers/users';
import { successEnvelope } from '../domain/api';
import { ZCalendar } from '../domain/calendar';
import { ZPolicy, ZRelevantPolicy } from '../domain/policies';
import { ZSubmission, ZSubmissionDetail, ZSubmissionListQuery } from '../domain/submissions';
import { getCurrentUser } from './features/auth/auth.service';
import { listPolicies } from './features/policies/policies.service';
import { listSubmissions } from './features/submissions/submission-list';
import { getSubmissionDetail } from './features/submissions/submissions.service';
import type { Ctx } from './platform/context';
import { SESSION_COOKIE, resolveSession } from './platform/sessions';

/**
 * GET /api/docs: the OpenAPI document generated from the zod schemas the routes declare. It lists every API
 * route the app registered, and real replies match both the documented schema and the domain's zod schema.
 */

interface TOperation {
  summary?: string;
  'x-access'?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface TDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, TOperation>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

let t: TestApp;
let owner: HttpClient;
let doc: TDocument;
let submissionId: string;

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const operation = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()];

/** The reply validates against the schema the document gives for this operation and status. */
function expectDocumented(method: string, url: string, status: number, body: unknown) {
  const schema = operation(method, url)?.responses[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${url} ${status} documented`).toBeDefined();
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema!);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  const created = await owner.post(
    '/api/submissions',
    fileForm({ title: 'Hemp gummies', submitterEmail: 'ads@example.com', campaignTypes: '["Print"]' }, [
      { name: 'ad.pdf', bytes: pdfBytes('Hemp gummies with 5% THC, buy now'), type: 'application/pdf' },
    ]),
  );
  expect(created.status).toBe(201);
  submissionId = created.json.data.id;
  await t.drainJobs();
  const res = await owner.get('/api/docs');
  expect(res.status).toBe(200);
  doc = res.json as TDocument;
});
afterAll(async () => t?.close());

describe(`API document (${databaseLabel})`, () => {
  it('is for signed-in users only', async () => {
    const res = await new HttpClient(t.baseUrl).get('/api/docs');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('is an OpenAPI 3 document: version, info, paths of operations with responses, the session scheme', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(path).not.toMatch(/:/);
      for (const [method, op] of Object.entries(item)) {
        expect(methods.has(method), `${method} ${path}`).toBe(true);
        expect(op.summary, `${method} ${path} summary`).toBeTruthy();
        expect(Object.keys(op.responses).length, `${method} ${path} responses`).toBeGreaterThan(0);
        for (const response of Object.values(op.responses)) expect(response.description).toEqual(expect.any(String));
        // Every path parameter of the address is described.
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          expect(op.parameters?.some((p) => p.in === 'path' && p.name === name), `${method} ${path} {${name}}`).toBe(true);
        }
      }
    }
  });

  it('lists every registered API route with its method and its access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    const missing = t.app.apiRoutes.filter((route) => !operation(route.method, route.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const route of t.app.apiRoutes) expect(operation(route.method, route.url)['x-access'], `${route.method} ${route.url}`).toBe(route.access);
    const documented = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(documented).toBe(t.app.apiRoutes.length);
  });

  it('describes bodies, queries and the error envelope from the same schemas the routes parse with', () => {
    const login = operation('POST', '/api/login');
    const body = login.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(['username', 'password']);
    expect(body.required).toEqual(['username', 'password']);
    expect(operation('GET', '/api/submissions').parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'cursor', 'q', 'status', 'priority', 'risk']),
    );
    expect(operation('GET', '/api/submissions/:id').responses['4XX'].content?.['application/json'].schema).toMatchObject({
      properties: { success: {}, error: {}, code: {}, fieldErrors: {} },
    });
  });

  it('documents uploads as multipart/form-data with their file fields', () => {
    const create = operation('POST', '/api/submissions').requestBody!.content;
    expect(Object.keys(create)).toEqual(['multipart/form-data']);
    const schema = create['multipart/form-data'].schema as { properties: Record<string, { type?: string; items?: { format?: string } }> };
    expect(schema.properties.title).toBeDefined();
    expect(schema.properties.attachments.items?.format).toBe('binary');
    expect(Object.keys(operation('POST', '/api/policies/extract').requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(operation('POST', '/api/admin/submissions/:submissionId/upload-creative').requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
  });

  it('answers a submission detail, the list and the policies as documented and as the domain schemas say', async () => {
    const detail = await owner.get(`/api/submissions/${submissionId}`);
    expect(detail.status).toBe(200);
    expect(detail.json.data.analysis).not.toBeNull();
    expect(detail.json.data.violations.length).toBeGreaterThan(0);
    expectDocumented('GET', '/api/submissions/:id', 200, detail.json);
    expect(() => successEnvelope(ZSubmissionDetail).parse(detail.json)).not.toThrow();

    const list = await owner.get('/api/submissions?limit=5');
    expectDocumented('GET', '/api/submissions', 200, list.json);
    expect(() => successEnvelope(z.array(ZSubmission)).parse(list.json)).not.toThrow();
    expect(list.json.meta).toMatchObject({ total: 1, nextCursor: null });

    const calendar = await owner.get('/api/calendar?from=2031-03-01&to=2031-03-31');
    expect(calendar.status).toBe(200);
    expectDocumented('GET', '/api/calendar', 200, calendar.json);
    expect(() => successEnvelope(ZCalendar).parse(calendar.json)).not.toThrow();
    expect(operation('GET', '/api/calendar').parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['from', 'to']));

    const policies = await owner.get('/api/policies');
    expectDocumented('GET', '/api/policies', 200, policies.json);
    expect(() => successEnvelope(z.array(ZPolicy)).parse(policies.json)).not.toThrow();

    const relevant = await owner.get(`/api/submissions/${submissionId}/relevant-policies`);
    expect(relevant.json.data.length).toBeGreaterThan(0);
    expectDocumented('GET', '/api/submissions/:id/relevant-policies', 200, relevant.json);
    expect(() => successEnvelope(z.array(ZRelevantPolicy)).parse(relevant.json)).not.toThrow();
  });

  it('sends every field the services return, unchanged: the response schemas leave nothing out', async () => {
    const session = await resolveSession(t.platform.db, owner.cookie(SESSION_COOKIE)!, t.platform.config.session.idleMs);
    const ctx: Ctx = { platform: t.platform, actor: session!.user, ip: null, userAgent: null };
    const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    // Time left until a due time moves with the clock between the two reads: it is compared apart, within seconds.
    const clockless = (value: unknown) => JSON.parse(JSON.stringify(value), (key, v) => (key === 'timeLeftSeconds' ? undefined : v)) as unknown;

    const detail = (await owner.get(`/api/submissions/${submissionId}`)).json.data;
    const served = await getSubmissionDetail(ctx, submissionId);
    expect(clockless(detail)).toEqual(clockless(served));
    expect(Math.abs(detail.submission.timeLeftSeconds - served.submission.timeLeftSeconds!)).toBeLessThanOrEqual(5);
    // A free-form record passes through whole.
    expect(Object.keys(detail.analysis.rawAnalysisData)).toContain('context');

    const list = (await owner.get('/api/submissions?limit=5')).json.data;
    expect(clockless(list)).toEqual(clockless((await listSubmissions(ctx, ZSubmissionListQuery.parse({ limit: '5' }))).items));
    expect(list[0]).toHaveProperty('timeLeftSeconds');

    expect((await owner.get('/api/policies')).json.data).toEqual(asJson(await listPolicies(ctx)));
    expect((await owner.get('/api/user')).json.data).toEqual(asJson(await getCurrentUser(ctx)));
  });
});
