import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZEmailSetting, ZEmailSettingRequest, ZTestEmailRequest, ZTestEmailResult } from '../../../domain/email-settings';
import { docs } from '../../platform/api-docs';
import { EMAIL_SETTING_KEYS } from '../../../domain/enums';
import { ctxOf, ok, parse } from '../../platform/http';
import { createEmailSetting, deleteEmailSetting, listEmailSettings, sendTestEmail, updateEmailSetting } from './email-settings.service';

const ZKeyParams = z.object({ settingKey: z.enum(EMAIL_SETTING_KEYS, { error: 'Unknown email setting' }) });

export async function emailSettingsRoutes(app: FastifyInstance) {
  app.get('/api/email-settings', {
    config: { access: 'email_settings.manage' },
    schema: docs({ summary: 'The notification address lists', response: { 200: z.array(ZEmailSetting) } }),
  }, async (req) => ok(await listEmailSettings(ctxOf(req))));

  app.post('/api/email-settings', {
    config: { access: 'email_settings.manage' },
    schema: docs({
      summary: 'Add a notification address list',
      body: ZEmailSettingRequest,
      response: { 201: ZEmailSetting },
    }),
  }, async (req, reply) => {
    const setting = await createEmailSetting(ctxOf(req), parse(ZEmailSettingRequest, req.body));
    reply.code(201);
    return ok(setting, { message: 'Email Setting Created' });
  });

  app.put('/api/email-settings/:settingKey', {
    config: { access: 'email_settings.manage' },
    schema: docs({
      summary: 'Replace a notification address list',
      params: ZKeyParams,
      body: ZEmailSettingRequest,
      response: { 200: ZEmailSetting },
    }),
  }, async (req) => {
    const { settingKey } = parse(ZKeyParams, req.params);
    return ok(await updateEmailSetting(ctxOf(req), settingKey, parse(ZEmailSettingRequest, req.body)), { message: 'Email Setting Updated' });
  });

  app.delete('/api/email-settings/:settingKey', {
    config: { access: 'email_settings.manage' },
    schema: docs({ summary: 'Remove a notification address list', params: ZKeyParams, response: { 200: z.null() } }),
  }, async (req) => {
    const { settingKey } = parse(ZKeyParams, req.params);
    await deleteEmailSetting(ctxOf(req), settingKey);
    return ok(null, { message: 'Email Setting Deleted' });
  });

  app.post('/api/test-email', {
    config: { access: 'email.test', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: docs({
      summary: 'Send a test email (kept in the outbox without SMTP)',
      body: ZTestEmailRequest,
      response: { 200: ZTestEmailResult },
    }),
  }, async (req) => {
    const result = await sendTestEmail(ctxOf(req), parse(ZTestEmailRequest, req.body));
    return ok(result, { message: result.message });
  });
}
