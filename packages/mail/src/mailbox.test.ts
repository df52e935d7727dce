import type { DbHandle } from '@dating/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLinks } from './links';
import { getMailboxEntry, listMailbox } from './mailbox';
import { createMailer } from './mailer';
import { createTestDb, mail, tickingClock } from './test/fixtures';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(async () => {
  await h.close();
});

describe('mailbox mode (no SMTP)', () => {
  it('stores every mail and lists newest first, filtered by recipient', async () => {
    const mailer = createMailer({ db: h.db, now: tickingClock() });
    const first = await mailer.send(
      mail('activation', 'anna@example.com', 'nl', {
        name: 'Anna',
        link: 'https://dating.example/activate?t=1',
      }),
    );
    const second = await mailer.send(
      mail('reset', 'bob@example.com', 'en', { name: 'Bob', link: 'https://dating.example/reset?t=2' }),
    );
    const third = await mailer.send(mail('welcome', 'Anna@Example.com', 'nl', { name: 'Anna' }));
    await mailer.close();
    expect(first.transport).toBe('mailbox');

    const all = await listMailbox(h.db);
    expect(all.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(all.every((m) => m.transport === 'mailbox' && m.status === 'sent')).toBe(true);

    const anna = await listMailbox(h.db, { to: 'anna@example.com' });
    expect(anna.map((m) => m.kind)).toEqual(['welcome', 'activation']);
    expect(await listMailbox(h.db, { limit: 1 })).toHaveLength(1);

    const entry = await getMailboxEntry(h.db, first.id);
    expect(entry).toMatchObject({
      to: 'anna@example.com',
      kind: 'activation',
      subject: expect.stringMatching(/Testsite/),
    });
    expect(entry && extractLinks(entry)).toContain('https://dating.example/activate?t=1');
    expect(entry?.html).toContain('<html lang="nl"');
  });

  it('sends a mail change to the new address and names it in the body', async () => {
    const mailer = createMailer({ db: h.db });
    const sent = await mailer.send(
      mail('mail_change', 'new@example.com', 'de', {
        name: 'Carla',
        link: 'https://dating.example/mail?t=3',
      }),
    );
    const entry = await getMailboxEntry(h.db, sent.id);
    expect(entry?.to).toBe('new@example.com');
    expect(entry?.text).toContain('new@example.com');
  });

  it('returns null for an unknown or malformed id', async () => {
    expect(await getMailboxEntry(h.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getMailboxEntry(h.db, 'not-a-uuid')).toBeNull();
  });

  it('rejects invalid input before storing anything', async () => {
    const mailer = createMailer({ db: h.db });
    const before = (await listMailbox(h.db, { limit: 500 })).length;
    await expect(mailer.send(mail('welcome', 'not an address', 'en', { name: 'X' }))).rejects.toThrow();
    expect(await listMailbox(h.db, { limit: 500 })).toHaveLength(before);
  });
});
