import { and, arrayOverlaps, asc, eq } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  CLOSED_TRACK_STATUSES,
  DECIDED_SUBMISSION_STATUSES,
  canHold,
  type TAssignee,
  type TAssignmentScope,
  type TDueRules,
} from '../../../domain/desk';
import type { TSubmissionStatus, TTrackStatus, TTrackType } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import { TRACK_LABELS } from '../../../domain/review';
import { normaliseRoles } from '../../../domain/roles';
import type { DbOrTx } from '../../db/client';
import { escalationTracks, submissions, users } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { notifyAssignee } from '../notifications/index';
import { lockSubmission, readDueRules, recordFirstAction, saveDueRules } from '../submissions/index';
import { recomputeDueTimesJob } from './desk.jobs';

export async function getDueRules(ctx: Ctx): Promise<TDueRules> {
  requireActor(ctx);
  return readDueRules(ctx.platform.db);
}

/**
 * Save the due rules (admins) and queue the recomputation of every undecided submission's due time, in one
 * transaction with the audit entry. The job walks the submissions a batch at a time, off the request.
 */
export async function updateDueRules(ctx: Ctx, rules: TDueRules): Promise<TDueRules> {
  const actor = requireActor(ctx);
  if (!can(actor, 'due_rules.manage')) throw forbidden('Only admins can change the due rules');
  return ctx.platform.db.transaction(async (tx) => {
    const before = await readDueRules(tx);
    await saveDueRules(tx, rules);
    const diffs = (Object.keys(rules) as (keyof TDueRules)[])
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(rules[key]))
      .map((field) => ({ field, from: before[field], to: rules[field] }));
    await recordAudit(tx, ctx, {
      action: 'due_rules_updated',
      summary: `Due rules updated by ${actor.username}${diffs.length ? `: ${diffs.map((d) => d.field).join(', ')}` : ' (no change)'}`,
      entity: { type: 'settings', id: null, url: '/settings' },
      diffs,
    });
    await ctx.platform.jobs.enqueue(tx, recomputeDueTimesJob, {});
    return rules;
  });
}

/** Active users who may hold work of this scope, by name (for an admin's assign picker). */
export async function listAssignees(ctx: Ctx, scope: TAssignmentScope): Promise<TAssignee[]> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.assign') && !can(actor, 'track.assign')) throw forbidden('Only admins can assign work to others');
  const rows = await ctx.platform.db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(and(eq(users.status, 'active'), arrayOverlaps(users.roles, [...ASSIGNABLE_ROLES[scope]])))
    .orderBy(asc(users.username));
  return rows;
}

const NOT_ELIGIBLE: Record<TAssignmentScope, string> = {
  submission: 'This user cannot review submissions: choose a reviewer, admin or superadmin',
  legal: 'This user cannot hold Legal Review tracks: choose a Legal Approver',
  creative: 'This user cannot hold Creative Review tracks: choose a Creative Director',
  technical: 'This user cannot hold Technical Review tracks: choose a Technical Reviewer',
};

/** The user to hand the work to, if they may hold it; unknown, inactive and ineligible users get the same 400. */
async function eligibleAssignee(tx: DbOrTx, userId: string, scope: TAssignmentScope): Promise<TAssignee> {
  const [user] = await tx.select({ id: users.id, name: users.username, roles: users.roles, status: users.status }).from(users).where(eq(users.id, userId));
  if (!user || user.status !== 'active' || !canHold(normaliseRoles(user.roles), scope)) {
    throw new AppError('BAD_REQUEST', NOT_ELIGIBLE[scope], { userId: [NOT_ELIGIBLE[scope]] });
  }
  return { id: user.id, name: user.name };
}

async function nameOf(tx: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await tx.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return user?.name ?? 'Former user';
}

/**
 * Who may move work from `current` to `target`: an assigner hands it to anyone eligible or takes it back; anyone
 * else who may hold it claims it while nobody holds it, and releases it while they do.
 */
function assertMayAssign(actorId: string, mayAssignOthers: boolean, current: string | null, target: string | null, holderName: string | null): void {
  if (mayAssignOthers) return;
  if (target !== null && target !== actorId) throw forbidden('Only admins can assign work to someone else');
  if (target === actorId && current !== null && current !== actorId) {
    throw new AppError('CONFLICT', `${holderName ?? 'Someone else'} already holds this: an admin can reassign it`);
  }
  if (target === null && current !== actorId) throw forbidden('You can only release work you hold');
}

/**
 * Claim, release or assign a submission (`userId` null releases it). Reviewers claim for themselves and release
 * their own; admins and superadmins assign anyone who may review, or nobody. Audited; the new holder is emailed.
 */
export async function assignSubmission(ctx: Ctx, submissionId: string, userId: string | null): Promise<TAssignee | null> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.claim')) throw forbidden('Only reviewers, admins and superadmins can take submissions');
  return ctx.platform.db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, submissionId);
    if (DECIDED_SUBMISSION_STATUSES.includes(submission.status as TSubmissionStatus)) {
      throw new AppError('CONFLICT', `This submission has been ${submission.status}: there is nothing left to assign`);
    }
    const currentName = await nameOf(tx, submission.assigneeId);
    assertMayAssign(actor.id, can(actor, 'submission.assign'), submission.assigneeId, userId, currentName);
    const assignee = userId ? await eligibleAssignee(tx, userId, 'submission') : null;
    if ((assignee?.id ?? null) === submission.assigneeId) return assignee;
    await tx.update(submissions).set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() }).where(eq(submissions.id, submission.id));
    // Taking it, or handing it to someone, is the desk's first response when nothing came before.
    if (assignee) await recordFirstAction(tx, submission.id, actor.id);
    await recordAudit(tx, ctx, {
      action: assignee ? 'submission_assigned' : 'submission_unassigned',
      summary: assignee
        ? assignee.id === actor.id
          ? `${actor.username} took "${submission.title}"`
          : `"${submission.title}" assigned to ${assignee.name} by ${actor.username}`
        : `"${submission.title}" released by ${actor.username}${currentName ? ` (was ${currentName})` : ''}`,
      entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
      diffs: [{ field: 'assignee', from: currentName, to: assignee?.name ?? null }],
    });
    if (assignee) {
      const { timeZone } = await readDueRules(tx);
      await notifyAssignee(tx, ctx, submission, { assigneeId: assignee.id, what: 'the review', dueAt: submission.dueAt, timeZone });
    }
    return assignee;
  });
}

/**
 * The same for an escalation track, among the users holding the track's role: specialists claim and release their
 * own type's tracks, admins and superadmins assign them.
 */
export async function assignTrack(ctx: Ctx, trackId: string, userId: string | null): Promise<TAssignee | null> {
  const actor = requireActor(ctx);
  if (!can(actor, 'track.claim')) throw forbidden('Only specialists, admins and superadmins can take escalation tracks');
  return ctx.platform.db.transaction(async (tx) => {
    const [track] = await tx.select().from(escalationTracks).where(eq(escalationTracks.id, trackId)).for('update');
    if (!track) throw notFound('Escalation track');
    const trackType = track.trackType as TTrackType;
    const label = `${TRACK_LABELS[trackType]} Review`;
    const mayAssignOthers = can(actor, 'track.assign');
    if (!mayAssignOthers && !canHold(actor.roles, trackType)) throw forbidden(`You cannot take ${label} tracks`);
    if (CLOSED_TRACK_STATUSES.includes(track.status as TTrackStatus)) {
      throw new AppError('CONFLICT', `This ${label} track is ${track.status}: there is nothing left to assign`);
    }
    const submission = await lockSubmission(tx, track.submissionId);
    const currentName = await nameOf(tx, track.assigneeId);
    assertMayAssign(actor.id, mayAssignOthers, track.assigneeId, userId, currentName);
    const assignee = userId ? await eligibleAssignee(tx, userId, trackType) : null;
    if ((assignee?.id ?? null) === track.assigneeId) return assignee;
    await tx.update(escalationTracks).set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() }).where(eq(escalationTracks.id, track.id));
    await recordAudit(tx, ctx, {
      action: assignee ? 'track_assigned' : 'track_unassigned',
      summary: assignee
        ? assignee.id === actor.id
          ? `${actor.username} took the ${label} of "${submission.title}"`
          : `${label} of "${submission.title}" assigned to ${assignee.name} by ${actor.username}`
        : `${label} of "${submission.title}" released by ${actor.username}${currentName ? ` (was ${currentName})` : ''}`,
      entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
      diffs: [{ field: `${trackType}TrackAssignee`, from: currentName, to: assignee?.name ?? null }],
    });
    if (assignee) {
      const { timeZone } = await readDueRules(tx);
      await notifyAssignee(tx, ctx, submission, { assigneeId: assignee.id, what: `the ${label}`, dueAt: track.dueAt, timeZone });
    }
    return assignee;
  });
}
