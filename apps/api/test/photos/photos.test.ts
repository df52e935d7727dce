import { readdir } from 'node:fs/promises';
import exifr from 'exifr';
import { ZPhotoUploadResponse, ZUserResponse } from '@dating/core/contracts';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, useTestApp } from '../helper';
import { actor, jpegWithGps, pngClaiming, pngImage, upload, webpImage, type Actor } from '../profiles-helper';

const OPERATOR_TOKEN = 'test-operator-token-0123456789';
const ctx = useTestApp({
  operatorToken: OPERATOR_TOKEN,
  uploadRateLimit: { max: 10_000, timeWindow: 60_000 },
});

const newMember = (o: Parameters<typeof actor>[2] = {}) => actor(ctx.app, ctx.db, { photo: false, ...o });

async function me(who: Actor) {
  const res = await ctx.app.inject({
    url: '/api/user.php',
    headers: { 'x-request-type': 'client', cookie: who.cookie },
  });
  return ZUserResponse.parse(res.json()).user;
}

function moderate(body: Record<string, unknown>, token = OPERATOR_TOKEN) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/operator/photo-moderation.php',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

async function fetchAs(who: Actor | null, url: string) {
  return ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
}

describe('POST /api/photos.php', () => {
  it('re-encodes a JPEG with GPS EXIF: orientation applied, no metadata left, pending until approved', async () => {
    const m = await newMember();
    const res = await upload(ctx.app, m, await jpegWithGps(900, 600));
    expect(res.statusCode, res.body).toBe(201);
    const { photo, user } = ZPhotoUploadResponse.parse(res.json());
    expect(photo.status).toBe('pending');
    expect(photo.private).toBe(false);
    // Orientation 6 (rotate 90°): the landscape source becomes a portrait photo.
    expect([photo.width, photo.height]).toEqual([600, 900]);
    expect(user.profile.main_image?.filename).toBe(photo.filename);
    expect(user.profile.status).toBe('disabled');
    // The file names are random 128-bit keys, nothing derived from ids or names.
    expect(photo.filename).toMatch(/^\/api\/media\/[0-9a-f]{32}\.webp$/);
    expect(photo.filename).not.toContain(photo.id);

    for (const url of [photo.filename, photo.thumb_filename]) {
      const own = await fetchAs(m, url);
      expect(own.statusCode, url).toBe(200);
      expect(own.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(await exifr.parse(own.rawPayload, true).catch(() => undefined)).toBeUndefined();
      expect(own.rawPayload.includes('GPS')).toBe(false);
      expect(own.rawPayload.includes('Dating Test Cam')).toBe(false);
      // Pending: nobody but the owner gets it.
      expect((await fetchAs(null, url)).statusCode).toBe(404);
    }

    const approved = await moderate({ photo: photo.id, decision: 'approve' });
    expect(approved.json()).toEqual({ ok: true, moderated: 1 });
    expect((await me(m)).profile.status).toBe('active');
    expect((await fetchAs(null, photo.filename)).statusCode).toBe(200);
  });

  it('takes PNG and WebP, keeps the private flag, and refuses the 4th photo of a free member', async () => {
    const m = await newMember();
    const first = await upload(ctx.app, m, await pngImage(), { filename: 'a.png', type: 'image/png' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(ctx.app, m, await webpImage(), {
      filename: 'b.webp',
      type: 'image/webp',
      private: true,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(ZPhotoUploadResponse.parse(second.json()).photo.private).toBe(true);
    expect((await upload(ctx.app, m, await pngImage(300, 300))).statusCode).toBe(201);

    const fourth = await upload(ctx.app, m, await pngImage(300, 300));
    expect(fourth.statusCode).toBe(409);
    const env = expectEnvelope(fourth);
    expect(env.error.code).toBe('photo_limit_reached');
    expect(env.error.params).toEqual({ limit: 3 });
    const user = await me(m);
    expect(user.profile.photos).toHaveLength(3);
    expect(user.photo_limit).toBe(3);
    // The first public photo became the main photo; the private one never can be.
    expect(user.profile.main_image?.filename).toBe(ZPhotoUploadResponse.parse(first.json()).photo.filename);
  });

  it('holds the limit under 20 parallel uploads: exactly 3 for a free member, exactly 25 for premium', async () => {
    const image = await pngImage(320, 320);
    const free = await newMember();
    const freeCodes = await Promise.all(Array.from({ length: 20 }, () => upload(ctx.app, free, image)));
    expect(freeCodes.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(freeCodes.filter((r) => r.statusCode === 409)).toHaveLength(17);

    const premium = await newMember({ paidUser: true });
    const premiumCodes = await Promise.all(Array.from({ length: 30 }, () => upload(ctx.app, premium, image)));
    expect(premiumCodes.filter((r) => r.statusCode === 201)).toHaveLength(25);
    expect(premiumCodes.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await me(premium)).profile.photos).toHaveLength(25);
  }, 120_000);

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
    ],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>'), 415],
    ['plain text', Buffer.from('just some words, not a photo'), 415],
    ['an empty file', Buffer.alloc(0), 415],
  ])('refuses %s with the error envelope', async (_name, data, status) => {
    const m = await newMember();
    const res = await upload(ctx.app, m, data, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(status);
    expect(expectEnvelope(res).error.message).toMatch(/^errors\./);
    expect((await me(m)).profile.photos).toHaveLength(0);
  });

  it('refuses a truncated JPEG (422), a decompression bomb and a file over 15 MB (413)', async () => {
    const m = await newMember();
    const jpeg = await jpegWithGps(800, 800);
    const truncated = await upload(ctx.app, m, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated.statusCode, truncated.body).toBe(422);
    expect(expectEnvelope(truncated).error.code).toBe('image_invalid');

    const bomb = pngClaiming(await pngImage(300, 300), 30_000, 30_000);
    const bombRes = await upload(ctx.app, m, bomb, { filename: 'x.png', type: 'image/png' });
    expect(bombRes.statusCode, bombRes.body).toBe(413);
    expect(expectEnvelope(bombRes).error.params).toMatchObject({ max_megapixels: 40 });

    const huge = await upload(ctx.app, m, Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(expectEnvelope(huge).error.code).toBe('image_too_large');
    expect((await me(m)).profile.photos).toHaveLength(0);
    // Nothing refused left a file behind.
    const files = await readdir(ctx.mediaDir);
    expect(files.every((f) => /^[0-9a-f]{32}(-thumb)?\.webp$/.test(f))).toBe(true);
  }, 60_000);

  it('needs a session, multipart and a file part', async () => {
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/photos.php', payload: {} });
    expect(visitor.statusCode).toBe(403);
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
    const m = await newMember();
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie: m.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expectEnvelope(json);
  });
});

describe('PUT /api/photo.php, PUT /api/photos-order.php, DELETE /api/photo.php', () => {
  it('sets main and private, keeps the main photo public, reorders and deletes with the files', async () => {
    const m = await newMember();
    const ids: string[] = [];
    for (const img of [await pngImage(300, 300), await pngImage(400, 300), await pngImage(300, 400)]) {
      const res = await upload(ctx.app, m, img);
      ids.push(ZPhotoUploadResponse.parse(res.json()).photo.id);
    }
    const [a, b, c] = ids as [string, string, string];
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/photo.php', headers: { cookie: m.cookie }, payload });

    expect((await put({ id: b, main: true })).statusCode).toBe(200);
    let user = await me(m);
    expect(user.profile.photos.find((p) => p.filename === user.profile.main_image?.filename)?.id).toBe(b);

    const mainPrivate = await put({ id: b, private: true });
    expect(mainPrivate.statusCode).toBe(400);
    expect(expectEnvelope(mainPrivate).error.fields?.[0]?.message).toBe('errors.main_photo_private');
    expect((await put({ id: c, private: true })).statusCode).toBe(200);
    expect((await put({ id: c, main: true })).statusCode).toBe(400);

    const order = await ctx.app.inject({
      method: 'PUT',
      url: '/api/photos-order.php',
      headers: { cookie: m.cookie },
      payload: { ids: [c, a, b] },
    });
    expect(order.statusCode).toBe(200);
    user = ZUserResponse.parse(order.json()).user;
    expect(user.profile.photos.map((p) => p.id)).toEqual([c, a, b]);
    const partial = await ctx.app.inject({
      method: 'PUT',
      url: '/api/photos-order.php',
      headers: { cookie: m.cookie },
      payload: { ids: [a, b] },
    });
    expect(partial.statusCode).toBe(400);

    const mainKey = /([0-9a-f]{32})\.webp$/.exec(user.profile.main_image?.filename ?? '')?.[1];
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/photo.php',
      headers: { cookie: m.cookie },
      payload: { id: b },
    });
    expect(del.statusCode).toBe(200);
    user = ZUserResponse.parse(del.json()).user;
    // The next public photo became main; the deleted files are gone.
    expect(user.profile.main_image?.filename).toBe(user.profile.photos.find((p) => p.id === a)?.filename);
    const files = await readdir(ctx.mediaDir);
    expect(files.some((f) => f.startsWith(mainKey ?? 'none'))).toBe(false);
  });
});

describe('POST /api/operator/photo-moderation.php', () => {
  it('needs the operator token', async () => {
    expect(
      (await moderate({ all_pending: true, decision: 'approve' }, 'wrong-token-0123456789')).statusCode,
    ).toBe(403);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/photo-moderation.php',
      payload: { all_pending: true, decision: 'approve' },
    });
    expect(none.statusCode).toBe(403);
  });

  it('refuses a bearer token when OPERATOR_TOKEN is unset (operator accounts only, ADR 0028)', async () => {
    const plain = await ctx.extraApp({ operatorToken: undefined });
    const res = await plain.inject({
      method: 'POST',
      url: '/api/operator/photo-moderation.php',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { all_pending: true, decision: 'approve' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejecting the main photo moves main to the next public photo, or disables the profile', async () => {
    const m = await newMember();
    const one = ZPhotoUploadResponse.parse((await upload(ctx.app, m, await pngImage())).json()).photo;
    const two = ZPhotoUploadResponse.parse((await upload(ctx.app, m, await pngImage(300, 300))).json()).photo;
    await moderate({ photo: two.id, decision: 'approve' });
    await moderate({ photo: one.id, decision: 'reject' });
    let user = await me(m);
    expect(user.profile.main_image?.filename).toBe(two.filename);
    expect(user.profile.status).toBe('active');
    await moderate({ photo: two.id, decision: 'reject' });
    user = await me(m);
    expect(user.profile.main_image).toBeNull();
    expect(user.profile.status).toBe('disabled');
    // Rejected photos do not count against the limit.
    expect((await upload(ctx.app, m, await pngImage(300, 300))).statusCode).toBe(201);
  });
});
