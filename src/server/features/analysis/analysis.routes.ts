import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZComplianceReport, ZDismissViolationRequest, ZViolation } from '../../../domain/analysis';
import { ZRelevantPolicy } from '../../../domain/policies';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { confirmSuggestion, dismissViolation } from './dismissals.service';
import { getRelevantPolicies } from './relevant-policies';
import { contentDisposition } from '../files/index';
import { exportPdfReport } from './pdf-report.service';
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

  app.get('/api/submissions/:id/report.pdf', {
    config: { access: 'submission.export' },
    schema: docs({
      summary: 'The annotated compliance report as a PDF (the export is audited)',
      params: ZIdParams,
      file: {
        contentType: 'application/pdf',
        description: 'Cover with the decision, score and numbered findings with citations; every page of the current creative with the findings highlighted; the version history',
      },
    }),
  }, async (req, reply) => {
    const { id } = parse(ZIdParams, req.params);
    const { pdf, filename } = await exportPdfReport(ctxOf(req), id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', filename))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
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

  app.post('/api/submissions/:id/violations/:violationId/confirm', {
    config: { access: 'submission.review' },
    schema: docs({
      summary: 'Confirm a model\'s suggestion (the word model\'s or the second opinion\'s): it becomes a finding that costs its points; the score is recomputed',
      params: ZViolationParams,
      response: { 200: ZViolation },
    }),
  }, async (req) => {
    const { id, violationId } = parse(ZViolationParams, req.params);
    return ok(await confirmSuggestion(ctxOf(req), id, violationId), { message: 'Suggestion confirmed' });
  });
}
