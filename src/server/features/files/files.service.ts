import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { PREVIEW_TOKEN_TTL_MS } from '../../../domain/submissions';
import { convertWordForPreview } from '../../../engine/extract/preview';
import { ExtractionFailure } from '../../../engine/extract/types';
import { attachments, filePreviewTokens, landingPageAnalyses, submissionVersions } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { StoredFileMissingError } from '../../platform/storage';
import { generateToken, hashToken } from '../../platform/tokens';
import { type AttachmentRow, loadVisibleSubmission } from '../submissions/index';
import { requireActor } from '../../platform/actor';

/**
 * The newest attachment of a visible submission with this original name (versions may repeat a name), or the one of
 * that version when a version number is given.
 */
export async function findAttachment(ctx: Ctx, submissionId: string, originalFilename: string, version?: number): Promise<AttachmentRow> {
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const inVersion =
    version === undefined
      ? undefined
      : sql`${attachments.versionId} = (select v.id from ${submissionVersions} v where v.submission_id = ${submissionId} and v.number = ${version})`;
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.submissionId, submissionId), eq(attachments.originalFilename, originalFilename), inVersion))
    .orderBy(desc(attachments.createdAt))
    .limit(1);
  if (!row) throw notFound('File');
  return row;
}

/** A stored file's bytes: 404 when the store has no such file, 503 when the store cannot be reached (credentials, network). */
async function readStored(ctx: Ctx, key: string, missing: string): Promise<Buffer> {
  try {
    return await ctx.platform.storage.read(key);
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('NOT_FOUND', missing);
    ctx.platform.log.error({ err: error, key }, 'file storage read failed');
    throw new AppError('STORAGE_UNAVAILABLE', 'File storage is not reachable right now. Try again shortly.');
  }
}

export function readAttachment(ctx: Ctx, row: AttachmentRow): Promise<Buffer> {
  return readStored(ctx, row.storageKey, 'The stored file is missing');
}

/** A random token that lets the preview panel load one file for five minutes. */
export async function createPreviewToken(ctx: Ctx, submissionId: string, originalFilename: string): Promise<{ token: string; expiresAt: string }> {
  const actor = requireActor(ctx);
  const row = await findAttachment(ctx, submissionId, originalFilename);
  const token = generateToken();
  const expiresAt = new Date(Date.now() + PREVIEW_TOKEN_TTL_MS);
  await ctx.platform.db.insert(filePreviewTokens).values({ tokenHash: hashToken(token), attachmentId: row.id, userId: actor.id, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

export interface Preview {
  contentType: string;
  body: Buffer | string;
  filename: string;
}

const WORD_TYPES = new Set(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword']);

/**
 * What the preview panel shows: images, PDFs and text as they are; Word documents converted here on the
 * server (DOCX to HTML, DOC to text), so no document ever goes to a third-party viewer. A conversion is
 * done once per file and kept (see wordPreview).
 */
export async function openPreview(ctx: Ctx, token: string): Promise<Preview> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  const [grant] = await db
    .select({ attachment: attachments, userId: filePreviewTokens.userId })
    .from(filePreviewTokens)
    .innerJoin(attachments, eq(attachments.id, filePreviewTokens.attachmentId))
    .where(and(eq(filePreviewTokens.tokenHash, hashToken(token)), gt(filePreviewTokens.expiresAt, new Date())));
  if (!grant || grant.userId !== actor.id) throw new AppError('NOT_FOUND', 'This preview link is invalid or has expired');
  const row = grant.attachment;
  const filename = row.originalFilename;
  if (WORD_TYPES.has(row.mimeType)) return { ...(await wordPreview(ctx, row)), filename };
  const data = await readAttachment(ctx, row);
  if (row.mimeType === 'text/plain') return { contentType: 'text/plain; charset=utf-8', body: data, filename };
  return { contentType: row.mimeType, body: data, filename };
}

/**
 * Where a file's converted preview is kept: derived from the attachment's generated storage key, never
 * from anything a user sent (`submissions/<id>/<uuid>.docx` -> `previews/<id>/<uuid>.preview`). Whatever
 * deletes an attachment's file deletes this key with it.
 */
export function previewKeyFor(storageKey: string): string {
  return storageKey.replace(/^submissions\//, 'previews/').replace(/\.[a-z0-9]+$/, '') + '.preview';
}

// A kept preview is one header line of JSON, then the body: either the converted document or, for a
// document that can never be converted, the refusal, so a bomb is measured once rather than per request.
type TCachedHeader = { contentType: string } | { refused: { code: 'PAYLOAD_TOO_LARGE' | 'UNPROCESSABLE_CONTENT'; message: string } };

async function readCachedPreview(ctx: Ctx, key: string): Promise<{ header: TCachedHeader; body: Buffer } | null> {
  let stored: Buffer;
  try {
    stored = await ctx.platform.storage.read(key);
  } catch {
    return null;
  }
  const newline = stored.indexOf(0x0a);
  try {
    return { header: JSON.parse(stored.subarray(0, newline).toString('utf8')) as TCachedHeader, body: stored.subarray(newline + 1) };
  } catch {
    return null;
  }
}

async function keepPreview(ctx: Ctx, key: string, header: TCachedHeader, body: string): Promise<void> {
  try {
    await ctx.platform.storage.put(key, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), Buffer.from(body)]));
  } catch (error) {
    // The preview was made and is served; not keeping it only costs the next request a conversion.
    ctx.platform.log.warn({ err: error, key }, 'could not keep a converted preview');
  }
}

/** Refusals that would come out the same next time; a timeout may be load and is tried again. */
function refusalOf(failure: ExtractionFailure): { code: 'PAYLOAD_TOO_LARGE' | 'UNPROCESSABLE_CONTENT'; message: string; lasting: boolean } {
  const download = 'Download the file to open it on your device.';
  switch (failure.code) {
    case 'zip_bomb':
    case 'too_large':
      return { code: 'PAYLOAD_TOO_LARGE', message: `This document is too large to preview. ${failure.message} ${download}`, lasting: true };
    case 'timeout':
      return { code: 'UNPROCESSABLE_CONTENT', message: `This document took too long to convert for preview. ${download}`, lasting: false };
    case 'encrypted':
      return { code: 'UNPROCESSABLE_CONTENT', message: `This document is password-protected and cannot be previewed. ${download}`, lasting: true };
    default:
      return { code: 'UNPROCESSABLE_CONTENT', message: `This document cannot be previewed: ${failure.message} ${download}`, lasting: true };
  }
}

async function wordPreview(ctx: Ctx, row: AttachmentRow): Promise<{ contentType: string; body: Buffer | string }> {
  const key = previewKeyFor(row.storageKey);
  const cached = await readCachedPreview(ctx, key);
  if (cached) {
    if ('refused' in cached.header) throw new AppError(cached.header.refused.code, cached.header.refused.message);
    return { contentType: cached.header.contentType, body: cached.body };
  }
  const data = await readAttachment(ctx, row);
  try {
    const preview = await convertWordForPreview(data);
    const contentType = `${preview.contentType}; charset=utf-8`;
    const body = preview.contentType === 'text/html' ? wrapHtml(row.originalFilename, preview.content) : preview.content;
    await keepPreview(ctx, key, { contentType }, body);
    return { contentType, body };
  } catch (error) {
    if (!(error instanceof ExtractionFailure)) throw error;
    const refusal = refusalOf(error);
    if (refusal.lasting) await keepPreview(ctx, key, { refused: { code: refusal.code, message: refusal.message } }, '');
    throw new AppError(refusal.code, refusal.message);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wrapHtml(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#111;background:#fff}img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px}</style></head><body>${body}</body></html>`;
}

/** `attachment; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A landing-page screenshot of a submission this user may see. */
export async function readScreenshot(ctx: Ctx, submissionId: string, file: string): Promise<Buffer> {
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const key = `screenshots/${submissionId}/${file}`;
  const [row] = await db
    .select({ id: landingPageAnalyses.id })
    .from(landingPageAnalyses)
    .where(and(eq(landingPageAnalyses.submissionId, submissionId), eq(landingPageAnalyses.screenshotKey, key)));
  if (!row) throw notFound('Screenshot');
  return readStored(ctx, key, 'The stored screenshot is missing');
}
