import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCreateEscalationRequest, ZEscalationTrack, ZOverrideRequest, ZTrackStatusRequest } from '../../../domain/review';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { createEscalation, decideTrack, listEscalations, overrideTrack } from './escalations.service';

const ZTrackParams = z.object({ trackId: z.string().uuid('Please enter a valid UUID format') });
const ZListQuery = z.object({ submissionId: z.string().uuid('Please enter a valid UUID format') });

export async function escalationsRoutes(app: FastifyInstance) {
  app.get('/api/escalations', {
    config: { access: 'signed_in' },
    schema: docs({
      summary: "A submission's escalation tracks",
      querystring: ZListQuery,
      response: { 200: z.array(ZEscalationTrack) },
    }),
  }, async (req) => {
    const { submissionId } = parse(ZListQuery, req.query);
    return ok(await listEscalations(ctxOf(req), submissionId));
  });

  app.post('/api/escalations', {
    config: { access: 'submission.escalate' },
    schema: docs({
      summary: 'Escalate a submission to legal, creative or technical review',
      body: ZCreateEscalationRequest,
      response: { 201: ZEscalationTrack },
    }),
  }, async (req, reply) => {
    const track = await createEscalation(ctxOf(req), parse(ZCreateEscalationRequest, req.body));
    reply.code(201);
    return ok(track, { message: `Escalated to ${track.trackType} review` });
  });

  // PATCH is the decision dialog's call; PUT is the same decision as the report component sends it.
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/escalations/:trackId/status',
      config: { access: 'signed_in' },
      schema: docs({
        summary: "Decide a track, or take it into review (the track type's specialist, or a superadmin)",
        params: ZTrackParams,
        body: ZTrackStatusRequest,
        response: { 200: ZEscalationTrack },
      }),
      handler: async (req) => {
        const { trackId } = parse(ZTrackParams, req.params);
        const track = await decideTrack(ctxOf(req), trackId, parse(ZTrackStatusRequest, req.body));
        return ok(track, { message: 'Track decision has been updated and notification sent.' });
      },
    });
  }

  app.post('/api/escalations/:trackId/override', {
    config: { access: 'track.override' },
    schema: docs({
      summary: "Override a creative or technical track's decision",
      params: ZTrackParams,
      body: ZOverrideRequest,
      response: { 200: ZEscalationTrack },
    }),
  }, async (req) => {
    const { trackId } = parse(ZTrackParams, req.params);
    const track = await overrideTrack(ctxOf(req), trackId, parse(ZOverrideRequest, req.body));
    return ok(track, { message: 'Override Applied' });
  });
}
