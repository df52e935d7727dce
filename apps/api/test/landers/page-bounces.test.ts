import { describe, expect, it } from 'vitest';
import { queryRows } from '@dating/db';
import { LANDER_TEMPLATES, ZPageBouncesResponse } from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import { PAGE_HIDDEN_RATE_LIMIT } from '../../src/landers/page-bounce-routes';
import { expectEnvelope, useTestApp } from '../helper';

const TOKEN = 'bounce-operator-token-0123456789';
const ctx = useTestApp({ operatorToken: TOKEN });

let client = 0;
const nextAddress = () => `10.9.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

/** The beacon as a lander sends it: no body, so no content type (no preflight from another origin). */
const beacon = (
  query: string,
  opts: { payload?: string; contentType?: string; ip?: string; origin?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/page-hidden.php${query}`,
    headers: {
      ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
    remoteAddress: opts.ip ?? nextAddress(),
  });

const counts = async () =>
  queryRows<{ lander: string; campaign: string; count: number }>(
    ctx.db.db,
    sql`select lander, campaign, count from page_bounces order by lander, campaign`,
  );

const report = (days = 30, auth = `Bearer ${TOKEN}`) =>
  ctx.app.inject({ url: `/api/operator/page-bounces.php?days=${days}`, headers: { authorization: auth } });

describe('POST /api/page-hidden.php (spec §4: lander bounces)', () => {
  it('counts bounces per lander and campaign, with no body or {}, and stores nothing about the visitor', async () => {
    for (let i = 0; i < 3; i++)
      expect((await beacon('?lander=gallery&campaign=summer-nl')).statusCode).toBe(204);
    expect((await beacon('?lander=gallery')).statusCode).toBe(204);
    const json = await beacon('?lander=video', { contentType: 'application/json', payload: '{}' });
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    expect(await counts()).toEqual([
      { lander: 'gallery', campaign: '', count: 1 },
      { lander: 'gallery', campaign: 'summer-nl', count: 3 },
      { lander: 'video', campaign: '', count: 1 },
    ]);
    const columns = await queryRows<{ column_name: string }>(
      ctx.db.db,
      sql`select column_name from information_schema.columns where table_name = 'page_bounces' order by 1`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['campaign', 'count', 'day', 'lander', 'site_id']);
  });

  it('the operator reads the counts per day; members and strangers cannot', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const { bounces } = ZPageBouncesResponse.parse(res.json());
    const today = new Date().toISOString().slice(0, 10);
    expect(bounces).toEqual([
      { day: today, lander: 'gallery', campaign: 'summer-nl', count: 3 },
      { day: today, lander: 'gallery', campaign: null, count: 1 },
      { day: today, lander: 'video', campaign: null, count: 1 },
    ]);
    expect(expectEnvelope(await report(30, 'Bearer wrong')).error.status).toBe(403);
    expect(expectEnvelope(await ctx.app.inject({ url: '/api/operator/page-bounces.php' })).error.status).toBe(
      403,
    );
    const plain = await ctx.extraApp({ operatorToken: undefined });
    expect(
      (
        await plain.inject({
          url: '/api/operator/page-bounces.php',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('takes the beacon from a campaign bundle on another origin (the only route that does)', async () => {
    const before = (await counts()).find((c) => c.lander === 'socialnetwork')?.count ?? 0;
    const res = await beacon('?lander=socialnetwork&campaign=partner-x', {
      origin: 'https://partner.example',
    });
    expect(res.statusCode).toBe(204);
    expect((await counts()).find((c) => c.lander === 'socialnetwork')?.count).toBe(before + 1);
    // Every other state-changing route still refuses a foreign origin (CSRF guard).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { origin: 'https://partner.example', 'x-request-type': 'client' },
      payload: { email: 'demo@example.com', password: 'x' },
    });
    expect(expectEnvelope(login).error.status).toBe(403);
  });

  it.each([
    ['no lander', ''],
    ['an unknown lander', '?lander=nope'],
    ['a bad campaign name', '?lander=gallery&campaign=Summer%20NL'],
    ['an extra parameter', '?lander=gallery&visitor=abc'],
  ])('refuses %s with a 400 envelope and counts nothing', async (_label, query) => {
    const before = await counts();
    const res = await beacon(query);
    expect(expectEnvelope(res).error.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a JSON body with fields', 'application/json', '{"visitor":"abc"}', 400],
    ['a body larger than a beacon', 'application/json', `{"x":"${'a'.repeat(2000)}"}`, 413],
    ['a text body', 'text/plain', '{}', 415],
    ['a form body', 'application/x-www-form-urlencoded', 'a=1', 415],
  ])('refuses %s and counts nothing', async (_label, contentType, payload, status) => {
    const before = await counts();
    const res = await beacon('?lander=gallery', { contentType, payload });
    expect(expectEnvelope(res).error.status).toBe(status);
    expect(await counts()).toEqual(before);
  });

  it(`is rate-limited per address (${PAGE_HIDDEN_RATE_LIMIT.max} in ${PAGE_HIDDEN_RATE_LIMIT.timeWindow})`, async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < PAGE_HIDDEN_RATE_LIMIT.max; i++)
      expect((await beacon('?lander=maplanding', { ip })).statusCode).toBe(204);
    expect(expectEnvelope(await beacon('?lander=maplanding', { ip })).error.status).toBe(429);
  });

  it('knows every lander template', () => {
    expect(LANDER_TEMPLATES).toHaveLength(9);
  });
});
