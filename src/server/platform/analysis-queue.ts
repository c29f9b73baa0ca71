import { z } from 'zod';
import { defineJob } from './jobs';

/**
 * Analyse a submission's creative: the queue as those who add to it see it (name, payload, retries), without
 * its worker. Enqueued with the change that calls for it (creation, re-upload, resubmission, reanalysis); one
 * job per submission at a time (singleton key = submission id). The analysis feature works it
 * (features/analysis/analysis.jobs.ts), so the features that queue analyses need not import that feature.
 */
export const analyzeSubmissionJob = defineJob({
  name: 'submission.analyze',
  schema: z.object({ submissionId: z.string().uuid() }),
  retries: 3,
  expireInSeconds: 10 * 60,
});
