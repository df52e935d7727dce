import type { TCreditPackage, TPackageTier } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { packages } from '@dating/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export type PackageRow = typeof packages.$inferSelect;

/** The active packages p0–p3 of a site for one country, in tier order. */
export async function packagesFor(db: Db, siteId: string, country: string): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.siteId, siteId), eq(packages.country, country), eq(packages.active, true)))
    .orderBy(asc(packages.tier));
}

export async function packageFor(
  db: Db,
  siteId: string,
  country: string,
  tier: TPackageTier,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.siteId, siteId),
        eq(packages.country, country),
        eq(packages.tier, tier),
        eq(packages.active, true),
      ),
    )
    .limit(1);
  return row;
}

/** Discount in cents for a percentage: rounded half up, never more than the price. */
export function discountCents(priceCents: number, percentage: number): number {
  return Math.min(priceCents, Math.round((priceCents * percentage) / 100));
}

/** A package row as the member sees it. */
export function toCreditPackage(
  row: PackageRow,
  messageCredits: number,
  discountPercentage: number | null,
): TCreditPackage {
  return {
    id: row.id,
    tier: row.tier,
    credits: row.credits,
    price_cents: row.priceCents,
    price: row.priceCents / 100,
    currency: row.currency,
    price_per_credit: Math.round((row.priceCents / row.credits) * 100) / 10_000,
    messages: messageCredits > 0 ? Math.floor(row.credits / messageCredits) : 0,
    popular: row.popular,
    discounted_price_cents:
      discountPercentage === null ? null : row.priceCents - discountCents(row.priceCents, discountPercentage),
  };
}

/** Price of `credits` through a package, in cents, rounded half up. */
export function priceThrough(row: PackageRow, credits: number): number {
  return Math.round((row.priceCents * credits) / row.credits);
}

/** VAT rates (%) of the EU countries the site sells in: the member's country's rate applies (OSS). */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  DE: 19,
  ES: 21,
  FR: 20,
  IE: 23,
  IT: 22,
  NL: 21,
  PL: 23,
};

/** VAT included in a gross amount, in cents. */
export function vatIncluded(grossCents: number, rate: number): number {
  return grossCents - Math.round((grossCents * 100) / (100 + rate));
}
