import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZPublicUser,
  ZRegisterResponse,
  ZResetPasswordRequest,
} from '../../../domain/auth';
import { docs } from '../../platform/api-docs';
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

const ZResetTokenCheck = z.object({ token: z.string().min(1).max(200) });

// Per-IP caps on the unauthenticated endpoints that do real work; sign-in has its own, per username too.
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export async function authRoutes(app: FastifyInstance) {
  app.get('/api/register/status', {
    config: { access: 'public' },
    schema: docs({
      summary: 'Whether the next account will be the first (and so the owner)',
      response: { 200: z.object({ isFirstUser: z.boolean() }) },
    }),
  }, async (req) => ok(await getRegistrationStatus(ctxOf(req))));

  app.post('/api/register', {
    config: { access: 'public', ...perIp(20) },
    schema: docs({
      summary: 'Register; the first account becomes the owner, later ones wait for approval',
      body: ZRegisterRequest,
      response: { 201: ZRegisterResponse },
    }),
  }, async (req, reply) => {
    const input = parse(ZRegisterRequest, req.body);
    const result = await register(ctxOf(req), input);
    if (result.session) setSessionCookie(reply, result.session.token, result.session.expiresAt);
    reply.code(201);
    return ok(
      { user: result.user, pendingApproval: result.pendingApproval },
      { message: result.pendingApproval ? REGISTRATION_PENDING_MESSAGE : `Welcome, ${result.user.username}!` },
    );
  });

  app.post('/api/login', {
    config: { access: 'public', ...perIp(100) },
    schema: docs({
      summary: 'Sign in; sets the session cookie',
      body: ZLoginRequest,
      response: { 200: ZPublicUser },
    }),
  }, async (req, reply) => {
    const input = parse(ZLoginRequest, req.body);
    const { user, session } = await login(ctxOf(req), input, req.actor?.sessionId ?? null).catch((error: unknown) => {
      if (error instanceof LoginThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    });
    setSessionCookie(reply, session.token, session.expiresAt);
    return ok(user, { message: `Welcome back, ${user.username}!` });
  });

  app.post('/api/logout', {
    config: { access: 'public' },
    schema: docs({ summary: 'Sign out: the session ends and its cookie is cleared', response: { 200: z.null() } }),
  }, async (req, reply) => {
    await logout(ctxOf(req));
    clearSessionCookie(reply);
    return ok(null, { message: 'You have been successfully logged out.' });
  });

  app.get('/api/user', {
    config: { access: 'signed_in' },
    schema: docs({ summary: 'The signed-in user', response: { 200: ZPublicUser } }),
  }, async (req) => ok(await getCurrentUser(ctxOf(req))));

  app.post('/api/change-password', {
    config: { access: 'signed_in', ...perIp(30) },
    schema: docs({
      summary: 'Change the password; other sessions are signed out',
      body: ZChangePasswordRequest,
      response: { 200: z.null() },
    }),
  }, async (req, reply) => {
    const input = parse(ZChangePasswordRequest, req.body);
    const session = await changePassword(ctxOf(req), input);
    setSessionCookie(reply, session.token, session.expiresAt);
    return ok(null, { message: 'Your password has been changed. Other sessions have been signed out.' });
  });

  app.post('/api/forgot-password', {
    config: { access: 'public', ...perIp(10) },
    schema: docs({
      summary: 'Email a reset link to this address if an account has it (same answer either way)',
      body: ZForgotPasswordRequest,
      response: { 200: z.null() },
    }),
  }, async (req) => {
    const input = parse(ZForgotPasswordRequest, req.body);
    await requestPasswordReset(ctxOf(req), input);
    return ok(null, { message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/api/reset-password/check', {
    config: { access: 'public', ...perIp(60) },
    schema: docs({
      summary: 'Whether a reset link can still be used',
      body: ZResetTokenCheck,
      response: { 200: z.object({ valid: z.boolean() }) },
    }),
  }, async (req) => {
    const { token } = parse(ZResetTokenCheck, req.body);
    return ok(await checkResetToken(ctxOf(req), token));
  });

  app.post('/api/reset-password', {
    config: { access: 'public', ...perIp(20) },
    schema: docs({
      summary: 'Set a new password with a reset link',
      body: ZResetPasswordRequest,
      response: { 200: z.null() },
    }),
  }, async (req) => {
    const input = parse(ZResetPasswordRequest, req.body);
    await resetPassword(ctxOf(req), input);
    return ok(null, { message: 'Your password has been reset. You can now sign in with your new password.' });
  });
}
