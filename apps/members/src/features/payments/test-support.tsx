import { type ReactElement } from 'react';
import { vi } from 'vitest';
import {
  type TOrderResponse,
  type TPackagesResponse,
  type TRepeatOrdersResponse,
  type TUser,
} from '@dating/core/contracts';
import { createPackages } from '@/test/payments';
import { renderApp } from '@/test/render';

export { createOrder, createPackages } from '@/test/payments';

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
  user: { get: vi.fn(), updateLanguage: vi.fn() },
};

export function resetPaymentsApi(): void {
  for (const fn of Object.values(paymentsApi.payments)) fn.mockReset();
  paymentsApi.user.get.mockReset();
  paymentsApi.user.updateLanguage.mockReset();
  paymentsApi.payments.packages.mockResolvedValue(createPackages());
}

export function renderPayments(ui: ReactElement, user: TUser | null) {
  return renderApp(ui, {
    user,
    namespaces: ['common', 'ui', 'errors', 'profile', 'payments'],
  });
}
