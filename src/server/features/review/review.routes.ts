import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REVIEWER_ACTIONS, ZLegalReviewApproveRequest, ZReviewerActionRequest } from '../../../domain/review';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { approveLegalReview } from '../escalations/index';
import { decideSubmission, requestReanalysis } from './review.service';

const ZActionParams = ZIdParams.extend({ action: z.enum(REVIEWER_ACTIONS) });

export async function reviewRoutes(app: FastifyInstance) {
  app.post('/api/submissions/:id/reanalyze', { config: { access: 'submission.reanalyze' } }, async (req, reply) => {
    const { id } = parse(ZIdParams, req.params);
    await requestReanalysis(ctxOf(req), id);
    reply.code(202);
    return ok({ submissionId: id, queued: true }, { message: 'Reanalysis started' });
  });

  app.post('/api/submissions/:id/legal-review-approve', { config: { access: 'submission.legal_approve' } }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    const { feedback } = parse(ZLegalReviewApproveRequest, req.body);
    return ok(await approveLegalReview(ctxOf(req), id, feedback), { message: 'Legal review approved' });
  });

  app.post('/api/submissions/:id/:action', { config: { access: 'submission.review' } }, async (req) => {
    const { id, action } = parse(ZActionParams, req.params);
    const { submission, message } = await decideSubmission(ctxOf(req), id, action, parse(ZReviewerActionRequest, req.body));
    return ok(submission, { message });
  });
}
