import { z } from 'zod';
import { ZRole } from './roles';

// ASVS V2.1.1 and V2.1.2: at least 12 characters, at least 64 allowed, at most 128.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
// Sign-in still takes the longer passwords an earlier limit (200) allowed to be set.
const LOGIN_PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 64;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long an emailed verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

const ZUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain letters, digits and . _ @ - only');

const ZPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(LOGIN_PASSWORD_MAX_LENGTH, `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`);

/**
 * Characters as a person counts them: code points of the NFKC form the hash is taken of, so an emoji or an
 * accented letter typed either way counts once.
 */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Choose a less guessable one.';
export const PASSWORD_IS_IDENTITY_MESSAGE = 'Password must not be your username or email address.';
export const PASSWORD_UNCHANGED_MESSAGE = 'New password must be different from your current password';

/**
 * A password being set (ASVS V2.1): any characters, spaces and emoji included, none required; length only.
 * The server also refuses common and breached passwords (platform/passwords.ts). `label` words the
 * messages as each screen of the spec does.
 */
function newPassword(label: 'Password' | 'New password') {
  return z
    .string({ error: `${label} is required` })
    .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);
}

export const ZEmail = z.string().trim().max(254, 'Email must be at most 254 characters').email('Please enter a valid email address');

const ZOptionalEmail = z
  .union([ZEmail, z.literal('')])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const ZLoginRequest = z.object({ username: ZUsername, password: ZPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  username: ZUsername,
  password: newPassword('Password'),
  email: ZOptionalEmail,
  role: ZRole.optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: ZPassword,
  newPassword: newPassword('New password'),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string({ error: 'Invalid reset token' }).min(1, 'Invalid reset token').max(200, 'Invalid reset token'),
  newPassword: newPassword('Password'),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZVerifyEmailRequest = z.object({
  token: z.string({ error: 'Invalid verification link' }).min(1, 'Invalid verification link').max(200, 'Invalid verification link'),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** A new address for the signed-in account; the current password is asked again, as for any change of sign-in details. */
export const ZChangeEmailRequest = z.object({
  email: z.string({ error: 'Email is required' }).pipe(ZEmail),
  currentPassword: ZPassword,
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** The signed-in user as `GET /api/user` returns it; what the web treats as the session. */
export const ZPublicUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** Whether the owner of `email` proved it by the emailed link; an unverified address grants nothing. */
  emailVerified: z.boolean(),
  role: ZRole,
  roles: z.array(ZRole),
  status: z.enum(['active', 'pending']),
  isOwner: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** Reply to registration: pending users get no session and a message instead. */
export const ZRegisterResponse = z.object({
  user: ZPublicUser,
  pendingApproval: z.boolean(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
