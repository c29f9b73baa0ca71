import type { FastifyInstance } from 'fastify';
import { ZPageQuery } from '../../../domain/api';
import { ctxOf, ok, parse } from '../../platform/http';
import { getPlatformInfo, getServiceStatus, listOutbox } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/api/settings/services', { config: { access: 'settings.view' } }, async (req) => ok(await getServiceStatus(ctxOf(req))));

  app.get('/api/settings/platform', { config: { access: 'settings.view' } }, async (req) => ok(getPlatformInfo(ctxOf(req))));

  app.get('/api/admin/outbox', { config: { access: 'outbox.view' } }, async (req) => {
    const { items, meta } = await listOutbox(ctxOf(req), parse(ZPageQuery, req.query));
    return ok(items, { meta });
  });
}
