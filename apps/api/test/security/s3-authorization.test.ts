// S3 (targets.md): the authorization matrix. Every object endpoint × every kind of caller, with the expected
// answer written out cell by cell (EXPECTED below), then 10,000 guessed ids per endpoint that must all get the
// same refusal as an id that does not exist (so a guess reveals nothing, not even existence).
//
// To add an endpoint: add a row to ENDPOINTS (how to call it on the target's object) and a line to EXPECTED.
import { randomBytes, randomUUID, generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { photoFiles, schema } from '@dating/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, type TestContext } from '../helper';
import { createActor, nextIp, printTable, setupSecurityApp, VISITOR, type Actor } from './harness';

/**
 * `pnpm test:security` sets SECURITY_BATTERY_FULL=1: the target's 10,000 guesses per endpoint (≈ 80,000
 * requests). Inside `pnpm test` (the api suite) 1,000 per endpoint keep the suite's time reasonable.
 * S3_GUESSES overrides both.
 */
const FULL = process.env.SECURITY_BATTERY_FULL === '1';

const CALLERS = [
  'owner',
  'other',
  'blocked',
  'blocker',
  'invisible target',
  'visitor',
  'free',
  'premium',
  'pending deletion',
] as const;
type Caller = (typeof CALLERS)[number];

/**
 * The objects of the target member T (and of TI, an invisible member, for the 'invisible target' column):
 *   owner            T itself
 *   other            O, a free member with credits, no relation to T
 *   blocked          X, whom T has blocked
 *   blocker          Y, who has blocked T
 *   invisible target O acting on TI's object (TI in invisible mode) instead of T's
 *   visitor          no session
 *   free             F, a free member without credits
 *   premium          P, a premium member with credits, in a conversation with T
 *   pending deletion D, a member whose account is pending deletion (session refused)
 */
interface World {
  T: Actor;
  TI: Actor;
  callers: Record<Exclude<Caller, 'invisible target' | 'visitor'>, Actor> & { visitor: Actor };
  photos: Record<
    'T' | 'TI',
    { main: string; private: string; spare: string; privateKey: string; mainKey: string }
  >;
  conversation: Record<'T' | 'TI', string | null>;
  push: Record<'T' | 'TI', string>;
}

type Req = { method: string; url: string; payload?: object };
interface Endpoint {
  name: string;
  /** The request a caller makes on `owner`'s object ('T' or, for the invisible column, 'TI'). */
  request(w: World, owner: 'T' | 'TI', caller: Caller): Req | null;
  /** Undoes what an accepted call changed, so that the next cell starts from the same state. */
  restore?(w: World, owner: 'T' | 'TI', actor: Actor): Promise<void>;
  /** A request with a guessed id (for the 10,000 guesses), or null when the endpoint takes none. */
  guess?(id: string): Req;
  /** Extra check of an accepted answer (e.g. what the body may show). */
  check?(w: World, owner: 'T' | 'TI', caller: Caller, body: string): string | null;
  /** After each caller's call: something that must still hold (e.g. the owner's subscription survived). */
  after?(w: World, ctx: TestContext, caller: Caller): Promise<string | null>;
}

/** Expected status per caller ("200", "403", "404", or alternatives "403|404"). */
const EXPECTED: Record<string, Record<Caller, string>> = {
  //                                owner  other  blocked blocker invis. visitor free   premium pending
  'GET member.php?id': row('200', '200', '403', '200', '200', '200', '200', '200', '200'),
  'GET media private photo': row('200', '404', '404', '404', '404', '404', '404', '200', '404'),
  'GET media main photo': row('200', '200', '200', '200', '200', '200', '200', '200', '200'),
  'POST like.php': row('403', '200', '403', '403', '403', '403', '200', '200', '403'),
  'POST block.php': row('404', '200', '200', '200', '200', '403', '200', '200', '403'),
  'PUT photo.php (make public)': row('200', '404', '404', '404', '404', '403', '404', '404', '403'),
  'DELETE photo.php': row('200', '404', '404', '404', '404', '403', '404', '404', '403'),
  'GET messages.php?conversation': row('200', '404', '404', '404', '404', '403', '404', '200', '403'),
  'POST chat-read.php': row('200', '404', '404', '404', '404', '403', '404', '200', '403'),
  'DELETE user.php?push=1': row('200', '200', '200', '200', '200', '403', '200', '200', '403'),
};
function row(...s: string[]): Record<Caller, string> {
  return Object.fromEntries(CALLERS.map((c, i) => [c, s[i]!])) as Record<Caller, string>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET member.php?id',
    request: (w, o) => ({ method: 'GET', url: `/api/member.php?id=${w[o === 'T' ? 'T' : 'TI'].id}` }),
    guess: (id) => ({ method: 'GET', url: `/api/member.php?id=${id}` }),
    // The private photo's key is in the body only for the owner and premium members.
    check: (w, o, caller, body) => {
      const shows = body.includes(w.photos[o].privateKey);
      const may = caller === 'owner' || caller === 'premium';
      return shows && !may ? 'private photo key shown' : null;
    },
  },
  {
    name: 'GET media private photo',
    request: (w, o) => ({ method: 'GET', url: `/api/media/${photoFiles(w.photos[o].privateKey).full}` }),
    guess: (id) => ({ method: 'GET', url: `/api/media/${id.replace(/-/g, '')}.webp` }),
  },
  {
    name: 'GET media main photo',
    request: (w, o) => ({ method: 'GET', url: `/api/media/${photoFiles(w.photos[o].mainKey).thumb}` }),
  },
  {
    name: 'POST like.php',
    request: (w, o) => ({ method: 'POST', url: '/api/like.php', payload: { profile: w[o].id } }),
    restore: async (w, o, a) =>
      void (await call(a, { method: 'DELETE', url: '/api/like.php', payload: { profile: w[o].id } })),
    guess: (id) => ({ method: 'POST', url: '/api/like.php', payload: { profile: id } }),
  },
  {
    name: 'POST block.php',
    request: (w, o) => ({ method: 'POST', url: '/api/block.php', payload: { profile: w[o].id } }),
    restore: async (w, o, a) => {
      // The blocker's block of T was there before: keep it.
      if (a.id === w.callers.blocker.id) return;
      await call(a, { method: 'DELETE', url: '/api/block.php', payload: { profile: w[o].id } });
    },
    guess: (id) => ({ method: 'POST', url: '/api/block.php', payload: { profile: id } }),
  },
  {
    name: 'PUT photo.php (make public)',
    request: (w, o) => ({
      method: 'PUT',
      url: '/api/photo.php',
      payload: { id: w.photos[o].private, private: false },
    }),
    restore: async (w, o, a) =>
      void (await call(a, {
        method: 'PUT',
        url: '/api/photo.php',
        payload: { id: w.photos[o].private, private: true },
      })),
    guess: (id) => ({ method: 'PUT', url: '/api/photo.php', payload: { id, private: false } }),
  },
  {
    name: 'DELETE photo.php',
    // The owner's call deletes the spare photo: it is made last (see CALL_ORDER).
    request: (w, o) => ({ method: 'DELETE', url: '/api/photo.php', payload: { id: w.photos[o].spare } }),
    guess: (id) => ({ method: 'DELETE', url: '/api/photo.php', payload: { id } }),
  },
  {
    name: 'GET messages.php?conversation',
    request: (w, o) =>
      w.conversation[o]
        ? { method: 'GET', url: `/api/messages.php?conversation=${w.conversation[o]}` }
        : null,
    guess: (id) => ({ method: 'GET', url: `/api/messages.php?conversation=${id}` }),
  },
  {
    name: 'POST chat-read.php',
    request: (w, o) =>
      w.conversation[o]
        ? { method: 'POST', url: '/api/chat-read.php', payload: { conversation: w.conversation[o] } }
        : null,
    guess: (id) => ({ method: 'POST', url: '/api/chat-read.php', payload: { conversation: id } }),
  },
  {
    name: 'DELETE user.php?push=1',
    // Same `{ ok: true }` for anyone; only the owner's call may remove the subscription (checked in `after`).
    request: (w, o) => ({ method: 'DELETE', url: '/api/user.php?push=1', payload: { endpoint: w.push[o] } }),
    after: async (w, ctx, caller) => {
      const left = await ctx.db.db
        .select({ endpoint: schema.pushSubscriptions.endpoint })
        .from(schema.pushSubscriptions)
        .where(sql`${schema.pushSubscriptions.endpoint} in (${w.push.T}, ${w.push.TI})`);
      const want = caller === 'owner' ? 1 : 2;
      return left.length === want ? null : `${caller}'s call removed a subscription of another member`;
    },
  },
];

/** The owner goes last: its accepted DELETE must not take the object away from the other cells. */
const CALL_ORDER: Caller[] = [...CALLERS.filter((c) => c !== 'owner'), 'owner'];

let ctx: TestContext;
let world: World;

async function call(a: Actor, r: Req) {
  return ctx.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: { ...CLIENT, ...(a.cookie ? { cookie: a.cookie } : {}) },
    ...(r.payload ? { payload: r.payload } : {}),
    remoteAddress: nextIp(),
  });
}

let webp: Buffer | null = null;
async function addPhoto(ownerId: string, o: { private: boolean; position: number }) {
  webp ??= await sharp({ create: { width: 40, height: 50, channels: 3, background: '#3a6' } })
    .webp()
    .toBuffer();
  const key = randomBytes(16).toString('hex');
  const files = photoFiles(key);
  await writeFile(join(ctx.mediaDir, files.full), webp);
  await writeFile(join(ctx.mediaDir, files.thumb), webp);
  const [r] = await ctx.db.db
    .insert(schema.photos)
    .values({
      ownerId,
      storageKey: key,
      private: o.private,
      status: 'approved',
      position: o.position,
      width: 40,
      height: 50,
      thumbWidth: 40,
      thumbHeight: 50,
    })
    .returning({ id: schema.photos.id });
  return { id: r!.id, key };
}

async function gallery(owner: Actor) {
  const main = await addPhoto(owner.id, { private: false, position: 0 });
  await ctx.db.db
    .update(schema.profiles)
    .set({ mainPhotoId: main.id })
    .where(eq(schema.profiles.userId, owner.id));
  const priv = await addPhoto(owner.id, { private: true, position: 1 });
  const spare = await addPhoto(owner.id, { private: false, position: 2 });
  return { main: main.id, mainKey: main.key, private: priv.id, privateKey: priv.key, spare: spare.id };
}

/** A push subscription as a browser makes it (a real P-256 key). */
async function subscribe(a: Actor): Promise<string> {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  const endpoint = `https://fcm.googleapis.com/fcm/send/battery-${randomUUID()}`;
  const res = await call(a, {
    method: 'POST',
    url: '/api/user.php?push=1',
    payload: {
      endpoint,
      keys: { p256dh: raw.toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
  });
  if (res.statusCode !== 200) throw new Error(`push subscribe: ${res.statusCode} ${res.body}`);
  return endpoint;
}

/** P writes to `to`; returns the conversation id (null when the chat refuses, e.g. invisible targets). */
async function converse(from: Actor, to: Actor): Promise<string | null> {
  const res = await call(from, {
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile: to.id, kind: 'text', body: 'hello', client_id: randomUUID() },
  });
  if (res.statusCode !== 200) return null;
  return (res.json() as { message: { conversation: string } }).message.conversation;
}

beforeAll(async () => {
  ctx = await setupSecurityApp();
  const female = { gender: 'female' as const, sexuality: 'hetero' as const };
  const male = { gender: 'male' as const, sexuality: 'hetero' as const };
  const T = await createActor(ctx, { name: 'Target', ...female });
  const TI = await createActor(ctx, { name: 'Hidden', ...female });
  const callers = {
    owner: T,
    other: await createActor(ctx, { name: 'Other', credits: 100, ...male }),
    blocked: await createActor(ctx, { name: 'Blocked', credits: 100, ...male }),
    blocker: await createActor(ctx, { name: 'Blocker', credits: 100, ...male }),
    free: await createActor(ctx, { name: 'Free', ...male }),
    premium: await createActor(ctx, { name: 'Premium', paidUser: true, credits: 100, ...male }),
    'pending deletion': await createActor(ctx, { name: 'Leaving', credits: 100, ...male }),
    visitor: VISITOR,
  };
  world = {
    T,
    TI,
    callers,
    photos: { T: await gallery(T), TI: await gallery(TI) },
    conversation: { T: null, TI: null },
    push: { T: await subscribe(T), TI: await subscribe(TI) },
  };
  // Conversations exist before the blocks and invisibility, which then hide them.
  world.conversation.T = await converse(callers.premium, T);
  world.conversation.TI = await converse(callers.premium, TI);
  expect(world.conversation.T).toBeTruthy();
  const block = async (a: Actor, b: Actor) =>
    expect(
      (await call(a, { method: 'POST', url: '/api/block.php', payload: { profile: b.id } })).statusCode,
    ).toBe(200);
  await block(T, callers.blocked);
  await block(callers.blocker, T);
  await ctx.db.db.update(schema.users).set({ invisible: true }).where(eq(schema.users.id, TI.id));
  await ctx.db.db
    .update(schema.users)
    .set({ status: 'pending_deletion' })
    .where(eq(schema.users.id, callers['pending deletion'].id));
}, 180_000);
afterAll(async () => ctx?.close());

describe('S3: authorization matrix', () => {
  it(
    'every object endpoint × every caller answers as written in EXPECTED',
    { timeout: 300_000 },
    async () => {
      const table: Record<string, string>[] = [];
      const failures: string[] = [];
      let cells = 0;
      for (const ep of ENDPOINTS) {
        const expected = EXPECTED[ep.name];
        if (!expected) throw new Error(`EXPECTED has no line for ${ep.name}`);
        const line: Record<string, string> = { endpoint: ep.name };
        for (const caller of CALL_ORDER) {
          const owner = caller === 'invisible target' ? 'TI' : 'T';
          const actor = caller === 'invisible target' ? world.callers.other : world.callers[caller];
          const req = ep.request(world, owner, caller);
          if (!req) {
            line[caller] = 'n/a';
            failures.push(`${ep.name} × ${caller}: no object to call on (setup)`);
            continue;
          }
          const res = await call(actor, req);
          cells += 1;
          const got = String(res.statusCode);
          const ok = expected[caller].split('|').includes(got);
          const extra = res.statusCode < 300 ? ep.check?.(world, owner, caller, res.body) : null;
          line[caller] =
            ok && !extra ? got : `✗ ${got} (want ${expected[caller]})${extra ? ` ${extra}` : ''}`;
          if (!ok || extra)
            failures.push(`${ep.name} × ${caller}: ${line[caller]} ${res.body.slice(0, 120)}`);
          if (res.statusCode < 300 && ep.restore) await ep.restore(world, owner, actor);
          const after = await ep.after?.(world, ctx, caller);
          if (after) failures.push(`${ep.name} × ${caller}: ${after}`);
        }
        table.push(line);
      }
      printTable(
        'S3 authorization matrix (status per caller; ✗ = not as expected)',
        table,
        `S3: ${ENDPOINTS.length} endpoints × ${CALLERS.length} callers = ${cells} cells checked — ${failures.length} not as expected`,
      );
      expect(failures).toEqual([]);
    },
  );

  it('guessed ids per endpoint (10,000 in the full run) reveal nothing', { timeout: 3_600_000 }, async () => {
    const GUESSES = Number(process.env.S3_GUESSES ?? (FULL ? 10_000 : 1_000));
    const member = world.callers.premium;
    const rows: Record<string, string | number>[] = [];
    const failures: string[] = [];
    for (const ep of ENDPOINTS) {
      if (!ep.guess) continue;
      // The answer for an id that certainly does not exist is the one every guess must get.
      const nobody = await call(member, ep.guess('00000000-0000-4000-8000-000000000000'));
      const reference = `${nobody.statusCode} ${(nobody.json() as { error?: { code?: string } }).error?.code ?? ''}`;
      const seen = new Map<string, number>();
      for (let i = 0; i < GUESSES; i += 50) {
        const batch = Array.from({ length: Math.min(50, GUESSES - i) }, () =>
          call(member, ep.guess!(randomUUID())),
        );
        for (const res of await Promise.all(batch)) {
          const key = `${res.statusCode} ${(res.json() as { error?: { code?: string } }).error?.code ?? ''}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
      const hits = [...seen.entries()].filter(([k]) => k !== reference);
      rows.push({
        endpoint: ep.name,
        guesses: GUESSES,
        answer: reference,
        'other answers': hits.map(([k, n]) => `${k} ×${n}`).join(', '),
      });
      if (nobody.statusCode < 400) failures.push(`${ep.name}: an unknown id is accepted (${reference})`);
      if (hits.length)
        failures.push(`${ep.name}: guesses got ${hits.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    }
    const total = rows.reduce((n, r) => n + Number(r.guesses), 0);
    printTable(
      'S3 guessed ids',
      rows,
      `S3 guesses: ${rows.length} endpoints, ${total} guessed ids — ${failures.length} revealing`,
    );
    expect(failures).toEqual([]);
    // Nothing was created by the guesses (likes, blocks) for ids that do not exist.
    const [{ n } = { n: 0 }] = (
      (await ctx.db.db.execute(
        sql`select count(*)::int as n from likes where from_user_id = ${member.id}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(0);
  });
});
