import type { FastifyInstance } from 'fastify';
import { ZAuditListQuery } from '../../../domain/audit';
import { ctxOf, ok, parse } from '../../platform/http';
import { listAuditEntries } from './audit.service';

export async function auditRoutes(app: FastifyInstance) {
  app.get('/api/audit', { config: { access: 'audit.view', cache: true } }, async (req) => {
    const { entries, meta } = await listAuditEntries(ctxOf(req), parse(ZAuditListQuery, req.query));
    return ok(entries, { meta });
  });
}
