// The "higher chance of a match" figure comes from the site's own likes, or is not shown at all.
import { ZPackagesResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { likeOutcomes, matchChanceIncrease } from '../../src/payments/match-chance';
import { usePayments, SECRET } from './payments-helper';

const ctx = usePayments();

describe('match_chance_increase from the site’s likes', () => {
  it('is null on the seeded site and the computed figure once paying and free members have enough likes', async () => {
    const before = ZPackagesResponse.parse(
      (await ctx.app.inject({ url: '/api/packages.php?country=NL' })).json(),
    );
    expect(before.match_chance_increase).toBeNull();

    const [site] = await ctx.db.db.select({ id: schema.sites.id }).from(schema.sites).limit(1);
    const make = async (n: number, paidUser: boolean) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i += 1) ids.push((await createMember(ctx.db.db, { paidUser, photo: false })).id);
      await ctx.db.db.update(schema.users).set({ siteId: site!.id }).where(inArray(schema.users.id, ids));
      return ids;
    };
    const paid = await make(20, true);
    const free = await make(20, false);
    const targets = await make(40, true);
    const likes: { fromUserId: string; toUserId: string }[] = [];
    // Each paying member likes 15 targets and 6 like back; each free member likes 15 and 3 like back.
    paid.forEach((p, i) => {
      for (let k = 0; k < 15; k += 1) {
        const t = targets[(i + k) % targets.length]!;
        likes.push({ fromUserId: p, toUserId: t });
        if (k < 6) likes.push({ fromUserId: t, toUserId: p });
      }
    });
    free.forEach((f, i) => {
      for (let k = 0; k < 15; k += 1) {
        const t = targets[(i + k) % targets.length]!;
        likes.push({ fromUserId: f, toUserId: t });
        if (k < 3) likes.push({ fromUserId: t, toUserId: f });
      }
    });
    await ctx.db.db.insert(schema.likes).values(likes);

    const counts = await likeOutcomes(ctx.db.db, site!.id);
    const seededPaid = counts.paidLikes - 300 - 180;
    expect(counts.freeLikes).toBeGreaterThanOrEqual(300);
    expect(seededPaid).toBeGreaterThanOrEqual(0);
    const expected = matchChanceIncrease(counts);
    expect(expected).not.toBeNull();
    expect(expected!).toBeGreaterThan(100);
    // A fresh app (the figure is cached for an hour per process).
    const app = await ctx.extraApp({ payments: { webhookSecret: SECRET } });
    const after = ZPackagesResponse.parse((await app.inject({ url: '/api/packages.php?country=NL' })).json());
    expect(after.match_chance_increase).toBe(expected);
    console.log(
      `[match figure] paid ${counts.paidMatches}/${counts.paidLikes}, free ${counts.freeMatches}/${counts.freeLikes} → +${expected} %`,
    );
  });
});
