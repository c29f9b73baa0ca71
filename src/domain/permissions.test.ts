import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, can, canAccessAdminRoutes, canViewSubmission } from './permissions';
import { ROLES, normaliseRoles, primaryRole } from './roles';

describe('permission table', () => {
  it('names only known roles', () => {
    for (const action of ACTIONS) {
      for (const role of PERMISSIONS[action]) expect(ROLES).toContain(role);
    }
  });

  it('follows spec 1 section 6 for escalation tracks', () => {
    expect(can({ roles: ['legal_approver'] }, 'track.decide.legal')).toBe(true);
    expect(can({ roles: ['creative_director'] }, 'track.decide.legal')).toBe(false);
    expect(can({ roles: ['creative_director'] }, 'track.decide.creative')).toBe(true);
    expect(can({ roles: ['technical_reviewer'] }, 'track.decide.technical')).toBe(true);
    expect(can({ roles: ['admin'] }, 'track.decide.technical')).toBe(false);
    for (const track of ['legal', 'creative', 'technical'] as const) {
      expect(can({ roles: ['superadmin'] }, `track.decide.${track}`)).toBe(true);
    }
    expect(can({ roles: ['admin'] }, 'track.override')).toBe(false);
    expect(can({ roles: ['superadmin'] }, 'track.override')).toBe(true);
  });

  it('gives reviewer actions to reviewers, admins and superadmins only', () => {
    for (const role of ROLES) {
      expect(can({ roles: [role] }, 'submission.review')).toBe(['reviewer', 'admin', 'superadmin'].includes(role));
    }
  });

  it('keeps user management and the mail-processing endpoint for admins and superadmins', () => {
    for (const role of ROLES) {
      const admin = role === 'admin' || role === 'superadmin';
      expect(can({ roles: [role] }, 'user.manage')).toBe(admin);
      expect(can({ roles: [role] }, 'mailbox.process')).toBe(admin);
      expect(canAccessAdminRoutes({ roles: [role] })).toBe(admin);
    }
    expect(can({ roles: ['admin'] }, 'user.grant_superadmin')).toBe(false);
    expect(can({ roles: ['admin'] }, 'submission.delete')).toBe(false);
  });

  it('lets any signed-in user view the audit trail and analytics, but nobody anonymous', () => {
    for (const role of ROLES) {
      expect(can({ roles: [role] }, 'audit.view')).toBe(true);
      expect(can({ roles: [role] }, 'analytics.view')).toBe(true);
    }
    expect(can(null, 'audit.view')).toBe(false);
  });

  it('combines the permissions of several roles', () => {
    expect(can({ roles: ['standard', 'legal_approver'] }, 'track.decide.legal')).toBe(true);
  });
});

describe('submission visibility', () => {
  const submission = { createdBy: 'u1', submitterEmail: 'Sam@Example.com' };

  it('shows a standard user only their own submissions', () => {
    expect(canViewSubmission({ id: 'u1', roles: ['standard'] }, submission)).toBe(true);
    expect(canViewSubmission({ id: 'u2', roles: ['standard'], verifiedEmail: 'SAM@example.com' }, submission)).toBe(true);
    expect(canViewSubmission({ id: 'u2', roles: ['standard'], verifiedEmail: 'other@example.com' }, submission)).toBe(false);
    expect(canViewSubmission({ id: 'u2', roles: ['standard'], verifiedEmail: null }, submission)).toBe(false);
  });

  it('shows reviewers and specialists every submission', () => {
    expect(canViewSubmission({ id: 'u9', roles: ['reviewer'] }, submission)).toBe(true);
    expect(canViewSubmission({ id: 'u9', roles: ['technical_reviewer'] }, submission)).toBe(true);
  });
});

describe('roles', () => {
  it('normalises to known, unique roles and falls back to standard', () => {
    expect(normaliseRoles(['superadmin', 'admin', 'admin', 'bogus'])).toEqual(['admin', 'superadmin']);
    expect(normaliseRoles([])).toEqual(['standard']);
    expect(normaliseRoles(null)).toEqual(['standard']);
  });

  it('picks admin as the headline role of the owner', () => {
    expect(primaryRole(['admin', 'superadmin'])).toBe('admin');
    expect(primaryRole(['standard', 'reviewer'])).toBe('reviewer');
  });
});
