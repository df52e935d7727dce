import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ZChatPhotoUploadResponse, ZDataExportState } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dataExportsIdle, runDataExportJob } from '../../src/exports/export-job';
import { hashExportToken } from '../../src/exports/exports-repo';
import { Clock, DAY, MINUTE, mailsTo } from '../accounts-helper';
import { clientId, send, sendText } from '../chat/chat-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { actor, addPhoto, asMember, jpegWithGps, multipart, type Actor } from '../profiles-helper';

// "Download my data" (issue 15 item 7, ADR 0036) through the routes, on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL: once a day, the mailed link for its member only, the ZIP's content, expiry and deletion.

const clock = new Clock(Date.parse('2026-11-20T10:00:00Z'));
const ctx = useTestApp({ now: clock.now });

const get = (who: Actor | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const request = (who: Actor) => asMember(ctx.app, who, 'POST', '/api/data-export.php', {});

/** Asks for an export, lets the background build finish and returns the token of the mailed link. */
async function exportAndMail(who: Actor): Promise<string> {
  const res = await request(who);
  expect(res.statusCode).toBe(202);
  expect(ZDataExportState.parse(res.json()).status).toBe('queued');
  await dataExportsIdle(ctx.app);
  const mail = (await mailsTo(ctx.db, who.email)).find((m) => m.kind === 'data_export');
  expect(mail).toBeDefined();
  const link = mail!.links.find((l) => l.includes('/data-export?token='));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** Uploads a chat photo as `who` and sends it to `to`; returns the photo's storage key. */
async function sendChatPhoto(who: Actor, to: Actor): Promise<string> {
  const body = multipart([
    { name: 'file', filename: 'me.jpg', type: 'image/jpeg', data: await jpegWithGps(320, 240) },
  ]);
  const up = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat-photo.php',
    headers: { ...body.headers, cookie: who.cookie },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(201);
  const { photo } = ZChatPhotoUploadResponse.parse(up.json());
  const sent = await send(ctx.app, who, {
    profile: to.id,
    kind: 'photo',
    photo: photo.id,
    client_id: clientId(),
  });
  expect(sent.statusCode).toBe(200);
  return /([0-9a-f]{32})\.webp$/.exec(photo.url)![1]!;
}

async function download(who: Actor | null, token: string) {
  return get(who, `/api/data-export/download.php?token=${encodeURIComponent(token)}`);
}

describe('data export', () => {
  it('builds a ZIP of the member’s own data, mails a link only that member can use, once a day', async () => {
    const ada = await actor(ctx.app, ctx.db, { name: 'Ada', credits: 50, language: 'nl' });
    const bo = await actor(ctx.app, ctx.db, { name: 'Bo', gender: 'male', credits: 50 });
    const adaPublic = await addPhoto(ctx.db, ctx.mediaDir, ada.id, { position: 0 });
    const adaPrivate = await addPhoto(ctx.db, ctx.mediaDir, ada.id, { position: 1, private: true });
    const boPrivate = await addPhoto(ctx.db, ctx.mediaDir, bo.id, { position: 0, private: true });
    expect((await asMember(ctx.app, ada, 'POST', '/api/like.php', { profile: bo.id })).statusCode).toBe(200);
    expect((await asMember(ctx.app, bo, 'POST', '/api/like.php', { profile: ada.id })).statusCode).toBe(200);
    expect((await sendText(ctx.app, ada, { profile: bo.id }, 'Hallo Bo, zin in koffie?')).statusCode).toBe(
      200,
    );
    expect((await sendText(ctx.app, bo, { profile: ada.id }, 'Graag, Ada!')).statusCode).toBe(200);
    // Chat photos: the one Ada sent and the one she received are in her export; one Bo sent to Cy is not.
    const adaSent = await sendChatPhoto(ada, bo);
    const boSent = await sendChatPhoto(bo, ada);
    const cy = await actor(ctx.app, ctx.db, { name: 'Cy', credits: 50 });
    const boToCy = await sendChatPhoto(bo, cy);

    expect(ZDataExportState.parse((await get(ada, '/api/data-export.php')).json()).status).toBe('none');
    const token = await exportAndMail(ada);
    const mail = (await mailsTo(ctx.db, ada.email)).find((m) => m.kind === 'data_export');
    // In the member's language (nl).
    expect(mail!.subject).toContain('gegevens');

    // Only the hash of the token is stored.
    const [row] = await ctx.db.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.userId, ada.id));
    expect(row!.status).toBe('ready');
    expect(row!.tokenHash).toBe(hashExportToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt!.getTime() - clock.now().getTime()).toBe(DAY);

    // Once a day: a second request is refused with when the next is possible.
    const again = await request(ada);
    expect(again.statusCode).toBe(429);
    const envelope = expectEnvelope(again);
    expect(envelope.error.code).toBe('rate_limited');
    expect(envelope.error.params?.next_at).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    const state = ZDataExportState.parse((await get(ada, '/api/data-export.php')).json());
    expect(state).toMatchObject({ status: 'ready', next_at: envelope.error.params?.next_at });

    // The link: the member it was made for, logged in. Another member and a visitor get nothing.
    const link = await get(ada, `/api/data-export/link.php?token=${token}`);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ bytes: row!.bytes });
    expect(expectEnvelope(await get(bo, `/api/data-export/link.php?token=${token}`)).error.code).toBe(
      'token_invalid',
    );
    expect(expectEnvelope(await download(bo, token)).error.code).toBe('token_invalid');
    expect(expectEnvelope(await download(null, token)).error.code).toBe('authentication_required');
    const guessed = 'A'.repeat(43);
    expect(expectEnvelope(await download(ada, guessed)).error.code).toBe('token_invalid');
    expect((await download(ada, 'short')).statusCode).toBe(400);

    const res = await download(ada, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-2026-11-20\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip).sort();
    const conversationId = names.find((n) => n.startsWith('chat-photos/'))?.split('/')[1];
    expect(names).toEqual(
      [
        `chat-photos/${conversationId}/3.webp`,
        `chat-photos/${conversationId}/4.webp`,
        'likes.json',
        'ledger.json',
        'messages.json',
        'orders.json',
        'photos/01-' + adaPublic.id + '.webp',
        'photos/02-' + adaPrivate.id + '.webp',
        'preferences.json',
        'profile.json',
        'sessions.json',
      ].sort(),
    );
    const read = (name: string) => JSON.parse(strFromU8(zip[name]!)) as Record<string, unknown>;

    // Photos byte for byte as stored (the full rendition), the private one included: they are hers.
    for (const [photo, name] of [
      [adaPublic, `photos/01-${adaPublic.id}.webp`],
      [adaPrivate, `photos/02-${adaPrivate.id}.webp`],
    ] as const) {
      const stored = await readFile(join(ctx.mediaDir, `${photo.key}.webp`));
      expect(Buffer.from(zip[name]!).equals(stored)).toBe(true);
    }
    // Chat photos likewise, sent and received, each named by its conversation and message.
    for (const [key, seq] of [
      [adaSent, 3],
      [boSent, 4],
    ] as const) {
      const stored = await readFile(join(ctx.mediaDir, `${key}.webp`));
      expect(Buffer.from(zip[`chat-photos/${conversationId}/${seq}.webp`]!).equals(stored)).toBe(true);
    }
    const profile = read('profile.json') as {
      account: { email: string; premium: boolean };
      profile: { name: string };
      photos: { id: string; private: boolean; file: string }[];
    };
    expect(profile.account.email).toBe(ada.email);
    expect(profile.profile.name).toBe('Ada');
    const added = new Set([adaPublic.id, adaPrivate.id]);
    expect(profile.photos.filter((p) => added.has(p.id)).map((p) => [p.id, p.private])).toEqual([
      [adaPublic.id, false],
      [adaPrivate.id, true],
    ]);

    const messages = read('messages.json') as {
      conversations: {
        id: string;
        with: { id: string; name: string };
        messages: { seq: number; from: string; text?: string; photo?: { file: string; width: number } }[];
      }[];
    };
    expect(messages.conversations).toHaveLength(1);
    expect(messages.conversations[0]!.id).toBe(conversationId);
    expect(messages.conversations[0]!.with).toMatchObject({ id: bo.id, name: 'Bo' });
    expect(messages.conversations[0]!.messages.map((m) => [m.seq, m.from, m.text, m.photo?.file])).toEqual([
      [1, 'me', 'Hallo Bo, zin in koffie?', undefined],
      [2, 'them', 'Graag, Ada!', undefined],
      [3, 'me', undefined, `chat-photos/${conversationId}/3.webp`],
      [4, 'them', undefined, `chat-photos/${conversationId}/4.webp`],
    ]);
    expect(messages.conversations[0]!.messages[3]!.photo!.width).toBeGreaterThan(0);

    const likes = read('likes.json') as {
      given: { member: { id: string } }[];
      received: { member: unknown }[];
    };
    expect(likes.given.map((l) => l.member)).toEqual([{ id: bo.id, name: 'Bo' }]);
    expect(likes.received.map((l) => l.member)).toEqual([{ id: bo.id, name: 'Bo' }]);

    const ledger = read('ledger.json') as { balance: number; entries: { kind: string; amount: number }[] };
    expect(ledger.entries[0]).toMatchObject({ kind: 'bonus', amount: 50 });
    expect(ledger.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(ledger.balance);
    expect(read('orders.json')).toEqual({ orders: [] });
    expect(read('preferences.json')).toMatchObject({ invisible: false });
    const sessions = read('sessions.json') as { sessions: Record<string, unknown>[] };
    expect(sessions.sessions.length).toBeGreaterThan(0);
    for (const s of sessions.sessions) expect(Object.keys(s)).not.toContain('token_hash');
    // Dates as ISO strings in UTC.
    const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(sessions.sessions[0]!.created_at).toMatch(ISO);
    expect((ledger.entries[0] as { created_at?: string }).created_at).toMatch(ISO);

    // Nothing private of the other member: not Bo's address, not his private photo, not his sessions.
    const everything = names.map((n) => (n.endsWith('.json') ? strFromU8(zip[n]!) : '')).join('\n');
    expect(everything).not.toContain(bo.email);
    expect(everything).not.toContain(boPrivate.key);
    expect(everything).not.toContain(boPrivate.id);
    // No storage key, and nothing of Bo's conversation with Cy.
    for (const key of [adaSent, boSent, boToCy]) expect(everything).not.toContain(key);
    expect(everything).not.toContain(cy.id);
    expect(everything).not.toContain(bo.cookie.split('=')[1]!);
    const [boUser] = await ctx.db.db
      .select({ hash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, bo.id));
    expect(everything).not.toContain(boUser!.hash!);
  });

  it('expires the link after 24 hours, deletes the file, and allows a new request a day later', async () => {
    const cy = await actor(ctx.app, ctx.db, { name: 'Cy' });
    const token = await exportAndMail(cy);
    const [row] = await ctx.db.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.userId, cy.id));
    const file = join(ctx.mediaDir, 'exports', row!.fileName!);
    await readFile(file);

    clock.advance(DAY - MINUTE);
    expect((await download(cy, token)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect(expectEnvelope(await download(cy, token)).error.code).toBe('token_invalid');
    expect(expectEnvelope(await get(cy, `/api/data-export/link.php?token=${token}`)).error.code).toBe(
      'token_invalid',
    );
    expect(ZDataExportState.parse((await get(cy, '/api/data-export.php')).json())).toMatchObject({
      status: 'expired',
      next_at: null,
    });

    await runDataExportJob(ctx.app);
    await expect(readFile(file)).rejects.toThrow();
    expect(await readdir(join(ctx.mediaDir, 'exports'))).not.toContain(row!.fileName);
    const [after] = await ctx.db.db
      .select({ status: schema.dataExports.status })
      .from(schema.dataExports)
      .where(eq(schema.dataExports.id, row!.id));
    expect(after!.status).toBe('expired');

    // A day after the first request, a new one is possible and gets a new link; the old one stays dead.
    const next = await exportAndMail(cy);
    expect(next).not.toBe(token);
    expect((await download(cy, next)).statusCode).toBe(200);
    expect((await download(cy, token)).statusCode).toBe(400);
  });

  it('makes one export of many requests at once', async () => {
    const di = await actor(ctx.app, ctx.db, { name: 'Di' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(di)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 429, 429, 429, 429, 429, 429, 429]);
    await dataExportsIdle(ctx.app);
    const rows = await ctx.db.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.userId, di.id));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(ctx.db, di.email)).toHaveLength(1);
  });

  it('answers visitors with the envelope and refuses a body', async () => {
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/data-export.php', payload: {} });
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
    const ed = await actor(ctx.app, ctx.db, { name: 'Ed' });
    const bad = await asMember(ctx.app, ed, 'POST', '/api/data-export.php', { all: true });
    expect(bad.statusCode).toBe(400);
    expectEnvelope(bad);
  });
});
