import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (req) => {
    const { database, config, startedAt } = req.server.platform;
    await database.ping();
    return ok({
      status: 'ok',
      database: database.kind,
      version: config.version,
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    });
  });
}
