/** The users feature as other features may use it: finding and inserting accounts, their public view, and email proof. */
export { findUserByUsername, insertUser } from './users.service';
export { toPublicUser, type UserRow } from './users.mapper';
export { sendVerificationLink } from './email-verification.service';
