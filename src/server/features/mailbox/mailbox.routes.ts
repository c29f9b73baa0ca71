import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EMAIL_INGEST_BODY_LIMIT,
  ZEmailProcessingRequest,
  ZImportParams,
  ZImportRequest,
  ZMailboxConfigRequest,
  ZMessageIdParams,
  ZEmailIntakeResult,
  ZEmailProcessingRecord,
  ZImportProgress,
  ZMailboxConfigView,
  ZMailboxStatus,
  type TEmailIntakeResult,
} from '../../../domain/mailbox';
import { docs } from '../../platform/api-docs';
import { can } from '../../../domain/permissions';
import { forbidden, unauthenticated } from '../../platform/errors';
import { ctxOf, ok, parse } from '../../platform/http';
import { getEmailProcessingRecord, ingestEmail } from './email-intake.service';
import {
  getImportProgress,
  getMailboxConfig,
  getMailboxStatus,
  removeMailboxConfig,
  requestImport,
  saveMailboxConfig,
  startMonitoring,
  stopMonitoring,
} from './mailbox.service';

/**
 * The ingest route takes up to 60 MB: refuse strangers before the body is read, not after, and say that
 * the route is for admins (spec 2: the server answers 403 'admin access required').
 */
async function refuseBeforeBody(req: FastifyRequest) {
  if (!req.actor) throw unauthenticated();
  if (!can(req.actor, 'mailbox.process')) throw forbidden('Admin access required to process mailbox email');
}

const INTAKE_MESSAGES: Record<TEmailIntakeResult['outcome'], string> = {
  processed: 'Email processed: a submission was created and queued for analysis',
  skipped: 'Email skipped: it is not a compliance email',
  already_processed: 'Email already processed',
  failed: 'Email recorded as failed',
};

export async function mailboxRoutes(app: FastifyInstance) {
  app.post(
    '/api/email-processing/gmail',
    {
      config: { access: 'mailbox.process' },
      schema: docs({
        summary: 'Take in one email (201 when it became a submission, 200 otherwise)',
        body: ZEmailProcessingRequest,
        response: { 200: ZEmailIntakeResult, 201: ZEmailIntakeResult },
      }),
      bodyLimit: EMAIL_INGEST_BODY_LIMIT,
      onRequest: refuseBeforeBody,
    },
    async (req, reply) => {
      const result = await ingestEmail(ctxOf(req), parse(ZEmailProcessingRequest, req.body));
      reply.code(result.outcome === 'processed' ? 201 : 200);
      return ok(result, { message: INTAKE_MESSAGES[result.outcome] });
    },
  );

  // A record names the sender and subject of mail that may never have become a submission: admins only.
  app.get('/api/email-processing-records/:messageId', {
    config: { access: 'mailbox.process' },
    schema: docs({
      summary: 'What the intake recorded about one email',
      params: ZMessageIdParams,
      response: { 200: ZEmailProcessingRecord },
    }),
  }, async (req) => {
    const { messageId } = parse(ZMessageIdParams, req.params);
    return ok(await getEmailProcessingRecord(ctxOf(req), messageId));
  });

  app.get('/api/mailbox/status', {
    config: { access: 'settings.view' },
    schema: docs({ summary: 'Whether the mailbox is watched, and its last check, error and import', response: { 200: ZMailboxStatus } }),
  }, async (req) => ok(await getMailboxStatus(ctxOf(req))));

  app.post('/api/mailbox/start', {
    config: { access: 'mailbox.manage' },
    schema: docs({ summary: 'Start watching the mailbox', response: { 200: ZMailboxStatus } }),
  }, async (req) =>
    ok(await startMonitoring(ctxOf(req)), { message: 'Monitoring Started' }),
  );

  app.post('/api/mailbox/stop', {
    config: { access: 'mailbox.manage' },
    schema: docs({ summary: 'Stop watching the mailbox', response: { 200: ZMailboxStatus } }),
  }, async (req) =>
    ok(await stopMonitoring(ctxOf(req)), { message: 'Monitoring Stopped' }),
  );

  app.get('/api/mailbox/config', {
    config: { access: 'mailbox.manage' },
    schema: docs({ summary: 'The mailbox connection, without its secrets', response: { 200: ZMailboxConfigView } }),
  }, async (req) => ok(await getMailboxConfig(ctxOf(req))));

  app.put('/api/mailbox/config', {
    config: { access: 'mailbox.manage' },
    schema: docs({
      summary: 'Save the mailbox connection (secrets left out keep their saved value)',
      body: ZMailboxConfigRequest,
      response: { 200: ZMailboxConfigView },
    }),
  }, async (req) =>
    ok(await saveMailboxConfig(ctxOf(req), parse(ZMailboxConfigRequest, req.body)), { message: 'Mailbox connection saved' }),
  );

  app.delete('/api/mailbox/config', {
    config: { access: 'mailbox.manage' },
    schema: docs({ summary: 'Remove the saved mailbox connection', response: { 200: z.null() } }),
  }, async (req) => {
    await removeMailboxConfig(ctxOf(req));
    return ok(null, { message: 'Mailbox connection removed' });
  });

  app.post('/api/mailbox/import', {
    config: { access: 'mailbox.manage' },
    schema: docs({
      summary: 'Scan the last 7 to 90 days of mail',
      body: ZImportRequest,
      response: { 202: ZImportProgress },
    }),
  }, async (req, reply) => {
    const progress = await requestImport(ctxOf(req), parse(ZImportRequest, req.body));
    reply.code(202);
    return ok(progress, { message: `Historical scan of the last ${progress.days} days started` });
  });

  app.get('/api/mailbox/import/:jobId', {
    config: { access: 'mailbox.manage' },
    schema: docs({
      summary: "A historical scan's progress",
      params: ZImportParams,
      response: { 200: ZImportProgress },
    }),
  }, async (req) => {
    const { jobId } = parse(ZImportParams, req.params);
    return ok(await getImportProgress(ctxOf(req), jobId));
  });
}
