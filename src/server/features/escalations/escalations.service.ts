import { and, asc, eq } from 'drizzle-orm';
import type { TSubmissionStatus, TTrackStatus, TTrackType } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import {
  TRACK_LABELS,
  defaultEscalationReason,
  type TCreateEscalationRequest,
  type TEscalationTrack,
  type TOverrideRequest,
  type TTrackStatusRequest,
} from '../../../domain/review';
import { canMoveSubmission, canMoveTrack, isOverridable, trackDecisionAction } from '../../../domain/workflow';
import type { DbOrTx } from '../../db/client';
import { escalationTracks, submissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { notifyEscalation, notifySubmitter } from '../notifications/index';
import {
  dueAtForNewTrack,
  loadVisibleSubmission,
  lockSubmission,
  moveSubmission,
  moveTrack,
  recordFirstAction,
  recordStageEvent,
  type TrackRow,
} from '../submissions/index';
import { requireActor } from '../../platform/actor';

export function toEscalationTrack(row: TrackRow): TEscalationTrack {
  return {
    id: row.id,
    submissionId: row.submissionId,
    trackType: row.trackType as TTrackType,
    status: row.status as TTrackStatus,
    resolution: row.resolution as TEscalationTrack['resolution'],
    escalationReason: row.escalationReason,
    escalatedBy: row.escalatedBy,
    resolutionNotes: row.resolutionNotes,
    feedbackForSubmitter: row.feedbackForSubmitter,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    isOverridden: row.isOverridden,
    overrideDecision: row.overrideDecision as TEscalationTrack['overrideDecision'],
    overrideReason: row.overrideReason,
    overriddenAt: row.overriddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A track as its submitter may see it: the decision and the feedback meant for them, not the desk's notes. */
function withoutInternalNotes(track: TEscalationTrack): TEscalationTrack {
  return { ...track, escalationReason: null, resolutionNotes: null, overrideReason: null };
}

export async function listEscalations(ctx: Ctx, submissionId: string): Promise<TEscalationTrack[]> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const rows = await db.select().from(escalationTracks).where(eq(escalationTracks.submissionId, submissionId)).orderBy(asc(escalationTracks.createdAt));
  const tracks = rows.map(toEscalationTrack);
  return can(actor, 'submission.view_all') ? tracks : tracks.map(withoutInternalNotes);
}

const alreadyExists = (trackType: TTrackType) =>
  new AppError('CONFLICT', `A ${TRACK_LABELS[trackType]} Review escalation track already exists for this submission`);

/** Open a legal, creative or technical track (one per type per submission) and tell its recipients. */
export async function createEscalation(ctx: Ctx, input: TCreateEscalationRequest): Promise<TEscalationTrack> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.escalate')) throw forbidden('Only reviewers, admins and superadmins can escalate');
  const reason = input.escalationReason ?? defaultEscalationReason(input.trackType);
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const submission = await lockSubmission(tx, input.submissionId);
      const status = submission.status as TSubmissionStatus;
      if (!canMoveSubmission(status, 'escalate')) {
        throw new AppError('CONFLICT', `A submission that is ${status.replace('_', ' ')} cannot be escalated`);
      }
      const [existing] = await tx
        .select({ id: escalationTracks.id })
        .from(escalationTracks)
        .where(and(eq(escalationTracks.submissionId, submission.id), eq(escalationTracks.trackType, input.trackType)));
      if (existing) throw alreadyExists(input.trackType);
      const [track] = await tx
        .insert(escalationTracks)
        .values({
          submissionId: submission.id,
          trackType: input.trackType,
          escalationReason: reason,
          escalatedBy: actor.id,
          dueAt: await dueAtForNewTrack(tx, submission),
        })
        .returning();
      await tx
        .update(submissions)
        .set({
          escalated: true,
          escalationLevel: input.trackType,
          legalReviewEscalated: submission.legalReviewEscalated || input.trackType === 'legal',
          updatedAt: new Date(),
        })
        .where(eq(submissions.id, submission.id));
      await recordFirstAction(tx, submission.id, actor.id);
      await recordStageEvent(tx, { submissionId: submission.id, stage: 'escalated', actorId: actor.id, track: { id: track.id, type: input.trackType } });
      await recordAudit(tx, ctx, {
        action: 'submission_escalated',
        summary: `"${submission.title}" escalated to ${TRACK_LABELS[input.trackType]} Review: ${reason}`,
        entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
        diffs: [{ field: `${input.trackType}Track`, from: null, to: 'pending' }],
      });
      await notifyEscalation(tx, ctx, submission, input.trackType, reason);
      return toEscalationTrack(track);
    });
  } catch (error) {
    // Two reviewers escalating at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw alreadyExists(input.trackType);
    throw error;
  }
}

async function lockTrack(tx: DbOrTx, trackId: string): Promise<TrackRow> {
  const [row] = await tx.select().from(escalationTracks).where(eq(escalationTracks.id, trackId)).for('update');
  if (!row) throw notFound('Escalation track');
  return row;
}

/**
 * A specialist's decision on their own track type. A legal rejection rejects the submission: legal has the
 * final word. The submitter is emailed the feedback meant for them.
 */
export async function decideTrack(ctx: Ctx, trackId: string, input: TTrackStatusRequest): Promise<TEscalationTrack> {
  const actor = requireActor(ctx);
  return ctx.platform.db.transaction(async (tx) => {
    const track = await lockTrack(tx, trackId);
    const trackType = track.trackType as TTrackType;
    const label = TRACK_LABELS[trackType];
    if (!can(actor, trackDecisionAction(trackType))) throw forbidden(`You cannot decide ${label} Review tracks`);
    const submission = await lockSubmission(tx, track.submissionId);
    const from = track.status as TTrackStatus;

    if (input.status === 'in_review') {
      const updated = await moveTrack(tx, track, 'start_review', 'in_review');
      if (!updated) throw new AppError('CONFLICT', `This ${label} Review track is ${from.replace('_', ' ')}, not pending`);
      await recordAudit(tx, ctx, {
        action: 'escalation_track_in_review',
        summary: `${label} Review of "${submission.title}" taken into review by ${actor.username}`,
        entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
        diffs: [{ field: `${trackType}Track`, from, to: 'in_review' }],
      });
      return toEscalationTrack(updated);
    }

    const updated = await moveTrack(tx, track, 'decide', input.status, {
      resolution: input.status === 'needs_revision' ? null : input.status,
      resolutionNotes: input.resolutionNotes,
      feedbackForSubmitter: input.feedbackForSubmitter,
      resolvedBy: actor.id,
      resolvedAt: new Date(),
    });
    if (!updated) throw new AppError('CONFLICT', `This ${label} Review track is already ${from.replace('_', ' ')}`);
    await recordStageEvent(tx, { submissionId: submission.id, stage: 'track_decided', actorId: actor.id, track: { id: track.id, type: trackType }, outcome: input.status });
    await recordAudit(tx, ctx, {
      action: `escalation_track_${input.status === 'needs_revision' ? 'revisions_requested' : input.status}`,
      summary: `${label} Review of "${submission.title}" ${input.status.replace('_', ' ')} by ${actor.username}: ${input.resolutionNotes}`,
      entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
      diffs: [{ field: `${trackType}Track`, from, to: input.status }],
    });

    const vetoed = trackType === 'legal' && input.status === 'rejected' ? await moveSubmission(tx, submission, 'legal_track_rejected') : null;
    if (vetoed) {
      await recordStageEvent(tx, { submissionId: submission.id, stage: 'decided', actorId: actor.id, track: { id: track.id, type: trackType }, outcome: 'rejected' });
      await recordAudit(tx, ctx, {
        action: 'submission_rejected',
        summary: `"${submission.title}" rejected by Legal Review`,
        entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
        diffs: [{ field: 'status', from: submission.status, to: vetoed.status }],
      });
    }
    await notifySubmitter(tx, ctx, submission, {
      subject: `${label} review decision on your ad`,
      decision:
        input.status === 'approved'
          ? `was approved by ${label} Review`
          : input.status === 'rejected'
            ? `was rejected by ${label} Review`
            : `needs revisions requested by ${label} Review`,
      feedback: [input.feedbackForSubmitter],
      kind: 'escalation_track_decided',
    });
    return toEscalationTrack(updated);
  });
}

/** The legal approver's approval of the submission's legal track, with optional feedback for the submitter. */
export async function approveLegalReview(ctx: Ctx, submissionId: string, feedback: string | null): Promise<TEscalationTrack> {
  const actor = requireActor(ctx);
  if (!can(actor, 'submission.legal_approve')) throw forbidden('Only legal approvers and superadmins can approve legal review');
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const [track] = await db
    .select()
    .from(escalationTracks)
    .where(and(eq(escalationTracks.submissionId, submissionId), eq(escalationTracks.trackType, 'legal')));
  if (!track) throw new AppError('CONFLICT', 'This submission has no Legal Review track to approve');
  return decideTrack(ctx, track.id, {
    status: 'approved',
    resolution: 'approved',
    resolutionNotes: feedback ?? `Legal review approved by ${actor.username}`,
    feedbackForSubmitter: feedback,
  });
}

/**
 * A superadmin overrides a resolved creative or technical track. Legal tracks are never overridden.
 * The reason recorded names the acting user and the decision.
 */
export async function overrideTrack(ctx: Ctx, trackId: string, input: TOverrideRequest): Promise<TEscalationTrack> {
  const actor = requireActor(ctx);
  if (!can(actor, 'track.override')) throw forbidden('Only a superadmin can override a track');
  return ctx.platform.db.transaction(async (tx) => {
    const track = await lockTrack(tx, trackId);
    const trackType = track.trackType as TTrackType;
    if (!isOverridable(trackType)) throw forbidden('Legal Review tracks cannot be overridden: legal has final authority');
    if (!canMoveTrack(track.status as TTrackStatus, 'override', input.overrideDecision)) {
      throw new AppError('CONFLICT', 'Only a resolved track (approved or rejected) can be overridden');
    }
    const [submission] = await tx.select().from(submissions).where(eq(submissions.id, track.submissionId));
    const reason = `Superadmin override by ${actor.username}: ${input.overrideDecision}${input.overrideReason ? `. ${input.overrideReason}` : ''}`;
    const [updated] = await tx
      .update(escalationTracks)
      .set({
        isOverridden: true,
        overrideDecision: input.overrideDecision,
        overrideReason: reason,
        overriddenBy: actor.id,
        overriddenAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(escalationTracks.id, trackId))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'escalation_track_overridden',
      summary: `${TRACK_LABELS[trackType]} Review of "${submission.title}" overridden: ${reason}`,
      entity: { type: 'submission', id: submission.id, url: `/review/${submission.id}` },
      diffs: [{ field: `${trackType}Track`, from: track.overrideDecision ?? track.status, to: input.overrideDecision }],
    });
    return toEscalationTrack(updated);
  });
}
