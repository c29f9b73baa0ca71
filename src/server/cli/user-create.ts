import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ZRegisterRequest } from '../../domain/auth';
import { ROLES, ZRole } from '../../domain/roles';
import { createUser } from '../features/users/users.service';
import { systemCtx } from '../platform/context';
import { withPlatform } from './cli-platform';

const usage = `Usage: npm run user:create -- --username NAME [--role ROLE ...] [--email EMAIL [--email-verified]] [--password PASSWORD]

Creates an active account. Roles: ${ROLES.join(', ')} (repeat --role or separate with commas; default standard).
Without --password a strong random password is generated and printed once.
An email address is sent a verification link and grants nothing until it is opened; --email-verified records
it as verified at once (the operator vouches that the address belongs to this person).`;

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    role: { type: 'string', multiple: true },
    email: { type: 'string' },
    'email-verified': { type: 'boolean' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help || !values.username) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

const generated = values.password ? null : randomBytes(15).toString('base64url');
const parsed = ZRegisterRequest.extend({ roles: z.array(ZRole).min(1) }).safeParse({
  username: values.username,
  password: values.password ?? generated,
  email: values.email ?? null,
  roles: (values.role ?? ['standard']).flatMap((r) => r.split(',')).map((r) => r.trim()),
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

await withPlatform(async (platform) => {
  // The verification link is an email job: the queue must be ready to take it (this process works no jobs).
  await platform.jobs.start(platform, { work: false });
  const ctx = { ...systemCtx(platform), userAgent: 'npm run user:create' };
  const user = await createUser(ctx, {
    username: parsed.data.username,
    password: parsed.data.password,
    email: parsed.data.email,
    roles: parsed.data.roles,
    emailVerified: values['email-verified'] ?? false,
  });
  console.log(`Created ${user.username} with roles ${user.roles.join(', ')}.`);
  if (generated) console.log(`Password (shown once): ${generated}`);
  return 0;
});
