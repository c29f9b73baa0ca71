import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { runSubmissionAnalysis } from '../analysis/analysis.service';

/**
 * Analyse a submission's creative. Enqueued with the change that calls for it (creation, re-upload,
 * reanalysis); one job per submission at a time (singleton key = submission id).
 */
export const analyzeSubmissionJob = defineJob({
  name: 'submission.analyze',
  schema: z.object({ submissionId: z.string().uuid() }),
  retries: 3,
  expireInSeconds: 10 * 60,
  handler: ({ submissionId }, platform, attempt) => runSubmissionAnalysis(platform, submissionId, attempt),
});
