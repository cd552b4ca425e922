/** A real SMTP server (the smtp-server package) on a free loopback port for tests of e-mail
 *  settings and verification codes: it receives messages as any SMTP server would, parses them
 *  (mailparser) and hands them to the test. Optional AUTH with one account. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Files sent with it, with their bytes. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface SmtpTestServer {
  port: number;
  messages: ReceivedMessage[];
  /** The next message to `recipient` that was not read yet. */
  next(recipient: string, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(account?: { user: string; password: string }): Promise<SmtpTestServer> {
  const messages: ReceivedMessage[] = [];
  const read = new Set<ReceivedMessage>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered, so clients need no certificate.
    disabledCommands: account ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !account,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (account && auth.username === account.user && auth.password === account.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid user name or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    next: async (recipient, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !read.has(m) && m.to.includes(recipient));
        if (found) {
          read.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No e-mail to ${recipient} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
