import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TLedgerEntry } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { paymentsApi, renderPayments, resetPaymentsApi } from './test-support';
import { TransactionsScreen } from './transactions-screen';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => paymentsApi, onAuthRequired: () => undefined }));

const purchase: TLedgerEntry = {
  id: 7,
  kind: 'purchase',
  amount: 60,
  balance_after: 64,
  created_at: '2026-11-24T10:00:00Z',
  receipt: {
    order_id: '11111111-1111-4111-8111-111111111111',
    package: 'p1',
    credits: 60,
    amount_cents: 1496,
    discount_cents: 499,
    currency: 'EUR',
    method: 'ideal',
    vat_rate: 21,
    vat_cents: 260,
    paid_at: '2026-11-24T10:00:00Z',
    seller: {
      name: 'Amora Online B.V.',
      address: 'Keizersgracht 241',
      city: 'Amsterdam',
      country: 'Netherlands',
      kvk: '81234567',
      vat_numbers: ['NL862154379B01'],
    },
  },
};
const message: TLedgerEntry = {
  id: 6,
  kind: 'message',
  amount: -2,
  balance_after: 4,
  created_at: '2026-11-23T10:00:00Z',
  receipt: null,
};

beforeEach(() => resetPaymentsApi());

describe('TransactionsScreen', () => {
  it('lists the member’s movements with the balance after each; purchases link to their receipt', async () => {
    paymentsApi.payments.ledger.mockResolvedValue({
      entries: [purchase, message],
      credits: 64,
      next_before: null,
    });
    renderPayments(<TransactionsScreen />, createUser());
    const link = await screen.findByRole('link', { name: 'Credit purchase' });
    expect(link).toHaveAttribute('href', '/transactions/7');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('+60')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('64')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Message')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('shows one purchase with its receipt: amount, discount, VAT included and the seller', async () => {
    paymentsApi.payments.ledger.mockResolvedValue({ entries: [purchase], credits: 64, next_before: 7 });
    renderPayments(<TransactionsScreen entryId={7} />, createUser());
    const receipt = await screen.findByTestId('receipt');
    expect(paymentsApi.payments.ledger).toHaveBeenCalledWith({ before: 8, limit: 1 });
    expect(within(receipt).getByText('€14.96')).toBeInTheDocument();
    expect(within(receipt).getByText('−€4.99')).toBeInTheDocument();
    expect(within(receipt).getByText('iDEAL')).toBeInTheDocument();
    expect(within(receipt).getByText('Including 21 % VAT: €2.60')).toBeInTheDocument();
    expect(within(receipt).getByText(/VAT number: NL862154379B01/)).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/api/receipt.php?id=7');
    expect(pdf).toHaveAttribute('download');
  });

  it('another member’s or an unknown entry is not found', async () => {
    paymentsApi.payments.ledger.mockResolvedValue({ entries: [message], credits: 4, next_before: null });
    renderPayments(<TransactionsScreen entryId={99} />, createUser());
    expect(await screen.findByText('This transaction does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
