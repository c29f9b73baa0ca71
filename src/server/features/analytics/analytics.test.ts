import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { submissions } from '../../db/schema';

let t: TestApp;
let admin: HttpClient;
let sam: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
});
afterAll(async () => t?.close());

describe(`analytics (${databaseLabel})`, () => {
  it('reports zeros and no averages before anything is submitted', async () => {
    const res = await admin.get('/api/analytics/summary');
    expect(res.json.data).toMatchObject({ total: 0, approvalRate: 0, averageScore: null, medianHoursToDecision: null, overTime: [] });
  });

  it('aggregates counts, rates, distributions and decision times in SQL', async () => {
    const ids: string[] = [];
    for (const [title, client] of [['A', sam], ['B', sam], ['C', admin], ['D', admin]] as const) {
      const res = await client.post('/api/submissions', fileForm({ title, submitterEmail: client === sam ? 'sam@example.com' : 'desk@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]));
      ids.push(res.json.data.id);
    }
    const hour = 60 * 60 * 1000;
    const set = (id: string, values: Partial<typeof submissions.$inferInsert>) => t.platform.db.update(submissions).set(values).where(eq(submissions.id, id));
    const created = new Date(Date.now() - 10 * hour);
    await set(ids[0], { status: 'approved', analysisScore: 90, riskLevel: 'low', createdAt: created, reviewedAt: new Date(created.getTime() + 2 * hour) });
    await set(ids[1], { status: 'rejected', analysisScore: 40, riskLevel: 'high', createdAt: created, reviewedAt: new Date(created.getTime() + 4 * hour) });
    await set(ids[2], { status: 'approved', analysisScore: 71, riskLevel: 'low', submissionType: 'political', createdAt: created, reviewedAt: new Date(created.getTime() + 6 * hour) });

    const all = (await admin.get('/api/analytics/summary')).json.data;
    expect(all).toMatchObject({
      total: 4,
      pending: 1,
      approved: 2,
      approvalRate: 50,
      averageScore: 67,
      byStatus: { approved: 2, rejected: 1, pending: 1 },
      byRisk: { low: 2, high: 1, unassessed: 1 },
      byType: { upload: 3, political: 1 },
      medianHoursToDecision: 4,
    });
    expect(all.overTime.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(4);

    const own = (await sam.get('/api/analytics/summary')).json.data;
    expect(own).toMatchObject({ total: 2, approved: 1, approvalRate: 50, averageScore: 65 });
  });
});
