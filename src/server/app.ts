import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { ZodError } from 'zod';
import type { TFailure } from '../domain/api';
import { can } from '../domain/permissions';
import { registerApiDocs } from './platform/api-docs';
import type { Platform } from './platform/context';
import { AppError } from './platform/errors';
import type { ApiRoute } from './platform/http';
import { MULTIPART_LIMITS } from './platform/multipart';
import { MAX_FILENAME_LENGTH } from './platform/uploads';
import { recordRefusal } from './platform/security-events';
import { securityHeaders } from './platform/security-headers';
import { registerResponseCache } from './platform/response-cache';
import { resolveSession, SESSION_COOKIE } from './platform/sessions';
import { analysisRoutes } from './features/analysis/analysis.routes';
import { annotationsRoutes } from './features/annotations/annotations.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { emailVerificationRoutes } from './features/users/email-verification.routes';
import { creativeUploadRoutes } from './features/creative-upload/creative-upload.routes';
import { deskRoutes } from './features/desk/desk.routes';
import { emailSettingsRoutes } from './features/email-settings/email-settings.routes';
import { escalationsRoutes } from './features/escalations/escalations.routes';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { mailboxRoutes } from './features/mailbox/mailbox.routes';
import { policiesRoutes } from './features/policies/policies.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { reviewRoutes } from './features/review/review.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { submissionsRoutes } from './features/submissions/submissions.routes';
import { superadminRoutes } from './features/superadmin/superadmin.routes';
import { usersRoutes } from './features/users/users.routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function failure(error: AppError): TFailure {
  return { success: false, error: error.message, code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
}

/** Refuse state changes that a browser sent on behalf of another site (CSRF), beyond SameSite=Lax. */
function isCrossSite(headers: Record<string, string | string[] | undefined>, host: string | undefined): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Errors the router raises before any route runs (bad encoding, an over-long segment), in the API's envelope. */
function sendRouterError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : (error.statusCode ?? 400);
  const body: TFailure =
    status >= 500
      ? { success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }
      : { success: false, error: tooLong ? 'The address is too long' : 'The address is malformed', code: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST' };
  void reply.code(status).send(body);
}

export async function buildApp(platform: Platform): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: platform.log,
    trustProxy: platform.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // Fastify would log every request twice at info; the onResponse hook below logs each once, by what it needs.
    logController: new LogController({ disableRequestLogging: true }),
    // A download address carries the stored file name, up to MAX_FILENAME_LENGTH characters once decoded;
    // Fastify's default of 100 made longer names unreachable.
    routerOptions: { maxParamLength: MAX_FILENAME_LENGTH },
    frameworkErrors: sendRouterError,
  });
  app.decorate('platform', platform);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  // One line per request at debug; at info only what an operator acts on: server errors and slow requests.
  const slowMs = platform.config.logSlowRequestMs;
  app.addHook('onResponse', async (req, reply) => {
    const line = {
      req: { method: req.method, url: req.url, remoteAddress: req.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) req.log.info(line, 'request failed');
    else if (reply.elapsedTime > slowMs) req.log.info(line, 'slow request');
    else req.log.debug(line, 'request completed');
  });
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', securityHeaders({ https: platform.config.cookieSecure }));
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.setErrorHandler(async (error: FastifyError | AppError | ZodError, req, reply) => {
    if (error instanceof AppError) {
      if (error.status === 403) await recordRefusal(req, error);
      return reply.code(error.status).send(failure(error));
    }
    if (error instanceof ZodError) {
      return reply.code(400).send(failure(new AppError('VALIDATION_FAILED', error.issues[0]?.message ?? 'Invalid request')));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ success: false, error: 'Too many requests. Please wait a few minutes and try again.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return reply.code(status).send({ success: false, error: error.message, code });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req.headers, req.headers.host)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
    }
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      req.sessionToken = token;
      const session = await resolveSession(platform.db, token, platform.config.session.idleMs);
      req.actor = session?.user ?? null;
      req.dbSnapshot = session?.snapshot ?? null;
    }
  });

  // The guard: every API route states who may call it, and this enforces it before any handler runs.
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/') || req.is404) return;
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    if (!req.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    if (access === undefined) throw new AppError('FORBIDDEN', 'This route has no access rule');
    if (access !== 'signed_in' && !can(req.actor, access)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do that');
    }
  });
  registerResponseCache(app, platform.config.responseCacheMb * 1024 * 1024);
  await registerApiDocs(app, platform.config.version);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(auditRoutes);
  await app.register(usersRoutes);
  await app.register(submissionsRoutes);
  await app.register(deskRoutes);
  await app.register(calendarRoutes);
  await app.register(remindersRoutes);
  await app.register(filesRoutes);
  await app.register(creativeUploadRoutes);
  await app.register(superadminRoutes);
  await app.register(analysisRoutes);
  await app.register(reviewRoutes);
  await app.register(annotationsRoutes);
  await app.register(escalationsRoutes);
  await app.register(emailSettingsRoutes);
  await app.register(analyticsRoutes);
  await app.register(policiesRoutes);
  await app.register(settingsRoutes);
  await app.register(mailboxRoutes);

  const indexHtml = path.join(platform.config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: platform.config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text assets; the browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their names: a new build gives new names, so they never go stale.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
    }
    // Client-side routes: the web app decides what to show, including its own 404 page.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
