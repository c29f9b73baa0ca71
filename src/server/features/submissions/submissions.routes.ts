import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCreateSubmissionFields, ZDashboardStats, ZRevisionFields, ZSubmission, ZSubmissionDetail, ZSubmissionListQuery, ZSubmissionVersion } from '../../../domain/submissions';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import { ZCompareVersionsParams, ZVersionComparison } from '../../../domain/version-compare';
import { addRevision } from './revisions.service';
import { listSubmissions } from './submission-list';
import { createSubmission, getDashboardStats, getSubmissionDetail } from './submissions.service';
import { compareVersions } from './version-compare.service';

export async function submissionsRoutes(app: FastifyInstance) {
  app.get('/api/submissions', {
    config: { access: 'signed_in', cache: true },
    schema: docs({
      summary: 'Submissions the caller may see, newest first, a page at a time (meta.nextCursor)',
      querystring: ZSubmissionListQuery,
      response: { 200: z.array(ZSubmission) },
    }),
  }, async (req) => {
    const { items, meta } = await listSubmissions(ctxOf(req), parse(ZSubmissionListQuery, req.query));
    return ok(items, { meta });
  });

  app.get('/api/submissions/stats', {
    config: { access: 'signed_in', cache: true },
    schema: docs({ summary: "The dashboard's counters over the submissions the caller may see", response: { 200: ZDashboardStats } }),
  }, async (req) => ok(await getDashboardStats(ctxOf(req))));

  app.get('/api/submissions/:id', {
    config: { access: 'signed_in', cache: true },
    schema: docs({
      summary: 'One submission with its files, latest analysis, findings and escalation tracks',
      params: ZIdParams,
      response: { 200: ZSubmissionDetail },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await getSubmissionDetail(ctxOf(req), id));
  });

  app.post('/api/submissions', {
    config: { access: 'submission.create' },
    schema: docs({
      summary: 'Submit creative for review: text fields and files (field attachments or files); analysis is queued',
      multipart: { fields: ZCreateSubmissionFields, files: ['attachments', 'files'] },
      response: { 201: ZSubmission },
    }),
  }, async (req, reply) => {
    const { fields, files } = await readMultipart(req, ['attachments', 'files']);
    const input = parse(ZCreateSubmissionFields, fields);
    const submission = await createSubmission(ctxOf(req), input, files);
    reply.code(201);
    return ok(submission, {
      message: `Your submission "${submission.title}" has been created and is being analyzed for compliance.`,
    });
  });

  app.post('/api/submissions/:id/revisions', {
    config: { access: 'submission.revise' },
    schema: docs({
      summary: 'Upload a revision: its files (field attachments) and an optional note become the next version, the submission returns to pending and the version is analysed',
      params: ZIdParams,
      multipart: { fields: ZRevisionFields, files: ['attachments'] },
      response: { 201: z.object({ version: ZSubmissionVersion }) },
    }),
  }, async (req, reply) => {
    const { id } = parse(ZIdParams, req.params);
    const { fields, files } = await readMultipart(req, ['attachments']);
    const { note } = parse(ZRevisionFields, fields);
    const version = await addRevision(ctxOf(req), id, note, files);
    reply.code(201);
    return ok({ version }, { message: `Version ${version.number} uploaded; it is being analyzed for compliance.` });
  });

  app.get('/api/submissions/:id/versions/:a/compare/:b', {
    config: { access: 'signed_in', cache: true },
    schema: docs({
      summary: 'Compare an earlier version a with a later version b: both versions, the findings resolved, still open and new (matched by policy and evidence), and each file beside its counterpart with a word diff of its text',
      params: ZCompareVersionsParams,
      response: { 200: ZVersionComparison },
    }),
  }, async (req) => ok(await compareVersions(ctxOf(req), parse(ZCompareVersionsParams, req.params))));
}
