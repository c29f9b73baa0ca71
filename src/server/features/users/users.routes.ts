import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZPublicUser } from '../../../domain/auth';
import {
  ZApproveUserRequest,
  ZCreateUserRequest,
  ZLoginHistoryQuery,
  ZRejectUserRequest,
  ZUpdateRoleRequest,
  ZUpdateRolesRequest,
  ZLoginHistory,
  ZLoginRecord,
  ZLoginStats,
  ZUserIdParams,
} from '../../../domain/users';
import { docs } from '../../platform/api-docs';
import { ctxOf, ok, parse } from '../../platform/http';
import { getLoginHistory, getLoginStats, listRecentLogins } from './login-activity.service';
import {
  approveUser,
  createUserByAdmin,
  deleteUser,
  listActiveUsers,
  listPendingUsers,
  rejectUser,
  updateUserRoles,
} from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  app.get('/api/admin/users', {
    config: { access: 'user.manage' },
    schema: docs({ summary: 'Active accounts', response: { 200: z.array(ZPublicUser) } }),
  }, async (req) => ok(await listActiveUsers(ctxOf(req))));

  app.get('/api/admin/pending-users', {
    config: { access: 'user.manage' },
    schema: docs({ summary: 'Registrations waiting for approval', response: { 200: z.array(ZPublicUser) } }),
  }, async (req) => ok(await listPendingUsers(ctxOf(req))));

  app.get('/api/admin/login-stats', {
    config: { access: 'login_activity.view' },
    schema: docs({ summary: 'How many users signed in today, this week and this month', response: { 200: ZLoginStats } }),
  }, async (req) => ok(await getLoginStats(ctxOf(req))));

  app.get('/api/admin/recent-logins', {
    config: { access: 'login_activity.view' },
    schema: docs({ summary: 'The latest sign-in attempts', response: { 200: z.array(ZLoginRecord) } }),
  }, async (req) =>
    ok(await listRecentLogins(ctxOf(req))),
  );

  app.get('/api/admin/users/:id/login-history', {
    config: { access: 'login_activity.view' },
    schema: docs({
      summary: "One user's sign-in attempts",
      params: ZUserIdParams,
      querystring: ZLoginHistoryQuery,
      response: { 200: ZLoginHistory },
    }),
  }, async (req) => {
    const { id } = parse(ZUserIdParams, req.params);
    const { limit } = parse(ZLoginHistoryQuery, req.query);
    return ok(await getLoginHistory(ctxOf(req), id, limit));
  });

  app.post('/api/admin/users', {
    config: { access: 'user.manage' },
    schema: docs({
      summary: 'Create an active account',
      body: ZCreateUserRequest,
      response: { 201: ZPublicUser },
    }),
  }, async (req, reply) => {
    const user = await createUserByAdmin(ctxOf(req), parse(ZCreateUserRequest, req.body));
    reply.code(201);
    return ok(user, { message: 'User created' });
  });

  app.delete('/api/admin/users/:id', {
    config: { access: 'user.manage' },
    schema: docs({ summary: 'Delete an account', params: ZUserIdParams, response: { 200: z.null() } }),
  }, async (req) => {
    const { id } = parse(ZUserIdParams, req.params);
    await deleteUser(ctxOf(req), id);
    return ok(null, { message: 'User deleted' });
  });

  app.patch('/api/admin/users/:id/role', {
    config: { access: 'user.manage' },
    schema: docs({
      summary: 'Give a user this one role',
      params: ZUserIdParams,
      body: ZUpdateRoleRequest,
      response: { 200: ZPublicUser },
    }),
  }, async (req) => {
    const { id } = parse(ZUserIdParams, req.params);
    const { role } = parse(ZUpdateRoleRequest, req.body);
    return ok(await updateUserRoles(ctxOf(req), id, [role]), { message: 'User role updated' });
  });

  app.patch('/api/admin/users/:id/roles', {
    config: { access: 'user.manage' },
    schema: docs({
      summary: "Replace a user's roles",
      params: ZUserIdParams,
      body: ZUpdateRolesRequest,
      response: { 200: ZPublicUser },
    }),
  }, async (req) => {
    const { id } = parse(ZUserIdParams, req.params);
    const { roles } = parse(ZUpdateRolesRequest, req.body);
    return ok(await updateUserRoles(ctxOf(req), id, roles), { message: 'User roles updated' });
  });

  app.post('/api/admin/approve-user', {
    config: { access: 'user.manage' },
    schema: docs({
      summary: 'Approve a registration with a role',
      body: ZApproveUserRequest,
      response: { 200: ZPublicUser },
    }),
  }, async (req) =>
    ok(await approveUser(ctxOf(req), parse(ZApproveUserRequest, req.body)), { message: 'User approved' }),
  );

  app.post('/api/admin/reject-user', {
    config: { access: 'user.manage' },
    schema: docs({
      summary: 'Refuse a registration',
      body: ZRejectUserRequest,
      response: { 200: z.null() },
    }),
  }, async (req) => {
    await rejectUser(ctxOf(req), parse(ZRejectUserRequest, req.body));
    return ok(null, { message: 'User rejected' });
  });
}
