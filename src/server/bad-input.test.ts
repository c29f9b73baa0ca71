import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../test/fixtures/sample-files';
import { HttpClient } from '../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../test/helpers/users';
import type { ApiRoute } from './platform/http';
import { SESSION_COOKIE } from './platform/sessions';

/**
 * Hostile and broken input against every API route, as a superadmin (the role that reaches the most
 * code): malformed JSON, wrong types, oversized bodies, traversal and injection strings in fields and
 * path parameters, forged session cookies and cross-site requests. The server answers each with a 4xx
 * (or a harmless success), never a 500, and a refused request changes no row in any table. The JSON
 * routes come from the app's own route list, so a new route fails this file until it is described here.
 */

const ZERO = '00000000-0000-4000-8000-000000000000';

const INJECTIONS = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  "' OR '1'='1' --",
  "'; DROP TABLE submissions; --",
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '\u202egnp.exe',
];

// The same in a URL: percent-encoded, plus byte sequences that are not UTF-8 at all.
const URL_INJECTIONS = [
  ...INJECTIONS.filter((v) => !/[\ud800-\udfff]/.test(v)).map(encodeURIComponent),
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '%',
  '.%2e',
];

// Strings where a string is expected become numbers, arrays, objects and booleans; lists become scalars.
const NOT_A_STRING = [123, ['a'], { a: 'b' }, true];
const NOT_A_LIST = ['a', 123, { a: 'b' }];

interface JsonRoute {
  /** The concrete path, from the ids created in beforeAll. */
  path: () => string;
  /** A well-formed body; fresh values on each call where uniqueness matters. */
  body: () => Record<string, unknown>;
  strings?: string[];
  lists?: string[];
  /** Fields of other types, with values of the wrong type for them. */
  others?: Record<string, unknown[]>;
  /** A refusal here legitimately writes rows (e.g. a failed sign-in is recorded): the tables allowed to grow. */
  refusalWrites?: string[];
}

let t: TestApp;
let owner: HttpClient;
let submissionId: string;
let standardUserId: string;
let policyId: string;
let serial = 0;
const next = () => ++serial;

const policyBody = () => ({
  title: 'House rule',
  category: 'General Standards',
  description: 'No shouting in ads.',
  requirements: ['Be calm'],
  keywords: ['shout'],
  riskLevel: 'low',
  reference: 'House style 1.2',
});
const emailSettingBody = () => ({
  settingKey: 'escalation_emails',
  settingType: 'multiple_emails',
  emailAddresses: ['desk@example.com'],
  description: 'Escalations',
  isActive: true,
});
const trackDecision = () => ({ status: 'approved', resolutionNotes: 'Fine', feedbackForSubmitter: 'Thanks' });

const JSON_ROUTES: Record<string, JsonRoute> = {
  'POST /api/register': {
    path: () => '/api/register',
    body: () => ({ username: `reg${next()}`, password: 'reg-pass-phrase-1', email: `reg${serial}@example.com` }),
    strings: ['username', 'password', 'email', 'role'],
  },
  'POST /api/login': {
    path: () => '/api/login',
    // A fresh unknown name each time keeps the per-username throttle out of the way.
    body: () => ({ username: `ghost${next()}`, password: 'not-the-password' }),
    strings: ['username', 'password'],
    refusalWrites: ['login_records', 'login_throttles'],
  },
  'POST /api/logout': { path: () => '/api/logout', body: () => ({}) },
  'POST /api/change-password': {
    path: () => '/api/change-password',
    body: () => ({ currentPassword: 'wrong-current', newPassword: 'new-pass-123' }),
    strings: ['currentPassword', 'newPassword'],
  },
  'POST /api/forgot-password': {
    path: () => '/api/forgot-password',
    body: () => ({ email: 'nobody@example.com' }),
    strings: ['email'],
  },
  'POST /api/reset-password/check': { path: () => '/api/reset-password/check', body: () => ({ token: 'no-such-token' }), strings: ['token'] },
  'POST /api/reset-password': {
    path: () => '/api/reset-password',
    body: () => ({ token: 'no-such-token', newPassword: 'new-pass-123' }),
    strings: ['token', 'newPassword'],
  },
  'POST /api/verify-email': { path: () => '/api/verify-email', body: () => ({ token: 'no-such-token' }), strings: ['token'] },
  'POST /api/user/email/verification': { path: () => '/api/user/email/verification', body: () => ({}) },
  'POST /api/user/email': {
    path: () => '/api/user/email',
    body: () => ({ email: `owner${next()}@example.com`, currentPassword: 'wrong-current' }),
    strings: ['email', 'currentPassword'],
  },
  'POST /api/admin/users': {
    path: () => '/api/admin/users',
    body: () => ({ username: `made${next()}`, password: 'made-pass-phrase-1', email: `made${serial}@example.com`, role: 'standard' }),
    strings: ['username', 'password', 'email', 'role'],
  },
  'PATCH /api/admin/users/:id/role': {
    path: () => `/api/admin/users/${standardUserId}/role`,
    body: () => ({ role: 'reviewer' }),
    strings: ['role'],
  },
  'PATCH /api/admin/users/:id/roles': {
    path: () => `/api/admin/users/${standardUserId}/roles`,
    body: () => ({ roles: ['reviewer'] }),
    lists: ['roles'],
  },
  'POST /api/admin/approve-user': { path: () => '/api/admin/approve-user', body: () => ({ userId: ZERO, role: 'standard' }), strings: ['userId', 'role'] },
  'POST /api/admin/reject-user': { path: () => '/api/admin/reject-user', body: () => ({ userId: ZERO, reason: 'No' }), strings: ['userId', 'reason'] },
  'POST /api/files/preview-token': {
    path: () => '/api/files/preview-token',
    body: () => ({ submissionId, filename: 'missing.png' }),
    strings: ['submissionId', 'filename'],
  },
  'POST /api/submissions/:id/export': { path: () => `/api/submissions/${submissionId}/export`, body: () => ({}) },
  'POST /api/submissions/:id/violations/:violationId/dismiss': {
    path: () => `/api/submissions/${submissionId}/violations/${ZERO}/dismiss`,
    body: () => ({ reason: 'Not applicable' }),
    strings: ['reason'],
  },
  'POST /api/submissions/:id/violations/:violationId/confirm': {
    path: () => `/api/submissions/${submissionId}/violations/${ZERO}/confirm`,
    body: () => ({}),
  },
  'POST /api/submissions/:id/reanalyze': { path: () => `/api/submissions/${submissionId}/reanalyze`, body: () => ({}) },
  'POST /api/submissions/:id/legal-review-approve': {
    path: () => `/api/submissions/${submissionId}/legal-review-approve`,
    body: () => ({ feedback: 'Looks fine' }),
    strings: ['feedback'],
  },
  'POST /api/submissions/:id/:action': {
    path: () => `/api/submissions/${submissionId}/approve`,
    body: () => ({ reviewerNotes: 'Notes', reviewerSuggestions: 'Suggestions' }),
    strings: ['reviewerNotes', 'reviewerSuggestions'],
  },
  'POST /api/submissions/:id/annotations': {
    path: () => `/api/submissions/${submissionId}/annotations`,
    body: () => ({ body: 'Look here', anchor: { kind: 'none' }, visibleToSubmitter: false }),
    strings: ['body', 'attachmentId'],
    others: {
      visibleToSubmitter: ['yes', 1, [], {}],
      version: ['one', 0, 1.5, [], {}],
      page: ['one', 0, [], {}],
      anchor: ['point', 1, [], {}, { kind: 'circle' }, { kind: 'point', x: 'a', y: 0 }, { kind: 'span', start: -1, end: 2 }],
    },
  },
  'POST /api/submissions/:id/annotations/:annotationId/replies': {
    path: () => `/api/submissions/${submissionId}/annotations/${ZERO}/replies`,
    body: () => ({ body: 'Thanks' }),
    strings: ['body'],
  },
  'POST /api/submissions/:id/annotations/:annotationId/resolve': {
    path: () => `/api/submissions/${submissionId}/annotations/${ZERO}/resolve`,
    body: () => ({}),
  },
  'POST /api/submissions/:id/annotations/:annotationId/reopen': {
    path: () => `/api/submissions/${submissionId}/annotations/${ZERO}/reopen`,
    body: () => ({}),
  },
  'PATCH /api/submissions/:id/annotations/:annotationId': {
    path: () => `/api/submissions/${submissionId}/annotations/${ZERO}`,
    body: () => ({ visibleToSubmitter: true }),
    others: { visibleToSubmitter: ['yes', 1, [], {}, null] },
  },
  'POST /api/escalations': {
    path: () => '/api/escalations',
    body: () => ({ submissionId, trackType: 'creative', escalationReason: 'Please look' }),
    strings: ['submissionId', 'trackType', 'escalationReason'],
  },
  'PATCH /api/escalations/:trackId/status': {
    path: () => `/api/escalations/${ZERO}/status`,
    body: trackDecision,
    strings: ['status', 'resolutionNotes', 'feedbackForSubmitter'],
  },
  'PUT /api/escalations/:trackId/status': {
    path: () => `/api/escalations/${ZERO}/status`,
    body: trackDecision,
    strings: ['status', 'resolutionNotes', 'feedbackForSubmitter'],
  },
  'POST /api/escalations/:trackId/override': {
    path: () => `/api/escalations/${ZERO}/override`,
    body: () => ({ overrideDecision: 'approved', overrideReason: 'Because' }),
    strings: ['overrideDecision', 'overrideReason'],
  },
  'POST /api/email-settings': {
    path: () => '/api/email-settings',
    body: emailSettingBody,
    strings: ['settingKey', 'settingType', 'description'],
    lists: ['emailAddresses'],
    others: { isActive: ['yes', 1, []] },
  },
  'PUT /api/email-settings/:settingKey': {
    path: () => '/api/email-settings/escalation_emails',
    body: emailSettingBody,
    strings: ['settingKey', 'settingType', 'description'],
    lists: ['emailAddresses'],
    others: { isActive: ['yes', 1, []] },
  },
  'POST /api/test-email': { path: () => '/api/test-email', body: () => ({ to: 'desk@example.com', subject: 'Hello' }), strings: ['to', 'subject'] },
  'POST /api/policies': {
    path: () => '/api/policies',
    body: () => ({ ...policyBody(), sourceType: 'manual' }),
    strings: ['title', 'category', 'description', 'riskLevel', 'reference', 'sourceType'],
    lists: ['requirements', 'keywords'],
  },
  'PUT /api/policies/:id': {
    path: () => `/api/policies/${policyId}`,
    body: () => ({ ...policyBody(), reason: 'Clarified' }),
    strings: ['title', 'category', 'description', 'riskLevel', 'reference', 'reason'],
    lists: ['requirements', 'keywords'],
  },
  'POST /api/email-processing/gmail': {
    path: () => '/api/email-processing/gmail',
    body: () => ({ gmailMessageId: `msg-${next()}`, fromAddress: 'ads@example.com', subject: 'Hello', bodyContent: 'Nothing to see', attachments: [] }),
    strings: ['gmailMessageId', 'fromAddress', 'subject', 'bodyContent'],
    lists: ['attachments'],
  },
  'POST /api/mailbox/start': { path: () => '/api/mailbox/start', body: () => ({}) },
  'POST /api/mailbox/stop': { path: () => '/api/mailbox/stop', body: () => ({}) },
  'PUT /api/mailbox/config': {
    // A loopback address: nothing here connects, and nothing should ever leave the machine.
    path: () => '/api/mailbox/config',
    body: () => ({ host: '127.0.0.1', port: 1, secure: false, user: 'desk', mailbox: 'INBOX', authMethod: 'password', password: 'secret' }),
    strings: ['host', 'user', 'mailbox', 'authMethod', 'password'],
    others: { port: ['one', [], {}], secure: ['yes', 1] },
  },
  'PUT /api/settings/second-opinion': {
    // Off and without an address: nothing here asks a model, and nothing should ever leave the machine.
    path: () => '/api/settings/second-opinion',
    body: () => ({ enabled: false, baseUrl: null, model: 'test-model', timeoutSeconds: 20 }),
    strings: ['baseUrl', 'model', 'apiKey'],
    others: { enabled: ['yes', 1], timeoutSeconds: ['ten', [], {}, 0, 121] },
  },
  'PUT /api/settings/reminders': {
    path: () => '/api/settings/reminders',
    body: () => ({ dueSoonHours: 4, dueSoonEnabled: true, overdueEnabled: true, digestEnabled: false, digestHour: 8 }),
    others: {
      dueSoonHours: ['four', [], {}, 0, 1.5, 169],
      dueSoonEnabled: ['yes', 1],
      overdueEnabled: ['no', null],
      digestEnabled: ['on', {}],
      digestHour: ['eight', -1, 24, 7.5],
    },
  },
  'PUT /api/user/notification-preferences': {
    path: () => '/api/user/notification-preferences',
    body: () => ({ dueSoon: null, overdue: true, digest: false }),
    others: { dueSoon: ['off', 0, []], overdue: ['on', {}], digest: ['yes', 1] },
  },
  'PUT /api/settings/due-rules': {
    path: () => '/api/settings/due-rules',
    body: () => ({
      timeZone: 'America/Chicago',
      workdays: [1, 2, 3, 4, 5],
      dayStart: '09:00',
      dayEnd: '17:00',
      holidays: [],
      leadBusinessHours: 24,
      turnaroundBusinessHours: 16,
      trackTurnaroundBusinessHours: 8,
      categoryLeadHours: [],
    }),
    strings: ['timeZone', 'dayStart', 'dayEnd'],
    others: { workdays: ['weekdays', {}, [0], [8]], holidays: ['2026-12-25', ['Christmas']], leadBusinessHours: ['ten', [], {}, -1] },
  },
  'POST /api/submissions/:id/assign': { path: () => `/api/submissions/${submissionId}/assign`, body: () => ({ userId: null }), others: { userId: [1, [], {}, 'nobody'] } },
  'POST /api/escalations/:trackId/assign': { path: () => `/api/escalations/${ZERO}/assign`, body: () => ({ userId: null }), others: { userId: [1, [], {}, 'nobody'] } },
  'POST /api/mailbox/import': { path: () => '/api/mailbox/import', body: () => ({ days: 7 }), others: { days: ['seven', [], {}, 8] } },
};

// Form uploads: their own checks, but they too must refuse a JSON body and a cross-site post.
const MULTIPART_ROUTES: Record<string, () => string> = {
  'POST /api/submissions': () => '/api/submissions',
  'POST /api/admin/submissions/:submissionId/upload-creative': () => `/api/admin/submissions/${submissionId}/upload-creative`,
  'POST /api/submissions/:id/revisions': () => `/api/submissions/${submissionId}/revisions`,
  'POST /api/policies/extract': () => '/api/policies/extract',
};

let forwardedFor = 0;
/**
 * One request as the signed-in owner, with a raw body. Each comes from its own forwarded address
 * (TRUST_PROXY is on), so the per-IP throttles of the anonymous endpoints never hide the real answer.
 */
async function call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  forwardedFor++;
  lastCounts = null;
  const res = await fetch(t.baseUrl + path, {
    method,
    headers: {
      cookie: owner.cookieHeader,
      'x-forwarded-for': `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text, contentType: res.headers.get('content-type') ?? '' };
}

/** Rows in every table of the app and in the job queue. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await t.platform.database.executeSql(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.map((r) => String(r.name)).filter((n) => !n.startsWith('__'));
  const parts = [...names.map((n) => `select '${n}' as name, count(*)::int as n from public."${n}"`), `select 'pgboss.job', count(*)::int from pgboss.job`];
  const { rows } = await t.platform.database.executeSql(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.n)]));
}

/** Tables whose row count differs, ignoring those a refusal of this route may write to. */
function changedTables(before: Record<string, number>, after: Record<string, number>, allowed: string[] = []): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => !allowed.includes(k) && before[k] !== after[k]);
}

// Counts after the last probe, reused as the next probe's 'before' while no other request came between.
let lastCounts: Record<string, number> | null = null;

/** Send, then check: never a 500; a refusal (4xx) changed nothing; returns the status for stricter checks. */
async function probe(
  problems: string[],
  label: string,
  send: () => Promise<{ status: number; text: string }>,
  allowedWrites: string[] = [],
): Promise<number> {
  const before = lastCounts ?? (await rowCounts());
  const res = await send();
  const after = await rowCounts();
  lastCounts = after;
  if (res.status >= 500) problems.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
  if (res.status >= 400) {
    const changed = changedTables(before, after, allowedWrites);
    if (changed.length) problems.push(`${label}: refused with ${res.status} but changed ${changed.join(', ')}`);
  }
  return res.status;
}

/** Run a batch of requests that must all be refused, and check that together they changed no table. */
async function expectNothingWritten(run: () => Promise<void>, allowed: string[] = []) {
  const before = await rowCounts();
  await run();
  expect(changedTables(before, await rowCounts(), allowed)).toEqual([]);
}

// A refused (403) request is a security event: its audit entry is the only write it may cause.
const SECURITY_EVENT_TABLES = ['audit_entries', 'audit_tallies'];

const routeKey = (r: ApiRoute) => `${r.method} ${r.url}`;
const stateChanging = (r: ApiRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
const jsonRouteEntries = () => Object.entries(JSON_ROUTES);

function withParams(url: string): string {
  return url
    .replace(':submissionId', submissionId)
    .replace(':id', submissionId)
    .replace(':violationId', ZERO)
    .replace(':annotationId', ZERO)
    .replace(':trackId', ZERO)
    .replace(':action', 'approve')
    .replace(':originalFilename', 'missing.png')
    .replace(':file', `${ZERO}.png`)
    .replace(':token', 'no-such-token')
    .replace(':settingKey', 'escalation_emails')
    .replace(':messageId', 'no-such-message')
    .replace(':jobId', ZERO);
}

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  owner = await registerOwner(t);
  standardUserId = (await signInAs(t, 'plain', ['standard'])).id;
  const created = await owner.post('/api/submissions', fileForm({ title: 'Target', submitterEmail: 'desk@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]));
  submissionId = created.json.data.id;
  const policy = await owner.post('/api/policies', policyBody());
  policyId = policy.json.data.id;
});
afterAll(async () => t?.close());

// Each test walks every route with many payloads: minutes on a busy 2-core machine, not the API suite's 30 s.
describe(`bad input never breaks the server (${databaseLabel})`, { timeout: 180_000 }, () => {
  it('describes every JSON state-changing route of the app', () => {
    const routes = t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const undescribed = routes.map(routeKey).filter((k) => !(k in JSON_ROUTES) && !(k in MULTIPART_ROUTES));
    expect(undescribed).toEqual([]);
    const gone = [...Object.keys(JSON_ROUTES), ...Object.keys(MULTIPART_ROUTES)].filter((k) => !routes.some((r) => routeKey(r) === k));
    expect(gone).toEqual([]);
    expect(Object.keys(JSON_ROUTES).length).toBeGreaterThan(30);
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const problems: string[] = [];
    const broken = ['{"title":', '{bad json}', "{'single': 'quotes'}", '{"a": 1,}', '[1, 2', '{"__proto__": {"admin": true}}', 'undefined', '\u0000', ''];
    await expectNothingWritten(async () => {
      for (const [key, route] of jsonRouteEntries()) {
        for (const raw of broken) {
          const res = await call(key.split(' ')[0], route.path(), raw);
          if (res.status !== 400) problems.push(`${key} ${JSON.stringify(raw)}: ${res.status}, expected 400`);
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it('answers wrong types with 400 and changes nothing', async () => {
    const problems: string[] = [];
    for (const [key, route] of jsonRouteEntries()) {
      const method = key.split(' ')[0];
      const cases: [string, string][] = [];
      const add = (label: string, body: unknown) => cases.push([label, JSON.stringify(body)]);
      for (const field of route.strings ?? []) for (const v of NOT_A_STRING) add(`${field}=${JSON.stringify(v)}`, { ...route.body(), [field]: v });
      for (const field of route.lists ?? []) for (const v of NOT_A_LIST) add(`${field}=${JSON.stringify(v)}`, { ...route.body(), [field]: v });
      for (const [field, values] of Object.entries(route.others ?? {})) for (const v of values) add(`${field}=${JSON.stringify(v)}`, { ...route.body(), [field]: v });
      // A whole body of the wrong shape, for every route that reads one.
      if (route.strings || route.lists || route.others) {
        for (const v of [[], 'text', 42, true]) add(`body=${JSON.stringify(v)}`, v);
        cases.push(['body nested 50000 deep', '['.repeat(50_000) + ']'.repeat(50_000)]);
      }
      await expectNothingWritten(async () => {
        for (const [label, body] of cases) {
          const res = await call(method, route.path(), body);
          if (res.status !== 400) problems.push(`${key} ${label}: ${res.status}, expected 400`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('refuses a 2 MB JSON body with 413 and changes nothing', async () => {
    const problems: string[] = [];
    const big = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) });
    await expectNothingWritten(async () => {
      for (const [key, route] of jsonRouteEntries()) {
        // Mailbox intake carries attachments inline and takes up to 60 MB by design; it refuses bad content instead.
        const expected = key === 'POST /api/email-processing/gmail' ? 400 : 413;
        const res = await call(key.split(' ')[0], route.path(), big);
        if (res.status !== expected) problems.push(`${key} 2 MB: ${res.status}, expected ${expected}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('takes traversal and injection strings in any field as data: a 4xx or a harmless success, never a 500', async () => {
    const problems: string[] = [];
    for (const [key, route] of jsonRouteEntries()) {
      const method = key.split(' ')[0];
      for (const field of route.strings ?? []) {
        for (const value of INJECTIONS) {
          await probe(problems, `${key} ${field}=${JSON.stringify(value)}`, () => call(method, route.path(), JSON.stringify({ ...route.body(), [field]: value })), route.refusalWrites);
        }
      }
      for (const field of route.lists ?? []) {
        await probe(problems, `${key} ${field}=[injections]`, () => call(method, route.path(), JSON.stringify({ ...route.body(), [field]: INJECTIONS })), route.refusalWrites);
      }
    }
    expect(problems).toEqual([]);
    // The injected SQL was data: the tables are all still there.
    expect((await owner.get('/api/submissions/stats')).json.data.total).toBeGreaterThan(0);
  });

  it('takes traversal and injection strings in path parameters and queries, never a 500', async () => {
    const problems: string[] = [];
    const withParamsRoutes = t.app.apiRoutes.filter((r) => r.url.includes(':'));
    for (const route of withParamsRoutes) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const param of params) {
        for (const value of URL_INJECTIONS) {
          const url = withParams(route.url.replace(`:${param}`, value));
          const body = stateChanging(route) ? '{}' : undefined;
          const status = await probe(problems, `${routeKey(route)} ${param}=${value}`, () => call(route.method, url, body));
          // A lookup by an odd but harmless key may answer 200 with nothing found; a change must be refused.
          if (status < 400 && stateChanging(route)) problems.push(`${routeKey(route)} ${param}=${value}: ${status}, expected a refusal`);
        }
      }
    }
    const queries = [
      '/api/submissions?limit=abc',
      '/api/submissions?limit=-1',
      '/api/submissions?limit=100000',
      '/api/submissions?cursor=not-a-cursor',
      `/api/submissions?cursor=${Buffer.from("2024-01-01T00:00:00Z|' or 1=1 --").toString('base64url')}`,
      '/api/submissions?status=pending&status=approved',
      '/api/submissions?status[]=pending',
      `/api/submissions?q=${encodeURIComponent("' OR 1=1 --")}`,
      `/api/submissions?q=${encodeURIComponent('100%_\\')}`,
      '/api/submissions?q=%00',
      '/api/submissions?q=%C0%AF',
      '/api/calendar',
      '/api/calendar?from=abc&to=%00',
      '/api/calendar?from=2031-01-01&to=2031-12-31',
      `/api/calendar?from=${encodeURIComponent("2031-01-01' or 1=1 --")}&to=2031-01-02`,
      '/api/calendar?from[]=2031-01-01&to=2031-01-02',
      '/api/calendar?from=2031-01-01&from=2031-01-02&to=2031-01-03',
      '/api/audit?limit=abc',
      '/api/audit?action=%00',
      `/api/audit?q=${encodeURIComponent("'; drop table audit_entries; --")}`,
      '/api/escalations?submissionId=%00',
      `/api/submissions/${submissionId}/annotations?version=abc`,
      `/api/submissions/${submissionId}/annotations?version=%00`,
      `/api/admin/users/${standardUserId}/login-history?limit=%00`,
      '/api/admin/outbox?cursor=%00',
      '/api/analytics/turnaround?from=%00',
      `/api/analytics/turnaround?from=${encodeURIComponent("2026-01-01' or 1=1 --")}`,
      '/api/analytics/turnaround?from=2026-02-30',
      '/api/analytics/turnaround?from=2026-03-31&to=2026-03-01',
      '/api/analytics/turnaround?from=0001-01-01&to=9999-12-31',
      '/api/analytics/turnaround?to[]=2026-01-01',
    ];
    for (const url of queries) await probe(problems, `GET ${url}`, () => call('GET', url));
    expect(problems).toEqual([]);
  });

  it('refuses forged, tampered and oversized session cookies with 401 on every signed-in route', async () => {
    const real = owner.cookie(SESSION_COOKIE)!;
    const flipped = (real[0] === 'A' ? 'B' : 'A') + real.slice(1);
    const forged = [flipped, real.slice(0, -1), `${real}x`, 'forged', 'x'.repeat(4000), '%00', encodeURIComponent("' OR 1=1 --"), real.split('').reverse().join('')];
    const problems: string[] = [];
    const attempt = async (route: ApiRoute, value: string) => {
      const res = await call(route.method, withParams(route.url), stateChanging(route) ? '{}' : undefined, { cookie: `${SESSION_COOKIE}=${value}` });
      if (res.status !== 401) problems.push(`${routeKey(route)} with cookie ${value.slice(0, 20)}: ${res.status}, expected 401`);
    };
    await expectNothingWritten(async () => {
      // Every kind of forgery on a read and a write; the most plausible one (one character changed) on every route.
      for (const route of t.app.apiRoutes.filter((r) => ['GET /api/user', 'POST /api/change-password'].includes(routeKey(r)))) {
        for (const value of forged) await attempt(route, value);
      }
      for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) await attempt(route, flipped);
    });
    expect(problems).toEqual([]);
    // The real one still works.
    expect((await owner.get('/api/user')).status).toBe(200);
  });

  it('refuses every state change sent from another site with 403 CROSS_SITE_REQUEST and changes nothing', async () => {
    const problems: string[] = [];
    const crossSite: Record<string, string>[] = [{ origin: 'http://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://127.0.0.1.evil.example' }];
    for (const route of t.app.apiRoutes.filter(stateChanging)) {
      const key = routeKey(route);
      const json = JSON_ROUTES[key];
      const url = json ? json.path() : MULTIPART_ROUTES[key]?.() ?? withParams(route.url);
      await expectNothingWritten(async () => {
        for (const headers of crossSite) {
          const res = await call(route.method, url, JSON.stringify(json ? json.body() : {}), headers);
          if (res.status !== 403 || res.json?.code !== 'CROSS_SITE_REQUEST') problems.push(`${key} ${JSON.stringify(headers)}: ${res.status} ${res.json?.code}`);
        }
      }, SECURITY_EVENT_TABLES);
    }
    expect(problems).toEqual([]);
  });

  it('refuses JSON and broken forms on the upload routes without writing anything', async () => {
    const problems: string[] = [];
    for (const [key, path] of Object.entries(MULTIPART_ROUTES)) {
      const status = await probe(problems, `${key} JSON`, () => call('POST', path(), JSON.stringify({ title: 'x' })));
      if (status !== 415) problems.push(`${key} JSON: ${status}, expected 415`);
      const cutShort = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated';
      const forms: [string, string, string][] = [
        ['cut short', cutShort, 'multipart/form-data; boundary=b'],
        ['no boundary', cutShort, 'multipart/form-data'],
        ['another boundary', cutShort.replace('--b', '--c') + '\r\n--c--\r\n', 'multipart/form-data; boundary=b'],
        ['garbled part header', '--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
      ];
      for (const [label, body, type] of forms) {
        const status = await probe(problems, `${key} ${label}`, () => call('POST', path(), body, { 'content-type': type }));
        if (status < 400) problems.push(`${key} ${label}: ${status}, expected a refusal`);
      }
    }
    for (const value of INJECTIONS) {
      const form = fileForm({ title: 'Injected', submitterEmail: 'desk@example.com', submitterName: value, description: value, runDate: value, campaignTypes: value, landingPageUrl: value }, [
        { name: 'a.png', bytes: PNG_BYTES },
      ]);
      await probe(problems, `POST /api/submissions fields=${JSON.stringify(value)}`, async () => {
        const res = await owner.post('/api/submissions', form, { 'x-forwarded-for': '10.200.0.1' });
        return { status: res.status, text: res.text };
      });
    }
    expect(problems).toEqual([]);
  });

  it('returns HTML in a submission title as plain text in JSON, never rendered', async () => {
    const title = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const created = await owner.post('/api/submissions', fileForm({ title, submitterEmail: 'desk@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]));
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    for (const path of [`/api/submissions/${id}`, `/api/submissions?q=${encodeURIComponent('<script>')}`]) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      expect(res.contentType).toMatch(/^application\/json/);
      const found = path.includes('?') ? res.json.data[0].title : res.json.data.submission.title;
      expect(found).toBe(title);
    }
    // The audit trail keeps it as text too, and nothing outside /api renders it.
    const audit = await call('GET', '/api/audit?limit=5');
    expect(audit.contentType).toMatch(/^application\/json/);
    expect(audit.json.data.some((e: { summary: string }) => e.summary.includes(title))).toBe(true);
    const page = await call('GET', `/review/${id}`);
    expect(page.text).not.toContain('<script>alert');
  });
});
