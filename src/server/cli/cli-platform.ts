import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { closePlatform, createPlatform } from '../bootstrap';
import type { Platform } from '../platform/context';

/**
 * Run an operator command against the configured database. With the embedded database this refuses
 * while the server holds the data folder (PGlite allows one process), and says so.
 */
export async function withPlatform(run: (platform: Platform) => Promise<number>): Promise<never> {
  let platform: Platform | null = null;
  let code = 1;
  try {
    const config = loadConfig();
    platform = await createPlatform(config, pino({ level: 'warn' }));
    code = await run(platform);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
  } finally {
    if (platform) await closePlatform(platform);
  }
  process.exit(code);
}
