import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
} from '../../../domain/auth';
import { clearSessionCookie, ctxOf, ok, parse, setSessionCookie } from '../../platform/http';
import {
  FORGOT_PASSWORD_MESSAGE,
  REGISTRATION_PENDING_MESSAGE,
  changePassword,
  checkResetToken,
  getCurrentUser,
  getRegistrationStatus,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from './auth.service';
import { LoginThrottledError } from './login-throttle';

// Per-IP caps on the unauthenticated endpoints that do real work; sign-in has its own, per username too.
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export async function authRoutes(app: FastifyInstance) {
  app.get('/api/register/status', { config: { access: 'public' } }, async (req) => ok(await getRegistrationStatus(ctxOf(req))));

  app.post('/api/register', { config: { access: 'public', ...perIp(20) } }, async (req, reply) => {
    const input = parse(ZRegisterRequest, req.body);
    const result = await register(ctxOf(req), input);
    if (result.session) setSessionCookie(reply, result.session.token, result.session.expiresAt);
    reply.code(201);
    return ok(
      { user: result.user, pendingApproval: result.pendingApproval },
      { message: result.pendingApproval ? REGISTRATION_PENDING_MESSAGE : `Welcome, ${result.user.username}!` },
    );
  });

  app.post('/api/login', { config: { access: 'public', ...perIp(100) } }, async (req, reply) => {
    const input = parse(ZLoginRequest, req.body);
    const { user, session } = await login(ctxOf(req), input, req.actor?.sessionId ?? null).catch((error: unknown) => {
      if (error instanceof LoginThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    });
    setSessionCookie(reply, session.token, session.expiresAt);
    return ok(user, { message: `Welcome back, ${user.username}!` });
  });

  app.post('/api/logout', { config: { access: 'public' } }, async (req, reply) => {
    await logout(ctxOf(req));
    clearSessionCookie(reply);
    return ok(null, { message: 'You have been successfully logged out.' });
  });

  app.get('/api/user', { config: { access: 'signed_in' } }, async (req) => ok(await getCurrentUser(ctxOf(req))));

  app.post('/api/change-password', { config: { access: 'signed_in', ...perIp(30) } }, async (req, reply) => {
    const input = parse(ZChangePasswordRequest, req.body);
    const session = await changePassword(ctxOf(req), input);
    setSessionCookie(reply, session.token, session.expiresAt);
    return ok(null, { message: 'Your password has been changed. Other sessions have been signed out.' });
  });

  app.post('/api/forgot-password', { config: { access: 'public', ...perIp(10) } }, async (req) => {
    const input = parse(ZForgotPasswordRequest, req.body);
    await requestPasswordReset(ctxOf(req), input);
    return ok(null, { message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/api/reset-password/check', { config: { access: 'public', ...perIp(60) } }, async (req) => {
    const { token } = parse(z.object({ token: z.string().min(1).max(200) }), req.body);
    return ok(await checkResetToken(ctxOf(req), token));
  });

  app.post('/api/reset-password', { config: { access: 'public', ...perIp(20) } }, async (req) => {
    const input = parse(ZResetPasswordRequest, req.body);
    await resetPassword(ctxOf(req), input);
    return ok(null, { message: 'Your password has been reset. You can now sign in with your new password.' });
  });
}
