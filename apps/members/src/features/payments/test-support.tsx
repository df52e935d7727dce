import { type ReactElement } from 'react';
import { vi } from 'vitest';
import {
  type TCreditPackage,
  type TOrder,
  type TOrderResponse,
  type TPackagesResponse,
  type TRepeatOrdersResponse,
  type TUser,
} from '@dating/core/contracts';
import { renderApp } from '@/test/render';

/** The payments part of the API client, as vi.fn()s (`vi.mock('@/lib/browser-api')`). */
export const paymentsApi = {
  payments: {
    packages: vi.fn<() => Promise<TPackagesResponse>>(),
    pricing: vi.fn(),
    createOrder: vi.fn(),
    order: vi.fn<() => Promise<TOrderResponse>>(),
    ledger: vi.fn(),
    repeatOrders: vi.fn<() => Promise<TRepeatOrdersResponse>>(),
    repeatOrder: vi.fn(),
  },
  user: { get: vi.fn() },
};

const TIERS: [TCreditPackage['tier'], number, number][] = [
  ['p0', 25, 995],
  ['p1', 60, 1995],
  ['p2', 130, 3995],
  ['p3', 300, 7995],
];

export function createPackages(
  over: Partial<TPackagesResponse> = {},
  discount: number | null = null,
): TPackagesResponse {
  return {
    country: 'NL',
    currency: 'EUR',
    packages: TIERS.map(([tier, credits, price]) => ({
      id: `00000000-0000-4000-8000-00000000000${tier.slice(1)}`,
      tier,
      credits,
      price_cents: price,
      price: price / 100,
      currency: 'EUR',
      price_per_credit: Math.round((price / credits) * 100) / 10_000,
      messages: Math.floor(credits / 2),
      popular: tier === 'p2',
      discounted_price_cents: discount === null ? null : price - Math.round((price * discount) / 100),
    })),
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

export function resetPaymentsApi(): void {
  for (const fn of Object.values(paymentsApi.payments)) fn.mockReset();
  paymentsApi.user.get.mockReset();
  paymentsApi.payments.packages.mockResolvedValue(createPackages());
}

export function renderPayments(ui: ReactElement, user: TUser | null) {
  return renderApp(ui, {
    user,
    namespaces: ['common', 'ui', 'errors', 'profile', 'payments'],
  });
}
