import { asc, eq, sql } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import { POLICY_LIBRARY } from '../../../domain/policy-library';
import { isBuiltInPolicy, type TCreatePolicyRequest, type TPolicy, type TPolicyProposal, type TUpdatePolicyRequest } from '../../../domain/policies';
import type { Db, Tx } from '../../db/client';
import { policies } from '../../db/schema';
import { diffFields, recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { safeFetch } from '../../platform/safe-fetch';
import { assertAllFilesAcceptable, inspectFile } from '../../platform/uploads';
import { analyzeHtml } from '../../../engine/landing-page/analyze-html';
import { extractFile } from '../../../engine/extract/index';
import { proposePolicy } from './propose-policy';
import { requireActor } from '../../platform/actor';

type PolicyRow = typeof policies.$inferSelect;

export function toPolicy(row: PolicyRow): TPolicy {
  return {
    id: row.id,
    title: row.title,
    category: row.category as TPolicy['category'],
    description: row.description,
    requirements: row.requirements,
    keywords: row.keywords,
    riskLevel: row.riskLevel as TPolicy['riskLevel'],
    reference: row.reference,
    legalReferences: row.legalReferences,
    isBuiltIn: row.isBuiltIn,
    sourceType: row.sourceType,
    sourceUrl: row.sourceUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Bring the built-in rules in the database in line with the library in code (run at start-up). */
export async function seedBuiltInPolicies(db: Db): Promise<void> {
  const rows = POLICY_LIBRARY.map((rule) => ({
    id: rule.id,
    title: rule.title,
    category: rule.category,
    description: rule.description,
    requirements: [...rule.requirements],
    keywords: [...rule.keywords],
    riskLevel: rule.riskLevel,
    reference: rule.reference,
    legalReferences: [...rule.legalReferences],
    isBuiltIn: true,
    sourceType: 'builtin',
  }));
  await db
    .insert(policies)
    .values(rows)
    .onConflictDoUpdate({
      target: policies.id,
      set: {
        title: sql`excluded.title`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        requirements: sql`excluded.requirements`,
        keywords: sql`excluded.keywords`,
        riskLevel: sql`excluded.risk_level`,
        reference: sql`excluded.reference`,
        legalReferences: sql`excluded.legal_references`,
        updatedAt: sql`now()`,
      },
    });
}

export async function listPolicies(ctx: Ctx): Promise<TPolicy[]> {
  const actor = requireActor(ctx);
  if (!can(actor, 'policy.view')) throw forbidden();
  const rows = await ctx.platform.db.select().from(policies).orderBy(asc(policies.category), asc(policies.title));
  return rows.map(toPolicy);
}

function requirePolicyManager(ctx: Ctx) {
  const actor = requireActor(ctx);
  if (!can(actor, 'policy.manage')) throw forbidden('Only admins can manage policies');
  return actor;
}

const EDITABLE: (keyof PolicyRow)[] = ['title', 'category', 'description', 'requirements', 'keywords', 'riskLevel', 'reference'];

export async function createPolicy(ctx: Ctx, input: TCreatePolicyRequest): Promise<TPolicy> {
  const actor = requirePolicyManager(ctx);
  return ctx.platform.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(policies)
      .values({ ...input, sourceUrl: input.sourceUrl ?? null, isBuiltIn: false, createdBy: actor.id })
      .returning();
    await recordAudit(tx, ctx, {
      action: 'policy_created',
      summary: `Policy "${row.title}" added (${row.category})`,
      entity: { type: 'policy', id: row.id, url: '/policies' },
      diffs: EDITABLE.map((field) => ({ field, from: null, to: row[field] })),
    });
    return toPolicy(row);
  });
}

async function lockEditablePolicy(tx: Tx, id: string): Promise<PolicyRow> {
  if (isBuiltInPolicy(id)) throw forbidden('Built-in policies cannot be edited');
  const [row] = await tx.select().from(policies).where(eq(policies.id, id)).for('update');
  if (!row) throw notFound('Policy');
  return row;
}

export async function updatePolicy(ctx: Ctx, id: string, input: TUpdatePolicyRequest): Promise<TPolicy> {
  requirePolicyManager(ctx);
  const { reason, ...fields } = input;
  return ctx.platform.db.transaction(async (tx) => {
    const before = await lockEditablePolicy(tx, id);
    const [row] = await tx.update(policies).set({ ...fields, updatedAt: new Date() }).where(eq(policies.id, id)).returning();
    await recordAudit(tx, ctx, {
      action: 'policy_updated',
      summary: `Policy "${row.title}" updated: ${reason}`,
      entity: { type: 'policy', id, url: '/policies' },
      diffs: diffFields(before, row, EDITABLE),
    });
    return toPolicy(row);
  });
}

export async function deletePolicy(ctx: Ctx, id: string, reason: string): Promise<void> {
  requirePolicyManager(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const row = await lockEditablePolicy(tx, id);
    await tx.delete(policies).where(eq(policies.id, id));
    await recordAudit(tx, ctx, {
      action: 'policy_deleted',
      summary: `Policy "${row.title}" removed: ${reason}`,
      entity: { type: 'policy', id, url: '/policies' },
      diffs: [{ field: 'title', from: row.title, to: null }],
    });
  });
}

const POLICY_DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
]);

/**
 * Read a policy document (an uploaded PDF, DOC, DOCX or TXT, or a web page fetched through the SSRF
 * guard) and propose the policy's fields for an admin to confirm. Nothing is saved here.
 */
export async function extractPolicyProposal(
  ctx: Ctx,
  source: { file: { originalFilename: string; data: Buffer } } | { url: string },
): Promise<TPolicyProposal> {
  requirePolicyManager(ctx);
  const { platform } = ctx;
  if ('file' in source) {
    const inspected = await inspectFile(source.file.originalFilename, source.file.data);
    assertAllFilesAcceptable([inspected]);
    if (!POLICY_DOCUMENT_TYPES.has(inspected.mimeType!)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Policy documents must be PDF, DOC, DOCX or TXT files');
    }
    const text = await readDocumentText(ctx, source.file.originalFilename, inspected.mimeType!, source.file.data);
    return proposePolicy(text, source.file.originalFilename.replace(/\.[a-z]+$/i, ''));
  }
  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(source.url, { allowPrivateHosts: platform.config.fetchAllowPrivateHosts });
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The URL could not be fetched: ${(error as Error).message}`);
  }
  if (page.status >= 400) throw new AppError('BAD_REQUEST', `The URL answered HTTP ${page.status}`);
  const text = /pdf/i.test(page.contentType)
    ? await readDocumentText(ctx, 'document.pdf', 'application/pdf', page.body)
    : analyzeHtml(page.body.toString('utf8'), page.url).visibleText.replace(/ {2,}/g, '\n');
  return proposePolicy(text, new URL(page.url).pathname.split('/').filter(Boolean).at(-1) ?? new URL(page.url).host);
}

async function readDocumentText(ctx: Ctx, name: string, mimeType: string, data: Buffer): Promise<string> {
  const result = await extractFile({ name, mimeType, data }, ctx.platform.ocr);
  if (result.error) throw new AppError('BAD_REQUEST', `The document could not be read: ${result.error.message}`);
  if (!result.text.trim()) throw new AppError('BAD_REQUEST', 'The document has no readable text');
  return result.text;
}
