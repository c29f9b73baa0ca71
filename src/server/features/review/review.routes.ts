import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REVIEWER_ACTIONS, ZEscalationTrack, ZLegalReviewApproveRequest, ZReviewerActionRequest } from '../../../domain/review';
import { ZSubmission } from '../../../domain/submissions';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { approveLegalReview } from '../escalations/index';
import { decideSubmission, requestReanalysis } from './review.service';

const ZActionParams = ZIdParams.extend({ action: z.enum(REVIEWER_ACTIONS) });

export async function reviewRoutes(app: FastifyInstance) {
  app.post('/api/submissions/:id/reanalyze', {
    config: { access: 'submission.reanalyze' },
    schema: docs({
      summary: 'Queue a fresh compliance analysis',
      params: ZIdParams,
      response: { 202: z.object({ submissionId: z.string(), queued: z.literal(true) }) },
    }),
  }, async (req, reply) => {
    const { id } = parse(ZIdParams, req.params);
    await requestReanalysis(ctxOf(req), id);
    reply.code(202);
    return ok({ submissionId: id, queued: true }, { message: 'Reanalysis started' });
  });

  app.post('/api/submissions/:id/legal-review-approve', {
    config: { access: 'submission.legal_approve' },
    schema: docs({
      summary: "Approve the submission's legal track",
      params: ZIdParams,
      body: ZLegalReviewApproveRequest,
      response: { 200: ZEscalationTrack },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    const { feedback } = parse(ZLegalReviewApproveRequest, req.body);
    return ok(await approveLegalReview(ctxOf(req), id, feedback), { message: 'Legal review approved' });
  });

  app.post('/api/submissions/:id/:action', {
    config: { access: 'submission.review' },
    schema: docs({
      summary: "A reviewer's decision: approve, request-revisions or reject",
      params: ZActionParams,
      body: ZReviewerActionRequest,
      response: { 200: ZSubmission },
    }),
  }, async (req) => {
    const { id, action } = parse(ZActionParams, req.params);
    const { submission, message } = await decideSubmission(ctxOf(req), id, action, parse(ZReviewerActionRequest, req.body));
    return ok(submission, { message });
  });
}
