import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../../../../test/fixtures/sample-files';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { escalationTracks, submissionStageEvents, submissions } from '../../db/schema';
import { recordStageEvent, type StageEventInput } from '../submissions/index';

let t: TestApp;
let owner: HttpClient;
let sam: HttpClient;
let rita: { client: HttpClient; id: string };
let rob: { client: HttpClient; id: string };
let lena: { client: HttpClient; id: string };

const AD = Buffer.from('Spring sale at Main Street Bakery: fresh bread every morning.');
const HOUR = 3_600;

async function submit(client: HttpClient, title: string, submitterEmail = 'desk@example.com'): Promise<string> {
  const res = await client.post('/api/submissions', fileForm({ title, submitterEmail }, [{ name: 'ad.txt', bytes: AD }]));
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

async function stagesOf(id: string) {
  return t.platform.db
    .select({ stage: submissionStageEvents.stage, version: submissionStageEvents.version, actorId: submissionStageEvents.actorId, trackType: submissionStageEvents.trackType, outcome: submissionStageEvents.outcome })
    .from(submissionStageEvents)
    .where(eq(submissionStageEvents.submissionId, id))
    .orderBy(asc(submissionStageEvents.occurredAt), asc(submissionStageEvents.stage));
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  rita = await signInAs(t, 'rita', ['reviewer']);
  rob = await signInAs(t, 'rob', ['reviewer']);
  lena = await signInAs(t, 'lena', ['legal_approver']);
});
afterAll(async () => t?.close());

describe(`turnaround: stage events (${databaseLabel})`, () => {
  it('records submission, analysis, the first action and the decision in the transactions that make them', async () => {
    const id = await submit(owner, 'Decided');
    await t.drainJobs();
    expect((await rita.client.post(`/api/submissions/${id}/assign`, { userId: rita.id })).status).toBe(200);
    expect((await rob.client.post(`/api/submissions/${id}/approve`, { reviewerNotes: 'Fine' })).status).toBe(200);
    expect(await stagesOf(id)).toEqual([
      expect.objectContaining({ stage: 'submitted', version: 1, outcome: null }),
      expect.objectContaining({ stage: 'analysed', version: 1, actorId: null }),
      // The claim was the first action; the approval does not replace it.
      expect.objectContaining({ stage: 'first_action', actorId: rita.id }),
      expect.objectContaining({ stage: 'decided', actorId: rob.id, outcome: 'approved' }),
    ]);
  });

  it('records revision requests, new versions, escalations, track decisions and a legal veto', async () => {
    const id = await submit(owner, 'Revised and vetoed');
    await t.drainJobs();
    expect((await rita.client.post(`/api/submissions/${id}/request-revisions`, { reviewerNotes: 'Smaller logo' })).status).toBe(200);
    expect((await owner.post(`/api/submissions/${id}/revisions`, fileForm({ note: 'v2' }, [{ name: 'ad.txt', bytes: AD }]))).status).toBe(201);
    await t.drainJobs();
    const track = await rita.client.post('/api/escalations', { submissionId: id, trackType: 'legal', escalationReason: 'Claims' });
    expect(track.status).toBe(201);
    const decided = await lena.client.request('PATCH', `/api/escalations/${track.json.data.id}/status`, { status: 'rejected', resolutionNotes: 'Unlawful', feedbackForSubmitter: 'No' });
    expect(decided.status).toBe(200);
    expect(await stagesOf(id)).toEqual([
      expect.objectContaining({ stage: 'submitted', version: 1 }),
      expect.objectContaining({ stage: 'analysed', version: 1 }),
      expect.objectContaining({ stage: 'first_action', version: 1, actorId: rita.id }),
      expect.objectContaining({ stage: 'revisions_requested', version: 1, actorId: rita.id, outcome: 'needs_revision' }),
      expect.objectContaining({ stage: 'revision_received', version: 2 }),
      expect.objectContaining({ stage: 'analysed', version: 2 }),
      expect.objectContaining({ stage: 'escalated', version: 2, actorId: rita.id, trackType: 'legal' }),
      expect.objectContaining({ stage: 'decided', version: 2, actorId: lena.id, trackType: 'legal', outcome: 'rejected' }),
      expect.objectContaining({ stage: 'track_decided', version: 2, actorId: lena.id, trackType: 'legal', outcome: 'rejected' }),
    ]);
  });

  it('works out the same durations for the events recorded before (the migration that added them) as for each new one', async () => {
    const durations = () =>
      t.platform.db
        .select({ id: submissionStageEvents.id, seconds: submissionStageEvents.seconds, onTime: submissionStageEvents.onTime, reviewerSeconds: submissionStageEvents.reviewerSeconds })
        .from(submissionStageEvents)
        .orderBy(asc(submissionStageEvents.id));
    const live = await durations();
    // The two submissions above: an analysis, a first action, a decision, a revision and a track's decision each end a stage.
    expect(live.filter((e) => e.seconds !== null).length).toBeGreaterThanOrEqual(7);
    expect(live.filter((e) => e.reviewerSeconds !== null).length).toBeGreaterThanOrEqual(3);
    const migration = readFileSync(path.join(__dirname, '../../db/migrations/0016_stage_durations.sql'), 'utf8');
    const [backfill] = migration.split('--> statement-breakpoint').filter((statement) => /update submission_stage_events/.test(statement));
    await t.platform.db.update(submissionStageEvents).set({ seconds: null, onTime: null, reviewerSeconds: null });
    await t.platform.db.execute(sql.raw(backfill!));
    expect(await durations()).toEqual(live);
  });

  it('derives the same events from the existing rows and the audit trail (the migration that added them)', async () => {
    const migration = readFileSync(path.join(__dirname, '../../db/migrations/0012_stage_events.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => /INSERT INTO "submission_stage_events"/.test(statement));
    expect(backfill.length).toBe(8);
    const recorded = await t.platform.db.select({ id: submissions.id }).from(submissions);
    const shape = async (id: string) => (await stagesOf(id)).map((e) => JSON.stringify(e)).sort();
    const live = await Promise.all(recorded.map((r) => shape(r.id)));
    await t.platform.db.delete(submissionStageEvents);
    for (const statement of backfill) await t.platform.db.execute(sql.raw(statement));
    expect(await Promise.all(recorded.map((r) => shape(r.id)))).toEqual(live);
  });

  it('writes no event for a refused action', async () => {
    const id = await submit(owner, 'Not analysed yet');
    const before = await stagesOf(id);
    expect((await rita.client.post(`/api/submissions/${id}/approve`, {})).status).toBe(409);
    expect(await stagesOf(id)).toEqual(before);
  });
});

describe(`turnaround report (${databaseLabel})`, () => {
  // Every submission starts at T0; events are placed at whole hours after it.
  const T0 = Date.parse('2026-03-02T00:00:00Z');
  const at = (hours: number) => new Date(T0 + hours * HOUR * 1000);
  const PERIOD = '/api/analytics/turnaround?from=2026-03-01&to=2026-03-31';
  let ids: Record<'a' | 'b' | 'c' | 'd' | 'f', string>;

  beforeAll(async () => {
    const db = t.platform.db;
    // The earlier tests' submissions leave the report: only these five are in it.
    await db.delete(submissions);
    ids = { a: await submit(owner, 'A'), b: await submit(owner, 'B'), c: await submit(owner, 'C'), d: await submit(owner, 'D'), f: await submit(owner, 'F') };
    await db.delete(submissionStageEvents);
    const set = (id: string, values: Partial<typeof submissions.$inferInsert>) => db.update(submissions).set(values).where(eq(submissions.id, id));
    await set(ids.a, { status: 'approved', createdAt: at(0), dueAt: at(5) });
    await set(ids.b, { status: 'rejected', createdAt: at(0), dueAt: at(12) });
    await set(ids.c, { status: 'approved', createdAt: at(0), dueAt: null });
    await set(ids.d, { status: 'pending', createdAt: at(0), dueAt: new Date(Date.now() - HOUR * 1000) });
    await set(ids.f, { status: 'approved', createdAt: at(0), dueAt: at(1000) });
    const [legal] = await db
      .insert(escalationTracks)
      .values({ submissionId: ids.c, trackType: 'legal', status: 'approved', escalationReason: 'Claims', dueAt: at(7), createdAt: at(3) })
      .returning();
    const [creative] = await db
      .insert(escalationTracks)
      .values({ submissionId: ids.d, trackType: 'creative', escalationReason: 'Logo', dueAt: new Date(Date.now() - HOUR * 1000) })
      .returning();
    const e = (submissionId: string, stage: StageEventInput['stage'], hours: number, more: Partial<StageEventInput> = {}): StageEventInput => ({
      submissionId,
      stage,
      version: 1,
      occurredAt: at(hours),
      ...more,
    });
    // Recorded as the services record them, not in time order: each event works out its submission's durations again.
    const events: StageEventInput[] = [
      // A: analysed in 1 h, taken at 2 h, approved at 4 h by Rita (due at 5 h: on time).
      e(ids.a, 'submitted', 0),
      e(ids.a, 'analysed', 1),
      e(ids.a, 'first_action', 2, { actorId: rita.id }),
      e(ids.a, 'decided', 4, { actorId: rita.id, outcome: 'approved' }),
      // B: sent back by Rob at 6 h, version 2 at 10 h, analysed at 11 h, rejected by Rob at 14 h (due at 12 h: late).
      e(ids.b, 'submitted', 0),
      e(ids.b, 'analysed', 3),
      e(ids.b, 'first_action', 4, { actorId: rob.id }),
      e(ids.b, 'revisions_requested', 6, { actorId: rob.id, outcome: 'needs_revision' }),
      e(ids.b, 'revision_received', 10, { version: 2 }),
      e(ids.b, 'analysed', 11, { version: 2 }),
      e(ids.b, 'decided', 14, { version: 2, actorId: rob.id, outcome: 'rejected' }),
      // C: escalated to legal at 3 h, Lena decides at 8 h (track due at 7 h: late) and again at 20 h; Rita approves at 9 h.
      e(ids.c, 'submitted', 0),
      e(ids.c, 'analysed', 2),
      e(ids.c, 'first_action', 3, { actorId: rita.id }),
      e(ids.c, 'escalated', 3, { actorId: rita.id, track: { id: legal.id, type: 'legal' } }),
      e(ids.c, 'track_decided', 8, { actorId: lena.id, track: { id: legal.id, type: 'legal' }, outcome: 'approved' }),
      e(ids.c, 'decided', 9, { actorId: rita.id, outcome: 'approved' }),
      e(ids.c, 'track_decided', 20, { actorId: lena.id, track: { id: legal.id, type: 'legal' }, outcome: 'approved' }),
      // D: analysed at 1 h and again at 5 h (a reanalysis: only the first counts); open, past due, with an open creative track.
      e(ids.d, 'submitted', 0),
      e(ids.d, 'analysed', 1),
      e(ids.d, 'analysed', 5),
      e(ids.d, 'escalated', 1, { track: { id: creative.id, type: 'creative' } }),
      // F: analysed in 1 h; decided in April, outside the period.
      e(ids.f, 'submitted', 0),
      e(ids.f, 'analysed', 1),
      { submissionId: ids.f, stage: 'decided', version: 1, actorId: rita.id, outcome: 'approved', occurredAt: new Date('2026-04-05T12:00:00Z') },
    ];
    for (const event of events) await recordStageEvent(db, event);
  });

  it('gives the median and 90th percentile of each stage, the share decided before due and what is overdue now', async () => {
    const res = await owner.get(PERIOD);
    expect(res.status).toBe(200);
    const report = res.json.data;
    expect(report).toMatchObject({ from: '2026-03-01', to: '2026-03-31', decided: 3, decidedBeforeDue: 1, decidedWithDue: 2, shareDecidedBeforeDue: 50, overdueNow: 1 });
    expect(report.stages).toEqual([
      // 1, 1, 1, 1, 2, 3 hours (B's second version counts; D's reanalysis does not).
      { stage: 'analysis', count: 6, medianSeconds: 1 * HOUR, p90Seconds: 2.5 * HOUR },
      // 2, 3, 4 hours.
      { stage: 'first_action', count: 3, medianSeconds: 3 * HOUR, p90Seconds: 3.8 * HOUR },
      // Only the legal track's first decision: 5 hours.
      { stage: 'escalation', count: 1, medianSeconds: 5 * HOUR, p90Seconds: 5 * HOUR },
      // B: asked at 6 h, version 2 at 10 h.
      { stage: 'revision', count: 1, medianSeconds: 4 * HOUR, p90Seconds: 4 * HOUR },
      // 4, 9, 14 hours.
      { stage: 'decision', count: 3, medianSeconds: 9 * HOUR, p90Seconds: 13 * HOUR },
    ]);
  });

  it('gives each reviewer their decisions timed from when the work was before them, and each track its figures', async () => {
    const report = (await owner.get(PERIOD)).json.data;
    expect(report.reviewers).toEqual([
      // Lena: 8 h and 20 h, both from the track opening at 3 h.
      { userId: lena.id, name: 'lena', decisions: 2, medianSeconds: 11 * HOUR, p90Seconds: 15.8 * HOUR },
      // Rita: A 4 h - 1 h, C 9 h - 2 h (F's decision is in April).
      { userId: rita.id, name: 'rita', decisions: 2, medianSeconds: 5 * HOUR, p90Seconds: 6.6 * HOUR },
      // Rob: 6 h - 3 h on version 1, 14 h - 11 h on version 2.
      { userId: rob.id, name: 'rob', decisions: 2, medianSeconds: 3 * HOUR, p90Seconds: 3 * HOUR },
    ]);
    expect(report.tracks).toEqual([
      { trackType: 'legal', decided: 1, medianSeconds: 5 * HOUR, p90Seconds: 5 * HOUR, decidedBeforeDue: 0, decidedWithDue: 1, overdueNow: 0 },
      { trackType: 'creative', decided: 0, medianSeconds: null, p90Seconds: null, decidedBeforeDue: 0, decidedWithDue: 0, overdueNow: 1 },
      { trackType: 'technical', decided: 0, medianSeconds: null, p90Seconds: null, decidedBeforeDue: 0, decidedWithDue: 0, overdueNow: 0 },
    ]);
  });

  it('counts a duration in the period its end falls in', async () => {
    const april = (await owner.get('/api/analytics/turnaround?from=2026-04-01&to=2026-04-30')).json.data;
    expect(april.stages.find((s: { stage: string }) => s.stage === 'decision')).toEqual({
      stage: 'decision',
      count: 1,
      medianSeconds: (Date.parse('2026-04-05T12:00:00Z') - T0) / 1000,
      p90Seconds: (Date.parse('2026-04-05T12:00:00Z') - T0) / 1000,
    });
    expect(april.stages.find((s: { stage: string }) => s.stage === 'analysis').count).toBe(0);
    // One day: 2 March holds all three decisions (the last, B's, at 14 h).
    const day = (await owner.get('/api/analytics/turnaround?from=2026-03-02&to=2026-03-02')).json.data;
    expect(day.decided).toBe(3);
  });

  it('answers nothing but zeros for a period without events, and what is overdue now all the same', async () => {
    const empty = (await owner.get('/api/analytics/turnaround?from=2025-01-01&to=2025-01-31')).json.data;
    expect(empty).toMatchObject({ decided: 0, shareDecidedBeforeDue: null, overdueNow: 1, reviewers: [] });
    expect(empty.stages.every((s: { count: number; medianSeconds: null }) => s.count === 0 && s.medianSeconds === null)).toBe(true);
  });

  it('defaults to the 30 days ending today', async () => {
    const res = await owner.get('/api/analytics/turnaround');
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.data.to).toBe(today);
    expect((Date.parse(res.json.data.to) - Date.parse(res.json.data.from)) / 86_400_000).toBe(29);
  });

  it('shows a standard user only their own submissions', async () => {
    const own = await submit(sam, 'Mine', 'sam@example.com');
    await t.platform.db.delete(submissionStageEvents).where(inArray(submissionStageEvents.submissionId, [own]));
    await recordStageEvent(t.platform.db, { submissionId: own, stage: 'submitted', version: 1, occurredAt: at(0) });
    await recordStageEvent(t.platform.db, { submissionId: own, stage: 'analysed', version: 1, occurredAt: at(6) });
    const report = (await sam.get(PERIOD)).json.data;
    expect(report.stages[0]).toEqual({ stage: 'analysis', count: 1, medianSeconds: 6 * HOUR, p90Seconds: 6 * HOUR });
    expect(report).toMatchObject({ decided: 0, overdueNow: 0, reviewers: [] });
    expect(report.tracks.every((tr: { overdueNow: number }) => tr.overdueNow === 0)).toBe(true);
    // The desk sees it among the others.
    expect((await owner.get(PERIOD)).json.data.stages[0].count).toBe(7);
  });

  it('refuses a malformed period with 400 and a message, and callers without a session with 401', async () => {
    const cases: [string, string][] = [
      ['from=2026-13-01', 'From is not a real date'],
      ['from=2026-02-30', 'From is not a real date'],
      ['to=yesterday', 'To must be a date (YYYY-MM-DD)'],
      ['from=2026-03-31&to=2026-03-01', 'From must be on or before To'],
      ['from=2024-01-01&to=2026-01-01', 'The period can be at most 366 days'],
      ['from=2026-01-01&from=2026-02-01', 'From must be a date (YYYY-MM-DD)'],
    ];
    for (const [query, message] of cases) {
      const res = await owner.get(`/api/analytics/turnaround?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json, query).toMatchObject({ success: false, error: message });
    }
    expect((await new HttpClient(t.baseUrl).get(PERIOD)).status).toBe(401);
  });
});
