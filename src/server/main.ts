import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { closePlatform, createPlatform } from './bootstrap';
import { systemCtx } from './platform/context';
import { recordAudit } from './platform/audit';
import { startMailboxMonitor, stopMailboxMonitor } from './features/mailbox/mailbox-monitor';

async function main() {
  const config = loadConfig();
  // Written synchronously: when whatever reads the logs goes away (EPIPE), pino drops the lines, where its
  // asynchronous stream would retry an unwritten line for ever at exit and the process would never end.
  const log = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: true }));
  const platform = await createPlatform(config, log);
  const app = await buildApp(platform);
  await platform.jobs.start(platform);
  await platform.db.transaction((tx) =>
    recordAudit(tx, systemCtx(platform), {
      action: 'system_startup',
      summary: `Compliance Platform ${config.version} started (${platform.database.kind} database)`,
      entity: { type: 'system' },
    }),
  );
  await app.listen({ port: config.port, host: config.host });
  // Polls only while monitoring is switched on (a flag kept in the database), so a restart resumes it.
  startMailboxMonitor(platform);
  log.info(`Advertising Compliance Platform is ready on http://localhost:${config.port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Armed before anything else, logging included: a signal that arrives while closing is ignored, so
    // nothing may stand between the first one and an exit.
    const force = setTimeout(() => {
      try {
        log.error('shutdown took too long; exiting');
      } finally {
        process.exit(1);
      }
    }, 45_000);
    force.unref();
    try {
      log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
      await app.close();
      await stopMailboxMonitor(platform);
      await closePlatform(platform);
      log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
