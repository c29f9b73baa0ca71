import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/business-time';
import { CALENDAR_MAX_DAYS, type TCalendar } from '../../../domain/calendar';
import { DEFAULT_DUE_RULES, type TDueRules } from '../../../domain/desk';
import type { TSubmissionStatus } from '../../../domain/enums';
import { PNG_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { submissions } from '../../db/schema';

let t: TestApp;
let owner: HttpClient;
let rita: { client: HttpClient; id: string };
let sam: { client: HttpClient; id: string };

async function submit(client: HttpClient, title: string, runDate: string | null, submitterEmail = 'desk@example.com'): Promise<string> {
  const res = await client.post('/api/submissions', fileForm({ title, submitterEmail, ...(runDate ? { runDate } : {}) }, [{ name: 'ad.png', bytes: PNG_BYTES }]));
  expect(res.status, res.text).toBe(201);
  return res.json.data.id as string;
}

// The workflow's moves are tested with the review feature; here a status is only where the calendar looks.
const setStatus = (id: string, status: TSubmissionStatus) => t.platform.db.update(submissions).set({ status }).where(eq(submissions.id, id));

async function calendar(client: HttpClient, from: string, to: string): Promise<TCalendar> {
  const res = await client.get(`/api/calendar?from=${from}&to=${to}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data as TCalendar;
}

const titlesOn = (cal: TCalendar, date: string) => cal.days.find((d) => d.date === date)?.items.map((i) => i.title);

async function saveRules(rules: Partial<TDueRules>) {
  const res = await owner.request('PUT', '/api/settings/due-rules', { ...DEFAULT_DUE_RULES, ...rules });
  expect(res.status, res.text).toBe(200);
  await t.drainJobs();
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  rita = await signInAs(t, 'rita', ['reviewer']);
  sam = await signInAs(t, 'sam', ['standard'], 'sam@example.com');
});
afterAll(async () => t?.close());

describe(`publication calendar: the range (${databaseLabel})`, () => {
  it('refuses a missing, malformed, reversed or too long range with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['', 'from is required (YYYY-MM-DD)'],
      ['?from=2031-03-01', 'to is required (YYYY-MM-DD)'],
      ['?from=2031-02-30&to=2031-03-01', 'from must be a date (YYYY-MM-DD)'],
      ['?from=01/03/2031&to=2031-03-01', 'from must be a date (YYYY-MM-DD)'],
      ['?from=2031-03-10&to=2031-03-09', 'to must be on or after from'],
      ['?from=2031-01-01&to=2031-03-04', `A calendar covers at most ${CALENDAR_MAX_DAYS} days: this range has 63`],
      ['?from=2031-03-01&from=2031-03-02&to=2031-03-05', 'from must be a date (YYYY-MM-DD)'],
    ];
    for (const [query, message] of cases) {
      const res = await owner.get(`/api/calendar${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: message });
    }
  });

  it('answers every day of the range, both ends included, even empty ones; 62 days at most', async () => {
    const cal = await calendar(owner, '2031-01-01', '2031-03-03');
    expect(cal.days).toHaveLength(CALENDAR_MAX_DAYS);
    expect(cal.days[0]).toEqual({ date: '2031-01-01', items: [] });
    expect(cal.days.at(-1)!.date).toBe('2031-03-03');
    expect(cal.truncated).toBe(false);
    const one = await calendar(owner, '2031-02-28', '2031-02-28');
    expect(one.days.map((d) => d.date)).toEqual(['2031-02-28']);
  });

  it('is for signed-in users', async () => {
    expect((await new HttpClient(t.baseUrl).get('/api/calendar?from=2031-03-01&to=2031-03-02')).status).toBe(401);
  });
});

describe(`publication calendar: what it lists (${databaseLabel})`, () => {
  it('lists approved and undecided submissions under their run date, leaves rejected ones and those without a run date out', async () => {
    const statuses: TSubmissionStatus[] = ['approved', 'pending', 'analyzing', 'under_review', 'needs_revision', 'analysis_failed', 'invalid_attachments', 'rejected'];
    for (const status of statuses) await setStatus(await submit(owner, `April ${status}`, '2032-04-14'), status);
    await submit(owner, 'No run date', null);
    await submit(owner, 'Day after', '2032-04-15');
    await submit(owner, 'Out of range', '2032-04-16');

    const cal = await calendar(owner, '2032-04-13', '2032-04-15');
    expect(cal.days.map((d) => d.date)).toEqual(['2032-04-13', '2032-04-14', '2032-04-15']);
    expect(titlesOn(cal, '2032-04-13')).toEqual([]);
    expect(new Set(titlesOn(cal, '2032-04-14'))).toEqual(new Set(statuses.filter((s) => s !== 'rejected').map((s) => `April ${s}`)));
    expect(titlesOn(cal, '2032-04-15')).toEqual(['Day after']);
    // Open work by due time first, decided work after it.
    expect(titlesOn(cal, '2032-04-14')!.at(-1)).toBe('April approved');
    const item = cal.days[1].items.find((i) => i.title === 'April pending')!;
    expect(item).toMatchObject({ status: 'pending', runDate: '2032-04-14', submitterEmail: 'desk@example.com', overdue: false, assignee: null });
    expect(item.dueAt).not.toBeNull();
  });

  it('marks open work past its due time overdue (a run date already past), never decided work', async () => {
    const late = await submit(owner, 'Late bakery', '2021-05-10');
    const done = await submit(owner, 'Approved long ago', '2021-05-10');
    await setStatus(done, 'approved');
    const cal = await calendar(owner, '2021-05-10', '2021-05-10');
    const items = cal.days[0].items;
    expect(items.find((i) => i.id === late)).toMatchObject({ overdue: true });
    expect(items.find((i) => i.id === done)).toMatchObject({ overdue: false, status: 'approved' });
  });

  it('names the holder for the desk only', async () => {
    const id = await submit(sam.client, 'Held ad', '2032-06-01', 'sam@example.com');
    expect((await rita.client.post(`/api/submissions/${id}/assign`, { userId: rita.id })).status).toBe(200);
    expect((await calendar(owner, '2032-06-01', '2032-06-01')).days[0].items[0].assignee).toEqual({ id: rita.id, name: 'rita' });
    expect((await calendar(sam.client, '2032-06-01', '2032-06-01')).days[0].items[0]).toMatchObject({ title: 'Held ad', assignee: null });
  });
});

describe(`publication calendar: who sees what (${databaseLabel})`, () => {
  it("shows a standard user their own submissions only, the desk everyone's", async () => {
    await submit(sam.client, 'Sam own ad', '2033-02-07', 'sam@example.com');
    // Sent in by the desk under Sam's verified address: Sam's too.
    await submit(owner, 'For Sam by the desk', '2033-02-07', 'sam@example.com');
    await submit(owner, 'Someone else', '2033-02-07', 'other@example.com');
    expect(new Set(titlesOn(await calendar(sam.client, '2033-02-01', '2033-02-28'), '2033-02-07'))).toEqual(new Set(['Sam own ad', 'For Sam by the desk']));
    expect(new Set(titlesOn(await calendar(rita.client, '2033-02-01', '2033-02-28'), '2033-02-07'))).toEqual(
      new Set(['Sam own ad', 'For Sam by the desk', 'Someone else']),
    );
  });
});

describe(`publication calendar: the publisher's days (${databaseLabel})`, () => {
  it("lists a run date under that day whatever the zone, and answers the publisher's today", async () => {
    // A Monday run is due the Tuesday before: grouped by when it runs, not when it is due.
    const id = await submit(owner, 'Monday paper', '2034-01-09');
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Chicago']) {
      await saveRules({ timeZone });
      const cal = await calendar(owner, '2034-01-02', '2034-01-10');
      expect(cal.timeZone).toBe(timeZone);
      expect(titlesOn(cal, '2034-01-09'), timeZone).toEqual(['Monday paper']);
      const item = cal.days.find((d) => d.date === '2034-01-09')!.items[0];
      expect(item.id).toBe(id);
      expect(localDateOf(new Date(item.dueAt!), timeZone), timeZone).toBe('2034-01-03');
      expect([localDateOf(new Date(), timeZone), localDateOf(new Date(Date.now() - 5_000), timeZone)], timeZone).toContain(cal.today);
    }
    // UTC+14 and UTC-11 are never both on UTC's date: the answer follows the publisher's zone, not the server's.
    await saveRules({ timeZone: 'Pacific/Kiritimati' });
    const east = (await calendar(owner, '2034-01-02', '2034-01-02')).today;
    await saveRules({ timeZone: 'Pacific/Pago_Pago' });
    const west = (await calendar(owner, '2034-01-02', '2034-01-02')).today;
    expect(east > west, `${east} after ${west}`).toBe(true);
    await saveRules({});
  });
});
