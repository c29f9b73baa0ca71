import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '../../../domain/reminders';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../../test/helpers/test-database';
import { signInAs } from '../../../../test/helpers/users';
import { createUser } from '../users/users.service';
import { systemCtx } from '../../platform/context';
import { emailOutbox, escalationTracks, reminderDeliveries, submissions } from '../../db/schema';
import { runDigestSweep, runReminderSweep } from './reminder-sweep';
import { saveReminderSettings } from './reminder-settings';

/**
 * Two instances sweeping at the same moment send each reminder and digest once. On PostgreSQL: two apps, each
 * with its own connection pool, on one database, every sweep started at once from both. On PGlite (one process
 * per data folder): the same sweeps started at once on one app.
 */
let database: TestDatabase | undefined;
let a: TestApp;
let b: TestApp;

const NOW = new Date('2032-06-08T16:00:00Z'); // Tuesday 11:00 in Chicago (CDT)
const inHours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const REVIEWERS = 6;
const ITEMS = 12;

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    database = await createTestDatabase('postgres');
    a = await startTestApp({ database });
    b = await startTestApp({ database });
  } else {
    a = await startTestApp();
    b = a;
  }
  const ctx = systemCtx(a.platform);
  await signInAs(a, 'owner', ['admin', 'superadmin']);
  for (let i = 0; i < REVIEWERS; i++) {
    await createUser(ctx, { username: `reviewer${i}`, password: 'user-pass-phrase-1', email: `reviewer${i}@example.com`, roles: ['reviewer'], emailVerified: true });
  }
  await createUser(ctx, { username: 'lena', password: 'user-pass-phrase-1', email: 'lena@example.com', roles: ['legal_approver'], emailVerified: true });
  // Half due within the window, half overdue; every other one with a legal track due soon.
  for (let i = 0; i < ITEMS; i++) {
    const [row] = await a.platform.db
      .insert(submissions)
      .values({ title: `Ad ${i}`, submitterEmail: 'advertiser@example.com', dueAt: inHours(i % 2 === 0 ? 1 + i / 10 : -1 - i / 10) })
      .returning({ id: submissions.id });
    if (i % 2 === 0) {
      await a.platform.db.insert(escalationTracks).values({ submissionId: row.id, trackType: 'legal', escalationReason: 'Claims', dueAt: inHours(0.5) });
    }
  }
  await saveReminderSettings(a.platform.db, { ...DEFAULT_REMINDER_SETTINGS, digestEnabled: true, digestHour: 9 });
}, 120_000);

afterAll(async () => {
  if (database) {
    await b?.stop();
    await a?.close();
  } else {
    await a?.close();
  }
});

async function outboxCounts(kind: string): Promise<Map<string, number>> {
  const rows = await a.platform.db.select({ to: emailOutbox.toAddresses, kind: emailOutbox.kind }).from(emailOutbox);
  const counts = new Map<string, number>();
  for (const row of rows.filter((r) => r.kind === kind)) counts.set(row.to[0], (counts.get(row.to[0]) ?? 0) + 1);
  return counts;
}

const recipients = ['owner@example.com', 'lena@example.com', ...Array.from({ length: REVIEWERS }, (_, i) => `reviewer${i}@example.com`)].sort();

describe(`reminders and digests from two instances at once (${databaseLabel}${testDatabaseKind() === 'postgres' ? ', two connection pools' : ''})`, () => {
  it('sends one reminder per person per window, whichever instance wins', async () => {
    const runs = await Promise.all([a, b, a, b].map((app) => runReminderSweep(app.platform, NOW)));
    const counts = await outboxCounts('due_reminder');
    expect([...counts.keys()].sort()).toEqual(recipients);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.emails, 0)).toBe(recipients.length);
    // Each reviewer and the owner: every item (due soon or overdue); Lena: the six legal tracks.
    const deliveries = await a.platform.db.select().from(reminderDeliveries);
    expect(deliveries).toHaveLength((REVIEWERS + 1) * ITEMS + ITEMS / 2);
    expect(runs.reduce((sum, r) => sum + r.deliveries, 0)).toBe(deliveries.length);
    expect(new Set(deliveries.map((d) => d.outboxId)).size).toBe(recipients.length);
  });

  it('sends one digest per person per day, whichever instance wins', async () => {
    const at = inHours(0.25);
    const runs = await Promise.all([b, a, b, a].map((app) => runDigestSweep(app.platform, at)));
    const counts = await outboxCounts('daily_digest');
    expect([...counts.keys()].sort()).toEqual(recipients);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.emails, 0)).toBe(recipients.length);
    // A later sweep the same day, from either instance, sends nothing more.
    expect(await Promise.all([runDigestSweep(a.platform, inHours(3)), runDigestSweep(b.platform, inHours(3))])).toEqual([
      { emails: 0, deliveries: 0 },
      { emails: 0, deliveries: 0 },
    ]);
  });
});
