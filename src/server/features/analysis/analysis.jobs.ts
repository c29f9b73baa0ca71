import { analyzeSubmissionJob } from '../../platform/analysis-queue';
import { defineJob } from '../../platform/jobs';
import { runSubmissionAnalysis } from './analysis.service';

/** The worker of the analysis queue (platform/analysis-queue.ts): the same job, with its handler. */
export const analyzeSubmissionWorker = defineJob({
  ...analyzeSubmissionJob,
  handler: ({ submissionId }, platform, attempt) => runSubmissionAnalysis(platform, submissionId, attempt),
});
