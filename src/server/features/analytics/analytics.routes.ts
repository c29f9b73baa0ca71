import type { FastifyInstance } from 'fastify';
import { ctxOf, ok } from '../../platform/http';
import { getAnalyticsSummary } from './analytics.service';

export async function analyticsRoutes(app: FastifyInstance) {
  app.get('/api/analytics/summary', { config: { access: 'analytics.view', cache: true } }, async (req) => ok(await getAnalyticsSummary(ctxOf(req))));
}
