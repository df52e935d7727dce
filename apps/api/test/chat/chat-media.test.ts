import {
  ZChatPhotoUploadResponse,
  ZGiftsResponse,
  ZIcebreakersResponse,
  ZSendMessageResponse,
} from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeExpiredAccounts } from '../../src/jobs/purge-accounts';
import { expectEnvelope } from '../helper';
import { jpegWithGps, multipart, type Actor } from '../profiles-helper';
import { clientId, creditsOf, get, ledgerSumOf, member, send, sendGift, useChatApp } from './chat-helper';

const ctx = useChatApp({ message_credits: 2, photo_credits: 5, gift_credits: 7 });

function uploadChatPhoto(who: Actor, data: Buffer) {
  const body = multipart([{ name: 'file', filename: 'me.jpg', type: 'image/jpeg', data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/chat-photo.php',
    headers: { ...body.headers, cookie: who.cookie },
    payload: body.payload,
  });
}

describe('photos in chat', () => {
  it('go through the upload pipeline, cost photo_credits, and only the two members can fetch them', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 20, paidUser: true });
    const b = await member(app, db);
    const stranger = await member(app, db, { paidUser: true });
    const up = await uploadChatPhoto(a, await jpegWithGps(800, 600));
    expect(up.statusCode).toBe(201);
    const { photo } = ZChatPhotoUploadResponse.parse(up.json());
    expect(await creditsOf(db, a.id)).toBe(20); // uploading is free
    // Not a profile photo: the gallery does not change.
    expect(await db.db.select().from(schema.photos).where(eq(schema.photos.ownerId, a.id))).toHaveLength(1);
    // Before it is sent, only the uploader can fetch it.
    expect((await get(app, a, photo.thumb_url)).statusCode).toBe(200);
    expect((await get(app, b, photo.thumb_url)).statusCode).toBe(404);

    const res = await send(app, a, { profile: b.id, kind: 'photo', photo: photo.id, client_id: clientId() });
    expect(res.statusCode).toBe(200);
    const sent = ZSendMessageResponse.parse(res.json());
    expect(sent).toMatchObject({ charged: 5, credits: 15 });
    expect(sent.message).toMatchObject({
      kind: 'photo',
      body: null,
      cost: 5,
      photo: { id: photo.id, url: photo.url },
    });
    expect(await ledgerSumOf(db, a.id)).toBe(15);

    for (const who of [a, b]) {
      const r = await get(app, who, photo.url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/webp');
      expect(String(r.headers['cache-control'])).toMatch(/^private/);
    }
    expect((await get(app, stranger, photo.url)).statusCode).toBe(404);
    expect((await get(app, null, photo.url)).statusCode).toBe(404);

    // Someone else's upload cannot be sent.
    const other = ZChatPhotoUploadResponse.parse(
      (await uploadChatPhoto(b, await jpegWithGps(400, 400))).json(),
    ).photo;
    const refused = await send(app, a, {
      conversation: sent.message.conversation,
      kind: 'photo',
      photo: other.id,
      client_id: clientId(),
    });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused).error.fields?.[0]?.path).toBe('body.photo');
    expect(await creditsOf(db, a.id)).toBe(15);
  }, 60_000);

  it('refuses what is not an image', async () => {
    const { app, db } = ctx;
    const a = await member(app, db);
    const res = await uploadChatPhoto(a, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect([415, 422]).toContain(res.statusCode);
    expectEnvelope(res);
    expect(
      await db.db.select().from(schema.chatPhotos).where(eq(schema.chatPhotos.ownerId, a.id)),
    ).toHaveLength(0);
  });
});

describe('gifts and icebreakers', () => {
  it('lists at least 12 gifts at gift_credits with images served by the API', async () => {
    const { app } = ctx;
    const { gifts } = ZGiftsResponse.parse((await get(app, null, '/api/gifts.php')).json());
    expect(gifts.length).toBeGreaterThanOrEqual(12);
    for (const g of gifts) {
      expect(g).toMatchObject({ price: 7, name_key: `gifts.${g.key}`, image: `/api/gifts/${g.key}.svg` });
      const img = await get(app, null, g.image);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(img.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(img.body).not.toMatch(/<script|href=|url\(/i);
    }
    expect((await get(app, null, '/api/gifts/nope.svg')).statusCode).toBe(404);
    expect((await get(app, null, '/api/gifts/..%2Fchat-repo.ts')).statusCode).toBe(400);
  });

  it('a gift costs gift_credits; an unknown gift is refused', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 10, paidUser: true });
    const b = await createMember(db.db, {});
    const ok = ZSendMessageResponse.parse((await sendGift(app, a, { profile: b.id }, 'teddy_bear')).json());
    expect(ok).toMatchObject({ charged: 7, credits: 3, message: { gift: 'teddy_bear' } });
    const bad = await sendGift(app, a, { profile: b.id }, 'unicorn');
    expect(bad.statusCode).toBe(400);
    expect(await creditsOf(db, a.id)).toBe(3);
    const poor = await sendGift(app, a, { profile: b.id }, 'rose');
    expect(poor.statusCode).toBe(402);
    expect(expectEnvelope(poor).error.code).toBe('insufficient_credits');
  });

  it('icebreakers: lines for shared interests first, then at least 20 in all, as keys with values', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { interests: ['music', 'hiking', 'sushi', 'wine'] });
    const b = await createMember(db.db, { name: 'Mila', interests: ['wine', 'music', 'sushi', 'gym'] });
    const res = ZIcebreakersResponse.parse(
      (await get(app, a, `/api/icebreakers.php?profile=${b.id}`)).json(),
    );
    expect(res.shared_interests).toEqual(['music', 'sushi', 'wine']);
    expect(res.icebreakers.length).toBeGreaterThanOrEqual(14);
    expect(res.icebreakers.slice(0, 2)).toEqual([
      { key: 'icebreakers.interest.music', values: { name: 'Mila' }, interest: 'music' },
      { key: 'icebreakers.interest.wine', values: { name: 'Mila' }, interest: 'wine' },
    ]);
    expect(
      res.icebreakers.slice(2).every((i) => i.key.startsWith('icebreakers.general.') && i.interest === null),
    ).toBe(true);
    const none = ZIcebreakersResponse.parse(
      (await get(app, a, `/api/icebreakers.php?profile=${(await createMember(db.db, {})).id}`)).json(),
    );
    expect(none.shared_interests).toEqual([]);
    expect(none.icebreakers.every((i) => i.interest === null)).toBe(true);
    expect((await get(app, a, `/api/icebreakers.php?profile=${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(app, a, '/api/icebreakers.php?profile=nope')).statusCode).toBe(400);
  });
});

describe('purging an account', () => {
  it('deletes the photos the member sent in chats, rows and files', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 10, paidUser: true });
    const b = await member(app, db);
    const { photo } = ZChatPhotoUploadResponse.parse(
      (await uploadChatPhoto(a, await jpegWithGps(400, 400))).json(),
    );
    await send(app, a, { profile: b.id, kind: 'photo', photo: photo.id, client_id: clientId() });
    const file = photo.url.split('/').pop()!;
    expect(await app.media.get(file)).not.toBeNull();
    await db.db
      .update(schema.users)
      .set({
        status: 'pending_deletion',
        deletedAt: new Date(Date.now() - 15 * 86_400_000),
        purgeAfter: new Date(Date.now() - 1000),
      })
      .where(eq(schema.users.id, a.id));
    await purgeExpiredAccounts(db.db, { now: new Date(), media: app.media });
    expect(
      await db.db.select().from(schema.chatPhotos).where(eq(schema.chatPhotos.ownerId, a.id)),
    ).toHaveLength(0);
    expect(await app.media.get(file)).toBeNull();
    expect((await get(app, b, photo.url)).statusCode).toBe(404);
  });
});
