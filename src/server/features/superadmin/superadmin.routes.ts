import type { FastifyInstance } from 'fastify';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { deleteSubmission, getDeletionPreview } from './superadmin.service';

export async function superadminRoutes(app: FastifyInstance) {
  app.get('/api/superadmin/submissions/:id/deletion-preview', { config: { access: 'submission.delete' } }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    return ok(await getDeletionPreview(ctxOf(req), id));
  });

  app.delete('/api/superadmin/submissions/:id', { config: { access: 'submission.delete' } }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    await deleteSubmission(ctxOf(req), id);
    return ok(null, { message: 'Submission deleted' });
  });
}
