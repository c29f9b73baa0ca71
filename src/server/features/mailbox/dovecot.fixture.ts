import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * A real IMAP server for tests: Dovecot on a free loopback port, with a throw-away base directory, one
 * passwd-file user and a Maildir. Started in the foreground as a child of the test, so stopping it is a
 * signal and a wait.
 */

const DOVECOT = '/usr/sbin/dovecot';
export const MAIL_USER = 'inbox@example.test';
export const MAIL_PASSWORD = 'secret';

// The reference configuration of shared/reference/dovecot-test.conf, plus no delay after a refused
// sign-in and no per-address penalty (the auth-failure tests sign in wrongly on purpose). Passwords
// sign in with PLAIN and LOGIN; OAuth2 tokens, when asked for, with XOAUTH2 and OAUTHBEARER.
const CONFIG = `protocols = imap
listen = 127.0.0.1
base_dir = BASE/run
state_dir = BASE/state
log_path = BASE/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
first_valid_uid = 8
first_valid_gid = 8
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = PORT
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
passdb {
  mechanisms = plain login
  driver = passwd-file
  args = scheme=PLAIN username_format=%u BASE/users
}
userdb {
  driver = passwd-file
  args = username_format=%u BASE/users
  default_fields = uid=mail gid=mail home=BASE/mail/%u
}
namespace inbox {
  inbox = yes
}
`;

function idsOf(file: string, name: string): number[] | null {
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  return line ? line.split(':').slice(2, 4).map(Number) : null;
}

/** Why the Dovecot tests cannot run here, or null when they can. */
export function dovecotUnavailable(): string | null {
  if (!fs.existsSync(DOVECOT)) return `${DOVECOT} is missing: install it with apt-get install dovecot-imapd`;
  if (process.getuid?.() !== 0) return 'the mail directory must be owned by mail:mail, so these tests run as root';
  if (!idsOf('/etc/passwd', 'mail')) return "there is no 'mail' user in /etc/passwd";
  if (!idsOf('/etc/group', 'dovecot')) return "there is no 'dovecot' group in /etc/group";
  return null;
}

/** Tokens are checked by POSTing them to this URL (RFC 7662 introspection), which answers {active, username}. */
function oauthPassdb(baseDir: string, introspectionUrl: string): string {
  const file = path.join(baseDir, 'oauth2.conf');
  fs.writeFileSync(
    file,
    [`introspection_mode = post`, `introspection_url = ${introspectionUrl}`, 'username_attribute = username', 'active_attribute = active', 'active_value = true', ''].join('\n'),
  );
  return `passdb {\n  driver = oauth2\n  mechanisms = xoauth2 oauthbearer\n  args = ${file}\n}\n`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not open port ${port}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export class TestMailServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly baseDir: string,
    readonly port: number,
  ) {}

  static async create(options: { oauthIntrospectionUrl?: string } = {}): Promise<TestMailServer> {
    const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-dovecot-'));
    // The IMAP process runs as 'mail' and must reach BASE/mail.
    fs.chmodSync(baseDir, 0o755);
    const port = await freePort();
    for (const dir of ['run', 'state', 'mail']) fs.mkdirSync(path.join(baseDir, dir));
    const [mailUid, mailGid] = idsOf('/etc/passwd', 'mail')!;
    fs.chownSync(path.join(baseDir, 'mail'), mailUid, mailGid);
    const users = path.join(baseDir, 'users');
    fs.writeFileSync(users, `${MAIL_USER}:{PLAIN}${MAIL_PASSWORD}::::::\n`, { mode: 0o640 });
    fs.chownSync(users, 0, idsOf('/etc/group', 'dovecot')![0]);
    let config = CONFIG.replaceAll('BASE', baseDir).replace('PORT', String(port));
    if (options.oauthIntrospectionUrl) {
      config = config.replace('auth_mechanisms = plain login', 'auth_mechanisms = plain login xoauth2 oauthbearer') + oauthPassdb(baseDir, options.oauthIntrospectionUrl);
    }
    fs.writeFileSync(path.join(baseDir, 'dovecot.conf'), config);
    const server = new TestMailServer(baseDir, port);
    await server.start();
    return server;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(DOVECOT, ['-F', '-c', path.join(this.baseDir, 'dovecot.conf')], { stdio: 'ignore' });
    this.child = child;
    // Should the test process end without closing the server, the server ends with it.
    const orphanGuard = () => child.kill('SIGKILL');
    process.once('exit', orphanGuard);
    child.once('exit', () => {
      process.off('exit', orphanGuard);
      if (this.child === child) this.child = null;
    });
    await waitForPort(this.port, 10_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
    // The listener goes with the master process; wait until connections are refused.
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(this.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      if (refused) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async close(): Promise<void> {
    await this.stop();
    fs.rmSync(this.baseDir, { recursive: true, force: true });
  }

  /** The connection as PUT /api/mailbox/config takes it. */
  connection(overrides: Record<string, unknown> = {}) {
    return { host: '127.0.0.1', port: this.port, secure: false, user: MAIL_USER, password: MAIL_PASSWORD, mailbox: 'INBOX', ...overrides };
  }

  /** Deliver messages as a mail server would: appended to INBOX with their arrival time. */
  async deliver(...messages: { raw: Buffer; receivedAt?: Date }[]): Promise<void> {
    const client = new ImapFlow({ host: '127.0.0.1', port: this.port, secure: false, auth: { user: MAIL_USER, pass: MAIL_PASSWORD }, logger: false });
    client.on('error', () => undefined);
    await client.connect();
    try {
      for (const m of messages) await client.append('INBOX', m.raw, [], m.receivedAt ?? new Date());
    } finally {
      await client.logout().catch(() => undefined);
      client.close();
    }
  }
}

/** An RFC 822 message, as a mail client would send it. */
export async function composeEmail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ to: MAIL_USER, ...options }).compile().build();
}
