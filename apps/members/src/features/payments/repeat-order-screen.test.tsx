import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { type TOrder, type TRepeatOrdersResponse } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { RepeatOrderScreen } from './repeat-order-screen';
import { createOrder, createPackages, paymentsApi, renderPayments, resetPaymentsApi } from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => paymentsApi, onAuthRequired: () => undefined }));

const CARD = {
  id: 'mdt_card0001',
  method: 'creditcard',
  label: 'Visa •••• 4242',
  created_at: '2026-11-20T10:00:00Z',
};
const IBAN = {
  id: 'mdt_iban0001',
  method: 'directdebit',
  label: 'IBAN NL•• …1234',
  created_at: '2026-11-01T10:00:00Z',
};

function repeatData(over: Partial<TRepeatOrdersResponse> = {}): TRepeatOrdersResponse {
  const { country, currency, packages } = createPackages();
  return {
    country,
    currency,
    packages,
    means: [CARD, IBAN] as TRepeatOrdersResponse['means'],
    fallback_methods: ['creditcard', 'paypal'],
    ...over,
  };
}

beforeEach(() => {
  resetPaymentsApi();
  paymentsApi.payments.repeatOrders.mockResolvedValue(repeatData());
});

/** The screen, where a repeat payment by direct debit ends as `outcome` and leaves the (premium) member `credits`. */
function renderRepeat(outcome: Partial<TOrder>, credits: number) {
  paymentsApi.payments.repeatOrder.mockResolvedValue({ order: createOrder({ method: 'sdd' }) });
  paymentsApi.payments.order.mockResolvedValue({
    order: createOrder({ ...outcome, method: 'sdd' }),
    credits,
    paid_user: true,
  });
  renderPayments(<RepeatOrderScreen />, createUser());
}

/** Picks the IBAN, buys 60 credits and confirms the price in the dialog. */
async function buyP1() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /IBAN NL•• …1234/ }));
  await user.click(screen.getByRole('button', { name: 'Buy 60 credits for €19.95' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
  expect(within(dialog).getByText('60 credits for €19.95, paid with IBAN NL•• …1234.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Pay €19.95' }));
  return user;
}

describe('RepeatOrderScreen', () => {
  it('without a stored means: says how to get one and links to the bundles', async () => {
    paymentsApi.payments.repeatOrders.mockResolvedValue(repeatData({ means: [] }));
    renderPayments(<RepeatOrderScreen />, createUser());
    expect(await screen.findByText(/You have no saved payment method yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('shows the means masked, confirms the price, charges once and shows the credits added', async () => {
    renderRepeat({ state: 'completed', status: 'paid' }, 64);
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242 · Card/ })).toBeChecked();
    expect(screen.getAllByRole('button', { name: /^Buy \d+ credits for/ })).toHaveLength(4);
    await buyP1();
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(paymentsApi.payments.repeatOrder).toHaveBeenCalledTimes(1);
    expect(paymentsApi.payments.repeatOrder.mock.calls[0]![0]).toMatchObject({
      package: 'p1',
      mandate_id: 'mdt_iban0001',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
  });

  it('a failed repeat payment offers a retry (a new charge, a new key), card and PayPal', async () => {
    renderRepeat({ state: 'failed', status: 'failed' }, 4);
    const user = await buyP1();
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      '/credits/p1/creditcard',
    );
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/credits/p1/paypal',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay €19.95' }));
    await screen.findByText('The payment did not go through');
    const keys = paymentsApi.payments.repeatOrder.mock.calls.map(
      (c) => (c[0] as { idempotency_key: string }).idempotency_key,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a means that is gone shows the translated error in the dialog', async () => {
    const message = 'payments:repeat.errors.meansGone';
    paymentsApi.payments.repeatOrder.mockRejectedValue(
      new ApiError({
        status: 404,
        code: 'not_found',
        messageKey: message,
        envelope: { error: { code: 'not_found', message, status: 404 } },
        method: 'POST',
        path: '/api/repeat-order.php',
      }),
    );
    renderPayments(<RepeatOrderScreen />, createUser());
    await buyP1();
    expect(await screen.findByText(/can no longer be used/)).toBeInTheDocument();
  });
});
