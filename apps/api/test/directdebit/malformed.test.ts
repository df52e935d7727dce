// S1 for the direct-debit endpoints: ≥ 1,000 malformed requests per endpoint → a 4xx error envelope each,
// no 5xx, and no database change (mandates, SMS, orders, payments, ledger, balances).
import { ZErrorEnvelope } from '@dating/core/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../accounts-helper';
import { rng } from '../security/harness';
import { buyer, type Buyer } from '../payments/payments-helper';
import { DETAILS, codeFor, ddSnapshot, useDirectDebit } from './directdebit-helper';

const PER_ENDPOINT = 1_000;
const ctx = useDirectDebit();
let member: Buyer;
beforeAll(async () => {
  member = await buyer(ctx.app, ctx.db);
  // Pending details with a live code, so that a refused verify could only change something by mistake.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/directdebit.php',
    headers: { cookie: member.cookie },
    payload: DETAILS,
  });
  await codeFor(ctx.app);
});

type Rng = ReturnType<typeof rng>;
/** Values no field of these bodies accepts (wrong type, size, checksum or country). */
const WEIRD: unknown[] = [
  'NL91ABNA0417164301',
  null,
  false,
  -7,
  2 ** 53,
  'ﬀ',
  '\t',
  'y'.repeat(5_000),
  '\u0000\u0001',
  '<img src=x onerror=1>',
  [DETAILS.iban],
  { otp: '123456' },
  "1' or '1'='1",
  'US12345678901234567890',
  '12345',
  '1234567',
  '+999',
];

const VALID: Record<string, Record<string, unknown>> = {
  '/api/directdebit.php': DETAILS,
  '/api/directdebit-verify.php': { otp: '000000' },
  '/api/directdebit-order.php': { package: 'p1', authorise: true },
  '/api/directdebit-resend.php': {},
};

/** A body that is wrong in at least one way for `path`. */
function badBody(r: Rng, path: string): { payload: string; type: string } {
  const valid = VALID[path]!;
  const keys = Object.keys(valid);
  const json = 'application/json';
  switch (r.int(6)) {
    case 0:
      return {
        payload: r.pick(['{', '{"otp":', 'null', '[]', '"x"', '{"a":1}}', '\u0000', '[1]']),
        type: json,
      };
    case 1:
      return {
        payload: JSON.stringify(valid),
        type: r.pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ]),
      };
    case 2:
      if (keys.length === 0) return { payload: JSON.stringify({ x: r.pick(WEIRD) }), type: json };
      return { payload: JSON.stringify({ ...valid, [r.pick(keys)]: r.pick(WEIRD) }), type: json };
    case 3: {
      const extra = r.pick([
        'status',
        'user_id',
        'monthly_limit_cents',
        'credits',
        'verified',
        'iban_ciphertext',
      ]);
      return { payload: JSON.stringify({ ...valid, [extra]: r.pick([1, 'active', true, 0]) }), type: json };
    }
    case 4: {
      if (keys.length === 0) return { payload: '{"__proto__":{"x":1}}', type: json };
      const drop = r.pick(keys);
      const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== drop));
      return { payload: JSON.stringify(rest), type: json };
    }
    default:
      return {
        payload: `{"__proto__":{"status":"active"},"x":${JSON.stringify(r.pick(WEIRD))}}`,
        type: json,
      };
  }
}

function check(res: LightMyRequestResponse, what: string, tally: Map<number, number>) {
  tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(ZErrorEnvelope.safeParse(res.json()).success, `${what}: ${res.body.slice(0, 200)}`).toBe(true);
}

describe('malformed requests to the direct-debit endpoints', () => {
  for (const [seed, path] of Object.keys(VALID).entries()) {
    it(`POST ${path}: ${PER_ENDPOINT} malformed bodies → 4xx envelopes, 0 database changes`, async () => {
      const before = await ddSnapshot(ctx.db);
      const r = rng(21 + seed);
      const tally = new Map<number, number>();
      for (let i = 0; i < PER_ENDPOINT; i += 1) {
        const b = badBody(r, path);
        const res = await ctx.app.inject({
          method: 'POST',
          url: path,
          remoteAddress: nextIp(),
          headers: { cookie: member.cookie, 'content-type': b.type },
          payload: b.payload,
        });
        check(res, b.payload.slice(0, 80), tally);
      }
      expect(await ddSnapshot(ctx.db)).toBe(before);
      console.log(
        `[S1 directdebit] POST ${path}: ${PER_ENDPOINT} malformed → ${[...tally].map(([s, c]) => `${s}×${c}`).join(' ')}; 5xx 0; db changes 0`,
      );
    }, 300_000);
  }

  it(`GET /api/directdebit.php and /api/dev/sms-outbox: ${PER_ENDPOINT} malformed queries each`, async () => {
    const before = await ddSnapshot(ctx.db);
    const r = rng(29);
    const values = ['', 'x', '-1', '0', '1e99', '%00', 'a'.repeat(3000), '+31', '[]', '{}', '0612345678'];
    for (const [path, keys] of [
      ['/api/directdebit.php', ['iban', 'id', 'x']],
      ['/api/dev/sms-outbox', ['phone', 'limit', 'to', 'phone[]']],
    ] as const) {
      const tally = new Map<number, number>();
      for (let i = 0; i < PER_ENDPOINT; i += 1) {
        const key = r.pick(keys);
        const url = `${path}?${encodeURIComponent(key)}=${encodeURIComponent(r.pick(values))}&${key}=2`;
        const remoteAddress = path.startsWith('/api/dev/') ? '127.0.0.1' : nextIp();
        const res = await ctx.app.inject({ url, remoteAddress, headers: { cookie: member.cookie } });
        check(res, url.slice(0, 120), tally);
      }
      console.log(
        `[S1 directdebit] GET ${path}: ${PER_ENDPOINT} malformed → ${[...tally].map(([s, c]) => `${s}×${c}`).join(' ')}`,
      );
    }
    expect(await ddSnapshot(ctx.db)).toBe(before);
  }, 300_000);
});
