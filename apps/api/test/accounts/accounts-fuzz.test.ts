import { mulberry32 } from '@dating/db';
import { describe, expect, it } from 'vitest';
import { CLIENT, expectEnvelope, useTestApp } from '../helper';
import { PASSWORD, countRows } from '../accounts-helper';

const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  Number.MAX_VALUE,
  true,
  [],
  ['a'],
  {},
  { $ne: '' },
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
];
const EXTRA_KEYS = [
  'is_admin',
  'status',
  'credits',
  'constructor',
  'prototype',
  'user_id',
  'fictional',
  'role',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/jsonx',
];
const BAD_JSON = [
  '{',
  '{"email":',
  "{'email':'a@b.cd'}",
  '{"email":"a@b.cd",}',
  '{"email": NaN}',
  'null',
  '[]',
  '"string"',
  '123',
  'true',
  '',
  '{"__proto__":{"admin":true},"email":"a@b.cd","password":"x"}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000\u0001',
];

type Req = { payload: string; contentType: string; headers: Record<string, string> };

/**
 * Malformed variants of a valid body. Every variant breaks the contract somewhere (a wrong type, a missing or
 * extra field, an impossible value, bad JSON or a wrong content type), so none may create anything.
 */
function malformed(valid: Record<string, unknown>, random: () => number, n: number): Req[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const keys = Object.keys(valid);
  const out: Req[] = [];
  for (let i = 0; i < n; i++) {
    const body: Record<string, unknown> = { ...valid };
    let payload: string | null = null;
    let contentType = 'application/json';
    switch (i % 8) {
      case 0:
        body[pick(keys)] = pick(
          WRONG_VALUES.filter((v) => typeof v !== 'string' || v.length > 4000 || v.trim() === ''),
        );
        break;
      case 1:
        delete body[pick(keys)];
        break;
      case 2:
        body[pick(EXTRA_KEYS)] = pick(WRONG_VALUES);
        break;
      case 3: {
        const key = pick(keys);
        payload = JSON.stringify(body).replace(/^\{/, `{"__proto__":{"${key}":1},`);
        break;
      }
      case 4:
        body[pick(keys)] = 'y'.repeat(2000 + Math.floor(random() * 100_000)); // some over the 64 KiB limit
        break;
      case 5:
        payload = pick(BAD_JSON);
        break;
      case 6:
        contentType = pick(CONTENT_TYPES);
        payload = contentType.includes('form')
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
        break;
      default:
        // Several faults at once.
        delete body[pick(keys)];
        body[pick(keys)] = pick(WRONG_VALUES);
        body[pick(EXTRA_KEYS)] = 1;
    }
    out.push({ payload: payload ?? JSON.stringify(body), contentType, headers: {} });
  }
  return out;
}

const ctx = useTestApp({ signupRateLimit: { max: 100_000, timeWindow: 60_000 } });

async function hammer(url: string, requests: Req[], headers: Record<string, string>) {
  const tables = ['users', 'profiles', 'credit_ledger', 'sessions'] as const;
  const before = await Promise.all(tables.map((t) => countRows(ctx.db, t)));
  const statuses = new Map<number, number>();
  for (const r of requests) {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...r.headers, 'content-type': r.contentType },
      payload: r.payload,
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(res.statusCode, `${r.contentType} ${r.payload.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, r.payload.slice(0, 200)).toBeLessThan(500);
    expectEnvelope(res);
    expect(res.cookies.find((c) => c.name === 'auth._token')).toBeUndefined();
  }
  const after = await Promise.all(tables.map((t) => countRows(ctx.db, t)));
  expect(after).toEqual(before);
  return Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0]));
}

describe('malformed account bodies', () => {
  it('answers 1,000 malformed sign-up bodies with 4xx envelopes and creates nothing', async () => {
    const valid = {
      email: 'fuzz@example.com',
      name: 'Fuzzy',
      password: PASSWORD,
      date_of_birth: '1990-01-01',
      gender: 'female',
      sexuality: 'bi',
    };
    const statuses = await hammer('/api/signup.php', malformed(valid, mulberry32(1), 1000), {});
    console.log('sign-up fuzz statuses', statuses);
  }, 300_000);

  it('answers 1,000 malformed login bodies with 4xx envelopes and creates no session', async () => {
    const valid = { email: 'fuzz@example.com', password: PASSWORD };
    const requests = malformed(valid, mulberry32(2), 1000);
    // Every tenth one also lacks the X-Request-Type header.
    requests.forEach((r, i) => {
      if (i % 10 === 9) r.headers['x-request-type'] = 'browser';
    });
    const statuses = await hammer('/api/user.php', requests, { ...CLIENT });
    console.log('login fuzz statuses', statuses);
  }, 300_000);
});
