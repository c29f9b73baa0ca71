import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZDismissViolationRequest } from '../../../domain/analysis';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { dismissViolation } from './dismissals.service';
import { getRelevantPolicies } from './relevant-policies';
import { exportReport } from './report.service';

const ZViolationParams = ZIdParams.extend({ violationId: z.string().uuid('Please enter a valid UUID format') });

export async function analysisRoutes(app: FastifyInstance) {
  app.post('/api/submissions/:id/export', { config: { access: 'submission.export' } }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await exportReport(ctxOf(req), id), { message: 'Report Generated' });
  });

  app.get('/api/submissions/:id/relevant-policies', { config: { access: 'signed_in' } }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await getRelevantPolicies(ctxOf(req), id));
  });

  app.post('/api/submissions/:id/violations/:violationId/dismiss', { config: { access: 'submission.review' } }, async (req) => {
    const { id, violationId } = parse(ZViolationParams, req.params);
    const { reason } = parse(ZDismissViolationRequest, req.body);
    return ok(await dismissViolation(ctxOf(req), id, violationId, reason), { message: 'Finding dismissed' });
  });
}
