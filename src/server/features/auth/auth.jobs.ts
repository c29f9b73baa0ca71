import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { sendPasswordResetLinks } from './password-reset-links';

/** A forgot-password request: look the email up and mail the links, away from the request's timing. */
export const sendPasswordResetJob = defineJob({
  name: 'password_reset.send',
  schema: z.object({ email: z.string().max(254), ip: z.string().max(100).nullable(), userAgent: z.string().max(500).nullable() }),
  retries: 3,
  handler: ({ email, ip, userAgent }, platform) => sendPasswordResetLinks({ platform, actor: null, ip, userAgent }, email),
});
