import type { FastifyInstance } from 'fastify';
import { ZAnalyticsSummary } from '../../../domain/analytics';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok } from '../../platform/http';
import { getAnalyticsSummary } from './analytics.service';

export async function analyticsRoutes(app: FastifyInstance) {
  app.get('/api/analytics/summary', {
    config: { access: 'analytics.view', cache: true },
    schema: docs({ summary: 'Counts, rates and the last 30 days of submissions', response: { 200: ZAnalyticsSummary } }),
  }, async (req) => ok(await getAnalyticsSummary(ctxOf(req))));
}
