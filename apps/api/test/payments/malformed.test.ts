// S1 for the money endpoints: ≥ 1,000 malformed requests per payment endpoint → a 4xx error envelope each,
// no 5xx, and no database change (orders, payments, events, ledger, redemptions, balances, premium flags).
import { ZErrorEnvelope } from '@dating/core/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, SIGNATURE_HEADER } from '../../src/payments/signature';
import { nextIp } from '../accounts-helper';
import { rng } from '../security/harness';
import { SECRET, buyer, moneySnapshot, usePayments, type Buyer } from './payments-helper';

const PER_ENDPOINT = 1_000;
const ctx = usePayments();
let member: Buyer;
beforeAll(async () => {
  member = await buyer(ctx.app, ctx.db);
});

const WEIRD: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  'p9',
  'IDEAL',
  'x'.repeat(10_000),
  '\u0000',
  '<script>',
  '../../etc/passwd',
  [],
  ['p0'],
  {},
  { $ne: null },
  'tr_' + 'a'.repeat(100),
  '💳',
  "'; drop table orders; --",
];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/**
 * A JSON body for a money endpoint that is wrong in at least one way: `valid` with one of its `fields` (or
 * an extra one) made weird, broken JSON, another content type, or `special(r)` (the endpoint's own case).
 */
function badBody(
  r: () => number,
  valid: Record<string, unknown>,
  fields: readonly string[],
  special: (r: () => number) => Record<string, unknown>,
): { payload: string; type: string } {
  const kind = Math.floor(r() * 8);
  switch (kind) {
    case 0:
      return {
        payload: pick(r, ['{', '{"package":', 'null', '[]', '"p1"', '{"a":1}}', '\u0000', '']),
        type: 'application/json',
      };
    case 1:
      return {
        payload: JSON.stringify(valid),
        type: pick(r, [
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ]),
      };
    case 2:
    case 3:
    case 5:
      return {
        payload: JSON.stringify({ ...valid, [pick(r, fields)]: pick(r, WEIRD) }),
        type: 'application/json',
      };
    case 4:
      return { payload: JSON.stringify(special(r)), type: 'application/json' };
    case 6:
      return {
        payload: JSON.stringify({
          ...valid,
          [pick(r, ['credits', 'amount_cents', 'status', 'user_id', 'paid_user', 'price'])]: pick(r, [
            1,
            0,
            'paid',
            true,
          ]),
        }),
        type: 'application/json',
      };
    default:
      return {
        payload: `{"__proto__":${JSON.stringify(valid)},"constructor":{"prototype":${JSON.stringify(valid)}},"x":${JSON.stringify(pick(r, WEIRD))}}`,
        type: 'application/json',
      };
  }
}

const badOrderBody = (r: () => number) =>
  badBody(r, { package: 'p1', method: 'ideal' }, ['package', 'method', 'idempotency_key'], (r2) => ({
    package: 'p1',
    method: 'ideal',
    discount_code: pick(
      r2,
      WEIRD.filter((w) => typeof w !== 'string' || w.length < 3 || !/^[A-Za-z0-9-]+$/.test(w)),
    ),
  }));

/** POST /api/repeat-order.php: the endpoint's own case is a well-formed body naming no mandate of the member's. */
const badRepeatBody = (r: () => number) => {
  const valid = { package: 'p1', mandate_id: 'mdt_abcdefgh', idempotency_key: 'malformed-0123456789' };
  return badBody(r, valid, ['package', 'mandate_id', 'idempotency_key'], (r2) =>
    pick(r2, [
      { ...valid, idempotency_key: `malformed-${Math.floor(r2() * 1e9)}-0123456789` },
      { package: 'p1', mandate_id: 'mdt_abcdefgh' },
      { ...valid, mandate_id: 'mdt_' + 'x'.repeat(41) },
    ]),
  );
};

/** A webhook delivery that is wrong in at least one way (signed garbage included). */
function badWebhook(r: () => number, now: Date): { payload: string; headers: Record<string, string> } {
  const kind = Math.floor(r() * 6);
  const form = 'application/x-www-form-urlencoded';
  const body = pick(r, [
    'id=',
    'id=abc',
    'id=tr_',
    'id=tr_!!!!',
    'id=tr_abcd&id=tr_efgh',
    'foo=bar',
    'id=tr_abcdef&x=1',
    '',
    '%%%',
    'id=' + 'x'.repeat(3000),
    'id[]=tr_abcd',
  ]);
  switch (kind) {
    case 0:
      return {
        payload: body,
        headers: { 'content-type': form, [SIGNATURE_HEADER]: signWebhook(SECRET, body, now) },
      };
    case 1:
      return {
        payload: 'id=tr_abcdefgh',
        headers: {
          'content-type': form,
          [SIGNATURE_HEADER]: pick(r, [
            '',
            't=1,v1=00',
            'v1=' + 'a'.repeat(64),
            't=abc,v1=' + 'a'.repeat(64),
            signWebhook('wrong-secret-012345678', 'id=tr_abcdefgh', now),
          ]),
        },
      };
    case 2:
      return {
        payload: JSON.stringify({ id: 'tr_abcdefgh' }),
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(SECRET, JSON.stringify({ id: 'tr_abcdefgh' }), now),
        },
      };
    case 3:
      return {
        payload: 'id=tr_abcdefgh',
        headers: { 'content-type': pick(r, ['text/plain', 'application/xml', 'application/octet-stream']) },
      };
    case 4:
      return { payload: 'id=' + 'a'.repeat(5000), headers: { 'content-type': form } };
    default:
      return {
        payload: 'id=tr_abcdefgh',
        headers: {
          'content-type': form,
          [SIGNATURE_HEADER]: signWebhook(SECRET, 'id=tr_abcdefgh', new Date(now.getTime() - 600_000)),
        },
      };
  }
}

function check(res: LightMyRequestResponse, what: string, tally: Map<number, number>) {
  tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const env = ZErrorEnvelope.safeParse(res.json());
  expect(env.success, `${what}: ${res.body.slice(0, 200)}`).toBe(true);
}

const report = (name: string, n: number, tally: Map<number, number>) =>
  console.log(
    `[S1 payments] ${name}: ${n} malformed → ${[...tally].map(([s, c]) => `${s}×${c}`).join(' ')}; 5xx 0; db changes 0`,
  );

describe('malformed requests to the money endpoints', () => {
  /** `PER_ENDPOINT` bad JSON bodies to one member endpoint: each a 4xx envelope, no database change. */
  const bodies = (url: string, seed: number, bad: (r: () => number) => { payload: string; type: string }) =>
    it(`POST ${url}: ${PER_ENDPOINT} malformed bodies`, async () => {
      const before = await moneySnapshot(ctx.db);
      const r = rng(seed).next;
      const tally = new Map<number, number>();
      for (let i = 0; i < PER_ENDPOINT; i += 1) {
        const b = bad(r);
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          remoteAddress: nextIp(),
          headers: { cookie: member.cookie, 'content-type': b.type },
          payload: b.payload,
        });
        check(res, b.payload.slice(0, 80), tally);
      }
      expect(await moneySnapshot(ctx.db)).toBe(before);
      report(`POST ${url}`, PER_ENDPOINT, tally);
    }, 300_000);
  bodies('/api/orders.php', 13, badOrderBody);
  bodies('/api/repeat-order.php', 19, badRepeatBody);

  it(`POST /api/payments/webhook.php: ${PER_ENDPOINT} malformed deliveries`, async () => {
    const before = await moneySnapshot(ctx.db);
    const r = rng(17).next;
    const tally = new Map<number, number>();
    for (let i = 0; i < PER_ENDPOINT; i += 1) {
      const w = badWebhook(r, ctx.clock.now());
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook.php',
        headers: w.headers,
        payload: w.payload,
      });
      check(res, `${JSON.stringify(w.headers)} ${w.payload.slice(0, 60)}`, tally);
    }
    expect(await moneySnapshot(ctx.db)).toBe(before);
    report('POST /api/payments/webhook.php', PER_ENDPOINT, tally);
  }, 300_000);

  it(`GET /api/orders.php, /api/ledger.php, /api/packages.php, /api/pricing.php: ${PER_ENDPOINT} malformed queries each`, async () => {
    const before = await moneySnapshot(ctx.db);
    const r = rng(19).next;
    const values = [
      '',
      'x',
      '-1',
      '0',
      '1e99',
      'NaN',
      '%00',
      '%',
      'a'.repeat(3000),
      'nl',
      'ZZZ',
      '00000000-0000-0000-0000-00000000000g',
      '[]',
      '{}',
    ];
    const cases: [string, string[]][] = [
      ['/api/orders.php', ['id', 'idd', 'id[]']],
      ['/api/ledger.php', ['before', 'limit', 'extra']],
      ['/api/packages.php', ['country', 'currency', 'country[]']],
      ['/api/pricing.php', ['country', 'x', '__proto__']],
    ];
    for (const [path, keys] of cases) {
      const tally = new Map<number, number>();
      for (let i = 0; i < PER_ENDPOINT; i += 1) {
        const key = pick(r, keys);
        const url = `${path}?${encodeURIComponent(key)}=${encodeURIComponent(pick(r, values))}${r() < 0.2 ? `&${key}=2` : ''}`;
        const res = await ctx.app.inject({
          url,
          remoteAddress: nextIp(),
          headers: { cookie: member.cookie },
        });
        check(res, url.slice(0, 120), tally);
      }
      report(`GET ${path}`, PER_ENDPOINT, tally);
    }
    expect(await moneySnapshot(ctx.db)).toBe(before);
  }, 300_000);
});
