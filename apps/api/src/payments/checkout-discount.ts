import type { TPaymentMethod } from '@dating/core/contracts';
import { TIME_BONUS_CODE, TIME_BONUS_SECONDS, timeBonusState } from '@dating/core/domain';
import type { Db } from '@dating/db';
import { discountCodes, discountRedemptions } from '@dating/db/schema';
import { and, eq, isNull, or } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';

/** The welcome discount's code (spec §1, §9: 25 % on the first purchase). */
export const WELCOME_CODE = 'WELCOME25';

export interface CheckoutMember {
  id: string;
  siteId: string | null;
  paidUser: boolean;
  signupAt: Date;
  country: string;
}

export type CodeRow = typeof discountCodes.$inferSelect;

const notApplicable = (params?: Record<string, string | number>) =>
  new ApiError('bad_request', {
    messageKey: 'payments:errors.codeNotApplicable',
    ...(params ? { params } : {}),
  });

/**
 * The discount code a member applies at checkout (spec §3, §4, §5, §8), checked against every rule of the
 * code: exists for this site and member ('Code not found'), not expired, the member's country and the
 * package's currency, the minimum order value, the allowed payment methods; the time bonus only while it
 * runs (a non-paid member less than 4 h after sign-up) and the welcome discount only before the first
 * purchase. "Code already used" is decided by the redemption insert (see `reserveCode`).
 */
export async function checkoutCode(
  db: Db,
  opts: {
    code: string;
    member: CheckoutMember;
    currency: string;
    priceCents: number;
    method: TPaymentMethod;
    now: Date;
  },
): Promise<CodeRow> {
  const { member, now } = opts;
  const code = opts.code.toUpperCase();
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, code),
        eq(discountCodes.status, 'active'),
        member.siteId
          ? or(isNull(discountCodes.siteId), eq(discountCodes.siteId, member.siteId))
          : isNull(discountCodes.siteId),
        or(isNull(discountCodes.userId), eq(discountCodes.userId, member.id)),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('code_not_found');
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime())
    throw new ApiError('bad_request', { messageKey: 'payments:errors.codeExpired' });
  if (code === TIME_BONUS_CODE) {
    const bonus = timeBonusState(
      { paid_user: member.paidUser, signup_date: member.signupAt.toISOString() },
      now,
    );
    if (!bonus.visible) throw new ApiError('bad_request', { messageKey: 'payments:errors.codeExpired' });
  }
  if (code === WELCOME_CODE && member.paidUser) throw notApplicable();
  if (row.country && row.country !== member.country) throw notApplicable({ country: row.country });
  if (row.currency && row.currency !== opts.currency) throw notApplicable({ currency: row.currency });
  if (row.minimumOrderCents > opts.priceCents)
    throw new ApiError('bad_request', {
      messageKey: 'payments:errors.codeMinimum',
      params: { minimum: row.minimumOrderCents / 100, currency: row.currency ?? opts.currency },
    });
  if (row.paymentMethods.length > 0 && !row.paymentMethods.includes(opts.method))
    throw notApplicable({ methods: row.paymentMethods.join(', ') });
  return row;
}

/** When the time bonus ends for a member (the real end of its countdown). */
export function timeBonusEnd(signupAt: Date): Date {
  return new Date(signupAt.getTime() + TIME_BONUS_SECONDS * 1000);
}

/** Holds a once-per-member code for an order inside the order's transaction; false when it is taken. */
export async function reserveCode(
  tx: Db,
  opts: { codeId: string; userId: string; orderId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(discountRedemptions)
    .values({ discountCodeId: opts.codeId, userId: opts.userId, orderId: opts.orderId })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  return rows.length > 0;
}

/** The redemption held by an order, if any (to settle that order first when it blocks a new one). */
export async function heldBy(db: Db, codeId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: discountRedemptions.orderId })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, userId)))
    .limit(1);
  return row?.orderId ?? null;
}
