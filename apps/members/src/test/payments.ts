import { type TCreditPackage, type TOrder, type TPackagesResponse } from '@dating/core/contracts';

/** A credit package tier as the fixtures write it: tier, credits, price in cents. */
export type TierRow = readonly [TCreditPackage['tier'], number, number];

/** The four tiers of the test site, cheapest first. */
export const CREDIT_TIERS: readonly TierRow[] = [
  ['p0', 25, 995],
  ['p1', 60, 1995],
  ['p2', 130, 3995],
  ['p3', 300, 7995],
];

/** One package of a tier row, in euros; the per-credit price and messages follow from credits and price. */
export function createCreditPackage(
  [tier, credits, price]: TierRow,
  over: Partial<TCreditPackage> = {},
): TCreditPackage {
  return {
    id: `00000000-0000-4000-8000-00000000000${tier.slice(1)}`,
    tier,
    credits,
    price_cents: price,
    price: price / 100,
    currency: 'EUR',
    price_per_credit: Math.round((price / credits) * 100) / 10_000,
    messages: Math.floor(credits / 2),
    popular: tier === 'p2',
    discounted_price_cents: null,
    ...over,
  };
}

/** The packages answer: all four tiers (p2 popular), three methods; `discount` in percent sets the discounted prices. */
export function createPackages(
  over: Partial<TPackagesResponse> = {},
  discount: number | null = null,
): TPackagesResponse {
  return {
    country: 'NL',
    currency: 'EUR',
    packages: CREDIT_TIERS.map((row) =>
      createCreditPackage(row, {
        discounted_price_cents: discount === null ? null : row[2] - Math.round((row[2] * discount) / 100),
      }),
    ),
    methods: [
      { id: 'ideal', minimum_cents: 1, maximum_cents: 5_000_000, kind: 'bank' },
      { id: 'creditcard', minimum_cents: 1, maximum_cents: null, kind: 'card' },
      { id: 'paypal', minimum_cents: 1, maximum_cents: null, kind: 'wallet' },
    ],
    message_credits: 2,
    discount: null,
    match_chance_increase: null,
    ...over,
  };
}

/** An open order for 60 credits (p1, €19.95) by iDEAL. */
export function createOrder(over: Partial<TOrder> = {}): TOrder {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'open',
    state: 'processing',
    payment_state: 'created',
    package: 'p1',
    credits: 60,
    amount_cents: 1995,
    discount_cents: 0,
    currency: 'EUR',
    method: 'ideal',
    discount_code: null,
    created_at: '2026-11-24T10:00:00Z',
    paid_at: null,
    ...over,
  };
}
