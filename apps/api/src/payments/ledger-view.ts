import type { TLedgerEntry, TReceipt } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { creditLedger, orders, packages, payments, sites } from '@dating/db/schema';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { VAT_RATES, vatIncluded } from './pricing';

/** The member's own ledger entries, newest first, with a receipt for each purchase. */
export async function ledgerPage(
  db: Db,
  userId: string,
  page: { before?: number; limit: number },
): Promise<{ entries: TLedgerEntry[]; nextBefore: number | null }> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), page.before ? lt(creditLedger.id, page.before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const orderIds = shown
    .filter((r) => r.kind === 'purchase' && r.ref?.startsWith('order:'))
    .map((r) => r.ref!.slice('order:'.length));
  const receipts = await receiptsFor(db, userId, orderIds);
  return {
    entries: shown.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      balance_after: r.balanceAfter,
      created_at: r.createdAt.toISOString(),
      receipt: r.kind === 'purchase' && r.ref ? (receipts.get(r.ref.slice('order:'.length)) ?? null) : null,
    })),
    nextBefore: more ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** The receipts of the member's own orders among `orderIds` (other ids are left out), by order id. */
export async function receiptsFor(db: Db, userId: string, ids: string[]): Promise<Map<string, TReceipt>> {
  const orderIds = ids.filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const receipts = new Map<string, TReceipt>();
  if (orderIds.length > 0) {
    const found = await db
      .select({ o: orders, tier: packages.tier, method: payments.method, company: sites.company })
      .from(orders)
      .leftJoin(packages, eq(packages.id, orders.packageId))
      .leftJoin(sites, eq(sites.id, packages.siteId))
      .leftJoin(
        payments,
        and(
          eq(payments.orderId, orders.id),
          inArray(payments.state, ['completed', 'refunded', 'charged_back']),
        ),
      )
      .where(and(inArray(orders.id, orderIds), eq(orders.userId, userId)));
    for (const { o, tier, method, company } of found) {
      const rate = VAT_RATES[o.country] ?? null;
      receipts.set(o.id, {
        order_id: o.id,
        package: tier,
        credits: o.credits,
        amount_cents: o.amountCents,
        discount_cents: o.discountCents,
        currency: o.currency,
        method: method ?? null,
        vat_rate: rate,
        vat_cents: rate === null ? null : vatIncluded(o.amountCents, rate),
        paid_at: o.paidAt ? o.paidAt.toISOString() : null,
        seller: {
          name: company?.name ?? '',
          address: company?.address ?? '',
          city: company?.city ?? '',
          country: company?.country ?? '',
          kvk: company?.kvk ?? '',
          vat_numbers: company?.vat_numbers ?? [],
        },
      });
    }
  }
  return receipts;
}
