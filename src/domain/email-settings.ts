import { z } from 'zod';
import { EMAIL_SETTING_KEYS, EMAIL_SETTING_TYPES } from './enums';

export const ZEmailSettingRequest = z
  .object({
    settingKey: z.enum(EMAIL_SETTING_KEYS, { error: 'Please fill in all required fields' }),
    settingType: z.enum(EMAIL_SETTING_TYPES).default('multiple_emails'),
    emailAddresses: z
      .array(z.string().max(254))
      .max(50, 'At most 50 email addresses')
      .transform((list) => list.map((a) => a.trim()).filter((a) => a.length > 0))
      .pipe(
        z
          .array(z.string().email('Please enter valid email addresses'))
          .min(1, 'Please add at least one email address'),
      ),
    description: z
      .string({ error: 'Please fill in all required fields' })
      .trim()
      .min(1, 'Please fill in all required fields')
      .max(500, 'Description must be at most 500 characters'),
    isActive: z.boolean().default(true),
  })
  .refine((v) => v.settingType !== 'single_email' || v.emailAddresses.length === 1, {
    message: 'A single-email setting takes exactly one address',
    path: ['emailAddresses'],
  });
export type TEmailSettingRequest = z.infer<typeof ZEmailSettingRequest>;

export const ZEmailSetting = z.object({
  id: z.string(),
  settingKey: z.enum(EMAIL_SETTING_KEYS),
  settingType: z.enum(EMAIL_SETTING_TYPES),
  emailAddresses: z.array(z.string()),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmailSetting = z.infer<typeof ZEmailSetting>;

export const ZTestEmailRequest = z.object({
  to: z.string().trim().email('Please enter a valid email address'),
  subject: z.string().trim().max(200).optional().transform((v) => v || 'Compliance Platform test email'),
});

export const ZTestEmailResult = z.object({
  /** 'sent' when the SMTP server took it; 'logged' when no SMTP server is configured and it stayed in the outbox. */
  status: z.string(),
  message: z.string(),
});
export type TTestEmailResult = z.infer<typeof ZTestEmailResult>;
