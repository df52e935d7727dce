import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TComplaintsResponse, type TUser } from '@dating/core/contracts';
import { type Locale } from '@dating/i18n';
import { createUser } from '@/test/fixtures';
import { memberApiError } from '@/test/member-api';
import { renderApp } from '@/test/render';
import { ComplaintsScreen } from './complaints-screen';

const api = {
  complaints: { list: vi.fn<() => Promise<TComplaintsResponse>>(), create: vi.fn() },
  user: { get: vi.fn() },
};
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

const ORDER_NEW = '11111111-1111-4111-8111-111111111111';
const ORDER_OLD = '22222222-2222-4222-8222-222222222222';

const listing = (over: Partial<TComplaintsResponse> = {}): TComplaintsResponse => ({
  orders: [
    {
      id: ORDER_NEW,
      created_at: '2026-11-20T10:00:00Z',
      tier: 'p1',
      credits: 60,
      amount_cents: 1995,
      currency: 'EUR',
      status: 'paid',
      refundable: true,
    },
    {
      id: ORDER_OLD,
      created_at: '2026-09-01T10:00:00Z',
      tier: 'p0',
      credits: 25,
      amount_cents: 995,
      currency: 'EUR',
      status: 'failed',
      refundable: false,
    },
  ],
  complaints: [],
  refund_days: 14,
  ...over,
});

function renderScreen(user: TUser | null, locale: Locale = 'en') {
  return renderApp(<ComplaintsScreen />, {
    user,
    locale,
    settings: { refund_days: 14 },
    namespaces: ['common', 'ui', 'errors', 'complaints'],
  });
}

beforeEach(() => {
  api.complaints.list.mockReset().mockResolvedValue(listing());
  api.complaints.create.mockReset();
  api.user.get.mockReset();
});

describe('ComplaintsScreen', () => {
  it('shows a visitor the refund window and a way to log in, and asks the API for nothing', async () => {
    api.user.get.mockRejectedValue(memberApiError('authentication_required', 403));
    renderScreen(null);
    expect(screen.getByTestId('refund-window')).toHaveTextContent(
      'Orders from the last 14 days can be refunded.',
    );
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcomplaints',
    );
    expect(api.complaints.list).not.toHaveBeenCalled();
  });

  it('offers the member’s own orders newest first with date, bundle, amount and status', async () => {
    renderScreen(createUser());
    const picker = await screen.findByRole('combobox', { name: /Order/ });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose an order',
      'Nov 20, 2026 · 60 credits · €19.95 · paid, can be refunded',
      'Sep 1, 2026 · 25 credits · €9.95 · failed',
    ]);
    expect(screen.getByRole('combobox', { name: /Reason/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What happened/ })).toBeInTheDocument();
    expect(screen.getByText('You have not sent any complaints.')).toBeInTheDocument();
  });

  it('refuses an incomplete form with translated errors on each field, focusing the first, without a call', async () => {
    const user = userEvent.setup();
    renderScreen(createUser());
    await user.type(await screen.findByRole('textbox', { name: /What happened/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    const order = screen.getByRole('combobox', { name: /Order/ });
    expect(order).toHaveAccessibleDescription('Choose the order your complaint is about.');
    expect(order).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Reason/ })).toHaveAccessibleDescription('Choose a reason.');
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveAccessibleDescription(
      /Write at least 10 characters\./,
    );
    expect(api.complaints.create).not.toHaveBeenCalled();
  });

  it('sends the complaint with the text trimmed, confirms it and reads the list again', async () => {
    const user = userEvent.setup();
    api.complaints.create.mockResolvedValue({ complaint: {} });
    renderScreen(createUser());
    await user.selectOptions(await screen.findByRole('combobox', { name: /Order/ }), ORDER_NEW);
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'charged_twice');
    await user.type(
      screen.getByRole('textbox', { name: /What happened/ }),
      '  I see two charges of €19.95.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(api.complaints.create).toHaveBeenCalledWith({
      order_id: ORDER_NEW,
      reason: 'charged_twice',
      text: 'I see two charges of €19.95.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your complaint has been sent');
    await waitFor(() => expect(api.complaints.list).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveValue('');
  });

  it('says so on the order when a complaint about it is already open', async () => {
    const user = userEvent.setup();
    api.complaints.create.mockRejectedValue(memberApiError('conflict', 409));
    renderScreen(createUser());
    await user.selectOptions(await screen.findByRole('combobox', { name: /Order/ }), ORDER_NEW);
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'other');
    await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'Another complaint about it.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText(/already have an open complaint about this order/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Order/ })).toHaveFocus();
  });

  it('lists the member’s complaints with their status and the answer', async () => {
    api.complaints.list.mockResolvedValue(
      listing({
        complaints: [
          {
            id: '33333333-3333-4333-8333-333333333333',
            order_id: ORDER_NEW,
            reason: 'not_credited',
            text: 'I paid but got nothing.',
            status: 'answered',
            answer: 'We booked your 60 credits.',
            answered_at: '2026-11-22T09:00:00Z',
            created_at: '2026-11-21T09:00:00Z',
          },
          {
            id: '44444444-4444-4444-8444-444444444444',
            order_id: ORDER_OLD,
            reason: 'wrong_amount',
            text: 'The amount was wrong.',
            status: 'open',
            answer: null,
            answered_at: null,
            created_at: '2026-11-23T09:00:00Z',
          },
        ],
      }),
    );
    renderScreen(createUser());
    const items = within(await screen.findByRole('region', { name: 'Your complaints' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('I paid but received no credits');
    expect(items[0]).toHaveTextContent('Answered');
    expect(items[0]).toHaveTextContent('About the order of Nov 20, 2026');
    expect(items[0]).toHaveTextContent('We booked your 60 credits.');
    expect(items[1]).toHaveTextContent('Waiting for an answer');
    expect(items[1]).not.toHaveTextContent('Our answer');
  });

  it('speaks the member’s language: German labels and errors', async () => {
    const user = userEvent.setup();
    renderScreen(createUser({ language: 'de' }), 'de');
    expect(screen.getByTestId('refund-window')).toHaveTextContent(
      'Bestellungen der letzten 14 Tage können erstattet werden.',
    );
    await user.click(await screen.findByRole('button', { name: 'Beschwerde senden' }));
    expect(screen.getByRole('combobox', { name: /Bestellung/ })).toHaveAccessibleDescription(
      'Wähle die Bestellung, um die es geht.',
    );
  });
});
