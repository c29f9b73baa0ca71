import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once here: @fastify/helmet builds it
 * anew, re-parsing the content security policy, on every request, which showed in the API's profile.
 */
export function securityHeaders(options: { https: boolean }) {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https,
  });
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) =>
    middleware(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
}
