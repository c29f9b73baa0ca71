import { asc, eq } from 'drizzle-orm';
import type { TEmailSetting, TEmailSettingRequest, TTestEmailResult } from '../../../domain/email-settings';
import { can } from '../../../domain/permissions';
import { emailSettings } from '../../db/schema';
import { diffFields, recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/context';
import { AppError, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { deliverOutboxEmail, recordEmail } from '../../platform/mailer';
import { requireActor } from '../../platform/actor';

type EmailSettingRow = typeof emailSettings.$inferSelect;

function toEmailSetting(row: EmailSettingRow): TEmailSetting {
  return {
    id: row.id,
    settingKey: row.settingKey as TEmailSetting['settingKey'],
    settingType: row.settingType as TEmailSetting['settingType'],
    emailAddresses: row.emailAddresses,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function requireManager(ctx: Ctx) {
  const actor = requireActor(ctx);
  if (!can(actor, 'email_settings.manage')) throw forbidden('Only admins can manage email settings');
  return actor;
}

export async function listEmailSettings(ctx: Ctx): Promise<TEmailSetting[]> {
  requireManager(ctx);
  const rows = await ctx.platform.db.select().from(emailSettings).orderBy(asc(emailSettings.settingKey));
  return rows.map(toEmailSetting);
}

const FIELDS: (keyof EmailSettingRow)[] = ['settingType', 'emailAddresses', 'description', 'isActive'];

export async function createEmailSetting(ctx: Ctx, input: TEmailSettingRequest): Promise<TEmailSetting> {
  requireManager(ctx);
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const [row] = await tx.insert(emailSettings).values(input).returning();
      await recordAudit(tx, ctx, {
        action: 'email_setting_created',
        summary: `Email setting ${row.settingKey} created: ${row.emailAddresses.join(', ')}`,
        entity: { type: 'email_setting', id: row.settingKey, url: '/settings' },
        diffs: FIELDS.map((field) => ({ field, from: null, to: row[field] })),
      });
      return toEmailSetting(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `An email setting for ${input.settingKey} already exists`);
    throw error;
  }
}

export async function updateEmailSetting(ctx: Ctx, settingKey: string, input: TEmailSettingRequest): Promise<TEmailSetting> {
  requireManager(ctx);
  if (input.settingKey !== settingKey) throw new AppError('BAD_REQUEST', 'The setting key cannot be changed');
  return ctx.platform.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailSettings).where(eq(emailSettings.settingKey, settingKey)).for('update');
    if (!before) throw notFound('Email setting');
    const [row] = await tx
      .update(emailSettings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(emailSettings.settingKey, settingKey))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'email_setting_updated',
      summary: `Email setting ${settingKey} updated`,
      entity: { type: 'email_setting', id: settingKey, url: '/settings' },
      diffs: diffFields(before, row, FIELDS),
    });
    return toEmailSetting(row);
  });
}

export async function deleteEmailSetting(ctx: Ctx, settingKey: string): Promise<void> {
  requireManager(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    const [row] = await tx.delete(emailSettings).where(eq(emailSettings.settingKey, settingKey)).returning();
    if (!row) throw notFound('Email setting');
    await recordAudit(tx, ctx, {
      action: 'email_setting_deleted',
      summary: `Email setting ${settingKey} deleted`,
      entity: { type: 'email_setting', id: settingKey, url: '/settings' },
      diffs: FIELDS.map((field) => ({ field, from: row[field], to: null })),
    });
  });
}

/**
 * Send a test email now, not through the queue, so the answer says whether delivery works. The message
 * is kept in the outbox either way.
 */
export async function sendTestEmail(ctx: Ctx, input: { to: string; subject: string }): Promise<TTestEmailResult> {
  const actor = requireActor(ctx);
  if (!can(actor, 'email.test')) throw forbidden('Only admins can send test emails');
  const id = await recordEmail(ctx.platform.db, {
    to: [input.to],
    subject: input.subject,
    text: `This is a test email from the Advertising Compliance Platform, sent by ${actor.username}. If you can read it, outgoing email works.`,
    kind: 'test',
  });
  try {
    const status = await deliverOutboxEmail(ctx.platform, id);
    return status === 'sent'
      ? { status, message: `Test email sent to ${input.to}` }
      : { status, message: 'No SMTP server is configured (SMTP_URL), so the test email was kept in the outbox only.' };
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', `Sending failed: ${(error as Error).message}`);
  }
}
