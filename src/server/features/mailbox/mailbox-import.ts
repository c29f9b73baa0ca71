import { setTimeout as sleep } from 'node:timers/promises';
import { IMPORT_MAX_RESULTS, IMPORT_PAUSE_MS, type TImportProgress } from '../../../domain/mailbox';
import { recordAudit } from '../../platform/audit';
import { systemCtx, type Platform } from '../../platform/context';
import { MONITOR_ACTOR, processedMessageIds } from './email-intake.service';
import { credentialsFor } from './mailbox-credentials';
import { describeError, findCandidates, takeInMessage, withMailbox } from './imap-session';
import { readLastImport, resolveMailbox, writeImportProgress } from './mailbox.store';

// Historical import (a job): the last N days, at most 100 messages, 500 ms apart, processed ones skipped.

export async function runMailboxImport(platform: Platform, job: { importId: string; days: number }, pauseMs = IMPORT_PAUSE_MS): Promise<void> {
  const { db } = platform;
  const current = await readLastImport(db);
  // A newer import replaced this one, or it already finished (a retried job): nothing to do.
  if (!current || current.jobId !== job.importId || current.state === 'completed') return;
  let progress: TImportProgress = {
    ...current,
    state: 'running',
    startedAt: current.startedAt ?? new Date().toISOString(),
    done: 0,
    processed: 0,
    skipped: 0,
    errors: 0,
    error: null,
  };
  const save = async (patch: Partial<TImportProgress>) => {
    progress = { ...progress, ...patch, heartbeatAt: new Date().toISOString() };
    await writeImportProgress(db, progress);
  };
  await save({});
  try {
    const mailbox = await resolveMailbox(platform);
    if (!mailbox) throw new Error('No mailbox is connected');
    const now = Date.now();
    const auth = await credentialsFor(platform, mailbox.settings, now, false);
    await withMailbox(platform, mailbox.settings, auth, async (session) => {
      const candidates = await findCandidates(session, new Date(now - job.days * 24 * 60 * 60_000), IMPORT_MAX_RESULTS);
      const done = await processedMessageIds(db, candidates.map((c) => c.key));
      await save({ total: candidates.length });
      let fetched = 0;
      for (const candidate of candidates) {
        if (done.has(candidate.key)) {
          await save({ done: progress.done + 1, skipped: progress.skipped + 1 });
          continue;
        }
        if (fetched++ > 0) await sleep(pauseMs);
        try {
          const result = await takeInMessage(platform, session, candidate);
          await save(
            result.outcome === 'processed'
              ? { done: progress.done + 1, processed: progress.processed + 1 }
              : result.outcome === 'failed'
                ? { done: progress.done + 1, errors: progress.errors + 1, error: `Email "${candidate.subject ?? ''}" was not taken in` }
                : { done: progress.done + 1, skipped: progress.skipped + 1 },
          );
        } catch (error) {
          if (!session.client.usable) throw error;
          await save({ done: progress.done + 1, errors: progress.errors + 1, error: `Email "${candidate.subject ?? ''}": ${describeError(error)}` });
        }
      }
    });
    await db.transaction(async (tx) => {
      progress = { ...progress, state: 'completed', finishedAt: new Date().toISOString() };
      await writeImportProgress(tx, progress);
      await recordAudit(tx, systemCtx(platform), {
        action: 'mailbox_import_completed',
        summary: `Historical email scan of ${job.days} days: ${progress.processed} processed, ${progress.skipped} skipped, ${progress.errors} errors`,
        entity: { type: 'mailbox' },
        actor: MONITOR_ACTOR,
      });
    });
  } catch (error) {
    await save({ state: 'failed', error: describeError(error), finishedAt: new Date().toISOString() });
    throw error;
  }
}
