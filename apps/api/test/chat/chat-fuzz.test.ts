import {
  ZDeleteChatInput,
  ZHostHandledInput,
  ZHostReplyInput,
  ZIcebreakersQuery,
  ZMarkReadInput,
  ZMessagesQuery,
  ZSendMessageInput,
  ZSendMessageResponse,
} from '@dating/core/contracts';
import { mulberry32 } from '@dating/db';
import type { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, setupTestApp, type TestContext } from '../helper';
import { multipart, type Actor } from '../profiles-helper';
import { chatFootprint, HOST, member, OPERATOR_TOKEN, sendText } from './chat-helper';

// ≥ 1,000 malformed requests per chat endpoint (issue 12 "Bad input"): every one answers a 4xx error envelope
// and the database does not change. Deterministic (seeded), so a failure replays.

const PER_ENDPOINT = 1000;
let ctx: TestContext;
let a: Actor;
let conversation: string;
let profile: string;

beforeAll(async () => {
  ctx = await setupTestApp({
    operatorToken: OPERATOR_TOKEN,
    uploadRateLimit: { max: 100_000, timeWindow: 60_000 },
  });
  a = await member(ctx.app, ctx.db, { credits: 50, paidUser: true });
  const b = await member(ctx.app, ctx.db);
  profile = b.id;
  conversation = ZSendMessageResponse.parse((await sendText(ctx.app, a, { profile: b.id })).json()).message
    .conversation;
}, 120_000);
const summary: Record<string, Record<number, number>> = {};
afterAll(async () => {
  // The battery's counts: requests per answer status, per endpoint.
  if (Object.keys(summary).length) console.table(summary);
  await ctx?.close();
});

type Rand = ReturnType<typeof mulberry32>;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(6000),
  [],
  ['a'],
  {},
  { $gt: '' },
  '<script>alert(1)</script>',
  "'; drop table messages; --",
  '\u0000',
  '🙂'.repeat(3000),
];
const BAD_RAW = [
  '{',
  '{"kind":',
  'null',
  '[]',
  '"text"',
  '42',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

/** Mutates a valid body into one that must be refused (the ids in it are random: even a valid shape is a 404). */
function malformedBody(
  r: Rand,
  valid: Record<string, unknown>,
  extraRules: ((r: Rand) => Record<string, unknown>)[],
) {
  const keys = Object.keys(valid);
  const body: Record<string, unknown> = { ...valid };
  const n = 1 + Math.floor(r() * 3);
  for (let i = 0; i < n; i += 1) {
    const what = Math.floor(r() * (5 + extraRules.length));
    if (what === 0) delete body[pick(r, keys)];
    else if (what <= 2) body[pick(r, keys)] = pick(r, BAD_VALUES);
    else if (what === 3)
      body[pick(r, ['extra', 'admin', 'cost', 'sender', 'seq', 'credits'])] = pick(r, BAD_VALUES);
    else if (what === 4) return pick(r, BAD_VALUES);
    else Object.assign(body, extraRules[what - 5]!(r));
  }
  return body;
}

/**
 * A mutation can land on a valid input by chance: then its ids are replaced by random ones, so the call is still
 * refused (404) and still changes nothing.
 */
function refusedOnly(schema: z.ZodType, body: unknown): unknown {
  if (!schema.safeParse(body).success) return body;
  const out = { ...(body as Record<string, unknown>) };
  for (const k of ['conversation', 'profile']) if (k in out) out[k] = crypto.randomUUID();
  // Removing by a profile one has no conversation with is a successful no-op: ask for a conversation instead.
  if (schema === ZDeleteChatInput) return { conversation: crypto.randomUUID() };
  return out;
}

type Sender = (i: number, r: Rand) => Promise<LightMyRequestResponse>;

async function hammer(name: string, seed: number, make: Sender) {
  const before = await chatFootprint(ctx.db);
  const r = mulberry32(seed);
  const statuses = new Map<number, number>();
  for (let i = 0; i < PER_ENDPOINT; i += 1) {
    const res = await make(i, r);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode < 400 || res.statusCode >= 500) {
      throw new Error(`${name} #${i}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expectEnvelope(res);
  }
  expect(await chatFootprint(ctx.db)).toEqual(before);
  summary[name] = Object.fromEntries(statuses);
  return summary[name];
}

const json = (
  method: 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  r: Rand,
  body: unknown,
) => {
  // Every tenth request sends raw text: broken JSON, prototype keys, or the wrong content type.
  if (r() < 0.1) {
    const raw = pick(r, BAD_RAW);
    const type =
      r() < 0.7
        ? 'application/json'
        : pick(r, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    return ctx.app.inject({ method, url, headers: { ...headers, 'content-type': type }, payload: raw });
  }
  return ctx.app.inject({ method, url, headers, payload: body as object });
};

const uuid = () => crypto.randomUUID();
const qs = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
    )
    .join('&');

/** GET `path` as the member with `q` as its query: an object's fields, anything else as the value of `key`. */
const getQuery = (path: string, q: unknown, key: string) => {
  const query =
    q && typeof q === 'object' && !Array.isArray(q)
      ? qs(q as Record<string, unknown>)
      : `${key}=${String(q)}`;
  return ctx.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { cookie: a.cookie } });
};

describe(`≥ ${PER_ENDPOINT} malformed requests per chat endpoint: 4xx envelopes, no database change`, () => {
  it('POST /api/messages.php', async () => {
    const rules = [
      (r: Rand) => ({ conversation: pick(r, [conversation, uuid()]), profile: pick(r, [profile, uuid()]) }),
      (r: Rand) => ({ kind: pick(r, ['photo', 'gift']), body: 'text for a photo or gift' }),
      (r: Rand) => ({ kind: 'text', body: pick(r, ['', '   ', 'x'.repeat(5001)]) }),
      (r: Rand) => ({ client_id: pick(r, ['', 'has space', 'a'.repeat(65), 'ü', '../x']) }),
      (r: Rand) => ({ kind: 'gift', gift: pick(r, ['', 'Rose', 'rose!', 'x'.repeat(40)]), body: undefined }),
    ];
    const counts = await hammer('send', 1, (_i, r) => {
      const valid = { conversation, kind: 'text', body: 'hello', client_id: 'c1' };
      const body = refusedOnly(ZSendMessageInput, malformedBody(r, valid, rules));
      return json('POST', '/api/messages.php', { cookie: a.cookie }, r, body);
    });
    expect(Object.keys(counts).every((s) => Number(s) >= 400 && Number(s) < 500)).toBe(true);
  }, 300_000);

  it('DELETE /api/chat.php', async () => {
    await hammer('delete', 2, (_i, r) => {
      const body = refusedOnly(
        ZDeleteChatInput,
        malformedBody(r, { conversation: uuid() }, [
          (rr) => ({ conversation: uuid(), profile: pick(rr, [profile, uuid()]) }),
        ]),
      );
      return json('DELETE', '/api/chat.php', { cookie: a.cookie }, r, body);
    });
  }, 300_000);

  it('POST /api/chat-read.php', async () => {
    await hammer('read', 3, (_i, r) => {
      const body = refusedOnly(
        ZMarkReadInput,
        malformedBody(r, { conversation: uuid(), seq: 1 }, [
          () => ({ conversation, seq: pick(r, [0, -5, 1.5, '2', null, 2 ** 60]) }),
        ]),
      );
      return json('POST', '/api/chat-read.php', { cookie: a.cookie }, r, body);
    });
  }, 300_000);

  it('GET /api/messages.php', async () => {
    await hammer('page', 4, (_i, r) => {
      const q = refusedOnly(
        ZMessagesQuery,
        malformedBody(r, { conversation: uuid(), before: 10, limit: 5 }, [
          () => ({ conversation, before: pick(r, ['0', '-1', 'abc', '1e400', '9007199254740993']) }),
          () => ({ conversation, limit: pick(r, ['0', '101', 'x', '-3']) }),
          () => ({ conversation, profile }),
        ]),
      );
      return getQuery('/api/messages.php', q, 'conversation');
    });
  }, 300_000);

  it('GET /api/icebreakers.php', async () => {
    await hammer('icebreakers', 5, (_i, r) => {
      const q = refusedOnly(
        ZIcebreakersQuery,
        malformedBody(r, { profile: uuid() }, [() => ({ profile, extra: '1' })]),
      );
      return getQuery('/api/icebreakers.php', q, 'profile');
    });
  }, 300_000);

  it('POST /api/chat-photo.php', async () => {
    await hammer('chat-photo', 6, (_i, r) => {
      const kind = Math.floor(r() * 5);
      const junk = Buffer.from(
        Array.from({ length: 1 + Math.floor(r() * 2000) }, () => Math.floor(r() * 256)),
      );
      if (kind === 0) return json('POST', '/api/chat-photo.php', { cookie: a.cookie }, r, { file: 'x' });
      const parts =
        kind === 1
          ? [{ name: 'file', filename: 'x.jpg', type: 'image/jpeg', data: junk }]
          : kind === 2
            ? [{ name: 'other', filename: 'x.jpg', type: 'image/jpeg', data: junk }]
            : kind === 3
              ? [{ name: 'private', value: 'true' }]
              : [
                  { name: 'file', filename: 'a.png', type: 'image/png', data: junk },
                  { name: 'file', filename: 'b.png', type: 'image/png', data: junk },
                ];
      const body = multipart(parts);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/chat-photo.php',
        headers: { ...body.headers, cookie: a.cookie },
        payload: r() < 0.2 ? body.payload.subarray(0, Math.floor(body.payload.length / 2)) : body.payload,
      });
    });
  }, 300_000);

  it('POST /api/operator/host-reply.php and host-handled.php, GET host-queue.php', async () => {
    await hammer('host-reply', 7, (_i, r) => {
      const body = refusedOnly(
        ZHostReplyInput,
        malformedBody(r, { conversation: uuid(), body: 'hi', client_id: 'h1' }, [
          () => ({ conversation, kind: 'gift', body: 'x' }),
          () => ({ kind: pick(r, ['photo', 'TEXT', 1]) }),
        ]),
      );
      return json('POST', '/api/operator/host-reply.php', HOST, r, body);
    });
    await hammer('host-handled', 8, (_i, r) => {
      const body = refusedOnly(
        ZHostHandledInput,
        malformedBody(r, { conversation: uuid(), seq: 1 }, [() => ({ conversation, seq: 0 })]),
      );
      return json('POST', '/api/operator/host-handled.php', HOST, r, body);
    });
    await hammer('host-queue', 9, (_i, r) => {
      const limit = pick(r, ['0', '-1', '101', 'abc', '', '1.5', '1e3']);
      const extra = r() < 0.3 ? `&${pick(r, ['x', 'admin', 'offset'])}=1` : '';
      return ctx.app.inject({
        method: 'GET',
        url: `/api/operator/host-queue.php?limit=${limit}${extra}`,
        headers: HOST,
      });
    });
  }, 600_000);
});
