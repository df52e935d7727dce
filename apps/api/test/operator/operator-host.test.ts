// The host inbox under operator accounts (issue 15 item 4, ADR 0037): a host logged in with the console's
// session reads the queue (oldest first, the member's history and the fictional profile side by side) without
// the member's e-mail address or any payment data, replies as the profile (the member gets it with the
// fictional marker), marks a conversation handled, reads the disclosure rules; each action is audited, and a
// host cannot reach finance.
import { queryRows } from '@dating/db';
import { createMember } from '@dating/db/seed';
import {
  ZHostQueueResponse,
  ZHostReplyResponse,
  ZHostRulesResponse,
  ZMessagesPage,
  ZSendMessageResponse,
} from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientId, member, sendText, setSiteSettings, useChatApp } from '../chat/chat-helper';
import { newOperator, operatorCall, operatorCookie } from './operator-helper';

const ctx = useChatApp({ message_credits: 1 });

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  operatorCall(ctx, cookie, method, url, payload);

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

describe('the host inbox for operators of role host', () => {
  it('shows waiting conversations without e-mail or payment data; reply and handled are audited', async () => {
    await setSiteSettings(ctx.db, { message_credits: 1 });
    const host = await newOperator(ctx, ['host']);
    const cookie = await operatorCookie(ctx, host);
    const fiona = await createMember(ctx.db.db, { fictional: true, name: 'Fiona', city: 'Utrecht' });
    const gina = await createMember(ctx.db.db, { fictional: true, name: 'Gina' });
    const adam = await member(ctx.app, ctx.db, { credits: 30, paidUser: true, name: 'Adam', language: 'de' });
    const bea = await member(ctx.app, ctx.db, { credits: 30, paidUser: true, name: 'Bea' });
    const first = ZSendMessageResponse.parse(
      (await sendText(ctx.app, adam, { profile: fiona.id }, 'Hallo Fiona')).json(),
    );
    await new Promise((r) => setTimeout(r, 5));
    const second = ZSendMessageResponse.parse(
      (await sendText(ctx.app, bea, { profile: gina.id }, 'Hi Gina')).json(),
    );

    const res = await as(cookie, 'GET', 'host-queue.php');
    expect(res.statusCode, res.body).toBe(200);
    const items = ZHostQueueResponse.parse(res.json()).items;
    const mine = items.filter((i) =>
      [first.message.conversation, second.message.conversation].includes(i.conversation),
    );
    expect(mine.map((i) => i.conversation)).toEqual([
      first.message.conversation,
      second.message.conversation,
    ]);
    expect(mine[0]).toMatchObject({
      fictional_profile: { id: fiona.id, name: 'Fiona', fictional: true, city: 'Utrecht' },
      member: { id: adam.id, name: 'Adam', language: 'de', fictional: false },
    });
    expect(mine[0]!.messages.map((m) => m.body)).toEqual(['Hallo Fiona']);
    // Hosts see only what they need: no e-mail address, no credits, orders, payments or premium flag.
    const emails = await queryRows<{ email: string }>(
      ctx.db.db,
      sql`select email from users where id in (${adam.id}, ${bea.id}, ${fiona.id}, ${gina.id})`,
    );
    for (const { email } of emails) expect(res.body).not.toContain(email);
    const keys = keysOf(res.json());
    for (const k of [
      'email',
      'credits',
      'paid_user',
      'orders',
      'payments',
      'ledger',
      'amount_cents',
      'iban',
      'date_of_birth',
    ])
      expect(keys.has(k), k).toBe(false);

    const reply = await as(cookie, 'POST', 'host-reply.php', {
      conversation: first.message.conversation,
      body: 'Hallo Adam!',
      client_id: clientId(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const sent = ZHostReplyResponse.parse(reply.json()).message;
    expect(sent).toMatchObject({ sender: fiona.id, cost: 0, body: 'Hallo Adam!' });
    // The member reads it from the fictional profile, marked fictional.
    const page = ZMessagesPage.parse(
      (
        await ctx.app.inject({
          url: `/api/messages.php?conversation=${first.message.conversation}`,
          headers: { cookie: adam.cookie },
        })
      ).json(),
    );
    expect(page.profile).toMatchObject({ id: fiona.id, fictional: true });
    expect(page.messages.at(-1)).toMatchObject({ sender: fiona.id, body: 'Hallo Adam!' });

    const done = await as(cookie, 'POST', 'host-handled.php', { conversation: second.message.conversation });
    expect(done.statusCode, done.body).toBe(200);
    const after = ZHostQueueResponse.parse((await as(cookie, 'GET', 'host-queue.php')).json()).items;
    expect(after.map((i) => i.conversation)).not.toContain(first.message.conversation);
    expect(after.map((i) => i.conversation)).not.toContain(second.message.conversation);

    const audit = await queryRows<{ actor: string; action: string; subject_id: string }>(
      ctx.db.db,
      sql`select actor, action, subject_id from audit_log where actor = ${`operator:${host.email}`} and action like 'host.%' order by id`,
    );
    expect(audit).toEqual([
      { actor: `operator:${host.email}`, action: 'host.reply', subject_id: first.message.conversation },
      {
        actor: `operator:${host.email}`,
        action: 'host.handled',
        subject_id: second.message.conversation,
      },
    ]);
  });

  it('gives the disclosure rules and the site’s fictional notice in every language', async () => {
    const host = await newOperator(ctx, ['host']);
    const res = await as(await operatorCookie(ctx, host), 'GET', 'host-rules.php');
    expect(res.statusCode, res.body).toBe(200);
    const rules = ZHostRulesResponse.parse(res.json());
    expect(rules.rules.length).toBeGreaterThanOrEqual(4);
    expect(rules.disclosure.map((d) => d.language).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
      'pl',
    ]);
    const en = rules.disclosure.find((d) => d.language === 'en')!;
    expect(en.warning).toContain('fictional');
    expect(en.marker).toBe('Fictional profile');
    const de = rules.disclosure.find((d) => d.language === 'de')!;
    expect(de.warning).not.toBe(en.warning);
  });

  it('refuses hosts everything outside the inbox, and non-hosts the inbox', async () => {
    const host = await operatorCookie(ctx, await newOperator(ctx, ['host']));
    for (const [method, url] of [
      ['GET', 'member-finance.php?q=someone@example.com'],
      ['GET', 'complaints.php'],
      ['GET', 'discount-codes.php'],
      ['GET', 'photo-queue.php'],
      ['GET', 'audit-log.php'],
    ] as const) {
      expect((await as(host, method, url)).statusCode, url).toBe(403);
    }
    for (const role of ['finance', 'moderator'] as const) {
      const other = await operatorCookie(ctx, await newOperator(ctx, [role]));
      expect((await as(other, 'GET', 'host-queue.php')).statusCode, role).toBe(403);
      expect((await as(other, 'GET', 'host-rules.php')).statusCode, role).toBe(403);
    }
  });
});
