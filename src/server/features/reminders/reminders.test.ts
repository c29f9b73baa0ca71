import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '../../../domain/reminders';
import { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';
import { emailOutbox, escalationTracks, reminderDeliveries, submissions } from '../../db/schema';
import { runDigestSweep, runReminderSweep } from './reminder-sweep';
import { saveReminderSettings } from './reminder-settings';

let t: TestApp;
let owner: HttpClient;
let rita: { client: HttpClient; id: string };
let ron: { client: HttpClient; id: string };
let lee: { client: HttpClient; id: string };
let sam: { client: HttpClient; id: string };
let nora: { client: HttpClient; id: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  rita = await signInAs(t, 'rita', ['reviewer']);
  ron = await signInAs(t, 'ron', ['reviewer']);
  lee = await signInAs(t, 'lee', ['legal_approver']);
  sam = await signInAs(t, 'sam', ['standard']);
  nora = await signInAs(t, 'nora', ['reviewer'], null);
});
afterAll(async () => t?.close());

describe(`reminder defaults in settings (${databaseLabel})`, () => {
  it('answers the built-in defaults with the publisher time zone, to anyone signed in', async () => {
    const res = await sam.client.get('/api/settings/reminders');
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ ...DEFAULT_REMINDER_SETTINGS, timeZone: 'America/Chicago' });
    expect((await new HttpClient(t.baseUrl).get('/api/settings/reminders')).status).toBe(401);
  });

  it('refuses bad values with messages, and non-admins, changing nothing', async () => {
    const bad = await owner.request('PUT', '/api/settings/reminders', { ...DEFAULT_REMINDER_SETTINGS, dueSoonHours: 0, digestHour: 24, digestEnabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('The reminder window must be at least 1 hour');
    expect(bad.text).toContain('The digest hour must be a whole hour from 0 to 23');
    expect(bad.text).toContain('Please say whether the daily digest is on by default');
    expect((await owner.request('PUT', '/api/settings/reminders', { dueSoonHours: 4 })).status).toBe(400);
    expect((await rita.client.request('PUT', '/api/settings/reminders', DEFAULT_REMINDER_SETTINGS)).status).toBe(403);
    expect((await lee.client.request('PUT', '/api/settings/reminders', DEFAULT_REMINDER_SETTINGS)).status).toBe(403);
    expect((await owner.get('/api/settings/reminders')).json.data).toMatchObject(DEFAULT_REMINDER_SETTINGS);
  });

  it('saves, audits the change and queues both sweeps', async () => {
    const next = { ...DEFAULT_REMINDER_SETTINGS, dueSoonHours: 6, digestEnabled: true, digestHour: 7 };
    const res = await owner.request('PUT', '/api/settings/reminders', next);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ ...next, timeZone: 'America/Chicago' });
    expect((await rita.client.get('/api/settings/reminders')).json.data).toMatchObject(next);
    const [entry] = (await owner.get('/api/audit?action=reminder_settings_updated')).json.data;
    expect(entry.fieldDiffs).toEqual([
      { field: 'dueSoonHours', from: 4, to: 6 },
      { field: 'digestEnabled', from: false, to: true },
      { field: 'digestHour', from: 8, to: 7 },
    ]);
    const queued = await t.platform.database.executeSql(
      `select name, count(*)::int as n from pgboss.job where name in ('reminders.sweep', 'reminders.digest') and state = 'created' group by name order by name`,
    );
    expect(queued.rows.map((r) => r.name)).toEqual(['reminders.digest', 'reminders.sweep']);
    // Back to the defaults; the queued sweeps are not run here (they would read the real clock).
    expect((await owner.request('PUT', '/api/settings/reminders', DEFAULT_REMINDER_SETTINGS)).status).toBe(200);
  });
});

describe(`each user's own switches (${databaseLabel})`, () => {
  it("answer null (follow the default), the defaults and what applies", async () => {
    const res = await rita.client.get('/api/user/notification-preferences');
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({
      dueSoon: null,
      overdue: null,
      digest: null,
      defaults: { dueSoon: true, overdue: true, digest: false },
      effective: { dueSoon: true, overdue: true, digest: false },
      dueSoonHours: DEFAULT_REMINDER_SETTINGS.dueSoonHours,
      digestHour: DEFAULT_REMINDER_SETTINGS.digestHour,
      timeZone: 'America/Chicago',
      hasEmail: true,
    });
    expect((await nora.client.get('/api/user/notification-preferences')).json.data.hasEmail).toBe(false);
    expect((await new HttpClient(t.baseUrl).get('/api/user/notification-preferences')).status).toBe(401);
  });

  it('refuse bad input, changing nothing', async () => {
    const bad = await ron.client.request('PUT', '/api/user/notification-preferences', { dueSoon: 'off', overdue: null });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('dueSoon must be true, false or null');
    expect(bad.text).toContain('digest must be true, false or null');
    expect((await ron.client.get('/api/user/notification-preferences')).json.data.dueSoon).toBeNull();
    expect((await new HttpClient(t.baseUrl).request('PUT', '/api/user/notification-preferences', { dueSoon: false, overdue: null, digest: null })).status).toBe(401);
  });

  it("are each user's own, saved and audited on their account", async () => {
    const res = await ron.client.request('PUT', '/api/user/notification-preferences', { dueSoon: false, overdue: null, digest: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ dueSoon: false, overdue: null, digest: true, effective: { dueSoon: false, overdue: true, digest: true } });
    expect((await ron.client.get('/api/user/notification-preferences')).json.data).toMatchObject({ dueSoon: false, digest: true });
    expect((await rita.client.get('/api/user/notification-preferences')).json.data).toMatchObject({ dueSoon: null, digest: null });
    const [entry] = (await ron.client.get('/api/audit?action=notification_preferences_updated')).json.data;
    expect(entry).toMatchObject({ entityType: 'user', entityId: ron.id, summary: 'ron set their due-soon reminders off, daily digest on' });
  });
});

// Far in the future, so sweeps queued by the settings above (on the real clock) never see this work.
const NOW = new Date('2031-03-04T16:00:00Z'); // Tuesday 10:00 in Chicago
const inHours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

async function addSubmission(title: string, dueAt: Date | null, extra: Partial<typeof submissions.$inferInsert> = {}) {
  const [row] = await t.platform.db
    .insert(submissions)
    .values({ title, submitterEmail: 'advertiser@example.com', dueAt, ...extra })
    .returning({ id: submissions.id });
  return row.id;
}

async function outboxOf(kind: string, since: Date) {
  const rows = await t.platform.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  return rows.filter((r) => r.createdAt >= since);
}

describe(`the reminder sweep (${databaseLabel})`, () => {
  let soon: string;
  let held: string;
  let trackId: string;

  beforeAll(async () => {
    soon = await addSubmission('Soon unheld', inHours(2));
    held = await addSubmission('Late held', inHours(-1), { assigneeId: rita.id });
    const later = await addSubmission('Later', inHours(10));
    await addSubmission('Long overdue', inHours(-30));
    await addSubmission('Decided', inHours(-1), { status: 'approved' });
    const [track] = await t.platform.db
      .insert(escalationTracks)
      .values({ submissionId: later, trackType: 'legal', escalationReason: 'Claims', dueAt: inHours(1) })
      .returning({ id: escalationTracks.id });
    trackId = track.id;
  });

  it('reminds the holder, or everyone who may take unheld work, once per person per run, as they chose', async () => {
    const since = new Date();
    const sent = await runReminderSweep(t.platform, NOW);
    const mails = await outboxOf('due_reminder', since);
    const byUser = new Map(mails.map((m) => [m.toAddresses[0], m]));
    // Ron switched due-soon reminders off; Sam holds nothing; Nora has no address.
    expect([...byUser.keys()].sort()).toEqual(['lee@example.com', 'owner@example.com', 'rita@example.com']);
    expect(sent).toEqual({ emails: 3, deliveries: 4 });

    const ritaMail = byUser.get('rita@example.com')!;
    expect(ritaMail.subject).toBe('Reminder: 1 overdue, 1 due soon');
    expect(ritaMail.textBody).toContain('Overdue now, waiting for a decision (times in America/Chicago):');
    expect(ritaMail.textBody).toContain('1. OVERDUE Late held: Review, due Tue, Mar 4, 2031, 9:00 AM (held by you)');
    expect(ritaMail.textBody).toContain('Due within 4 hours');
    expect(ritaMail.textBody).toContain(`1. Soon unheld: Review, due Tue, Mar 4, 2031, 12:00 PM\n   http://localhost:5000/review/${soon}`);
    expect(byUser.get('owner@example.com')!.subject).toBe('Due soon: Soon unheld (Review)');
    expect(byUser.get('lee@example.com')!.subject).toBe('Due soon: Later (Legal Review)');
    expect(ritaMail.textBody).not.toContain('Long overdue');
    expect(ritaMail.textBody).not.toContain('Decided');

    const deliveries = await t.platform.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, rita.id));
    expect(deliveries.map((d) => `${d.kind} ${d.itemKey}`).sort()).toEqual([`due_soon submission:${soon}`, `overdue submission:${held}`]);
    expect(deliveries.every((d) => d.outboxId === ritaMail.id)).toBe(true);
    expect(deliveries.find((d) => d.kind === 'overdue')!.windowKey).toBe(inHours(-1).toISOString());
    expect((await t.platform.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, lee.id)))[0].itemKey).toBe(`track:${trackId}`);
  });

  it('sends nothing again for the same windows', async () => {
    const since = new Date();
    expect(await runReminderSweep(t.platform, new Date(NOW.getTime() + 5 * 60_000))).toEqual({ emails: 0, deliveries: 0 });
    expect(await outboxOf('due_reminder', since)).toHaveLength(0);
  });

  it('reminds again when the work becomes overdue, or its due time moves', async () => {
    const since = new Date();
    // Three hours on, "Soon unheld" is overdue; the legal track too.
    const sent = await runReminderSweep(t.platform, inHours(3));
    const mails = await outboxOf('due_reminder', since);
    expect(mails.map((m) => `${m.toAddresses[0]}: ${m.subject}`).sort()).toEqual([
      'lee@example.com: Overdue: Later (Legal Review)',
      'owner@example.com: Overdue: Soon unheld (Review)',
      'rita@example.com: Overdue: Soon unheld (Review)',
      'ron@example.com: Overdue: Soon unheld (Review)',
    ]);
    expect(sent.emails).toBe(4);

    // A new due time is a new window: the holder hears of it again.
    await t.platform.db.update(submissions).set({ dueAt: inHours(2.5) }).where(eq(submissions.id, held));
    const again = new Date();
    await runReminderSweep(t.platform, inHours(0.5));
    const moved = await outboxOf('due_reminder', again);
    expect(moved.map((m) => `${m.toAddresses[0]}: ${m.subject}`)).toEqual(['rita@example.com: Due soon: Late held (Review)']);
  });
});

describe(`the daily digest (${databaseLabel})`, () => {
  beforeAll(async () => {
    // The defaults as an admin would save them: the digest on, at 8 in the morning (Chicago).
    await saveReminderSettings(t.platform.db, { ...DEFAULT_REMINDER_SETTINGS, digestEnabled: true, digestHour: 8 });
  });

  it('waits for the digest hour in the publisher time zone', async () => {
    // 07:59 in Chicago.
    expect(await runDigestSweep(t.platform, new Date('2031-03-05T13:59:00Z'))).toEqual({ emails: 0, deliveries: 0 });
  });

  it('sends each person with the digest on what waits for them, due first, once a day', async () => {
    const since = new Date();
    const at = new Date('2031-03-05T14:05:00Z'); // 08:05 in Chicago, the day after NOW
    const sent = await runDigestSweep(t.platform, at);
    const mails = await outboxOf('daily_digest', since);
    const byUser = new Map(mails.map((m) => [m.toAddresses[0], m]));
    // Everyone on the desk with an address (Ron switched it on, which the default already does); not Sam (no desk role).
    expect([...byUser.keys()].sort()).toEqual(['lee@example.com', 'owner@example.com', 'rita@example.com', 'ron@example.com']);
    expect(sent).toEqual({ emails: 4, deliveries: 4 });

    const ritaMail = byUser.get('rita@example.com')!;
    expect(ritaMail.subject).toMatch(/^Daily digest for Wednesday, March 5, 2031: \d+ waiting, \d+ overdue$/);
    const titles = [...ritaMail.textBody.matchAll(/^\d+\. (?:OVERDUE )?([^:]+):/gm)].map((m) => m[1]);
    // Due first: the long overdue one, then by due time; the approved one never.
    expect(titles.slice(0, 4)).toEqual(['Long overdue', 'Soon unheld', 'Late held', 'Later']);
    expect(titles).not.toContain('Decided');
    expect(ritaMail.textBody).toContain('Late held: Review, due Tue, Mar 4, 2031, 12:30 PM (held by you)');
    expect(ritaMail.textBody).toContain('Open the review queue at http://localhost:5000/review');
    // Lee sees the legal track, nothing of the review desk.
    expect(byUser.get('lee@example.com')!.textBody).toMatch(/^1\. OVERDUE Later: Legal Review, due/m);
    expect(byUser.get('lee@example.com')!.subject).toMatch(/: 1 waiting, 1 overdue$/);

    expect(await runDigestSweep(t.platform, new Date('2031-03-05T22:00:00Z'))).toEqual({ emails: 0, deliveries: 0 });
    expect(await outboxOf('daily_digest', since)).toHaveLength(4);
  });

  it('skips whoever switched it off, and comes again the next day', async () => {
    expect((await rita.client.request('PUT', '/api/user/notification-preferences', { dueSoon: null, overdue: null, digest: false })).status).toBe(200);
    const since = new Date();
    const sent = await runDigestSweep(t.platform, new Date('2031-03-06T15:00:00Z'));
    const mails = await outboxOf('daily_digest', since);
    expect(mails.map((m) => m.toAddresses[0]).sort()).toEqual(['lee@example.com', 'owner@example.com', 'ron@example.com']);
    expect(sent.emails).toBe(3);
    const rows = await t.platform.db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.kind, 'digest'), inArray(reminderDeliveries.windowKey, ['2031-03-05', '2031-03-06'])));
    expect(rows).toHaveLength(7);
  });
});
