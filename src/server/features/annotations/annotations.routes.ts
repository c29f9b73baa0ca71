import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAnnotation,
  ZAnnotationCreateRequest,
  ZAnnotationList,
  ZAnnotationListQuery,
  ZAnnotationReplyRequest,
  ZAnnotationVisibilityRequest,
} from '../../../domain/annotations';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { createAnnotation, listAnnotations, replyToAnnotation, setAnnotationStatus, setAnnotationVisibility } from './annotations.service';

const ZAnnotationParams = ZIdParams.extend({ annotationId: z.string().uuid('Please enter a valid UUID format') });

export async function annotationsRoutes(app: FastifyInstance) {
  app.get('/api/submissions/:id/annotations', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: "A version's annotations and the open ones carried from earlier versions (the submitter: those shown to them)",
      params: ZIdParams,
      querystring: ZAnnotationListQuery,
      response: { 200: ZAnnotationList },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    const { version } = parse(ZAnnotationListQuery, req.query);
    return ok(await listAnnotations(ctxOf(req), id, version));
  });

  app.post('/api/submissions/:id/annotations', {
    config: { access: 'annotation.write' },
    schema: docs({
      summary: 'Pin a comment to a point, region or text span of a version, or add a general note',
      params: ZIdParams,
      body: ZAnnotationCreateRequest,
      response: { 201: ZAnnotation },
    }),
  }, async (req, reply) => {
    const { id } = parse(ZIdParams, req.params);
    const annotation = await createAnnotation(ctxOf(req), id, parse(ZAnnotationCreateRequest, req.body));
    reply.code(201);
    return ok(annotation, { message: `Comment #${annotation.number} added` });
  });

  app.post('/api/submissions/:id/annotations/:annotationId/replies', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: "Reply in an annotation's thread (the submitter: on those shown to them)",
      params: ZAnnotationParams,
      body: ZAnnotationReplyRequest,
      response: { 201: ZAnnotation },
    }),
  }, async (req, reply) => {
    const { id, annotationId } = parse(ZAnnotationParams, req.params);
    const annotation = await replyToAnnotation(ctxOf(req), id, annotationId, parse(ZAnnotationReplyRequest, req.body));
    reply.code(201);
    return ok(annotation, { message: 'Reply added' });
  });

  for (const [action, status] of [['resolve', 'resolved'], ['reopen', 'open']] as const) {
    app.post(`/api/submissions/:id/annotations/:annotationId/${action}`, {
      config: { access: 'annotation.write' },
      schema: docs({
        summary: status === 'resolved' ? 'Resolve an annotation' : 'Reopen a resolved annotation',
        params: ZAnnotationParams,
        response: { 200: ZAnnotation },
      }),
    }, async (req) => {
      const { id, annotationId } = parse(ZAnnotationParams, req.params);
      const annotation = await setAnnotationStatus(ctxOf(req), id, annotationId, status);
      return ok(annotation, { message: `Comment #${annotation.number} ${status === 'resolved' ? 'resolved' : 'reopened'}` });
    });
  }

  app.patch('/api/submissions/:id/annotations/:annotationId', {
    config: { access: 'annotation.write' },
    schema: docs({
      summary: 'Show an annotation to the submitter, or hide it',
      params: ZAnnotationParams,
      body: ZAnnotationVisibilityRequest,
      response: { 200: ZAnnotation },
    }),
  }, async (req) => {
    const { id, annotationId } = parse(ZAnnotationParams, req.params);
    const annotation = await setAnnotationVisibility(ctxOf(req), id, annotationId, parse(ZAnnotationVisibilityRequest, req.body));
    return ok(annotation, { message: annotation.visibleToSubmitter ? 'Shown to the submitter' : 'Hidden from the submitter' });
  });
}
