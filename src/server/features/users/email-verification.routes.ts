import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZChangeEmailRequest, ZPublicUser, ZVerifyEmailRequest } from '../../../domain/auth';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { VERIFICATION_SENT_MESSAGE, changeOwnEmail, resendVerificationLink, verifyEmail } from './email-verification.service';

const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export async function emailVerificationRoutes(app: FastifyInstance) {
  // Public: the link may be opened in a browser where the account is not signed in.
  app.post('/api/verify-email', {
    config: { access: 'public', ...perIp(30) },
    schema: docs({
      summary: 'Prove an email address with the emailed link',
      body: ZVerifyEmailRequest,
      response: { 200: z.null() },
    }),
  }, async (req) => {
    await verifyEmail(ctxOf(req), parse(ZVerifyEmailRequest, req.body));
    return ok(null, { message: 'Your email address has been verified.' });
  });

  app.post('/api/user/email/verification', {
    config: { access: 'signed_in', ...perIp(20) },
    schema: docs({ summary: "Send a new verification link to the signed-in user's address", response: { 200: z.null() } }),
  }, async (req) => {
    await resendVerificationLink(ctxOf(req));
    return ok(null, { message: VERIFICATION_SENT_MESSAGE });
  });

  app.post('/api/user/email', {
    config: { access: 'signed_in', ...perIp(20) },
    schema: docs({
      summary: 'Change the email address (the current password is asked again)',
      body: ZChangeEmailRequest,
      response: { 200: ZPublicUser },
    }),
  }, async (req) => {
    const user = await changeOwnEmail(ctxOf(req), parse(ZChangeEmailRequest, req.body));
    return ok(user, {
      message: user.emailVerified ? 'Your email address has been updated.' : `Your email address has been changed. ${VERIFICATION_SENT_MESSAGE}`,
    });
  });
}
