import { asc, eq, sql } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import { POLICY_LIBRARY } from '../../../domain/policy-library';
import { isBuiltInPolicy, type TCreatePolicyRequest, type TPolicy, type TUpdatePolicyRequest } from '../../../domain/policies';
import type { Db, Tx } from '../../db/client';
import { policies } from '../../db/schema';
import { diffFields, recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { requireActor } from '../submissions/submissions.service';

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
