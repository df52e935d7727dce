import { randomInt } from 'node:crypto';
import type { TDiscountCode } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { discountCodes, discountRedemptions, users } from '@dating/db/schema';
import { and, desc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';

/** How long the discount offered to a member about to delete their account stays valid. */
export const STAY_DISCOUNT_DAYS = 30;
/** Prefix of the personal codes the deletion offer makes. */
export const STAY_PREFIX = 'STAY-';
/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 3600_000;

type CodeRow = typeof discountCodes.$inferSelect;

/** The spec §3 shape of a stored code. */
export function toDiscountCode(row: CodeRow, now: Date): TDiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: row.expiresAt ? row.expiresAt.toISOString() : null,
    value_percentage: row.valuePercentage,
    percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderCents / 100,
    status: row.status,
    validity: row.validity,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    paymentmethods: row.paymentMethods,
  };
}

/** `STAY-` and 8 characters of a 31-letter alphabet: about 2^39 codes, and each one is personal anyway. */
export function newStayCode(): string {
  let out = STAY_PREFIX;
  for (let i = 0; i < 8; i += 1) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/**
 * The delete-discount offer accepted (spec §3 `delete_discount`): a personal, once-per-member code for
 * `percent` % off the next credit purchase, valid for STAY_DISCOUNT_DAYS, applied at checkout. Idempotent:
 * while the member holds an unused, unexpired stay code of that value, the same code comes back (the member
 * row is locked, so parallel calls make one code).
 */
export async function grantStayDiscount(
  db: Db,
  opts: { userId: string; siteId: string; percent: number; now: Date },
): Promise<TDiscountCode> {
  const { userId, siteId, percent, now } = opts;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select()
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.userId, userId),
          like(discountCodes.code, `${STAY_PREFIX}%`),
          eq(discountCodes.valuePercentage, percent),
          eq(discountCodes.status, 'active'),
          gt(discountCodes.expiresAt, now),
          sql`not exists (select 1 from ${discountRedemptions} r where r.discount_code_id = ${discountCodes.id} and r.user_id = ${userId})`,
        ),
      )
      .orderBy(desc(discountCodes.createdAt))
      .limit(1);
    if (held) return toDiscountCode(held, now);
    for (let attempt = 0; ; attempt += 1) {
      const code = newStayCode();
      const [row] = await tx
        .insert(discountCodes)
        .values({
          siteId,
          code,
          userId,
          valuePercentage: percent,
          validity: 'once_per_user',
          status: 'active',
          expiresAt: new Date(now.getTime() + STAY_DISCOUNT_DAYS * DAY_MS),
        })
        .onConflictDoNothing({ target: discountCodes.code })
        .returning();
      if (row) return toDiscountCode(row, now);
      if (attempt >= 5) throw new ApiError('internal_error');
    }
  });
}

/**
 * A code the member typed (spec §7 discountcode.php, §8 'Code not found', 'Code already used'): active,
 * of this site or every site, and site-wide or made for this member. Someone else's personal code is "not
 * found", exactly like a code that does not exist. An expired code comes back with `expired: true`.
 */
export async function findDiscountForMember(
  db: Db,
  opts: { code: string; userId: string; siteId: string; now: Date },
): Promise<TDiscountCode> {
  const { userId, siteId, now } = opts;
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, opts.code.toUpperCase()),
        eq(discountCodes.status, 'active'),
        or(isNull(discountCodes.siteId), eq(discountCodes.siteId, siteId)),
        or(isNull(discountCodes.userId), eq(discountCodes.userId, userId)),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('code_not_found');
  if (row.validity === 'once_per_user') await refuseRedeemed(db, row.id, userId);
  return toDiscountCode(row, now);
}

/** 409 `code_used` when the member has redeemed the code already. */
async function refuseRedeemed(db: Db, codeId: string, userId: string): Promise<void> {
  const [used] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, userId)))
    .limit(1);
  if (used) throw new ApiError('code_used');
}

/**
 * The site's welcome discount (spec §1, §7 `welcome=true`): the active WELCOME code for a visitor or a member
 * who has not bought yet; `code_not_found` for a paid member (it is for the first purchase only) or a site
 * without one, `code_used` once the member redeemed it.
 */
export async function findWelcomeDiscount(
  db: Db,
  opts: { code: string; userId: string | null; siteId: string; now: Date },
): Promise<TDiscountCode> {
  const { userId, siteId, now } = opts;
  if (userId) {
    const [member] = await db
      .select({ paid: users.paidUser })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (member?.paid) throw new ApiError('code_not_found');
  }
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, opts.code),
        eq(discountCodes.status, 'active'),
        isNull(discountCodes.userId),
        or(isNull(discountCodes.siteId), eq(discountCodes.siteId, siteId)),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('code_not_found');
  if (userId) await refuseRedeemed(db, row.id, userId);
  return toDiscountCode(row, now);
}
