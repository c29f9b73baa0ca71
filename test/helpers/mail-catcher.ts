import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  text: string;
}

/** The Subject header of a caught mail (unfolded; plain ASCII subjects only). */
export function subjectOf(mail: CaughtMail): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.text);
  return match ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

/** The body of a caught mail: what follows the headers. */
export function bodyOf(mail: CaughtMail): string {
  const at = mail.text.search(/\r?\n\r?\n/);
  return at < 0 ? '' : mail.text.slice(at).replace(/\r\n/g, '\n').trim();
}

/** An SMTP server on loopback that keeps what it receives, so journeys can follow emailed links. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        // Undo quoted-printable soft breaks and '=' escapes so links can be read back.
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to: string, timeoutMs = 20_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    /** The first mail to this address whose subject is `subject` (poll, bounded). */
    /** The first mail to this address with this subject (a pattern matches any subject it finds in). */
    async waitForMailWithSubject(to: string, subject: string | RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      const matches = (actual: string) => (typeof subject === 'string' ? actual === subject : subject.test(actual));
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to) && matches(subjectOf(m)));
        if (mail) return mail;
        if (Date.now() > deadline) {
          const seen = mails.map((m) => `${m.to.join(',')}: ${subjectOf(m)}`).join('; ') || 'none';
          throw new Error(`no mail to ${to} with subject ${typeof subject === 'string' ? JSON.stringify(subject) : subject} within ${timeoutMs} ms; mails caught: ${seen}`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
