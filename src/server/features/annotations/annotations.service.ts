import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ZAnnotationCreateRequest,
  describeAnnotationPlace,
  mentionedUsernames,
  type TAnnotation,
  type TAnnotationAnchor,
  type TAnnotationList,
  type TAnnotationReplyRequest,
  type TAnnotationStatus,
  type TAnnotationVisibilityRequest,
} from '../../../domain/annotations';
import type { TFieldDiff } from '../../../domain/audit';
import { can, canViewSubmission } from '../../../domain/permissions';
import { normaliseRoles } from '../../../domain/roles';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { annotationReplies, annotations, attachments, submissionVersions, users } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { Ctx, SessionUser } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { notifyMention } from '../notifications/index';
import { loadVisibleSubmission, lockSubmission, type SubmissionRow } from '../submissions/index';

type AnnotationRow = typeof annotations.$inferSelect;

/** The desk and the specialists see every annotation; anyone else who sees the submission (its submitter) only those shown to them. */
function seesAll(actor: SessionUser): boolean {
  return can(actor, 'annotation.write');
}

function assertMayWrite(actor: SessionUser): void {
  if (!can(actor, 'annotation.write')) throw forbidden('Only reviewers and escalation specialists can annotate submissions');
}

const author = alias(users, 'author');
const resolver = alias(users, 'resolver');

/** Rows as the API shows them, with their authors, file names and replies, numbered order. */
async function toAnnotations(db: DbOrTx, where: ReturnType<typeof and>): Promise<TAnnotation[]> {
  const rows = await db
    .select({ a: annotations, authorName: author.username, resolverName: resolver.username, fileName: attachments.originalFilename })
    .from(annotations)
    .leftJoin(author, eq(author.id, annotations.createdBy))
    .leftJoin(resolver, eq(resolver.id, annotations.resolvedBy))
    .leftJoin(attachments, eq(attachments.id, annotations.attachmentId))
    .where(where)
    .orderBy(asc(annotations.number));
  const ids = rows.map((r) => r.a.id);
  const replies = ids.length
    ? await db
        .select({ r: annotationReplies, authorName: users.username })
        .from(annotationReplies)
        .leftJoin(users, eq(users.id, annotationReplies.createdBy))
        .where(inArray(annotationReplies.annotationId, ids))
        .orderBy(asc(annotationReplies.createdAt), asc(annotationReplies.id))
    : [];
  return rows.map(({ a, authorName, resolverName, fileName }) => ({
    id: a.id,
    submissionId: a.submissionId,
    number: a.number,
    versionNumber: a.versionNumber,
    attachmentId: a.attachmentId,
    fileName: fileName ?? null,
    page: a.page,
    anchor: a.anchor,
    body: a.body,
    visibleToSubmitter: a.visibleToSubmitter,
    status: a.status as TAnnotationStatus,
    resolvedByName: a.resolvedAt ? (resolverName ?? 'a former user') : null,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    authorId: a.createdBy,
    authorName: authorName ?? 'a former user',
    createdAt: a.createdAt.toISOString(),
    replies: replies
      .filter((r) => r.r.annotationId === a.id)
      .map((r) => ({
        id: r.r.id,
        authorId: r.r.createdBy,
        authorName: r.authorName ?? 'a former user',
        body: r.r.body,
        createdAt: r.r.createdAt.toISOString(),
      })),
  }));
}

async function currentVersionNumber(db: DbOrTx, submissionId: string): Promise<number> {
  const [row] = await db
    .select({ number: submissionVersions.number })
    .from(submissionVersions)
    .where(eq(submissionVersions.submissionId, submissionId))
    .orderBy(desc(submissionVersions.number))
    .limit(1);
  return row?.number ?? 1;
}

/**
 * A version's annotations, then the open ones of earlier versions (carried forward until resolved), in number
 * order. The submitter sees only those shown to them; the desk and the specialists see all.
 */
export async function listAnnotations(ctx: Ctx, submissionId: string, version?: number): Promise<TAnnotationList> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const current = await currentVersionNumber(db, submissionId);
  const listed = version ?? current;
  if (listed > current) throw notFound('Version');
  const list = await toAnnotations(
    db,
    and(
      eq(annotations.submissionId, submissionId),
      or(eq(annotations.versionNumber, listed), and(lt(annotations.versionNumber, listed), eq(annotations.status, 'open'))),
      seesAll(actor) ? undefined : eq(annotations.visibleToSubmitter, true),
    ),
  );
  return { version: listed, annotations: list };
}

/** The open annotations shown to the submitter, as lines for the revision-request email. */
export async function submitterAnnotationLines(tx: DbOrTx, submissionId: string): Promise<string[]> {
  const list = await toAnnotations(
    tx,
    and(eq(annotations.submissionId, submissionId), eq(annotations.status, 'open'), eq(annotations.visibleToSubmitter, true)),
  );
  return list.map((a) => `#${a.number} (${describeAnnotationPlace(a)}, version ${a.versionNumber}): ${a.body}`);
}

/** Every annotation of a submission, for the report (which only the desk exports). */
export async function listAllAnnotations(db: DbOrTx, submissionId: string): Promise<TAnnotation[]> {
  return toAnnotations(db, and(eq(annotations.submissionId, submissionId)));
}

/** The annotation if this actor may see it (with its submission); 404 otherwise, as for a submission they may not see. */
async function loadVisibleAnnotation(ctx: Ctx, db: DbOrTx, submissionId: string, annotationId: string, lock = false) {
  const actor = requireActor(ctx);
  const submission = await loadVisibleSubmission(ctx, db, submissionId);
  const query = db
    .select()
    .from(annotations)
    .where(and(eq(annotations.id, annotationId), eq(annotations.submissionId, submissionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (!seesAll(actor) && !row.visibleToSubmitter)) throw notFound('Annotation');
  return { submission, row };
}

const annotationUrl = (submissionId: string) => `/review/${submissionId}`;

/** Audit entries about annotations are the desk's: the submitter's trail does not list them (see the audit feature). */
async function audit(tx: DbOrTx, ctx: Ctx, row: AnnotationRow, action: string, summary: string, diffs: TFieldDiff[]) {
  await recordAudit(tx, ctx, {
    action,
    summary,
    entity: { type: 'annotation', id: row.id, url: annotationUrl(row.submissionId) },
    diffs: [{ field: 'submissionId', to: row.submissionId }, { field: 'number', to: row.number }, ...diffs],
  });
}

/**
 * Tell each active user named as `@username` who may read this annotation: a line in their notifications (an audit
 * entry about their account, which the bell lists) and an email through the outbox. Others named are ignored.
 */
async function notifyMentions(tx: DbOrTx, ctx: Ctx, submission: SubmissionRow, row: AnnotationRow, body: string): Promise<string[]> {
  const actor = requireActor(ctx);
  const names = mentionedUsernames(body);
  if (names.length === 0) return [];
  const candidates = await tx
    .select()
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(sql`lower(${users.username})`, names)));
  const notified: string[] = [];
  for (const user of candidates) {
    if (user.id === actor.id) continue;
    const reader = {
      id: user.id,
      roles: normaliseRoles(user.roles),
      verifiedEmail: user.emailVerifiedAt ? user.email : null,
    };
    if (!canViewSubmission(reader, submission)) continue;
    if (!can(reader, 'annotation.write') && !row.visibleToSubmitter) continue;
    await recordAudit(tx, ctx, {
      action: 'annotation_mention',
      summary: `${actor.username} mentioned you in comment #${row.number} on "${submission.title}"`,
      entity: { type: 'user', id: user.id, url: annotationUrl(submission.id) },
      diffs: [{ field: 'annotationId', to: row.id }, { field: 'submissionId', to: submission.id }],
    });
    if (user.email) await notifyMention(tx, ctx, submission, { to: user.email, username: user.username, number: row.number, body });
    notified.push(user.username);
  }
  return notified;
}

async function reload(db: DbOrTx, id: string): Promise<TAnnotation> {
  const [annotation] = await toAnnotations(db, and(eq(annotations.id, id)));
  return annotation!;
}

/** Pin a comment to a version of the creative (the current one unless named): the desk and the specialists. */
export async function createAnnotation(ctx: Ctx, submissionId: string, input: z.output<typeof ZAnnotationCreateRequest>): Promise<TAnnotation> {
  const actor = requireActor(ctx);
  assertMayWrite(actor);
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const id = await db.transaction(async (tx) => {
    // The submission's lock orders the numbering of its annotations.
    const submission = await lockSubmission(tx, submissionId);
    const versionNumber = input.version ?? (await currentVersionNumber(tx, submissionId));
    const [version] = await tx
      .select()
      .from(submissionVersions)
      .where(and(eq(submissionVersions.submissionId, submissionId), eq(submissionVersions.number, versionNumber)));
    if (!version) throw new AppError('VALIDATION_FAILED', `This submission has no version ${versionNumber}`, { version: ['No such version'] });
    if (input.attachmentId) {
      const [file] = await tx
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(eq(attachments.id, input.attachmentId), eq(attachments.versionId, version.id)));
      if (!file) {
        const message = `The file is not part of version ${versionNumber}`;
        throw new AppError('VALIDATION_FAILED', message, { attachmentId: [message] });
      }
    }
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${annotations.number}), 0)::int + 1` })
      .from(annotations)
      .where(eq(annotations.submissionId, submissionId));
    const [row] = await tx
      .insert(annotations)
      .values({
        submissionId,
        versionId: version.id,
        versionNumber,
        number: next,
        attachmentId: input.attachmentId ?? null,
        page: input.page ?? null,
        anchor: input.anchor as TAnnotationAnchor,
        body: input.body,
        visibleToSubmitter: input.visibleToSubmitter,
        createdBy: actor.id,
      })
      .returning();
    await audit(tx, ctx, row!, 'annotation_created', `Comment #${next} added to version ${versionNumber} of "${submission.title}" by ${actor.username}`, [
      { field: 'versionNumber', to: versionNumber },
      { field: 'attachmentId', to: row!.attachmentId },
      { field: 'page', to: row!.page },
      { field: 'anchor', to: row!.anchor },
      { field: 'body', to: row!.body },
      { field: 'visibleToSubmitter', to: row!.visibleToSubmitter },
    ]);
    await notifyMentions(tx, ctx, submission, row!, input.body);
    return row!.id;
  });
  return reload(db, id);
}

/**
 * Answer in an annotation's thread: the desk and the specialists on any annotation, the submitter on those shown to them
 * (the conversation the revision request starts).
 */
export async function replyToAnnotation(ctx: Ctx, submissionId: string, annotationId: string, input: TAnnotationReplyRequest): Promise<TAnnotation> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  await loadVisibleAnnotation(ctx, db, submissionId, annotationId);
  await db.transaction(async (tx) => {
    const { submission, row } = await loadVisibleAnnotation(ctx, tx, submissionId, annotationId, true);
    const [reply] = await tx.insert(annotationReplies).values({ annotationId, body: input.body, createdBy: actor.id }).returning();
    await audit(tx, ctx, row, 'annotation_replied', `${actor.username} replied to comment #${row.number} on "${submission.title}"`, [
      { field: 'replyId', to: reply!.id },
      { field: 'body', to: input.body },
    ]);
    await notifyMentions(tx, ctx, submission, row, input.body);
  });
  return reload(db, annotationId);
}

/** Resolve or reopen: the desk and the specialists; resolving what is resolved (or reopening what is open) is a conflict. */
export async function setAnnotationStatus(ctx: Ctx, submissionId: string, annotationId: string, status: TAnnotationStatus): Promise<TAnnotation> {
  const actor = requireActor(ctx);
  assertMayWrite(actor);
  const { db } = ctx.platform;
  await db.transaction(async (tx) => {
    const { submission, row } = await loadVisibleAnnotation(ctx, tx, submissionId, annotationId, true);
    if (row.status === status) throw new AppError('CONFLICT', `Comment #${row.number} is already ${status}`);
    const resolved = status === 'resolved';
    const [updated] = await tx
      .update(annotations)
      .set({ status, resolvedBy: resolved ? actor.id : null, resolvedAt: resolved ? new Date() : null, updatedAt: new Date() })
      .where(eq(annotations.id, annotationId))
      .returning();
    await audit(
      tx,
      ctx,
      updated!,
      resolved ? 'annotation_resolved' : 'annotation_reopened',
      `Comment #${row.number} on "${submission.title}" ${resolved ? 'resolved' : 'reopened'} by ${actor.username}`,
      [{ field: 'status', from: row.status, to: status }],
    );
  });
  return reload(db, annotationId);
}

/** Show a comment to the submitter, or hide it again: the desk and the specialists. */
export async function setAnnotationVisibility(
  ctx: Ctx,
  submissionId: string,
  annotationId: string,
  input: TAnnotationVisibilityRequest,
): Promise<TAnnotation> {
  const actor = requireActor(ctx);
  assertMayWrite(actor);
  const { db } = ctx.platform;
  await db.transaction(async (tx) => {
    const { submission, row } = await loadVisibleAnnotation(ctx, tx, submissionId, annotationId, true);
    if (row.visibleToSubmitter === input.visibleToSubmitter) return;
    const [updated] = await tx
      .update(annotations)
      .set({ visibleToSubmitter: input.visibleToSubmitter, updatedAt: new Date() })
      .where(eq(annotations.id, annotationId))
      .returning();
    await audit(
      tx,
      ctx,
      updated!,
      'annotation_visibility_changed',
      `Comment #${row.number} on "${submission.title}" ${input.visibleToSubmitter ? 'shown to' : 'hidden from'} the submitter by ${actor.username}`,
      [{ field: 'visibleToSubmitter', from: row.visibleToSubmitter, to: input.visibleToSubmitter }],
    );
  });
  return reload(db, annotationId);
}
