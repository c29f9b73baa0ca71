import type { TRole } from './roles';

/**
 * The one permission table of the product: which roles may take which action.
 * The server asserts it in every service; the web reads it only to hide what the server would refuse.
 * Resource-level rules (a standard user sees only their own submissions) sit on top, in `canViewSubmission`.
 */
export const PERMISSIONS = {
  // Submissions (spec 1)
  'submission.create': ['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  'submission.view_all': ['reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  // Staff take in ads on behalf of advertisers; everyone else submits under their own verified address only.
  'submission.submit_for_others': ['reviewer', 'admin', 'superadmin'],
  'submission.review': ['reviewer', 'admin', 'superadmin'],
  'submission.reanalyze': ['reviewer', 'admin', 'superadmin'],
  'submission.export': ['reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  'submission.escalate': ['reviewer', 'admin', 'superadmin'],
  // Comments pinned to the creative: the review desk and the escalation specialists. The submitter reads and
  // answers the ones shown to them (a resource rule in the annotations service, not a role).
  'annotation.write': ['reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  'submission.legal_approve': ['legal_approver', 'superadmin'],
  'submission.delete': ['superadmin'],
  'submission.manage_table': ['superadmin'],
  'creative.reupload': ['admin', 'superadmin'],
  // A new version of a submission: its owner (whoever could create one), or the review desk for any submission.
  'submission.revise': ['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],

  // The desk's queue: a reviewer claims or releases a submission; admins hand work to anyone who may hold it.
  'submission.claim': ['reviewer', 'admin', 'superadmin'],
  'submission.assign': ['admin', 'superadmin'],
  'track.claim': ['legal_approver', 'creative_director', 'technical_reviewer', 'admin', 'superadmin'],
  'track.assign': ['admin', 'superadmin'],
  'due_rules.manage': ['admin', 'superadmin'],
  // Everyone's default reminders and digest (each user may still switch their own on or off).
  'reminders.manage': ['admin', 'superadmin'],

  // Escalation tracks (spec 1 section 6)
  'track.decide.legal': ['legal_approver', 'superadmin'],
  'track.decide.creative': ['creative_director', 'superadmin'],
  'track.decide.technical': ['technical_reviewer', 'superadmin'],
  'track.override': ['superadmin'],

  // Policies (spec 2)
  'policy.view': ['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  'policy.manage': ['admin', 'superadmin'],

  // Users (spec 2)
  'user.manage': ['admin', 'superadmin'],
  'user.grant_superadmin': ['superadmin'],
  'login_activity.view': ['admin', 'superadmin'],

  // Shared screens any signed-in user may open. What each sees in them is scoped: the whole audit trail
  // (with addresses) and the host's internals in Settings are for admins; others see what concerns them.
  'audit.view': ['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  'audit.view_all': ['admin', 'superadmin'],
  'settings.view_internals': ['admin', 'superadmin'],
  'analytics.view': ['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],
  'settings.view': ['standard', 'reviewer', 'admin', 'superadmin', 'legal_approver', 'creative_director', 'technical_reviewer'],

  // Email and mailbox (spec 2)
  'email_settings.manage': ['admin', 'superadmin'],
  'email.test': ['admin', 'superadmin'],
  'outbox.view': ['admin', 'superadmin'],
  'mailbox.process': ['admin', 'superadmin'],
  'mailbox.manage': ['admin', 'superadmin'],

  // The language model's second opinion: where it is, and the key to it.
  'second_opinion.manage': ['admin', 'superadmin'],
} as const satisfies Record<string, readonly TRole[]>;

export type TAction = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as TAction[];

export interface Actor {
  id: string;
  roles: readonly TRole[];
}

export function can(actor: Pick<Actor, 'roles'> | null | undefined, action: TAction): boolean {
  if (!actor) return false;
  const allowed: readonly TRole[] = PERMISSIONS[action];
  return actor.roles.some((role) => allowed.includes(role));
}

export function canAccessAdminRoutes(actor: Pick<Actor, 'roles'> | null | undefined): boolean {
  return can(actor, 'user.manage');
}

export interface SubmissionOwnership {
  createdBy: string | null;
  submitterEmail: string;
}

/**
 * Standard users see only their own submissions: created by them, or sent in under their email once they proved
 * they own it (an address anyone can type into a form grants nothing).
 */
export function canViewSubmission(
  actor: (Actor & { verifiedEmail?: string | null }) | null | undefined,
  submission: SubmissionOwnership,
): boolean {
  if (!actor) return false;
  if (can(actor, 'submission.view_all')) return true;
  return ownsSubmission(actor, submission);
}

/** The submission is this user's own: they created it, or it was sent in under the address they proved is theirs. */
export function ownsSubmission(actor: (Actor & { verifiedEmail?: string | null }) | null | undefined, submission: SubmissionOwnership): boolean {
  if (!actor) return false;
  if (submission.createdBy === actor.id) return true;
  return !!actor.verifiedEmail && actor.verifiedEmail.toLowerCase() === submission.submitterEmail.toLowerCase();
}

/** Who may upload a revision: the review desk for any submission, anyone else for their own. */
export function canReviseSubmission(actor: (Actor & { verifiedEmail?: string | null }) | null | undefined, submission: SubmissionOwnership): boolean {
  if (!can(actor, 'submission.revise')) return false;
  return can(actor, 'submission.review') || ownsSubmission(actor, submission);
}
