import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCreateSubmissionFields, ZRevisionFields, ZSubmissionListQuery } from '../../../domain/submissions';
import { ctxOf, ok, parse } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import { addRevision } from './revisions.service';
import { listSubmissions } from './submission-list';
import { createSubmission, getDashboardStats, getSubmissionDetail } from './submissions.service';

export const ZIdParams = z.object({ id: z.string().uuid('Please enter a valid UUID format') });

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

  app.post('/api/submissions/:id/revisions', { config: { access: 'submission.revise' } }, async (req, reply) => {
    const { id } = parse(ZIdParams, req.params);
    const { fields, files } = await readMultipart(req, ['attachments']);
    const { note } = parse(ZRevisionFields, fields);
    const version = await addRevision(ctxOf(req), id, note, files);
    reply.code(201);
    return ok({ version }, { message: `Version ${version.number} uploaded; it is being analyzed for compliance.` });
  });
}
