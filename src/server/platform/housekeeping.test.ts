import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../../test/fixtures/sample-files';
import { databaseLabel, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { registerOwner } from '../../../test/helpers/users';
import { attachments, emailVerificationTokens, filePreviewTokens, loginThrottles, passwordResetTokens, sessions, users } from '../db/schema';
import { deleteExpiredRecordsJob } from './housekeeping';
import { hashToken } from './tokens';

let t: TestApp;

beforeAll(async () => {
  // Workers on, as in the server: that is where the schedule is kept.
  t = await startTestApp({ workJobs: true, env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' } });
});
afterAll(async () => t?.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe(`the scheduled clean-up of expired records (${databaseLabel})`, () => {
  it('is scheduled hourly in the job queue', async () => {
    const { rows } = await t.platform.database.executeSql('select name, cron from pgboss.schedule');
    expect(rows).toContainEqual({ name: 'housekeeping.delete_expired', cron: '23 * * * *' });
  });

  it('deletes ended sessions, expired preview links, old spent or expired links and quiet throttles, and keeps the rest', async () => {
    const owner = await registerOwner(t);
    const [user] = await t.platform.db.select().from(users).where(eq(users.username, 'owner'));
    const db = t.platform.db;
    const created = await owner.post('/api/submissions', fileForm({ title: 'Ad', submitterEmail: 'a@example.com' }, [{ name: 'ad.png', bytes: PNG_BYTES }]));
    expect(created.status).toBe(201);
    const [attachment] = await db.select().from(attachments).where(eq(attachments.submissionId, created.json.data.id));

    let n = 0;
    const tokenHash = () => hashToken(`token-${++n}`);
    const soon = new Date(Date.now() + HOUR);
    const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);

    const endedSessions = await ids(
      db
        .insert(sessions)
        .values([
          { userId: user.id, tokenHash: tokenHash(), expiresAt: soon, lastSeenAt: ago(31 * MINUTE) },
          { userId: user.id, tokenHash: tokenHash(), expiresAt: ago(MINUTE), lastSeenAt: ago(MINUTE) },
        ])
        .returning(),
    );
    const liveSessions = await ids(
      db.insert(sessions).values({ userId: user.id, tokenHash: tokenHash(), expiresAt: soon, lastSeenAt: ago(29 * MINUTE) }).returning(),
    );
    const expiredPreviews = await ids(
      db.insert(filePreviewTokens).values({ tokenHash: tokenHash(), attachmentId: attachment.id, userId: user.id, expiresAt: ago(MINUTE) }).returning(),
    );
    const livePreviews = await ids(
      db.insert(filePreviewTokens).values({ tokenHash: tokenHash(), attachmentId: attachment.id, userId: user.id, expiresAt: soon }).returning(),
    );
    // Spent and expired ones sent days ago; kept: spent but sent within the day, and unused and live.
    const linkRows = () => ({
      old: [
        { userId: user.id, tokenHash: tokenHash(), createdAt: ago(2 * DAY), expiresAt: ago(2 * DAY - HOUR), usedAt: ago(2 * DAY) },
        { userId: user.id, tokenHash: tokenHash(), createdAt: ago(3 * DAY), expiresAt: ago(DAY) },
      ],
      kept: [
        { userId: user.id, tokenHash: tokenHash(), createdAt: ago(10 * MINUTE), expiresAt: soon, usedAt: ago(5 * MINUTE) },
        { userId: user.id, tokenHash: tokenHash(), createdAt: ago(10 * MINUTE), expiresAt: soon },
      ],
    });
    const reset = linkRows();
    const oldResets = await ids(db.insert(passwordResetTokens).values(reset.old).returning());
    const keptResets = await ids(db.insert(passwordResetTokens).values(reset.kept).returning());
    const verification = linkRows();
    const sentTo = (rows: typeof verification.old) => rows.map((row) => ({ ...row, email: 'owner@example.com' }));
    const oldVerifications = await ids(db.insert(emailVerificationTokens).values(sentTo(verification.old)).returning());
    const keptVerifications = await ids(db.insert(emailVerificationTokens).values(sentTo(verification.kept)).returning());
    await db.insert(loginThrottles).values([
      { key: 'u:quiet', failures: 12, nextAttemptAt: ago(2 * DAY), updatedAt: ago(2 * DAY) },
      { key: 'u:recent', failures: 12, nextAttemptAt: ago(MINUTE), updatedAt: ago(HOUR) },
    ]);

    await deleteExpiredRecordsJob.handler!({}, t.platform, { number: 1, isLast: true });

    const remaining = async (table: typeof sessions | typeof filePreviewTokens | typeof passwordResetTokens | typeof emailVerificationTokens) =>
      (await db.select({ id: table.id }).from(table)).map((r) => r.id);
    const sessionIds = await remaining(sessions);
    expect(sessionIds).toEqual(expect.arrayContaining(liveSessions));
    for (const id of endedSessions) expect(sessionIds).not.toContain(id);
    expect(await remaining(filePreviewTokens)).toEqual(expect.arrayContaining(livePreviews));
    expect(await remaining(filePreviewTokens)).not.toContain(expiredPreviews[0]);
    const resetIds = await remaining(passwordResetTokens);
    expect(resetIds).toEqual(expect.arrayContaining(keptResets));
    for (const id of oldResets) expect(resetIds).not.toContain(id);
    const verificationIds = await remaining(emailVerificationTokens);
    expect(verificationIds).toEqual(expect.arrayContaining(keptVerifications));
    for (const id of oldVerifications) expect(verificationIds).not.toContain(id);
    expect((await db.select({ key: loginThrottles.key }).from(loginThrottles)).map((r) => r.key)).toEqual(['u:recent']);

    // The owner's own session (signed in at registration) is live and still works.
    expect((await owner.get('/api/user')).status).toBe(200);
    expect(Number((await db.select({ n: sql<number>`count(*)` }).from(sessions))[0].n)).toBe(2);
  });
});
