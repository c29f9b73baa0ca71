import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZAuditEntry, ZAuditListQuery } from '../../../domain/audit';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { listAuditEntries } from './audit.service';

export async function auditRoutes(app: FastifyInstance) {
  app.get('/api/audit', {
    config: { access: 'audit.view', cache: true },
    schema: docs({
      summary: 'The audit trail the caller may see, newest first, a page at a time',
      querystring: ZAuditListQuery,
      response: { 200: z.array(ZAuditEntry) },
    }),
  }, async (req) => {
    const { entries, meta } = await listAuditEntries(ctxOf(req), parse(ZAuditListQuery, req.query));
    return ok(entries, { meta });
  });
}
