import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZPreviewTokenRequest } from '../../../domain/submissions';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { contentDisposition, createPreviewToken, findAttachment, openPreview, readAttachment, readScreenshot } from './files.service';

const ZDownloadParams = z.object({
  submissionId: z.string().uuid('Please enter a valid UUID format'),
  originalFilename: z.string().min(1).max(255),
});

/** Which version's file of that name; the newest without it. */
const ZDownloadQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

const ZScreenshotParams = z.object({
  submissionId: z.string().uuid('Please enter a valid UUID format'),
  file: z.string().regex(/^[0-9a-f-]{36}\.png$/, 'Unknown screenshot'),
});

const ZPreviewParams = z.object({ token: z.string().min(1).max(100) });

// Served documents may be HTML converted from Word: they run no script and load nothing but inline images.
const PREVIEW_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

export async function filesRoutes(app: FastifyInstance) {
  app.get('/api/files/private/:submissionId/:originalFilename', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: 'Download a stored file of a submission',
      params: ZDownloadParams,
      file: { contentType: 'application/octet-stream', description: 'The file as uploaded, with its own media type' },
    }),
  }, async (req, reply) => {
    const { submissionId, originalFilename } = parse(ZDownloadParams, req.params);
    const { version } = parse(ZDownloadQuery, req.query);
    const ctx = ctxOf(req);
    const row = await findAttachment(ctx, submissionId, originalFilename, version);
    const data = await readAttachment(ctx, row);
    return reply
      .header('content-type', row.mimeType)
      .header('content-disposition', contentDisposition('attachment', row.originalFilename))
      .header('cache-control', 'private, no-store')
      .send(data);
  });

  app.get('/api/screenshots/:submissionId/:file', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: "A landing page's screenshot",
      params: ZScreenshotParams,
      file: { contentType: 'image/png', description: 'The screenshot' },
    }),
  }, async (req, reply) => {
    const { submissionId, file } = parse(ZScreenshotParams, req.params);
    const png = await readScreenshot(ctxOf(req), submissionId, file);
    return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=3600').send(png);
  });

  app.post('/api/files/preview-token', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: 'A single-file preview link valid for 5 minutes',
      body: ZPreviewTokenRequest,
      response: { 200: z.object({ token: z.string(), expiresAt: z.string() }) },
    }),
  }, async (req) => {
    const { submissionId, filename } = parse(ZPreviewTokenRequest, req.body);
    return ok(await createPreviewToken(ctxOf(req), submissionId, filename));
  });

  app.get('/api/files/preview/:token', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: 'Show a file inline by its preview token (Word documents as sandboxed HTML)',
      params: ZPreviewParams,
      file: { contentType: 'application/octet-stream', description: 'The file, or HTML converted from a Word document' },
    }),
  }, async (req, reply) => {
    const { token } = parse(ZPreviewParams, req.params);
    const preview = await openPreview(ctxOf(req), token);
    return reply
      .header('content-type', preview.contentType)
      .header('content-disposition', contentDisposition('inline', preview.filename))
      .header('content-security-policy', PREVIEW_CSP)
      .header('cache-control', 'private, no-store')
      .send(preview.body);
  });
}
