import type { FastifyInstance } from 'fastify';
import { ZCreateSubmissionFields, ZSubmissionListQuery } from '../../../domain/submissions';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import { listSubmissions } from './submission-list';
import { createSubmission, getDashboardStats, getSubmissionDetail } from './submissions.service';

export async function submissionsRoutes(app: FastifyInstance) {
  app.get('/api/submissions', { config: { access: 'signed_in', cache: true } }, async (req) => {
    const { items, meta } = await listSubmissions(ctxOf(req), parse(ZSubmissionListQuery, req.query));
    return ok(items, { meta });
  });

  app.get('/api/submissions/stats', { config: { access: 'signed_in', cache: true } }, async (req) => ok(await getDashboardStats(ctxOf(req))));

  app.get('/api/submissions/:id', { config: { access: 'signed_in', cache: true } }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await getSubmissionDetail(ctxOf(req), id));
  });

  app.post('/api/submissions', { config: { access: 'submission.create' } }, async (req, reply) => {
    const { fields, files } = await readMultipart(req, ['attachments', 'files']);
    const input = parse(ZCreateSubmissionFields, fields);
    const submission = await createSubmission(ctxOf(req), input, files);
    reply.code(201);
    return ok(submission, {
      message: `Your submission "${submission.title}" has been created and is being analyzed for compliance.`,
    });
  });
}
