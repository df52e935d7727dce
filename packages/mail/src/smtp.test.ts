import type { DbHandle } from '@dating/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError } from './errors';
import { getMailboxEntry } from './mailbox';
import { createMailer } from './mailer';
import { createTestDb, mail, SITE } from './test/fixtures';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './testing';

let h: DbHandle;
let smtp: TestSmtpServer;
let inbox: ReceivedMail[];

beforeAll(async () => {
  h = await createTestDb();
  smtp = await startTestSmtpServer();
  inbox = smtp.inbox;
});

afterAll(async () => {
  await smtp.close();
  await h.close();
});

/** Headers unfolded; body parts decoded from quoted-printable. */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/);
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const body = rest
    .join('\r\n\r\n')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, x: string) => String.fromCharCode(parseInt(x, 16)));
  return { headers, body };
}

describe('SMTP mode', () => {
  it('delivers a multipart message with the headers and records it', async () => {
    const mailer = createMailer({ db: h.db, smtpUrl: smtp.url });
    const link = 'https://dating.example/activate?token=abc';
    const sent = await mailer.send(mail('activation', 'anna@example.com', 'en', { name: 'Anna', link }));
    await mailer.close();
    expect(sent.transport).toBe('smtp');

    expect(inbox).toHaveLength(1);
    const msg = inbox[0]!;
    expect(msg.to).toEqual(['anna@example.com']);
    expect(msg.from).toBe('no-reply@dating.example');
    const { headers, body } = parse(msg.raw);
    expect(headers).toContain('Subject: Confirm your e-mail address for Testsite');
    expect(headers).toContain('To: anna@example.com');
    expect(headers).toContain('From: Testsite <no-reply@dating.example>');
    expect(headers).toContain('List-Unsubscribe: <https://dating.example/notifications>');
    expect(headers).toContain('Content-Language: en');
    expect(headers).toContain(`Message-ID: <${sent.id}@dating.example>`);
    expect(headers).toMatch(/Content-Type: multipart\/alternative/);
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body.split(link).length - 1).toBeGreaterThanOrEqual(2); // the text part and the html part
    expect(body).toContain('Hi Anna,');

    const entry = await getMailboxEntry(h.db, sent.id);
    expect(entry).toMatchObject({ transport: 'smtp', status: 'sent', to: 'anna@example.com' });
  });

  it('rejects with a typed error and records the failure when the server is unreachable', async () => {
    // A port that was just served and then closed: nothing listens there any more.
    const closed = await startTestSmtpServer();
    await closed.close();

    const mailer = createMailer({ db: h.db, smtpUrl: closed.url });
    const error = await mailer
      .send({
        kind: 'reset',
        to: 'bob@example.com',
        locale: 'pl',
        site: SITE,
        data: { name: 'Bob', link: 'https://dating.example/reset?t=1' },
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    await mailer.close();

    expect(error).toBeInstanceOf(MailDeliveryError);
    const failure = error as MailDeliveryError;
    expect(failure.code).toBe('mail_delivery_failed');
    const entry = await getMailboxEntry(h.db, failure.mailId);
    expect(entry).toMatchObject({
      transport: 'smtp',
      status: 'failed',
      to: 'bob@example.com',
      kind: 'reset',
    });
  });

  it('uses the configured sender', async () => {
    const mailer = createMailer({
      db: h.db,
      smtpUrl: smtp.url,
      from: 'Team <team@mail.example>',
    });
    await mailer.send(mail('welcome', 'c@example.com', 'it', { name: 'C' }));
    await mailer.close();
    const last = inbox.at(-1)!;
    expect(last.from).toBe('team@mail.example');
    expect(parse(last.raw).headers).toContain('Content-Language: it');
  });
});
