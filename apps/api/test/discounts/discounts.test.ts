import { ZDiscountCodeResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAY_DISCOUNT_DAYS } from '../../src/discounts/discounts-repo';
import { Clock, DAY, SETUP_TIMEOUT, nextIp, setSiteSetting } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { actor, type Actor } from '../profiles-helper';

const clock = new Clock(Date.parse('2026-11-20T10:00:00Z'));
const ctx = useTestApp({ now: clock.now });
beforeAll(async () => {
  await setSiteSetting(ctx.db, 'delete_discount', 50);
}, SETUP_TIMEOUT);

const call = (who: Actor | null, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: who ? { cookie: who.cookie } : {},
    ...(method === 'POST' ? { payload: {} } : {}),
  });
const accept = async (who: Actor) => {
  const res = await call(who, 'POST', '/api/delete-discount.php');
  expect(res.statusCode, res.body).toBe(200);
  return ZDiscountCodeResponse.parse(res.json()).discount_code;
};

describe('the delete-discount offer', () => {
  it("makes a personal once-per-member code for the site's percentage, valid 30 days", async () => {
    const member = await actor(ctx.app, ctx.db);
    const code = await accept(member);
    expect(code).toMatchObject({
      user_id: member.id,
      value_percentage: 50,
      percentage: 50,
      validity: 'once_per_user',
      status: 'active',
      expired: false,
      minimum_order_value: 0,
      paymentmethods: [],
    });
    expect(code.code).toMatch(/^STAY-[A-HJ-NP-Z2-9]{8}$/);
    expect(Date.parse(code.expires!) - clock.now().getTime()).toBe(STAY_DISCOUNT_DAYS * DAY);
  });

  it('gives the same code again, also to 20 parallel calls, and a new one once it is used', async () => {
    const member = await actor(ctx.app, ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(member, 'POST', '/api/delete-discount.php')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const codes = new Set(answers.map((r) => ZDiscountCodeResponse.parse(r.json()).discount_code.code));
    expect(codes.size).toBe(1);
    const rows = await ctx.db.db
      .select()
      .from(schema.discountCodes)
      .where(eq(schema.discountCodes.userId, member.id));
    expect(rows).toHaveLength(1);

    await ctx.db.db
      .insert(schema.discountRedemptions)
      .values({ discountCodeId: rows[0]!.id, userId: member.id });
    const next = await accept(member);
    expect(codes.has(next.code)).toBe(false);
  });

  it('is refused to visitors and answers 404 when the site has no delete discount', async () => {
    expect((await call(null, 'POST', '/api/delete-discount.php')).statusCode).toBe(403);
    const member = await actor(ctx.app, ctx.db);
    await setSiteSetting(ctx.db, 'delete_discount', null);
    try {
      const res = await call(member, 'POST', '/api/delete-discount.php');
      expect(expectEnvelope(res).error.code).toBe('not_found');
      expect(res.statusCode).toBe(404);
    } finally {
      await setSiteSetting(ctx.db, 'delete_discount', 50);
    }
    expect(
      await ctx.db.db.select().from(schema.discountCodes).where(eq(schema.discountCodes.userId, member.id)),
    ).toHaveLength(0);
  });
});

describe('GET /api/discountcode.php', () => {
  const lookup = (who: Actor | null, code: string) =>
    call(who, 'GET', `/api/discountcode.php?code=${encodeURIComponent(code)}`);

  it('finds the member\'s own code in any case, and says "Code already used" once redeemed', async () => {
    const member = await actor(ctx.app, ctx.db);
    const code = await accept(member);
    const found = await lookup(member, code.code.toLowerCase());
    expect(found.statusCode).toBe(200);
    expect(ZDiscountCodeResponse.parse(found.json()).discount_code.code).toBe(code.code);

    const [row] = await ctx.db.db
      .select()
      .from(schema.discountCodes)
      .where(eq(schema.discountCodes.code, code.code));
    await ctx.db.db.insert(schema.discountRedemptions).values({ discountCodeId: row!.id, userId: member.id });
    const used = await lookup(member, code.code);
    expect(used.statusCode).toBe(409);
    expect(expectEnvelope(used).error).toMatchObject({ code: 'code_used', message: 'errors.code_used' });
  });

  it("treats another member's personal code exactly like a code that does not exist", async () => {
    const [owner, other] = [await actor(ctx.app, ctx.db), await actor(ctx.app, ctx.db)];
    const code = await accept(owner);
    const theirs = await lookup(other, code.code);
    const none = await lookup(other, 'STAY-NOPE2345');
    expect([theirs.statusCode, none.statusCode]).toEqual([404, 404]);
    const withoutId = ({ request_id: _, ...rest }: { request_id?: string }) => rest;
    expect(withoutId(expectEnvelope(theirs).error)).toEqual(withoutId(expectEnvelope(none).error));
    expect(theirs.body).not.toContain(owner.id);
  });

  it('answers a site-wide code to everyone, flags it expired after its end, and skips inactive codes', async () => {
    const member = await actor(ctx.app, ctx.db);
    await ctx.db.db.insert(schema.discountCodes).values([
      {
        code: 'SUMMER25',
        valuePercentage: 25,
        validity: 'unlimited',
        expiresAt: new Date(clock.now().getTime() + DAY),
      },
      { code: 'OLD10', valuePercentage: 10, expiresAt: new Date(clock.now().getTime() - DAY) },
      { code: 'OFF30', valuePercentage: 30, status: 'inactive' },
    ]);
    const summer = ZDiscountCodeResponse.parse((await lookup(member, 'summer25')).json()).discount_code;
    expect(summer).toMatchObject({ code: 'SUMMER25', user_id: null, expired: false, validity: 'unlimited' });
    const old = ZDiscountCodeResponse.parse((await lookup(member, 'OLD10')).json()).discount_code;
    expect(old.expired).toBe(true);
    expect((await lookup(member, 'OFF30')).statusCode).toBe(404);
  });

  it('refuses visitors and malformed codes with the envelope', async () => {
    expect((await lookup(null, 'SUMMER25')).statusCode).toBe(403);
    const member = await actor(ctx.app, ctx.db);
    for (const bad of ['', 'ab', 'x'.repeat(41), 'DROP TABLE;', '<script>']) {
      const res = await lookup(member, bad);
      expect(res.statusCode, bad).toBe(400);
      expectEnvelope(res);
    }
    expect((await call(member, 'GET', '/api/discountcode.php')).statusCode).toBe(400);
  });
});

describe('GET /api/discountcode.php?welcome=true (spec §7)', () => {
  const welcome = (who: Actor | null) => call(who, 'GET', '/api/discountcode.php?welcome=true');

  it("answers the site's welcome discount to a visitor and to a member who has not bought yet", async () => {
    const visitor = await welcome(null);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(ZDiscountCodeResponse.parse(visitor.json()).discount_code).toMatchObject({
      code: 'WELCOME25',
      user_id: null,
      value_percentage: 25,
      validity: 'once_per_user',
      expired: false,
    });
    const member = await actor(ctx.app, ctx.db);
    expect(ZDiscountCodeResponse.parse((await welcome(member)).json()).discount_code.code).toBe('WELCOME25');
  });

  it('is gone for a paid member (first purchase only) and says "Code already used" once redeemed', async () => {
    const paid = await actor(ctx.app, ctx.db);
    await ctx.db.db.update(schema.users).set({ paidUser: true }).where(eq(schema.users.id, paid.id));
    const res = await welcome(paid);
    expect(expectEnvelope(res).error).toMatchObject({ status: 404, code: 'code_not_found' });

    const used = await actor(ctx.app, ctx.db);
    const [row] = await ctx.db.db
      .select()
      .from(schema.discountCodes)
      .where(eq(schema.discountCodes.code, 'WELCOME25'));
    await ctx.db.db.insert(schema.discountRedemptions).values({ discountCodeId: row!.id, userId: used.id });
    expect(expectEnvelope(await welcome(used)).error).toMatchObject({ status: 409, code: 'code_used' });
  });

  it('takes either a code or welcome=true, not both, not welcome=false', async () => {
    const member = await actor(ctx.app, ctx.db);
    for (const query of ['welcome=true&code=WELCOME25', 'welcome=false', 'welcome=1', '']) {
      const res = await call(member, 'GET', `/api/discountcode.php?${query}`);
      expect(res.statusCode, query).toBe(400);
      expectEnvelope(res);
    }
  });
});
