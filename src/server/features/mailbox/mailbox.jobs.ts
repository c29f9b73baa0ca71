import { z } from 'zod';
import { IMPORT_DAY_OPTIONS, IMPORT_MAX_RESULTS, IMPORT_PAUSE_MS } from '../../../domain/mailbox';
import { defineJob } from '../../platform/jobs';
import { runMailboxImport } from './mailbox-import';

/**
 * A historical scan of the mailbox. Idempotent: a retried run starts the window again and skips what the
 * first run took in (email_processing_records), so nothing is taken in twice.
 */
export const importMailboxJob = defineJob({
  name: 'mailbox.import',
  schema: z.object({
    importId: z.string().uuid(),
    days: z.number().refine((d) => (IMPORT_DAY_OPTIONS as readonly number[]).includes(d)),
  }),
  retries: 1,
  // 100 messages, 500 ms apart, each up to a few seconds to download and store.
  expireInSeconds: Math.ceil((IMPORT_MAX_RESULTS * (IMPORT_PAUSE_MS + 10_000)) / 1000),
  handler: (data, platform) => runMailboxImport(platform, data),
});
