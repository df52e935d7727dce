import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { setupTestApp, CLIENT, type TestContext } from './helper';
import { SETUP_TIMEOUT, cookieOf, signup, signupBody } from './accounts-helper';

interface Received {
  to: string[];
  raw: string;
}

let ctx: TestContext;
let server: SMTPServer;
const inbox: Received[] = [];

function listen(s: SMTPServer): Promise<number> {
  return new Promise((resolve, reject) => {
    s.server.once('error', reject);
    s.listen(0, '127.0.0.1', () => resolve((s.server.address() as AddressInfo).port));
  });
}

/** The text/plain part with quoted-printable soft breaks and escapes decoded. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, x: string) => String.fromCharCode(parseInt(x, 16)));
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await listen(server);
  ctx = await setupTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'http://localhost:3000' });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('sign-up through a real SMTP server', () => {
  it('delivers the activation mail over SMTP; its link activates the account; the welcome mail follows', async () => {
    const body = signupBody({ language: 'fr' });
    const res = await signup(ctx.app, body);
    expect(res.statusCode, res.body).toBe(200);
    const activation = inbox.find((m) => m.to.includes(body.email));
    expect(activation, 'activation mail received by SMTP').toBeDefined();
    expect(activation!.raw).toMatch(/Content-Language: fr/i);
    const link = /http:\/\/localhost:3000\/api\/activate\.php\?token=[A-Za-z0-9_-]{43}/.exec(
      decoded(activation!.raw),
    )?.[0];
    expect(link).toBeDefined();

    const follow = await ctx.app.inject({ url: link!.replace('http://localhost:3000', '') });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/activate/done');
    const me = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, cookie: `auth._token=${cookieOf(res)}` },
    });
    expect(ZUserResponse.parse(me.json()).user.status).toBe('active');
    expect(inbox.filter((m) => m.to.includes(body.email))).toHaveLength(2);
    // SMTP mode serves no developer mailbox.
    expect((await ctx.app.inject({ url: '/api/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
