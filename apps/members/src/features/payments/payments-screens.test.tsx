import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TOrderResponse } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { CheckoutScreen } from './checkout-screen';
import { formatCountdown, formatMoney } from './money';
import { PackagesScreen } from './packages-screen';
import { createOrder, createPackages, paymentsApi, renderPayments, resetPaymentsApi } from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => paymentsApi, onAuthRequired: () => undefined }));

beforeEach(() => resetPaymentsApi());
afterEach(() => vi.useRealTimers());

describe('money', () => {
  it('formats minor units in the member language and counts down in h:mm:ss', () => {
    expect(formatMoney(3995, 'EUR', 'en')).toBe('€39.95');
    expect(formatMoney(3995, 'EUR', 'nl')).toMatch(/^€\s?39,95$/);
    expect(formatCountdown(4 * 3600 - 1)).toBe('3:59:59');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});

describe('PackagesScreen', () => {
  it('shows p0–p3 with the popular one marked, price per credit and messages, and links to checkout', async () => {
    renderPayments(<PackagesScreen variant="credits" />, createUser({ credits: 4 }));
    const choose = await screen.findAllByRole('link', { name: /^Choose \d+ credits for/ });
    expect(choose.map((a) => a.getAttribute('href'))).toEqual([
      '/credits/p0',
      '/credits/p1',
      '/credits/p2',
      '/credits/p3',
    ]);
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '130 credits' })).toBeInTheDocument();
    expect(screen.getByText('enough for 65 messages')).toBeInTheDocument();
    expect(screen.getByText('You have 4 credits.')).toBeInTheDocument();
    expect(screen.getByText(/You can pay with: iDEAL, Credit card, PayPal/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy again with a saved payment method' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
  });

  it('shows the time bonus with its countdown and the discounted prices', async () => {
    const expires = new Date(Date.now() + 3600_000 + 5_000).toISOString();
    paymentsApi.payments.packages.mockResolvedValue(
      createPackages({ discount: { code: 'TIMEBONUS25', percentage: 25, expires } }, 25),
    );
    renderPayments(<PackagesScreen variant="credits" />, createUser());
    expect(
      await screen.findByText(/Time bonus: 25 % off every bundle\. Ends in 1:00:0\d\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose 130 credits for €29.96' })).toBeInTheDocument();
    expect(screen.getByText('Was €39.95')).toBeInTheDocument();
  });

  it('premium: the match claim only when the site’s data backs it', async () => {
    const { unmount } = renderPayments(<PackagesScreen variant="premium" />, createUser());
    await screen.findAllByRole('link', { name: /^Choose \d+ credits/ });
    expect(screen.queryByText(/more often than likes sent by free members/)).toBeNull();
    unmount();
    paymentsApi.payments.packages.mockResolvedValue(createPackages({ match_chance_increase: 46 }));
    renderPayments(<PackagesScreen variant="premium" />, createUser());
    expect(await screen.findByText(/returned 46 % more often/)).toBeInTheDocument();
  });
});

describe('CheckoutScreen', () => {
  const PAID = { status: 'paid', state: 'completed', payment_state: 'completed' } as const;
  /** The return from the provider to order 1111… by iDEAL, the order answered as `answer`. */
  const renderReturn = (answer: TOrderResponse) => {
    paymentsApi.payments.order.mockResolvedValue(answer);
    renderPayments(
      <CheckoutScreen tier="p1" method="ideal" orderId="11111111-1111-4111-8111-111111111111" />,
      createUser(),
    );
  };

  it('creates the order with the chosen method and code, then goes to the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    paymentsApi.payments.createOrder.mockResolvedValue({
      order: createOrder(),
      redirect_url: 'http://localhost:3000/api/sandbox-provider/checkout/tr_abcdefgh',
    });
    renderPayments(<CheckoutScreen tier="p1" method="creditcard" />, createUser());
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await userEvent.click(within(methods).getByRole('radio', { name: 'iDEAL' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Discount code/ }), 'stay-abcd2345');
    await userEvent.click(screen.getByRole('button', { name: 'Pay €19.95' }));
    await waitFor(() =>
      expect(paymentsApi.payments.createOrder).toHaveBeenCalledWith({
        package: 'p1',
        method: 'ideal',
        discount_code: 'stay-abcd2345',
      }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/sandbox-provider/checkout/tr_abcdefgh'),
    );
    vi.unstubAllGlobals();
  });

  it('completed: the credits added, a toast and links on', async () => {
    renderReturn({ order: createOrder(PAID), credits: 64, paid_user: true });
    expect(await screen.findByText('60 credits were added to your account.')).toBeInTheDocument();
    expect(await screen.findByText('60 credits added')).toBeInTheDocument();
    expect(screen.getByText('You have 64 credits.')).toBeInTheDocument();
  });

  it('failed or cancelled: the spec’s message, the same method again, or another', async () => {
    renderReturn({
      order: createOrder({ status: 'cancelled', state: 'cancelled', payment_state: 'cancelled' }),
      credits: 0,
      paid_user: false,
    });
    expect(await screen.findByText('Payment failed or has been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again with iDEAL' })).toHaveAttribute(
      'href',
      '/credits/p1/ideal',
    );
    expect(await screen.findByRole('link', { name: 'PayPal' })).toHaveAttribute('href', '/credits/p1/paypal');
  });

  it('processing: polls until the payment completes', async () => {
    paymentsApi.payments.order
      .mockResolvedValueOnce({ order: createOrder(), credits: 0, paid_user: false })
      .mockResolvedValue({
        order: createOrder(PAID),
        credits: 60,
        paid_user: true,
      });
    renderPayments(<CheckoutScreen tier="p1" orderId="11111111-1111-4111-8111-111111111111" />, createUser());
    expect(await screen.findByText('Your payment is being processed')).toBeInTheDocument();
    expect(await screen.findByText('Payment received', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
