import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ZSendMessageResponse, type TPushMessage } from '@dating/core/contracts';
import { createMember, type CreateMemberOptions } from '@dating/db/seed';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { notifyMessage, settleMessageNotifications } from '../../src/chat/notify';
import { SendBatcher } from '../../src/chat/send-batch';
import { runChatMailJob } from '../../src/jobs';
import { upsertPushSubscription } from '../../src/push/subscriptions-repo';
import { updateNotifications } from '../../src/notifications/notifications-repo';
import type { PushRequest } from '../../src/push/transport';
import { SETUP_TIMEOUT, mailsTo } from '../accounts-helper';
import { setupTestApp, type TestContext } from '../helper';
import { HOST, OPERATOR_TOKEN, member, sendText, type Actor } from '../chat/chat-helper';
import { LiveClient, listen } from '../live/live-helper';
import { decryptWebPush } from '../push/web-push-decrypt';

const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@amora.example' };
const HOUR = 60 * 60 * 1000;

/** The fake push service: every request the API sends, and whether it should fail. */
const pushed: PushRequest[] = [];
let pushFails = false;
let clock = new Date('2026-11-24T12:00:00Z').getTime();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({
    vapid: VAPID,
    operatorToken: OPERATOR_TOKEN,
    now: () => new Date(clock),
    pushTransport: async (req) => {
      if (pushFails) throw new Error('push service down');
      pushed.push(req);
      return { status: 201, body: '' };
    },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
});

/** A browser subscription stored for the member; its keys decrypt what the API pushes. */
async function subscribe(userId: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`;
  await upsertPushSubscription(
    ctx.db.db,
    userId,
    {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    undefined,
    new Date(clock),
  );
  return { endpoint, ecdh, authSecret };
}

/** RFC 8291 decryption as a browser does it. */
const decrypt = (body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string =>
  decryptWebPush(body, ecdh, authSecret).text;

const pushesTo = (endpoint: string) => pushed.filter((p) => p.endpoint === endpoint);

async function sendAndSettle(from: Actor, to: { profile?: string; conversation?: string }, body: string) {
  const res = await sendText(ctx.app, from, to, body);
  expect(res.statusCode, res.body).toBe(200);
  await settleMessageNotifications(ctx.app);
  return ZSendMessageResponse.parse(res.json());
}

/**
 * A paying sender `senderName` and a recipient with a push subscription, whose conversation the sender's
 * first message ('one', settled) started.
 */
async function startConversation(senderName: string, recipient: CreateMemberOptions) {
  const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true, name: senderName });
  const b = await member(ctx.app, ctx.db, recipient);
  const sub = await subscribe(b.id);
  const first = await sendAndSettle(a, { profile: b.id }, 'one');
  return { a, b, sub, conversation: first.message.conversation };
}

describe('notifications for messages', () => {
  it('a message gives the recipient one content-free push and one e-mail in their language', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true, name: 'Adam', language: 'en' });
    const b = await member(ctx.app, ctx.db, { language: 'de', name: 'Berta' });
    const sub = await subscribe(b.id);
    const secret = 'my secret words 7f3a';
    const r = await sendAndSettle(a, { profile: b.id }, secret);

    const [push, ...morePushes] = pushesTo(sub.endpoint);
    expect(morePushes).toHaveLength(0);
    const payload = JSON.parse(decrypt(push!.body!, sub.ecdh, sub.authSecret)) as TPushMessage;
    expect(payload).toMatchObject({
      kind: 'new_conversations',
      title: 'Neue Unterhaltung',
      checkUrl: `/chats/${r.message.conversation}`,
    });
    expect(JSON.stringify(payload)).not.toContain('secret');
    expect(JSON.stringify(payload)).not.toContain('Adam');

    const mails = await mailsTo(ctx.db, b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('new_conversation');
    expect(mails[0]!.subject).toContain('Adam');
    expect(mails[0]!.text).toContain('Öffne die Unterhaltung');
    expect(mails[0]!.text).not.toContain('secret');
    expect(mails[0]!.links.some((l) => l.endsWith(`/chats/${r.message.conversation}`))).toBe(true);
    // The sender is not notified of their own message.
    expect(await mailsTo(ctx.db, a.email)).toHaveLength(0);
  });

  it('at most one e-mail per conversation an hour; the push comes every time', async () => {
    const { a, b, sub, conversation } = await startConversation('Carl', { language: 'pl', name: 'Dorota' });
    clock += 10 * 60 * 1000;
    await sendAndSettle(a, { conversation }, 'two');
    expect(await mailsTo(ctx.db, b.email)).toHaveLength(1);
    expect(pushesTo(sub.endpoint)).toHaveLength(2);

    clock += HOUR;
    await sendAndSettle(a, { conversation }, 'three');
    const mails = await mailsTo(ctx.db, b.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.kind).sort()).toEqual(['new_conversation', 'new_message']);
    expect(mails.find((m) => m.kind === 'new_message')!.text).toContain('Masz nową wiadomość');
    expect(pushesTo(sub.endpoint)).toHaveLength(3);
  });

  it('messages of one moment to one recipient in one conversation are one push and one notice (ADR 0031)', async () => {
    const { a, b, sub, conversation } = await startConversation('Ewa', { language: 'it', name: 'Franco' });
    expect(pushesTo(sub.endpoint)).toHaveLength(1);
    clock += 2 * HOUR;
    // Three messages written in one batch and notified in the same turn, as the route does after a batch's
    // commit: one push (for the newest) and one mail.
    const batcher = new SendBatcher(ctx.db.db, { maxBatch: 10, maxInFlight: 1 });
    const now = new Date(clock);
    const sent = await Promise.all(
      ['x', 'y', 'z'].map((body) =>
        batcher.send(a.id, { conversation, kind: 'text', body, client_id: randomUUID() }, now),
      ),
    );
    expect(batcher.stats.batches).toBe(1);
    for (const r of sent) {
      notifyMessage(ctx.app, {
        conversationId: conversation,
        seq: r.message.seq,
        senderId: a.id,
        recipientId: b.id,
        started: false,
      });
    }
    await settleMessageNotifications(ctx.app);
    expect(pushesTo(sub.endpoint)).toHaveLength(2);
    const mails = await mailsTo(ctx.db, b.email);
    expect(mails.map((m) => m.kind).sort()).toEqual(['new_conversation', 'new_message']);
  });

  it('preferences off: no push and no e-mail', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true });
    const b = await member(ctx.app, ctx.db);
    const sub = await subscribe(b.id);
    await updateNotifications(
      ctx.db.db,
      b.id,
      {
        email: { new_conversations: false, new_messages: false },
        push: { new_conversations: false, new_messages: false },
      },
      new Date(clock),
    );
    const first = await sendAndSettle(a, { profile: b.id }, 'hello');
    clock += 2 * HOUR;
    await sendAndSettle(a, { conversation: first.message.conversation }, 'again');
    expect(pushesTo(sub.endpoint)).toHaveLength(0);
    expect(await mailsTo(ctx.db, b.email)).toHaveLength(0);
  });

  it('notifications_disabled (bounce, complaint): no e-mail, the push still comes', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true });
    const b = await member(ctx.app, ctx.db);
    const sub = await subscribe(b.id);
    await ctx.db.db
      .update(schema.users)
      .set({ notificationsDisabled: ['bounce'] })
      .where(eq(schema.users.id, b.id));
    await sendAndSettle(a, { profile: b.id }, 'hello');
    expect(await mailsTo(ctx.db, b.email)).toHaveLength(0);
    expect(pushesTo(sub.endpoint)).toHaveLength(1);
  });

  it('a message to a fictional profile notifies nobody; the host reply carries the fictional marker', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true, language: 'en' });
    const aSub = await subscribe(a.id);
    const fiona = await createMember(ctx.db.db, { fictional: true, name: 'Fiona', language: 'en' });
    const fionaSub = await subscribe(fiona.id);
    const first = await sendAndSettle(a, { profile: fiona.id }, 'hi Fiona');
    expect(pushesTo(fionaSub.endpoint)).toHaveLength(0);
    expect(await mailsTo(ctx.db, fiona.email)).toHaveLength(0);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/host-reply.php',
      headers: HOST,
      payload: { conversation: first.message.conversation, body: 'Hello!', client_id: 'r-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settleMessageNotifications(ctx.app);
    const [push] = pushesTo(aSub.endpoint);
    const payload = JSON.parse(decrypt(push!.body!, aSub.ecdh, aSub.authSecret)) as TPushMessage;
    expect(payload.body).toContain('fictional profile');
    const mails = await mailsTo(ctx.db, a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Fiona (fictional profile)');
    expect(mails[0]!.text).toContain('Fiona is a fictional profile');
  });

  it('the send succeeds when the push service throws, and the e-mail still goes out', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true });
    const b = await member(ctx.app, ctx.db);
    await subscribe(b.id);
    pushFails = true;
    try {
      const r = await sendAndSettle(a, { profile: b.id }, 'hello');
      expect(r.duplicate).toBe(false);
    } finally {
      pushFails = false;
    }
    expect(await mailsTo(ctx.db, b.email)).toHaveLength(1);
  });

  it('a retried send (same client id) notifies once', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true });
    const b = await member(ctx.app, ctx.db);
    const sub = await subscribe(b.id);
    const payload = { profile: b.id, kind: 'text', body: 'once', client_id: 'same-id-1' };
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie: a.cookie },
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
    await settleMessageNotifications(ctx.app);
    expect(pushesTo(sub.endpoint)).toHaveLength(1);
    expect(await mailsTo(ctx.db, b.email)).toHaveLength(1);
  });
});

describe('the chat-mail job', () => {
  const read = (who: Actor, conversation: string, seq: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: { cookie: who.cookie },
      payload: { conversation, seq },
    });

  it('holds the mail while the recipient is online: read within the hour → none, unread → one after the hour', async () => {
    const port = await listen(ctx.app);
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true, name: 'Olga' });
    const b = await member(ctx.app, ctx.db, { language: 'fr' });
    const c = await member(ctx.app, ctx.db, { language: 'it' });
    const live = [b, c].map((m) => LiveClient.connect(port, { token: m.cookie.split('=')[1] }));
    try {
      await Promise.all(live.map((l) => l.hello()));
      const toB = await sendAndSettle(a, { profile: b.id }, 'hello b');
      const toC = await sendAndSettle(a, { profile: c.id }, 'hello c');
      expect(await mailsTo(ctx.db, b.email)).toHaveLength(0);
      expect(await mailsTo(ctx.db, c.email)).toHaveLength(0);
      // b reads it within the hour, c does not.
      expect((await read(b, toB.message.conversation, toB.message.seq)).statusCode).toBe(200);
      clock += 30 * 60 * 1000;
      await runChatMailJob(ctx.app);
      expect(await mailsTo(ctx.db, c.email)).toHaveLength(0);
      clock += 31 * 60 * 1000;
      await runChatMailJob(ctx.app);
      expect(await mailsTo(ctx.db, b.email)).toHaveLength(0);
      const mails = await mailsTo(ctx.db, c.email);
      expect(mails.map((m) => m.kind)).toEqual(['new_message']);
      expect(mails[0]!.links.some((l) => l.endsWith(`/chats/${toC.message.conversation}`))).toBe(true);
      await runChatMailJob(ctx.app);
      expect(await mailsTo(ctx.db, c.email)).toHaveLength(1);
    } finally {
      for (const l of live) l.ws.close();
    }
  });

  it('sends the unread-message reminder once for messages unread over a day, honouring the preference', async () => {
    const a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true });
    const b = await member(ctx.app, ctx.db, { language: 'nl' });
    const off = await member(ctx.app, ctx.db);
    await updateNotifications(
      ctx.db.db,
      off.id,
      { email: { unread_message_reminders: false } },
      new Date(clock),
    );
    const first = await sendAndSettle(a, { profile: b.id }, 'one');
    await sendAndSettle(a, { conversation: first.message.conversation }, 'two');
    await sendAndSettle(a, { profile: off.id }, 'hello');
    await runChatMailJob(ctx.app);
    const reminders = async (who: Actor) =>
      (await mailsTo(ctx.db, who.email)).filter((m) => m.kind === 'unread_reminder');
    expect(await reminders(b)).toHaveLength(0);

    clock += 25 * 60 * 60 * 1000;
    await runChatMailJob(ctx.app);
    const [reminder, ...more] = await reminders(b);
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toContain('2 ongelezen berichten');
    expect(reminder!.links.some((l) => l.endsWith('/chats'))).toBe(true);
    expect(await reminders(off)).toHaveLength(0);

    // Not again for the same messages; a new unread message brings one more a day later.
    clock += 25 * 60 * 60 * 1000;
    await runChatMailJob(ctx.app);
    expect(await reminders(b)).toHaveLength(1);
    await sendAndSettle(a, { conversation: first.message.conversation }, 'three');
    clock += 25 * 60 * 60 * 1000;
    await runChatMailJob(ctx.app);
    expect(await reminders(b)).toHaveLength(2);
    expect(await reminders(off)).toHaveLength(0);
  });
});
