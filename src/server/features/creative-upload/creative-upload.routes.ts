import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCreativeUploadResponse } from '../../../domain/submissions';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import { uploadCreative } from './creative-upload.service';

const ZParams = z.object({ submissionId: z.string().uuid('Please enter a valid UUID format') });

export async function creativeUploadRoutes(app: FastifyInstance) {
  app.post('/api/admin/submissions/:submissionId/upload-creative', {
    config: { access: 'creative.reupload' },
    schema: docs({
      summary: 'Add creative files to a submission (field files); re-analysis starts',
      params: ZParams,
      multipart: { files: ['files'] },
      response: { 200: ZCreativeUploadResponse },
    }),
  }, async (req) => {
    const { submissionId } = parse(ZParams, req.params);
    const { files } = await readMultipart(req, ['files']);
    const result = await uploadCreative(ctxOf(req), submissionId, files);
    const added = result.uploadResults.filter((r) => r.status === 'success').length;
    return ok(result, {
      message: added
        ? `${added} of ${result.uploadResults.length} file${result.uploadResults.length === 1 ? '' : 's'} uploaded; re-analysis started`
        : 'No file could be added',
    });
  });
}
