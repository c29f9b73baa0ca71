import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZPageQuery } from '../../../domain/api';
import { ZOutboxEmail, ZPlatformInfo, ZServiceStatus } from '../../../domain/settings';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
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
