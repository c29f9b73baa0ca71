import type { Platform } from '../../platform/context';
import type { CachedToken } from './mailbox-credentials';
import type { MailboxMonitor } from './mailbox-monitor';

/**
 * What this process holds for a platform's mailbox: the OAuth2 access token, shared by the monitor and the import
 * job, and the running monitor. Kept per platform because a server process has one and tests build several.
 */
export interface MailboxRuntime {
  token: CachedToken | null;
  monitor: MailboxMonitor | null;
}

const runtimes = new WeakMap<Platform, MailboxRuntime>();

export function mailboxRuntime(platform: Platform): MailboxRuntime {
  let runtime = runtimes.get(platform);
  if (!runtime) runtimes.set(platform, (runtime = { token: null, monitor: null }));
  return runtime;
}
