import type { TRole } from '../../src/domain/roles';
import { createUser } from '../../src/server/features/users/users.service';
import { systemCtx } from '../../src/server/platform/context';
import { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/** Register the first user (the owner: admin + superadmin) and return their signed-in client. */
export async function registerOwner(t: TestApp, username = 'owner'): Promise<HttpClient> {
  const client = new HttpClient(t.baseUrl);
  const res = await client.post('/api/register', { username, password: 'owner-pass-phrase', email: `${username}@example.com` });
  if (res.status !== 201) throw new Error(`owner registration failed: ${res.text}`);
  return client;
}

/** The password `signInAs` gives every user it creates. */
export const USER_PASSWORD = 'user-pass-phrase-1';

/**
 * Create an active user with these roles and return their signed-in client and id. The email address counts as
 * verified unless `emailVerified: false` (then a verification link is queued, as for an admin's Create User).
 */
export async function signInAs(
  t: TestApp,
  username: string,
  roles: TRole[],
  email: string | null = `${username}@example.com`,
  { emailVerified = true }: { emailVerified?: boolean } = {},
) {
  const user = await createUser(systemCtx(t.platform), { username, password: USER_PASSWORD, email, roles, emailVerified });
  const client = new HttpClient(t.baseUrl);
  const res = await client.post('/api/login', { username, password: USER_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return { client, id: user.id };
}
