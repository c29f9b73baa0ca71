import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZComplianceReport, ZDismissViolationRequest, ZViolation } from '../../../domain/analysis';
import { ZRelevantPolicy } from '../../../domain/policies';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { dismissViolation } from './dismissals.service';
import { getRelevantPolicies } from './relevant-policies';
import { exportReport } from './report.service';

const ZViolationParams = ZIdParams.extend({ violationId: z.string().uuid('Please enter a valid UUID format') });

export async function analysisRoutes(app: FastifyInstance) {
  app.post('/api/submissions/:id/export', {
    config: { access: 'submission.export' },
    schema: docs({
      summary: 'The compliance report as text (the export is audited)',
      params: ZIdParams,
      response: { 200: ZComplianceReport },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await exportReport(ctxOf(req), id), { message: 'Report Generated' });
  });

  app.get('/api/submissions/:id/relevant-policies', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: 'The three policies that matter most for this submission',
      params: ZIdParams,
      response: { 200: z.array(ZRelevantPolicy) },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await getRelevantPolicies(ctxOf(req), id));
  });

  app.post('/api/submissions/:id/violations/:violationId/dismiss', {
    config: { access: 'submission.review' },
    schema: docs({
      summary: 'Dismiss a finding with a reason; the score is recomputed',
      params: ZViolationParams,
      body: ZDismissViolationRequest,
      response: { 200: ZViolation },
    }),
  }, async (req) => {
    const { id, violationId } = parse(ZViolationParams, req.params);
    const { reason } = parse(ZDismissViolationRequest, req.body);
    return ok(await dismissViolation(ctxOf(req), id, violationId, reason), { message: 'Finding dismissed' });
  });
}
