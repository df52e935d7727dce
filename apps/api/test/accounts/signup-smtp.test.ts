import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@dating/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { setupTestApp, CLIENT, type TestContext } from '../helper';
import { SETUP_TIMEOUT, cookieOf, signup, signupBody } from '../accounts-helper';

let ctx: TestContext;
let smtp: TestSmtpServer;
let inbox: ReceivedMail[] = [];

/** The text/plain part with quoted-printable soft breaks and escapes decoded. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, x: string) => String.fromCharCode(parseInt(x, 16)));
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  inbox = smtp.inbox;
  ctx = await setupTestApp({ smtpUrl: smtp.url, publicUrl: 'http://localhost:3000' });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
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
