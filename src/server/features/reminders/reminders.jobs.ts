import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { runDigestSweep, runReminderSweep } from './reminder-sweep';

/**
 * Every 5 minutes: remind holders (or, for work nobody holds, everyone who may take it) of work due within the
 * window or just overdue. Also queued when an admin saves the reminder defaults. Each reminder is sent once.
 */
export const reminderSweepJob = defineJob({
  name: 'reminders.sweep',
  schema: z.object({}),
  retries: 2,
  expireInSeconds: 10 * 60,
  schedule: '*/5 * * * *',
  async handler(_data, platform) {
    const sent = await runReminderSweep(platform);
    if (sent.emails > 0) platform.log.info(sent, 'sent due reminders');
  },
});

/**
 * Every hour: the daily digest to everyone whose digest hour (publisher's time zone) has come and who has not had
 * today's. Also queued when an admin saves the reminder defaults, so a new hour already past applies today.
 */
export const digestSweepJob = defineJob({
  name: 'reminders.digest',
  schema: z.object({}),
  retries: 2,
  expireInSeconds: 10 * 60,
  schedule: '0 * * * *',
  async handler(_data, platform) {
    const sent = await runDigestSweep(platform);
    if (sent.emails > 0) platform.log.info(sent, 'sent daily digests');
  },
});
