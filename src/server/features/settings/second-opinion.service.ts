import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFieldDiff } from '../../../domain/audit';
import { can } from '../../../domain/permissions';
import {
  SECOND_OPINION_DEFAULT_TIMEOUT_SECONDS,
  type TSecondOpinionSettings,
  type ZSecondOpinionSettingsRequest,
} from '../../../domain/settings';
import type { TChatTransport, TModelEndpoint } from '../../../engine/second-opinion/types';
import type { DbOrTx } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { requireActor } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { Ctx, Platform } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { isPublicAddress, resolveGuardedAddress, safeFetch, SafeFetchError } from '../../platform/safe-fetch';

/** The row in system_settings; the API key is kept here and never sent back to the web. */
const SETTING_KEY = 'second_opinion';
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

interface StoredSecondOpinion {
  enabled: boolean;
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
  timeoutSeconds: number;
}

const DEFAULTS: StoredSecondOpinion = { enabled: false, baseUrl: null, model: null, apiKey: null, timeoutSeconds: SECOND_OPINION_DEFAULT_TIMEOUT_SECONDS };

async function readStored(db: DbOrTx, forUpdate = false): Promise<{ value: StoredSecondOpinion; updatedAt: Date | null }> {
  const query = db.select().from(systemSettings).where(eq(systemSettings.key, SETTING_KEY));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? { value: { ...DEFAULTS, ...(row.value as Partial<StoredSecondOpinion>) }, updatedAt: row.updatedAt } : { value: DEFAULTS, updatedAt: null };
}

function viewOf(platform: Platform, value: StoredSecondOpinion, updatedAt: Date | null): TSecondOpinionSettings {
  return {
    enabled: value.enabled,
    baseUrl: value.baseUrl,
    model: value.model,
    hasApiKey: !!value.apiKey,
    timeoutSeconds: value.timeoutSeconds,
    allowedPrivateHosts: platform.config.modelAllowPrivateHosts,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

function requireManager(ctx: Ctx) {
  const actor = requireActor(ctx);
  if (!can(actor, 'second_opinion.manage')) throw forbidden('Only admins can set up the second opinion');
  return actor;
}

export async function getSecondOpinionSettings(ctx: Ctx): Promise<TSecondOpinionSettings> {
  requireManager(ctx);
  const { value, updatedAt } = await readStored(ctx.platform.db);
  return viewOf(ctx.platform, value, updatedAt);
}

/**
 * The model server must pass the same guard as every other address the server reaches: a private or
 * loopback host only when the operator named it in MODEL_ALLOW_PRIVATE_HOSTS. Checked when saving, so the
 * admin learns it at once, and again on every request (the name may resolve elsewhere later).
 */
async function refuseUnreachableByPolicy(platform: Platform, baseUrl: string): Promise<void> {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  const allowed = platform.config.modelAllowPrivateHosts.map((h) => h.toLowerCase());
  const refuse = (why: string) => {
    const message = `${why}. A model server on this machine or the intranet must be named by the operator in MODEL_ALLOW_PRIVATE_HOSTS`;
    throw new AppError('VALIDATION_FAILED', message, { baseUrl: [message] });
  };
  if (net.isIP(host)) {
    if (!isPublicAddress(host) && !allowed.includes(host.toLowerCase())) refuse(`${host} is not a public address`);
    return;
  }
  try {
    await resolveGuardedAddress(host, platform.config.modelAllowPrivateHosts);
  } catch (error) {
    if (error instanceof SafeFetchError) refuse(error.message);
    // A name that does not resolve now is saved; the analysis will say the server was unreachable.
  }
}

/** PUT /api/settings/second-opinion (admins): saved and audited, the key never in the audit entry. */
export async function saveSecondOpinionSettings(ctx: Ctx, input: z.output<typeof ZSecondOpinionSettingsRequest>): Promise<TSecondOpinionSettings> {
  requireManager(ctx);
  if (input.baseUrl) await refuseUnreachableByPolicy(ctx.platform, input.baseUrl);
  return ctx.platform.db.transaction(async (tx) => {
    const { value: before } = await readStored(tx, true);
    const after: StoredSecondOpinion = {
      enabled: input.enabled,
      baseUrl: input.baseUrl,
      model: input.model,
      apiKey: input.clearApiKey ? null : (input.apiKey ?? before.apiKey),
      timeoutSeconds: input.timeoutSeconds,
    };
    const [row] = await tx
      .insert(systemSettings)
      .values({ key: SETTING_KEY, value: after })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: after, updatedAt: new Date() } })
      .returning();
    const fields = ['enabled', 'baseUrl', 'model', 'timeoutSeconds'] as const;
    const diffs: TFieldDiff[] = fields.filter((f) => before[f] !== after[f]).map((f) => ({ field: f, from: before[f], to: after[f] }));
    if (before.apiKey !== after.apiKey) diffs.push({ field: 'apiKey', from: before.apiKey ? '(saved)' : null, to: after.apiKey ? '(changed)' : null });
    await recordAudit(tx, ctx, {
      action: 'second_opinion_settings_updated',
      summary: after.enabled
        ? `Second opinion switched on: model ${after.model} at ${after.baseUrl}`
        : `Second opinion ${before.enabled ? 'switched off' : 'settings saved (off)'}`,
      entity: { type: 'settings', id: SETTING_KEY },
      diffs,
    });
    return viewOf(ctx.platform, after, row.updatedAt);
  });
}

/** Chat requests through the SSRF guard: public addresses, or the hosts the operator named for the model. */
function guardedTransport(platform: Platform): TChatTransport {
  return async (url, init) => {
    const reply = await safeFetch(url, {
      allowPrivateHosts: platform.config.modelAllowPrivateHosts,
      method: 'POST',
      headers: init.headers,
      body: init.body,
      // The engine gives up at its own deadline; this only ends the connection soon after.
      timeoutMs: init.timeoutMs + 1000,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
    });
    return { status: reply.status, body: reply.body.toString('utf8') };
  };
}

/** The endpoint an analysis asks for a second opinion, or null while it is off (the default). */
export async function loadSecondOpinionEndpoint(platform: Platform): Promise<TModelEndpoint | null> {
  const { value } = await readStored(platform.db);
  if (!value.enabled || !value.baseUrl || !value.model) return null;
  return {
    baseUrl: value.baseUrl,
    model: value.model,
    apiKey: value.apiKey,
    timeoutMs: value.timeoutSeconds * 1000,
    transport: guardedTransport(platform),
  };
}
