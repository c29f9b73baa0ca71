import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { recomputeOpenDueTimes } from '../submissions/index';

/**
 * Recompute the due times of undecided submissions and their open tracks under the saved rules: queued when an
 * admin saves them, and nightly, which also gives submissions from before due times existed theirs.
 */
export const recomputeDueTimesJob = defineJob({
  name: 'desk.recompute_due_times',
  schema: z.object({}),
  retries: 3,
  expireInSeconds: 15 * 60,
  schedule: '20 3 * * *',
  handler: async (_data, platform) => {
    await recomputeOpenDueTimes(platform);
  },
});
