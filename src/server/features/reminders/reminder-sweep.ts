import { and, asc, between, count, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ASSIGNABLE_ROLES, canHold, CLOSED_TRACK_STATUSES, DECIDED_SUBMISSION_STATUSES, type TAssignmentScope } from '../../../domain/desk';
import { TRACK_TYPES, type TTrackType } from '../../../domain/enums';
import {
  byDueFirst,
  DIGEST_ITEM_LIMIT,
  digestDateDue,
  effectiveSwitches,
  reminderKindFor,
  reminderSpan,
  type TReminderKind,
  type TWaitingItem,
} from '../../../domain/reminders';
import { TRACK_LABELS } from '../../../domain/review';
import { normaliseRoles } from '../../../domain/roles';
import type { DbOrTx } from '../../db/client';
import { dueSortKey, escalationTracks, notificationPreferences, reminderDeliveries, submissions, users } from '../../db/schema';
import type { Platform } from '../../platform/context';
import { queueEmail } from '../../platform/mailer';
import { readDueRules } from '../submissions/index';
import { readReminderSettings } from './reminder-settings';

/** Someone a reminder or digest may go to: active, with an address, and what they switched on. */
interface Recipient {
  id: string;
  username: string;
  email: string;
  /** The scopes of work they may hold: `submission` for the review desk, a track type for its specialists. */
  scopes: TAssignmentScope[];
  switches: { dueSoon: boolean; overdue: boolean; digest: boolean };
}

async function loadRecipients(db: DbOrTx): Promise<Recipient[]> {
  const settings = await readReminderSettings(db);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      roles: users.roles,
      dueSoon: notificationPreferences.dueSoon,
      overdue: notificationPreferences.overdue,
      digest: notificationPreferences.digest,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.status, 'active'), sql`${users.email} is not null`))
    .orderBy(asc(users.id));
  const scopes = Object.keys(ASSIGNABLE_ROLES) as TAssignmentScope[];
  return rows
    .map((row) => {
      const roles = normaliseRoles(row.roles);
      return {
        id: row.id,
        username: row.username,
        email: row.email!,
        scopes: scopes.filter((scope) => canHold(roles, scope)),
        switches: effectiveSwitches({ dueSoon: row.dueSoon, overdue: row.overdue, digest: row.digest }, settings),
      };
    })
    .filter((r) => r.scopes.length > 0);
}

interface OpenWork extends TWaitingItem {
  scope: TAssignmentScope;
  assigneeId: string | null;
}

const reviewLink = (platform: Platform, submissionId: string) => `${platform.config.publicUrl}/review/${submissionId}`;

function formatDue(dueAt: Date | null, timeZone: string): string {
  if (!dueAt) return 'no due time yet';
  return `due ${dueAt.toLocaleString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })}`;
}

function itemLines(platform: Platform, items: TWaitingItem[], timeZone: string, now: Date): string[] {
  return items.flatMap((item, index) => {
    const overdue = item.dueAt !== null && item.dueAt.getTime() <= now.getTime();
    return [
      `${index + 1}. ${overdue ? 'OVERDUE ' : ''}${item.title}: ${item.what}, ${formatDue(item.dueAt, timeZone)}${item.held ? ' (held by you)' : ''}`,
      `   ${reviewLink(platform, item.submissionId)}`,
    ];
  });
}

const FOOTER = 'You can switch reminders and the daily digest on or off for yourself under Settings > Your Reminders and Digest.';

/**
 * Record the deliveries in the caller's transaction; the ones this call recorded come back (none if another
 * instance recorded them first: the unique key makes its insert wait for that one's commit, then do nothing).
 * Sorted, so instances inserting the same keys take them in the same order and never deadlock.
 */
async function claimDeliveries(tx: DbOrTx, userId: string, rows: { kind: 'due_soon' | 'overdue' | 'digest'; itemKey: string; windowKey: string }[]) {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => `${a.kind} ${a.itemKey} ${a.windowKey}`.localeCompare(`${b.kind} ${b.itemKey} ${b.windowKey}`));
  return tx
    .insert(reminderDeliveries)
    .values(sorted.map((row) => ({ userId, ...row })))
    .onConflictDoNothing({ target: [reminderDeliveries.userId, reminderDeliveries.kind, reminderDeliveries.itemKey, reminderDeliveries.windowKey] })
    .returning({ id: reminderDeliveries.id, kind: reminderDeliveries.kind, itemKey: reminderDeliveries.itemKey });
}

// Reminders ----------------------------------------------------------------------------------------------------

/** Open submissions and tracks whose due time falls in the span: a day overdue to the end of the window. */
async function workDueBetween(db: DbOrTx, from: Date, to: Date): Promise<OpenWork[]> {
  // The due sort key is infinity for decided submissions, so a range on it reads open ones from its index.
  const dueSubmissions = await db
    .select({ id: submissions.id, title: submissions.title, dueAt: submissions.dueAt, assigneeId: submissions.assigneeId })
    .from(submissions)
    .where(between(dueSortKey(submissions), from, to))
    .orderBy(dueSortKey(submissions), asc(submissions.id));
  const dueTracks = await db
    .select({
      id: escalationTracks.id,
      submissionId: escalationTracks.submissionId,
      trackType: escalationTracks.trackType,
      title: submissions.title,
      dueAt: escalationTracks.dueAt,
      assigneeId: escalationTracks.assigneeId,
    })
    .from(escalationTracks)
    .innerJoin(submissions, eq(submissions.id, escalationTracks.submissionId))
    .where(
      and(
        notInArray(escalationTracks.status, [...CLOSED_TRACK_STATUSES]),
        notInArray(submissions.status, [...DECIDED_SUBMISSION_STATUSES]),
        between(escalationTracks.dueAt, from, to),
      ),
    )
    .orderBy(asc(escalationTracks.dueAt), asc(escalationTracks.id));
  return [
    ...dueSubmissions.map((s) => ({
      key: `submission:${s.id}`,
      submissionId: s.id,
      title: s.title,
      what: 'Review',
      dueAt: s.dueAt,
      held: false,
      scope: 'submission' as const,
      assigneeId: s.assigneeId,
    })),
    ...dueTracks.map((t) => ({
      key: `track:${t.id}`,
      submissionId: t.submissionId,
      title: t.title,
      what: `${TRACK_LABELS[t.trackType as TTrackType]} Review`,
      dueAt: t.dueAt,
      held: false,
      scope: t.trackType as TTrackType,
      assigneeId: t.assigneeId,
    })),
  ];
}

/** Who is reminded of a piece of work: its holder, or while nobody holds it everyone who may take it. */
function remindedOf(work: OpenWork, recipients: Recipient[]): Recipient[] {
  if (work.assigneeId) return recipients.filter((r) => r.id === work.assigneeId && r.scopes.includes(work.scope));
  return recipients.filter((r) => r.scopes.includes(work.scope));
}

export interface SweepResult {
  /** Emails written to the outbox by this run. */
  emails: number;
  /** Deliveries this run recorded (items reminded of, or digests). */
  deliveries: number;
}

/**
 * Remind people of work that is due within the window or became overdue (within the last day): one email per
 * person per run, listing what is new to them, each (person, item, kind, due time) sent once whatever runs the
 * sweep and however often. A due time that moves makes a new window.
 */
export async function runReminderSweep(platform: Platform, now: Date = new Date()): Promise<SweepResult> {
  const { db } = platform;
  const settings = await readReminderSettings(db);
  const { timeZone } = await readDueRules(db);
  const span = reminderSpan(now, settings.dueSoonHours);
  const work = await workDueBetween(db, span.from, span.to);
  if (work.length === 0) return { emails: 0, deliveries: 0 };
  const recipients = await loadRecipients(db);

  const owed = new Map<string, { recipient: Recipient; items: (OpenWork & { kind: TReminderKind })[] }>();
  for (const item of work) {
    const kind = reminderKindFor(item.dueAt, now, settings.dueSoonHours);
    if (!kind) continue;
    for (const recipient of remindedOf(item, recipients)) {
      if (!(kind === 'due_soon' ? recipient.switches.dueSoon : recipient.switches.overdue)) continue;
      const entry = owed.get(recipient.id) ?? { recipient, items: [] };
      entry.items.push({ ...item, kind, held: item.assigneeId === recipient.id });
      owed.set(recipient.id, entry);
    }
  }

  const result: SweepResult = { emails: 0, deliveries: 0 };
  for (const { recipient, items } of owed.values()) {
    await db.transaction(async (tx) => {
      const claimed = await claimDeliveries(
        tx,
        recipient.id,
        items.map((item) => ({ kind: item.kind, itemKey: item.key, windowKey: item.dueAt!.toISOString() })),
      );
      if (claimed.length === 0) return;
      const fresh = new Set(claimed.map((c) => `${c.kind} ${c.itemKey}`));
      const toSend = items.filter((item) => fresh.has(`${item.kind} ${item.key}`)).sort(byDueFirst);
      const overdue = toSend.filter((item) => item.kind === 'overdue');
      const dueSoon = toSend.filter((item) => item.kind === 'due_soon');
      const subject =
        toSend.length === 1
          ? `${overdue.length ? 'Overdue' : 'Due soon'}: ${toSend[0].title} (${toSend[0].what})`
          : `Reminder: ${[overdue.length ? `${overdue.length} overdue` : '', dueSoon.length ? `${dueSoon.length} due soon` : ''].filter(Boolean).join(', ')}`;
      const outboxId = await queueEmail(tx, platform.jobs, {
        to: [recipient.email],
        subject,
        text: [
          `Hello ${recipient.username},`,
          ...(overdue.length ? ['', `Overdue now, waiting for a decision (times in ${timeZone}):`, '', ...itemLines(platform, overdue, timeZone, now)] : []),
          ...(dueSoon.length
            ? ['', `Due within ${settings.dueSoonHours} hour${settings.dueSoonHours === 1 ? '' : 's'} (times in ${timeZone}):`, '', ...itemLines(platform, dueSoon, timeZone, now)]
            : []),
          '',
          FOOTER,
        ].join('\n'),
        kind: 'due_reminder',
        related: toSend.length === 1 ? { type: 'submission', id: toSend[0].submissionId } : undefined,
      });
      await tx.update(reminderDeliveries).set({ outboxId }).where(inArray(reminderDeliveries.id, claimed.map((c) => c.id)));
      result.emails++;
      result.deliveries += claimed.length;
    });
  }
  return result;
}

// The daily digest ---------------------------------------------------------------------------------------------

const DIGEST_ITEM_KEY = 'digest';

/** What waits for someone: work they hold, and work nobody holds that they may take; due first, the first page and the total. */
export async function waitingFor(db: DbOrTx, recipient: Pick<Recipient, 'id' | 'scopes'>): Promise<{ items: TWaitingItem[]; total: number }> {
  const mayTakeSubmissions = recipient.scopes.includes('submission');
  const trackTypes = TRACK_TYPES.filter((type) => recipient.scopes.includes(type));
  const submissionWhere: SQL = and(
    notInArray(submissions.status, [...DECIDED_SUBMISSION_STATUSES]),
    mayTakeSubmissions ? or(eq(submissions.assigneeId, recipient.id), isNull(submissions.assigneeId)) : eq(submissions.assigneeId, recipient.id),
  )!;
  const trackWhere: SQL = and(
    notInArray(escalationTracks.status, [...CLOSED_TRACK_STATUSES]),
    notInArray(submissions.status, [...DECIDED_SUBMISSION_STATUSES]),
    trackTypes.length
      ? or(eq(escalationTracks.assigneeId, recipient.id), and(isNull(escalationTracks.assigneeId), inArray(escalationTracks.trackType, trackTypes)))
      : eq(escalationTracks.assigneeId, recipient.id),
  )!;
  const openSubmissions = await db
    .select({ id: submissions.id, title: submissions.title, dueAt: submissions.dueAt, assigneeId: submissions.assigneeId })
    .from(submissions)
    .where(submissionWhere)
    .orderBy(dueSortKey(submissions), asc(submissions.id))
    .limit(DIGEST_ITEM_LIMIT);
  const openTracks = await db
    .select({
      id: escalationTracks.id,
      submissionId: escalationTracks.submissionId,
      trackType: escalationTracks.trackType,
      title: submissions.title,
      dueAt: escalationTracks.dueAt,
      assigneeId: escalationTracks.assigneeId,
    })
    .from(escalationTracks)
    .innerJoin(submissions, eq(submissions.id, escalationTracks.submissionId))
    .where(trackWhere)
    .orderBy(sql`${escalationTracks.dueAt} asc nulls last`, asc(escalationTracks.id))
    .limit(DIGEST_ITEM_LIMIT);
  const [{ n: submissionCount }] = await db.select({ n: count() }).from(submissions).where(submissionWhere);
  const [{ n: trackCount }] = await db
    .select({ n: count() })
    .from(escalationTracks)
    .innerJoin(submissions, eq(submissions.id, escalationTracks.submissionId))
    .where(trackWhere);
  const items: TWaitingItem[] = [
    ...openSubmissions.map((s) => ({
      key: `submission:${s.id}`,
      submissionId: s.id,
      title: s.title,
      what: 'Review',
      dueAt: s.dueAt,
      held: s.assigneeId === recipient.id,
    })),
    ...openTracks.map((t) => ({
      key: `track:${t.id}`,
      submissionId: t.submissionId,
      title: t.title,
      what: `${TRACK_LABELS[t.trackType as TTrackType]} Review`,
      dueAt: t.dueAt,
      held: t.assigneeId === recipient.id,
    })),
  ];
  return { items: items.sort(byDueFirst).slice(0, DIGEST_ITEM_LIMIT), total: Number(submissionCount) + Number(trackCount) };
}

/** Deliveries are kept this long: a reminder's window ends a day after its due time, a digest's with its day. */
const DELIVERY_RETENTION = sql`now() - interval '30 days'`;

/**
 * Send the day's digest to everyone who has it switched on, once the digest hour (publisher's time zone) has
 * come and they have not had that day's: what waits for them, due first. A day with nothing waiting is recorded
 * without an email, so work arriving later that day does not bring a late digest.
 */
export async function runDigestSweep(platform: Platform, now: Date = new Date()): Promise<SweepResult> {
  const { db } = platform;
  const settings = await readReminderSettings(db);
  const { timeZone } = await readDueRules(db);
  const result: SweepResult = { emails: 0, deliveries: 0 };
  await db.delete(reminderDeliveries).where(lt(reminderDeliveries.createdAt, DELIVERY_RETENTION));
  const date = digestDateDue(now, timeZone, settings.digestHour);
  if (!date) return result;
  const recipients = (await loadRecipients(db)).filter((r) => r.switches.digest);
  if (recipients.length === 0) return result;
  const done = new Set(
    (
      await db
        .select({ userId: reminderDeliveries.userId })
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.kind, 'digest'), eq(reminderDeliveries.windowKey, date)))
    ).map((r) => r.userId),
  );
  const dayLabel = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  for (const recipient of recipients) {
    if (done.has(recipient.id)) continue;
    const { items, total } = await waitingFor(db, recipient);
    await db.transaction(async (tx) => {
      const [claimed] = await claimDeliveries(tx, recipient.id, [{ kind: 'digest', itemKey: DIGEST_ITEM_KEY, windowKey: date }]);
      if (!claimed) return;
      result.deliveries++;
      if (total === 0) return;
      const overdue = items.filter((item) => item.dueAt !== null && item.dueAt.getTime() <= now.getTime()).length;
      const outboxId = await queueEmail(tx, platform.jobs, {
        to: [recipient.email],
        subject: `Daily digest for ${dayLabel}: ${total} waiting${overdue ? `, ${overdue} overdue` : ''}`,
        text: [
          `Hello ${recipient.username},`,
          '',
          `${total === 1 ? 'This waits' : `These ${total} wait`} for you or for anyone on your desk to take, due first (times in ${timeZone}):`,
          '',
          ...itemLines(platform, items, timeZone, now),
          ...(total > items.length ? ['', `... and ${total - items.length} more.`] : []),
          '',
          `Open the review queue at ${platform.config.publicUrl}/review`,
          '',
          FOOTER,
        ].join('\n'),
        kind: 'daily_digest',
      });
      await tx.update(reminderDeliveries).set({ outboxId }).where(eq(reminderDeliveries.id, claimed.id));
      result.emails++;
    });
  }
  return result;
}
