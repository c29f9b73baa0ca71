import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCreatePolicyRequest, ZDeletePolicyRequest, ZUpdatePolicyRequest } from '../../../domain/policies';
import { ctxOf, ok, parse } from '../../platform/http';
import { createPolicy, deletePolicy, listPolicies, updatePolicy } from './policies.service';

const ZPolicyParams = z.object({ id: z.string().min(1).max(100) });

export async function policiesRoutes(app: FastifyInstance) {
  app.get('/api/policies', { config: { access: 'policy.view' } }, async (req) => ok(await listPolicies(ctxOf(req))));

  app.post('/api/policies', { config: { access: 'policy.manage' } }, async (req, reply) => {
    const policy = await createPolicy(ctxOf(req), parse(ZCreatePolicyRequest, req.body));
    reply.code(201);
    return ok(policy, { message: 'Policy added successfully' });
  });

  app.put('/api/policies/:id', { config: { access: 'policy.manage' } }, async (req) => {
    const { id } = parse(ZPolicyParams, req.params);
    return ok(await updatePolicy(ctxOf(req), id, parse(ZUpdatePolicyRequest, req.body)), { message: 'Policy updated successfully' });
  });

  app.delete('/api/policies/:id', { config: { access: 'policy.manage' } }, async (req) => {
    const { id } = parse(ZPolicyParams, req.params);
    const { reason } = parse(ZDeletePolicyRequest, req.body);
    await deletePolicy(ctxOf(req), id, reason);
    return ok(null, { message: 'Policy removed successfully' });
  });
}
