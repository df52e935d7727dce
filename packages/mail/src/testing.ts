// Test support, exported as `@dating/mail/testing`: a real SMTP peer (the `smtp-server` package) in the test
// process, so the SMTP path is exercised over a socket rather than mocked. Needs `smtp-server` installed
// (a devDependency of each package whose tests use it).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, ready for `createMailer({ smtpUrl })` or the API's `smtpUrl` option. */
  url: string;
  port: number;
  /** Every message received, in order. */
  inbox: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts an SMTP server on a random loopback port that accepts every message (no auth, no TLS). */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
