import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import type { TDirectDebitMandate, TDirectDebitState } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { CREDIT_TIERS, createCreditPackage, createOrder, createPackages } from '@/test/payments';
import { renderApp } from '@/test/render';
import { DirectDebitScreen } from './direct-debit-screen';

const api = {
  directDebit: { state: vi.fn(), submit: vi.fn(), resend: vi.fn(), verify: vi.fn(), order: vi.fn() },
  payments: { packages: vi.fn(), order: vi.fn() },
  user: { get: vi.fn() },
};
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

const MANDATE: TDirectDebitMandate = {
  status: 'active',
  account_holder: 'Anna de Vries',
  iban_masked: 'NL•• •••• •••• ••43 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone_masked: '+31 •••••••78',
  verified_at: '2026-11-24T10:00:00Z',
};
const state = (over: Partial<TDirectDebitState> = {}): TDirectDebitState => ({
  mandate: null,
  pending: null,
  blocked: false,
  code: null,
  limit: { monthly_cents: 50_000, used_cents: 0, currency: 'EUR' },
  ...over,
});
const PACKAGES = createPackages({
  methods: [],
  packages: CREDIT_TIERS.slice(0, 2).map((row) => createCreditPackage(row, { popular: row[0] === 'p1' })),
});
const ORDER = createOrder({ payment_state: 'pending', method: 'sdd' });
const apiError = (status: number, message: string, fields: { path: string; message: string }[] = []) =>
  new ApiError({
    status,
    code: fields.length ? 'validation_failed' : 'bad_request',
    messageKey: message,
    fields,
    envelope: { error: { code: 'bad_request', message, status, fields } },
    method: 'POST',
    path: '/api/directdebit.php',
  });

const show = () => renderApp(<DirectDebitScreen />, { user: createUser() });

beforeEach(() => {
  for (const group of Object.values(api)) for (const fn of Object.values(group)) fn.mockReset();
  api.payments.packages.mockResolvedValue(PACKAGES);
});

describe('DirectDebitScreen', () => {
  it('checks the details before sending and shows the API’s field errors inline, translated', async () => {
    api.directDebit.state.mockResolvedValue(state());
    api.directDebit.submit.mockRejectedValue(
      apiError(400, 'errors.validation_failed', [
        { path: 'body.phone', message: 'directdebit:errors.phoneInvalid' },
      ]),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription('This IBAN is not valid.');
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Enter your city.');
    expect(api.directDebit.submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Account holder/), 'Anna de Vries');
    await user.type(screen.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 00');
    await user.type(screen.getByLabelText(/^Street/), 'Keizersgracht');
    await user.type(screen.getByLabelText(/^House number/), '12a');
    await user.type(screen.getByLabelText(/^Postcode/), '1015 CJ');
    await user.type(screen.getByLabelText(/^City/), 'Amsterdam');
    await user.type(screen.getByLabelText(/^Mobile number/), '0612');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.directDebit.submit).toHaveBeenCalled());
    expect(api.directDebit.submit.mock.calls[0]![0]).toMatchObject({
      iban: 'NL91 ABNA 0417 1643 00',
      phone: '0612',
    });
    expect(await screen.findByText('Enter a valid mobile number.')).toBeInTheDocument();
  });

  it('asks for the SMS code and says "Code invalid" for a wrong one', async () => {
    const pending = { ...MANDATE, status: 'pending_verification' as const, verified_at: null };
    api.directDebit.state.mockResolvedValue(state({ pending }));
    api.directDebit.verify.mockRejectedValue(apiError(400, 'directdebit:errors.codeInvalid'));
    const user = userEvent.setup();
    show();
    expect(await screen.findByText(/We sent a 6-digit code to \+31 •••••••78/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^SMS code/), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText(/^SMS code/)).toHaveAccessibleDescription('Code invalid');
    expect(api.directDebit.verify).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^SMS code/), '3456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.directDebit.verify).toHaveBeenCalledWith({ otp: '123456' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^SMS code/)).toHaveAccessibleDescription('Code invalid'),
    );
  });

  it('shows the masked IBAN and the prices, needs the authorisation, then debits and reports the credits', async () => {
    api.directDebit.state.mockResolvedValue(state({ mandate: MANDATE }));
    api.directDebit.order.mockResolvedValue({ order: ORDER });
    api.payments.order.mockResolvedValue({
      order: { ...ORDER, state: 'completed', status: 'paid' },
      credits: 60,
      paid_user: true,
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('NL•• •••• •••• ••43 00 · Anna de Vries')).toBeInTheDocument();
    expect(await screen.findByLabelText('25 credits · €9.95')).toBeInTheDocument();
    expect(screen.getByLabelText('60 credits · €19.95')).toBeChecked();
    expect(screen.getByText('You can still pay €500.00 by direct debit this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy for €19.95' }));
    expect(await screen.findByText('Tick the box to authorise the direct debit.')).toBeInTheDocument();
    expect(api.directDebit.order).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('25 credits · €9.95'));
    await user.click(screen.getByRole('checkbox', { name: /I authorise the collection/ }));
    await user.click(screen.getByRole('button', { name: 'Buy for €9.95' }));
    await waitFor(() =>
      expect(api.directDebit.order).toHaveBeenCalledWith({ package: 'p0', authorise: true }),
    );
    expect(await screen.findByText('Done: 60 credits have been added to your account.')).toBeInTheDocument();
  });

  it('says so when the account is blocked or the month’s limit is used up', async () => {
    api.directDebit.state.mockResolvedValue(state({ mandate: MANDATE, blocked: true }));
    const { unmount } = show();
    expect(await screen.findByText('Your account is blocked for direct debit payments.')).toBeInTheDocument();
    unmount();
    api.directDebit.state.mockResolvedValue(
      state({ mandate: MANDATE, limit: { monthly_cents: 1000, used_cents: 1000, currency: 'EUR' } }),
    );
    show();
    expect(
      await screen.findByText('Your limit for direct debit payments has been reached.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
  });
});
