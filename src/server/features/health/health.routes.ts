import type { FastifyInstance } from 'fastify';
import { ZHealth, type THealth } from '../../../domain/settings';
import { docs } from '../../platform/api-docs';
import { ok } from '../../platform/http';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: docs({ summary: 'Whether this instance answers and reaches its database (for load balancers)', response: { 200: ZHealth } }),
  }, async (req) => {
    const { database, config, startedAt } = req.server.platform;
    await database.ping();
    return ok<THealth>({
      status: 'ok',
      database: database.kind,
      version: config.version,
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    });
  });
}
