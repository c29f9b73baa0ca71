import type { FastifyInstance } from 'fastify';
import { ZAnalyticsSummary } from '../../../domain/analytics';
import { ZTurnaround, ZTurnaroundQuery } from '../../../domain/turnaround';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { getAnalyticsSummary } from './analytics.service';
import { getTurnaround } from './turnaround.service';

export async function analyticsRoutes(app: FastifyInstance) {
  app.get('/api/analytics/summary', {
    config: { access: 'analytics.view', cache: true },
    schema: docs({ summary: 'Counts, rates and the last 30 days of submissions', response: { 200: ZAnalyticsSummary } }),
  }, async (req) => ok(await getAnalyticsSummary(ctxOf(req))));

  app.get('/api/analytics/turnaround', {
    config: { access: 'analytics.view', cache: true },
    schema: docs({
      summary: 'Time per stage (median and 90th percentile), due-time keeping, per reviewer and per track, over a period of UTC days',
      querystring: ZTurnaroundQuery,
      response: { 200: ZTurnaround },
    }),
  }, async (req) => ok(await getTurnaround(ctxOf(req), parse(ZTurnaroundQuery, req.query))));
}
