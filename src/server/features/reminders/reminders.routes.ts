import type { FastifyInstance } from 'fastify';
import { ZNotificationPreferences, ZNotificationPreferencesView, ZReminderSettings, ZReminderSettingsView } from '../../../domain/reminders';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { getNotificationPreferences, getReminderSettings, updateNotificationPreferences, updateReminderSettings } from './reminders.service';

export async function remindersRoutes(app: FastifyInstance) {
  app.get('/api/settings/reminders', {
    config: { access: 'settings.view' },
    schema: docs({
      summary: "Everyone's default reminders and daily digest: the due-soon window, which are on, and the digest hour",
      response: { 200: ZReminderSettingsView },
    }),
  }, async (req) => ok(await getReminderSettings(ctxOf(req))));

  app.put('/api/settings/reminders', {
    config: { access: 'reminders.manage' },
    schema: docs({
      summary: 'Change the reminder and digest defaults; reminders and digests now owed are sent in the background',
      body: ZReminderSettings,
      response: { 200: ZReminderSettingsView },
    }),
  }, async (req) => ok(await updateReminderSettings(ctxOf(req), parse(ZReminderSettings, req.body)), { message: 'Reminder defaults saved' }));

  app.get('/api/user/notification-preferences', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: "The signed-in user's own reminder and digest switches (null follows the default), the defaults and what applies",
      response: { 200: ZNotificationPreferencesView },
    }),
  }, async (req) => ok(await getNotificationPreferences(ctxOf(req))));

  app.put('/api/user/notification-preferences', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: 'Switch your own due-soon reminders, overdue reminders and daily digest on or off (null: follow the default)',
      body: ZNotificationPreferences,
      response: { 200: ZNotificationPreferencesView },
    }),
  }, async (req) =>
    ok(await updateNotificationPreferences(ctxOf(req), parse(ZNotificationPreferences, req.body)), { message: 'Your reminder settings are saved' }),
  );
}
