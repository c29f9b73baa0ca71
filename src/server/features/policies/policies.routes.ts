import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCreatePolicyRequest, ZDeletePolicyRequest, ZPolicy, ZPolicyProposal, ZUpdatePolicyRequest } from '../../../domain/policies';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import { AppError } from '../../platform/errors';
import { createPolicy, deletePolicy, extractPolicyProposal, listPolicies, updatePolicy } from './policies.service';

const ZPolicyParams = z.object({ id: z.string().min(1).max(100) });
// The text fields of the extract form, as documented; the handler reads them as they come.
const ZExtractFields = z.object({ sourceType: z.enum(['file_upload', 'url']).optional(), sourceUrl: z.string().optional() });

export async function policiesRoutes(app: FastifyInstance) {
  app.get('/api/policies', {
    config: { access: 'policy.view' },
    schema: docs({ summary: "The policy library: built-in rules and admins' own policies", response: { 200: z.array(ZPolicy) } }),
  }, async (req) => ok(await listPolicies(ctxOf(req))));

  app.post('/api/policies/extract', {
    config: { access: 'policy.manage' },
    schema: docs({
      summary: 'Propose a policy from a document (field file) or a page (sourceType url, sourceUrl)',
      multipart: { fields: ZExtractFields, files: ['file'] },
      response: { 200: ZPolicyProposal },
    }),
  }, async (req) => {
    const { fields, files } = await readMultipart(req, ['file']);
    const ctx = ctxOf(req);
    if (fields.sourceType === 'url' || (!files.length && fields.sourceUrl)) {
      const { sourceUrl } = parse(z.object({ sourceUrl: z.string({ error: 'Please enter a URL to analyze' }).trim().url('Please enter a URL to analyze') }), fields);
      return ok(await extractPolicyProposal(ctx, { url: sourceUrl }));
    }
    if (files.length !== 1) throw new AppError('VALIDATION_FAILED', 'Please select a file to upload');
    return ok(await extractPolicyProposal(ctx, { file: files[0] }));
  });

  app.post('/api/policies', {
    config: { access: 'policy.manage' },
    schema: docs({
      summary: 'Add a policy',
      body: ZCreatePolicyRequest,
      response: { 201: ZPolicy },
    }),
  }, async (req, reply) => {
    const policy = await createPolicy(ctxOf(req), parse(ZCreatePolicyRequest, req.body));
    reply.code(201);
    return ok(policy, { message: 'Policy added successfully' });
  });

  app.put('/api/policies/:id', {
    config: { access: 'policy.manage' },
    schema: docs({
      summary: 'Change a policy (with a reason for the audit trail)',
      params: ZPolicyParams,
      body: ZUpdatePolicyRequest,
      response: { 200: ZPolicy },
    }),
  }, async (req) => {
    const { id } = parse(ZPolicyParams, req.params);
    return ok(await updatePolicy(ctxOf(req), id, parse(ZUpdatePolicyRequest, req.body)), { message: 'Policy updated successfully' });
  });

  app.delete('/api/policies/:id', {
    config: { access: 'policy.manage' },
    schema: docs({
      summary: 'Remove a policy (with a reason for the audit trail)',
      params: ZPolicyParams,
      body: ZDeletePolicyRequest,
      response: { 200: z.null() },
    }),
  }, async (req) => {
    const { id } = parse(ZPolicyParams, req.params);
    const { reason } = parse(ZDeletePolicyRequest, req.body);
    await deletePolicy(ctxOf(req), id, reason);
    return ok(null, { message: 'Policy removed successfully' });
  });
}
