import { and, desc, eq, gt } from 'drizzle-orm';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { PREVIEW_TOKEN_TTL_MS } from '../../../domain/submissions';
import { attachments, filePreviewTokens, landingPageAnalyses } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { generateToken, hashToken } from '../../platform/tokens';
import { loadVisibleSubmission, requireActor } from '../submissions/submissions.service';
import type { AttachmentRow } from '../submissions/submissions.mapper';

/** The newest attachment of a visible submission with this original name (re-uploads may repeat a name). */
export async function findAttachment(ctx: Ctx, submissionId: string, originalFilename: string): Promise<AttachmentRow> {
  const { db } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.submissionId, submissionId), eq(attachments.originalFilename, originalFilename)))
    .orderBy(desc(attachments.createdAt))
    .limit(1);
  if (!row) throw notFound('File');
  return row;
}

export async function readAttachment(ctx: Ctx, row: AttachmentRow): Promise<Buffer> {
  try {
    return await ctx.platform.storage.read(row.storageKey);
  } catch {
    throw new AppError('NOT_FOUND', 'The stored file is missing');
  }
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

/**
 * What the preview panel shows: images, PDFs and text as they are; Word documents converted here on the
 * server (DOCX to HTML, DOC to text), so no document ever goes to a third-party viewer.
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
  const data = await readAttachment(ctx, row);
  const filename = row.originalFilename;
  switch (row.mimeType) {
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const { value } = await mammoth.convertToHtml({ buffer: data });
      return { contentType: 'text/html; charset=utf-8', body: wrapHtml(filename, value), filename };
    }
    case 'application/msword': {
      const document = await new WordExtractor().extract(data);
      return { contentType: 'text/plain; charset=utf-8', body: document.getBody(), filename };
    }
    case 'text/plain':
      return { contentType: 'text/plain; charset=utf-8', body: data, filename };
    default:
      return { contentType: row.mimeType, body: data, filename };
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
  const { db, storage } = ctx.platform;
  await loadVisibleSubmission(ctx, db, submissionId);
  const key = `screenshots/${submissionId}/${file}`;
  const [row] = await db
    .select({ id: landingPageAnalyses.id })
    .from(landingPageAnalyses)
    .where(and(eq(landingPageAnalyses.submissionId, submissionId), eq(landingPageAnalyses.screenshotKey, key)));
  if (!row) throw notFound('Screenshot');
  try {
    return await storage.read(key);
  } catch {
    throw new AppError('NOT_FOUND', 'The stored screenshot is missing');
  }
}
