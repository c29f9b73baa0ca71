import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner } from '../../../../test/helpers/users';

/**
 * The running counts behind the dashboard counters, list totals and analytics (submission_tallies, kept by
 * triggers) must always equal a direct count of the submissions, through every kind of change, and folding
 * their deltas must change no sum.
 */

let t: TestApp;
let owner: HttpClient;

const GROUP = `status, coalesce(risk_level, '-') as risk, priority, submission_type, has_valid_attachments`;

async function rows(text: string) {
  return (await t.platform.database.executeSql(text)).rows.map((r) => JSON.stringify(Object.values(r).map(String))).sort();
}

/** Per group: submissions, score sum, scored and decided, counted directly and from the tallies. */
async function compare() {
  const direct = await rows(
    `select ${GROUP}, count(*) as n, coalesce(sum(analysis_score), 0) as score_sum, count(analysis_score) as scored, count(reviewed_at) as decided
     from submissions group by 1, 2, 3, 4, 5`,
  );
  const tallied = await rows(
    `select ${GROUP}, sum(submissions) as n, sum(score_sum) as score_sum, sum(scored) as scored, sum(decided) as decided
     from submission_tallies group by 1, 2, 3, 4, 5 having sum(submissions) <> 0`,
  );
  return { direct, tallied };
}

async function directStats() {
  const [row] = (
    await t.platform.database.executeSql(`select count(*)::int as total,
      (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'approved'))::int as approved,
      (count(*) filter (where risk_level in ('high', 'critical') or priority in ('high', 'urgent')))::int as "highRisk",
      (count(*) filter (where status = 'invalid_attachments' or not has_valid_attachments))::int as "invalidAttachments"
      from submissions`)
  ).rows;
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
});
afterAll(async () => t?.close());

describe(`running submission counts (${databaseLabel})`, () => {
  it('match a direct count through creation, analysis, decisions, re-upload, deletion and bulk changes', async () => {
    const ids: string[] = [];
    for (const [i, priority] of ['low', 'normal', 'high', 'urgent', 'normal'].entries()) {
      const res = await owner.post(
        '/api/submissions',
        fileForm({ title: `Counted ${i}`, submitterEmail: 'desk@example.com', priority }, [{ name: 'a.txt', bytes: TEXT_BYTES }, { name: 'b.png', bytes: PNG_BYTES }]),
      );
      expect(res.status).toBe(201);
      ids.push(res.json.data.id);
    }
    const created = await compare();
    expect(created.tallied).toEqual(created.direct);
    await t.drainJobs();
    expect((await owner.post(`/api/submissions/${ids[0]}/approve`, { reviewerNotes: 'Fine' })).status).toBe(200);
    expect((await owner.post(`/api/submissions/${ids[1]}/reject`, { reviewerNotes: 'No' })).status).toBe(200);
    expect((await owner.post(`/api/submissions/${ids[2]}/request-revisions`, { reviewerNotes: 'Fix it' })).status).toBe(200);
    const reupload = await owner.post(`/api/admin/submissions/${ids[2]}/upload-creative`, fileForm({}, [{ name: 'c.txt', bytes: TEXT_BYTES }], 'files'));
    expect(reupload.status, reupload.text).toBe(200);
    expect((await owner.delete(`/api/superadmin/submissions/${ids[3]}`)).status).toBe(200);
    // Several rows in one statement, moving between groups in both directions.
    await t.platform.database.executeSql(`update submissions set priority = case when priority = 'normal' then 'high' else 'normal' end, updated_at = now()`);
    await t.platform.database.executeSql(`update submissions set updated_at = now()`);

    const { direct, tallied } = await compare();
    expect(tallied).toEqual(direct);
    expect((await owner.get('/api/submissions/stats')).json.data).toEqual(await directStats());
    const pending = await owner.get('/api/submissions?status=pending&risk=high');
    const [{ n }] = (await t.platform.database.executeSql(
      `select count(*)::int as n from submissions where status = 'pending' and (risk_level in ('high', 'critical') or priority in ('high', 'urgent'))`,
    )).rows;
    expect(pending.json.meta.total).toBe(n);
    const analytics = (await owner.get('/api/analytics/summary')).json.data;
    expect(analytics.total).toBe(ids.length - 1);
    expect(analytics.byStatus).toMatchObject({ approved: 1, rejected: 1 });
  });

  it('folds many deltas into one row per group without changing any sum', async () => {
    const first = `(select id from submissions order by created_at limit 1)`;
    await t.platform.database.executeSql(`update submissions set priority = 'low' where id = ${first}`);
    const before = await compare();
    // Each single-row update that moves a submission between groups appends two delta rows; an even number
    // of them leaves it where it was.
    for (let i = 0; i < 1100; i++) {
      await t.platform.database.executeSql(
        `update submissions set priority = case when priority = 'low' then 'urgent' else 'low' end where id = ${first}`,
      );
    }
    const stored = async () => Number((await t.platform.database.executeSql('select count(*) as n from submission_tallies')).rows[0].n);
    expect(await stored()).toBeGreaterThan(2_000);
    const stats = (await owner.get('/api/submissions/stats')).json.data;
    expect(stats).toEqual(await directStats());
    const groups = (await compare()).tallied.length;
    expect(await stored()).toBeLessThanOrEqual(groups + 2);
    expect(await compare()).toEqual(before);
  });
});
