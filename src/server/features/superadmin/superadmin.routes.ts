import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZDeletionPreview } from '../../../domain/submissions';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { deleteSubmission, getDeletionPreview } from './superadmin.service';

export async function superadminRoutes(app: FastifyInstance) {
  app.get('/api/superadmin/submissions/:id/deletion-preview', {
    config: { access: 'submission.delete' },
    schema: docs({
      summary: 'What deleting this submission would remove',
      params: ZIdParams,
      response: { 200: ZDeletionPreview },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await getDeletionPreview(ctxOf(req), id));
  });

  app.delete('/api/superadmin/submissions/:id', {
    config: { access: 'submission.delete' },
    schema: docs({
      summary: 'Delete a submission with everything attached to it',
      params: ZIdParams,
      response: { 200: z.null() },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    await deleteSubmission(ctxOf(req), id);
    return ok(null, { message: 'Submission deleted' });
  });
}
