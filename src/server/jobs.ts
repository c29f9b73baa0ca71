import type { JobDefinition } from './platform/jobs';
import { deleteExpiredRecordsJob } from './platform/housekeeping';
import { sendEmailJob } from './platform/mailer';
import { analyzeSubmissionWorker } from './features/analysis/analysis.jobs';
import { importMailboxJob } from './features/mailbox/mailbox.jobs';
import { sendPasswordResetJob } from './features/auth/auth.jobs';
import { recomputeDueTimesJob } from './features/desk/desk.jobs';
import { digestSweepJob, reminderSweepJob } from './features/reminders/reminders.jobs';

/** Every background job the server runs. A job must be listed here to be enqueued or worked. */
export const JOB_DEFINITIONS: JobDefinition<any>[] = [sendEmailJob, analyzeSubmissionWorker, importMailboxJob, sendPasswordResetJob, deleteExpiredRecordsJob, recomputeDueTimesJob, reminderSweepJob, digestSweepJob];
