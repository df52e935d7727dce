import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@dating/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { listMailbox } from '@dating/mail';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CLIENT, postLogin, setupTestApp, type TestContext } from '../helper';
import { SETUP_TIMEOUT, nextIp, signupBody, uniqueEmail } from '../accounts-helper';

// The whole account life cycle with SMTP_URL pointing at a real SMTP server started here: every link the
// member follows is taken from the message that server received, never from the mailbox table.

const PUBLIC_URL = 'http://localhost:3000';
const ORIGIN = { origin: PUBLIC_URL } as const;

interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

let ctx: TestContext;
let smtp: TestSmtpServer;
let inbox: ReceivedMail[] = [];

// ---- a small MIME reader: headers, RFC 2047 words, multipart, quoted-printable and base64 ----

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

/** `=?utf-8?Q?…?=` / `=?utf-8?B?…?=` encoded words of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** The leaf parts of a (possibly nested) MIME entity. */
function leafParts(raw: string): { type: string; content: string }[] {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const marker = `--${boundary}`;
    const chunks = body.split(marker).slice(1);
    const parts: { type: string; content: string }[] = [];
    for (const chunk of chunks) {
      if (chunk.startsWith('--')) break;
      parts.push(...leafParts(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    }
    return parts;
  }
  return [
    {
      type: type.split(';')[0]!.trim().toLowerCase(),
      content: decodeBody(body, headers.get('content-transfer-encoding')),
    },
  ];
}

function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const parts = leafParts(raw);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

// ---- helpers of the flow ----

/** The messages the SMTP server received for `to` since index `from` of the inbox. */
function receivedFor(to: string, from: number): ReceivedMail[] {
  return inbox.slice(from).filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
}

/**
 * The one message the SMTP server received for `to` since `mark`: asserts the envelope recipient, the To
 * header and a non-empty subject, and that it is multipart/alternative with both parts.
 */
function theMailTo(to: string, mark: number): ParsedMail {
  const got = receivedFor(to, mark);
  expect(got, `one SMTP message to ${to}`).toHaveLength(1);
  const message = got[0]!;
  expect(message.to).toEqual([to]);
  const mail = parseMail(message.raw);
  expect(mail.headers.get('to')).toContain(to);
  expect(mail.subject.trim()).not.toBe('');
  expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/i);
  expect(mail.text).not.toBe('');
  expect(mail.html).not.toBe('');
  return mail;
}

/** The link starting with PUBLIC_URL + `path` in the text part. */
function linkIn(mail: ParsedMail, path: string): URL {
  const escaped = `${PUBLIC_URL}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`${escaped}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  const link = new URL(found[0]);
  expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
  // The HTML part carries the same link.
  expect(mail.html).toContain(link.searchParams.get('token')!);
  return link;
}

function tokenOf(link: URL): string {
  return link.searchParams.get('token')!;
}

/** Every mailbox row to `to` went through SMTP and was sent; `kinds` newest first. */
async function expectRecorded(to: string, kinds: string[]): Promise<void> {
  const rows = await listMailbox(ctx.db.db, { to });
  expect(rows.map((r) => r.kind)).toEqual(kinds);
  for (const row of rows) {
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent' });
    expect(row.subject.trim()).not.toBe('');
  }
}

function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'auth._token');
  if (!c?.value) throw new Error(`no session cookie (${res.statusCode} ${res.body})`);
  return c.value;
}

function login(email: string, password: string) {
  return postLogin(ctx.app, { email, password }, { headers: { ...ORIGIN }, remoteAddress: nextIp() });
}

/** A JSON call as the members site makes it (its Origin), from a fresh IP, with a session when given. */
function fromSite(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, session?: string) {
  const cookie = session ? { cookie: `auth._token=${session}` } : {};
  return ctx.app.inject({ method, url, headers: { ...ORIGIN, ...cookie }, payload, remoteAddress: nextIp() });
}

function me(session: string) {
  return ctx.app.inject({
    url: '/api/user.php',
    headers: { ...CLIENT, cookie: `auth._token=${session}` },
  });
}

async function userRow(id: string) {
  const [row] = await ctx.db.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  inbox = smtp.inbox;
  ctx = await setupTestApp({
    smtpUrl: smtp.url,
    publicUrl: PUBLIC_URL,
    signupRateLimit: { max: 10_000, timeWindow: 60_000 },
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('the account life cycle through a real SMTP server', () => {
  const body = signupBody({ email: uniqueEmail('smtp-flow') });
  const email = body.email as string;
  const newEmail = uniqueEmail('smtp-moved');
  const newPassword = 'another-long-password-2';
  let userId = '';
  let session = '';

  it('signs up; the activation link received over SMTP activates the account', async () => {
    const mark = inbox.length;
    const res = await fromSite('POST', '/api/signup.php', body);
    expect(res.statusCode, res.body).toBe(200);
    session = cookieOf(res);
    const signedUp = ZUserResponse.parse(res.json()).user;
    userId = signedUp.profile.id;
    expect(signedUp.status).toBe('not_confirmed');

    const activation = theMailTo(email, mark);
    const link = linkIn(activation, '/api/activate.php');
    await expectRecorded(email, ['activation']);

    const afterActivation = inbox.length;
    const follow = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(follow.statusCode, follow.body).toBe(302);
    expect(follow.headers.location).toBe('/activate/done');
    const current = await me(session);
    expect(current.statusCode, current.body).toBe(200);
    expect(ZUserResponse.parse(current.json()).user.status).toBe('active');
    expect((await userRow(userId)).status).toBe('active');

    // The welcome mail follows, through SMTP as well.
    theMailTo(email, afterActivation);
    await expectRecorded(email, ['welcome', 'activation']);
    // SMTP mode serves no developer mailbox.
    expect((await ctx.app.inject({ url: '/api/dev/mailbox.json' })).statusCode).toBe(404);
  });

  it('logs out, resets the password with the mailed token and logs in with the new one', async () => {
    const out = await ctx.app.inject({
      url: '/api/logout.php',
      headers: { 'x-request-type': 'client', cookie: `auth._token=${session}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await me(session)).statusCode).toBe(403);

    const mark = inbox.length;
    const ask = await fromSite('POST', '/api/reset-password.php', { email });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toEqual({ ok: true });
    const reset = theMailTo(email, mark);
    const link = linkIn(reset, '/reset-password/do');
    await expectRecorded(email, ['reset', 'welcome', 'activation']);

    const done = await fromSite('POST', '/api/reset-password-do.php', {
      token: tokenOf(link),
      password: newPassword,
      password_confirm: newPassword,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    expect((await login(email, body.password as string)).statusCode).toBe(401);
    const res = await login(email, newPassword);
    expect(res.statusCode, res.body).toBe(200);
    session = cookieOf(res);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('changes the e-mail address with the token mailed to the new address', async () => {
    const mark = inbox.length;
    const ask = await fromSite(
      'POST',
      '/api/mail-change.php',
      { new_email: newEmail, password: newPassword },
      session,
    );
    expect(ask.statusCode, ask.body).toBe(200);
    // Only the new address gets a mail.
    expect(receivedFor(email, mark)).toHaveLength(0);
    const change = theMailTo(newEmail, mark);
    const link = linkIn(change, '/mail-change/do');
    await expectRecorded(newEmail, ['mail_change']);
    expect((await userRow(userId)).email).toBe(email);

    const done = await fromSite('POST', '/api/mail-change-do.php', { token: tokenOf(link) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect((await userRow(userId)).email).toBe(newEmail);

    expect((await login(email, newPassword)).statusCode).toBe(401);
    const res = await login(newEmail, newPassword);
    expect(res.statusCode, res.body).toBe(200);
    session = cookieOf(res);
    const current = await me(session);
    expect(current.statusCode).toBe(200);
    expect(ZUserResponse.parse(current.json()).user.profile.id).toBe(userId);
  });

  it('deletes the account and reactivates it with the token of the reactivation mail', async () => {
    const mark = inbox.length;
    const del = await fromSite(
      'DELETE',
      '/api/account.php',
      { reasons: ['time'], password: newPassword },
      session,
    );
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect((await me(session)).statusCode).toBe(403);
    expect((await userRow(userId)).status).toBe('pending_deletion');

    // The reactivation mail goes to the current (new) address only.
    expect(receivedFor(email, mark)).toHaveLength(0);
    const reactivation = theMailTo(newEmail, mark);
    const link = linkIn(reactivation, '/api/reactivate.php');
    await expectRecorded(newEmail, ['reactivation', 'mail_change']);

    const res = await fromSite('POST', '/api/reactivate.php', { token: tokenOf(link) });
    expect(res.statusCode, res.body).toBe(200);
    const reactivated = ZUserResponse.parse(res.json()).user;
    expect(reactivated.profile.id).toBe(userId);
    expect(reactivated.status).toBe('active');
    session = cookieOf(res);

    const current = await me(session);
    expect(current.statusCode, current.body).toBe(200);
    expect(ZUserResponse.parse(current.json()).user.status).toBe('active');
    expect(await userRow(userId)).toMatchObject({ status: 'active', deletedAt: null, purgeAfter: null });

    // Every message of the flow went through the SMTP server, none failed or stayed queued.
    const all = [
      ...(await listMailbox(ctx.db.db, { to: email })),
      ...(await listMailbox(ctx.db.db, { to: newEmail })),
    ];
    expect(all.map((r) => r.kind).sort()).toEqual([
      'activation',
      'mail_change',
      'reactivation',
      'reset',
      'welcome',
    ]);
    expect(receivedFor(email, 0).length + receivedFor(newEmail, 0).length).toBe(all.length);
  });
});
