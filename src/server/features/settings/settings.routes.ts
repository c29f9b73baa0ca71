import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZPageQuery } from '../../../domain/api';
import { ZOutboxEmail, ZPlatformInfo, ZSecondOpinionSettings, ZSecondOpinionSettingsRequest, ZServiceStatus } from '../../../domain/settings';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { getSecondOpinionSettings, saveSecondOpinionSettings } from './second-opinion.service';
import { getPlatformInfo, getServiceStatus, listOutbox } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/api/settings/services', {
    config: { access: 'settings.view' },
    schema: docs({ summary: 'The state of each service the platform depends on', response: { 200: z.array(ZServiceStatus) } }),
  }, async (req) => ok(await getServiceStatus(ctxOf(req))));

  app.get('/api/settings/platform', {
    config: { access: 'settings.view' },
    schema: docs({ summary: 'Version, database and uptime of this instance', response: { 200: ZPlatformInfo } }),
  }, async (req) => ok(getPlatformInfo(ctxOf(req))));

  app.get('/api/settings/second-opinion', {
    config: { access: 'second_opinion.manage' },
    schema: docs({ summary: 'The language model asked for a second opinion (never its API key)', response: { 200: ZSecondOpinionSettings } }),
  }, async (req) => ok(await getSecondOpinionSettings(ctxOf(req))));

  app.put('/api/settings/second-opinion', {
    config: { access: 'second_opinion.manage' },
    schema: docs({
      summary: 'Switch the second opinion on or off and say where the model is (an API key left out keeps the saved one)',
      body: ZSecondOpinionSettingsRequest,
      response: { 200: ZSecondOpinionSettings },
    }),
  }, async (req) => ok(await saveSecondOpinionSettings(ctxOf(req), parse(ZSecondOpinionSettingsRequest, req.body)), { message: 'Second opinion settings saved' }));

  app.get('/api/admin/outbox', {
    config: { access: 'outbox.view' },
    schema: docs({
      summary: 'Outgoing email, newest first, a page at a time',
      querystring: ZPageQuery,
      response: { 200: z.array(ZOutboxEmail) },
    }),
  }, async (req) => {
    const { items, meta } = await listOutbox(ctxOf(req), parse(ZPageQuery, req.query));
    return ok(items, { meta });
  });
}
