import { readdir } from 'node:fs/promises';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { CLIENT, expectEnvelope, login, useTestApp } from './helper';
import { ZUserResponse } from '@dating/core/contracts';
import { queryRows } from '@dating/db';
import { sql } from 'drizzle-orm';

const ctx = useTestApp();

describe('GET /api/media/:file', () => {
  it("serves a seeded member's main photo and its thumbnail as immutable WebP", async () => {
    const [row] = await queryRows<{ key: string }>(
      ctx.db.db,
      sql`select p.storage_key as key from photos p join profiles pr on pr.main_photo_id = p.id where pr.fictional limit 1`,
    );
    const key = row!.key;
    expect((await readdir(ctx.mediaDir)).includes(`${key}.webp`)).toBe(true);
    for (const file of [`${key}.webp`, `${key}-thumb.webp`]) {
      const res = await ctx.app.inject({ url: `/api/media/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it("serves the logged-in member's own photo URLs", async () => {
    const token = await login(ctx.app);
    const { user } = ZUserResponse.parse(
      (
        await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie: `auth._token=${token}` } })
      ).json(),
    );
    const image = user.profile.main_image;
    expect(image).not.toBeNull();
    for (const url of [image!.filename, image!.thumb_filename]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers 404 for a well-formed key that is not a photo', async () => {
    const res = await ctx.app.inject({ url: `/api/media/${'0'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res).error.code).toBe('not_found');
  });

  it.each([
    '/api/media/..%2F..%2Fpackage.json',
    '/api/media/%2e%2e%2fetc%2fpasswd',
    '/api/media/../../etc/passwd',
    '/api/media/....//....//etc/passwd',
    `/api/media/${'a'.repeat(32)}.png`,
    `/api/media/${'A'.repeat(32)}.webp`,
    `/api/media/${'a'.repeat(32)}.webp%00.png`,
  ])('refuses %s without a 5xx', async (url) => {
    const res = await ctx.app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expectEnvelope(res);
  });
});

describe('GET /api/live (WebSocket)', () => {
  function closed(ws: WebSocket): Promise<number> {
    return new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }
  function nextMessage(ws: WebSocket): Promise<unknown> {
    return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
  }

  it('closes a cookieless socket with 4401', async () => {
    const ws = await ctx.app.injectWS('/api/live');
    expect(await closed(ws)).toBe(4401);
  });

  it('closes a socket with a foreign Origin with 4403', async () => {
    const token = await login(ctx.app);
    const ws = await ctx.app.injectWS('/api/live', {
      headers: { cookie: `auth._token=${token}`, origin: 'https://evil.example' },
    });
    expect(await closed(ws)).toBe(4403);
  });

  it('greets an authenticated socket and answers ping with pong', async () => {
    const token = await login(ctx.app);
    let hello: Promise<unknown> = Promise.resolve(null);
    const ws = await ctx.app.injectWS(
      '/api/live',
      { headers: { cookie: `auth._token=${token}`, origin: 'http://localhost:3000' } },
      {
        onInit: (socket) => {
          hello = nextMessage(socket);
        },
      },
    );
    const greeting = (await hello) as { type: string; user_id: string };
    expect(greeting.type).toBe('hello');
    expect(greeting.user_id).toMatch(/[0-9a-f-]{36}/);
    const pong = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toEqual({ type: 'pong' });
    // A malformed frame is answered with an error and closes the socket 4400 (ADR 0016; 1009 and the rest of
    // the battery in test/live).
    const err = nextMessage(ws);
    const done = closed(ws);
    ws.send('not json');
    expect(await err).toEqual({ type: 'error', code: 'bad_request' });
    expect(await done).toBe(4400);
  });

  it('answers a plain GET with 426', async () => {
    const res = await ctx.app.inject({ url: '/api/live' });
    expect(res.statusCode).toBe(426);
    expectEnvelope(res);
  });
});
