import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZAssignee, ZAssigneesQuery, ZAssignRequest, ZDueRules } from '../../../domain/desk';
import { docs } from '../../platform/api-docs';
import { ZIdParams, ctxOf, ok, parse } from '../../platform/http';
import { assignSubmission, assignTrack, getDueRules, listAssignees, updateDueRules } from './desk.service';

const ZTrackParams = z.object({ trackId: z.string().uuid('Please enter a valid UUID format') });
const ZAssignment = z.object({ assignee: ZAssignee.nullable() });

const assignedMessage = (assignee: { name: string } | null) => (assignee ? `Assigned to ${assignee.name}` : 'Released: anyone can take it now');

export async function deskRoutes(app: FastifyInstance) {
  app.get('/api/settings/due-rules', {
    config: { access: 'settings.view' },
    schema: docs({ summary: 'When decisions are due: working hours, holidays, lead times and turnarounds', response: { 200: ZDueRules } }),
  }, async (req) => ok(await getDueRules(ctxOf(req))));

  app.put('/api/settings/due-rules', {
    config: { access: 'due_rules.manage' },
    schema: docs({
      summary: "Change the due rules; every undecided submission's due time is recomputed in the background",
      body: ZDueRules,
      response: { 200: ZDueRules },
    }),
  }, async (req) => ok(await updateDueRules(ctxOf(req), parse(ZDueRules, req.body)), { message: 'Due rules saved. Due times are being updated.' }));

  app.get('/api/desk/assignees', {
    config: { access: 'submission.assign' },
    schema: docs({
      summary: 'Active users who may hold a submission (scope=submission) or a track of a type (legal, creative, technical)',
      querystring: ZAssigneesQuery,
      response: { 200: z.array(ZAssignee) },
    }),
  }, async (req) => ok(await listAssignees(ctxOf(req), parse(ZAssigneesQuery, req.query).scope)));

  app.post('/api/submissions/:id/assign', {
    config: { access: 'submission.claim' },
    schema: docs({
      summary: 'Claim (your own id), release (null) or, as an admin, assign a submission to a user who may review',
      params: ZIdParams,
      body: ZAssignRequest,
      response: { 200: ZAssignment },
    }),
  }, async (req) => {
    const { id } = parse(ZIdParams, req.params);
    const assignee = await assignSubmission(ctxOf(req), id, parse(ZAssignRequest, req.body).userId);
    return ok({ assignee }, { message: assignedMessage(assignee) });
  });

  app.post('/api/escalations/:trackId/assign', {
    config: { access: 'track.claim' },
    schema: docs({
      summary: "Claim, release or, as an admin, assign an escalation track to a holder of the track's role",
      params: ZTrackParams,
      body: ZAssignRequest,
      response: { 200: ZAssignment },
    }),
  }, async (req) => {
    const { trackId } = parse(ZTrackParams, req.params);
    const assignee = await assignTrack(ctxOf(req), trackId, parse(ZAssignRequest, req.body).userId);
    return ok({ assignee }, { message: assignedMessage(assignee) });
  });
}
