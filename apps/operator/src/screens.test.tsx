// The host inbox, finance and fictional-profile screens (ADR 0037) against a mocked operator API: which tabs
// each role gets, and that each action sends the call the API expects.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { mockApi, sentBody } from './test-api';

const meAs = (roles: string[]) => ({
  'me.php': () => ({ status: 200, body: { id: 'o', email: 'op@example.com', name: 'Op', roles } }),
});
const ok = (body: unknown) => () => ({ status: 200, body });

const FIONA = '33333333-3333-4333-8333-333333333333';
const ADAM = '44444444-4444-4444-8444-444444444444';
const CONV = '55555555-5555-4555-8555-555555555555';
const ITEM = {
  conversation: CONV,
  fictional_profile: {
    id: FIONA,
    name: 'Fiona',
    age: 29,
    photo: null,
    fictional: true,
    available: true,
    gender: 'female',
    city: 'Utrecht',
    country: 'NL',
    bio: 'Loves wine and music.',
    interests: ['music', 'wine'],
  },
  member: {
    id: ADAM,
    name: 'Adam',
    age: 41,
    photo: null,
    fictional: false,
    available: true,
    language: 'de',
    country: 'DE',
  },
  waiting_since: new Date(Date.now() - 3_720_000).toISOString(),
  last_seq: 1,
  handled_seq: 0,
  messages: [
    {
      id: 'm1',
      conversation: CONV,
      seq: 1,
      sender: ADAM,
      kind: 'text',
      body: 'Hallo Fiona',
      photo: null,
      gift: null,
      client_id: 'c1',
      cost: 1,
      created_at: new Date().toISOString(),
    },
  ],
};
const RULES = {
  site: 'Amora',
  rules: ['Never arrange a meeting.', 'Never ask for contact details.'],
  disclosure: [
    { language: 'en', warning: 'Some profiles are fictional.', marker: 'Fictional profile' },
    { language: 'de', warning: 'Einige Profile sind fiktiv.', marker: 'Fiktives Profil' },
  ],
};

describe('tabs per role', () => {
  it.each([
    [['host'], ['Host inbox']],
    [['finance'], ['Finance']],
    [['moderator'], ['Photo queue', 'Reports']],
    [['admin'], ['Photo queue', 'Reports', 'Host inbox', 'Finance', 'Fictional profiles', 'Audit log']],
  ])('%j sees %j', async (roles, tabs) => {
    mockApi({
      ...meAs(roles),
      'host-queue.php': ok({ items: [] }),
      'host-rules.php': ok(RULES),
      'photo-queue.php': ok({ total: 0, items: [] }),
      'reports.php': ok({ total: 0, items: [] }),
      'complaints.php': ok({ complaints: [] }),
      'discount-codes.php': ok({ codes: [] }),
    });
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(tabs);
  });
});

describe('host inbox', () => {
  it('shows the member’s history beside the profile, the rules in the member’s language, and replies as the profile', async () => {
    let answered = false;
    const calls = mockApi({
      ...meAs(['host']),
      'host-queue.php': () => ({ status: 200, body: { items: answered ? [] : [ITEM] } }),
      'host-rules.php': ok(RULES),
      'host-reply.php': () => {
        answered = true;
        return { status: 200, body: { message: { ...ITEM.messages[0], sender: FIONA }, duplicate: false } };
      },
    });
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Host inbox' })).toBeInTheDocument();
    const pick = await screen.findByRole('button', { name: /Adam → Fiona/ });
    expect(pick).toHaveTextContent('waiting 1 h 2 min');
    expect(screen.getByText('Hallo Fiona')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Fiona, 29/ })).toHaveTextContent('fictional profile');
    expect(screen.getByText('Loves wine and music.')).toBeInTheDocument();
    expect(screen.getByText('Never arrange a meeting.')).toBeInTheDocument();
    expect(screen.getByText('Einige Profile sind fiktiv.')).toBeInTheDocument();
    // No e-mail address or money in the inbox (the header shows the operator's own address).
    expect(screen.getByRole('main').textContent).not.toMatch(/@|credits|€/);

    await user.type(screen.getByLabelText('Reply as Fiona'), 'Hallo Adam!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Sent as Fiona to Adam.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === 'host-reply.php');
    expect(sent?.body).toMatchObject({ conversation: CONV, body: 'Hallo Adam!', kind: 'text' });
    expect((sent?.body as { client_id: string }).client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('No conversation is waiting.')).toBeInTheDocument();
  });

  it('marks a conversation handled', async () => {
    const calls = mockApi({
      ...meAs(['host']),
      'host-queue.php': ok({ items: [ITEM] }),
      'host-rules.php': ok(RULES),
      'host-handled.php': ok({ ok: true, handled_seq: 1 }),
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await sentBody(calls, 'host-handled.php')).toEqual({ conversation: CONV });
  });
});

const MEMBER = '66666666-6666-4666-8666-666666666666';
const ORDER = '77777777-7777-4777-8777-777777777777';
const financeView = (refunded: boolean) => ({
  member: {
    id: MEMBER,
    email: 'eva@example.com',
    name: 'Eva',
    language: 'nl',
    country: 'NL',
    status: 'active',
    credits: refunded ? 0 : 100,
    paid_user: true,
    fictional: false,
    refund_days: 14,
  },
  orders: [
    {
      id: ORDER,
      status: refunded ? 'refunded' : 'paid',
      payment_state: refunded ? 'refunded' : 'completed',
      method: 'ideal',
      credits: 100,
      amount_cents: 1995,
      discount_cents: 0,
      currency: 'EUR',
      discount_code: null,
      created_at: '2026-11-20T10:00:00.000Z',
      paid_at: '2026-11-20T10:01:00.000Z',
      refundable: !refunded,
    },
  ],
  ledger: [
    ...(refunded
      ? [
          {
            id: 2,
            kind: 'refund',
            amount: -100,
            balance_after: 0,
            ref: `order:${ORDER}`,
            note: 'reason: Mistake',
            created_at: '2026-11-24T10:00:00.000Z',
          },
        ]
      : []),
    {
      id: 1,
      kind: 'purchase',
      amount: 100,
      balance_after: 100,
      ref: `order:${ORDER}`,
      note: null,
      created_at: '2026-11-20T10:01:00.000Z',
    },
  ],
});

describe('finance', () => {
  it('finds a member, refunds an order with a reason, and shows the new ledger', async () => {
    let refunded = false;
    const calls = mockApi({
      ...meAs(['finance']),
      'member-finance.php': () => ({ status: 200, body: financeView(refunded) }),
      'refund.php': () => {
        refunded = true;
        return { status: 200, body: { ok: true, order_id: ORDER, credits_taken: 100, balance: 0 } };
      },
      'complaints.php': ok({ complaints: [] }),
      'discount-codes.php': ok({ codes: [] }),
    });
    const user = userEvent.setup();
    render(<App />);
    await user.type(await screen.findByLabelText('Member id or e-mail address'), 'eva@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('19.95 EUR')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    await user.type(screen.getByLabelText('Reason for the refund'), 'Mistake');
    await user.click(screen.getByRole('button', { name: 'Refund 19.95 EUR' }));
    expect(await screen.findByText('Refunded: 100 credits taken back, balance 0.')).toBeInTheDocument();
    expect(await sentBody(calls, 'refund.php')).toEqual({ order_id: ORDER, reason: 'Mistake' });
    expect(screen.getByText('reason: Mistake')).toBeInTheDocument();
    expect(screen.getByText('not refundable')).toBeInTheDocument();
  });

  it('gives goodwill credits with a reason and creates and expires a code', async () => {
    const code = {
      id: '88888888-8888-4888-8888-888888888888',
      code: 'AUTUMN',
      site_id: null,
      user_id: null,
      country: null,
      value_percentage: 10,
      minimum_order_cents: 0,
      validity: 'unlimited',
      status: 'active',
      expires_at: null,
      expired: false,
      payment_methods: [],
      redemptions: 0,
      created_at: '2026-11-24T10:00:00.000Z',
    };
    let codes: unknown[] = [];
    const calls = mockApi({
      ...meAs(['finance']),
      'member-finance.php': ok(financeView(false)),
      'goodwill.php': ok({ ok: true, balance: 125, entry_id: 3, duplicate: false }),
      'complaints.php': ok({ complaints: [] }),
      'discount-codes.php': () => ({ status: 200, body: { codes } }),
      'discount-code.php': () => {
        codes = [code];
        return { status: 200, body: { code } };
      },
      'discount-code-expire.php': () => {
        codes = [{ ...code, expired: true }];
        return { status: 200, body: { code: codes[0] } };
      },
    });
    const user = userEvent.setup();
    render(<App />);
    await user.type(await screen.findByLabelText('Member id or e-mail address'), MEMBER);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.type(await screen.findByLabelText('Goodwill credits'), '25');
    await user.type(screen.getByLabelText('Reason'), 'Sorry for the wait');
    await user.click(screen.getByRole('button', { name: 'Give credits' }));
    expect(await screen.findByText('Goodwill booked: balance 125.')).toBeInTheDocument();
    expect(await sentBody(calls, 'goodwill.php')).toMatchObject({
      user_id: MEMBER,
      credits: 25,
      reason: 'Sorry for the wait',
    });

    await user.type(screen.getByLabelText('Code'), 'autumn');
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.selectOptions(screen.getByLabelText('Use'), 'unlimited');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Created AUTUMN.')).toBeInTheDocument();
    expect(await sentBody(calls, 'discount-code.php')).toEqual({
      code: 'autumn',
      value_percentage: 10,
      validity: 'unlimited',
    });
    await user.click(await screen.findByRole('button', { name: 'Expire AUTUMN' }));
    expect(await screen.findByText('AUTUMN expired.')).toBeInTheDocument();
    expect(await sentBody(calls, 'discount-code-expire.php')).toEqual({ id: code.id });
  });
});

describe('fictional profiles', () => {
  it('creates a profile without any fictional switch and edits its text', async () => {
    const profile = {
      id: FIONA,
      fictional: true,
      name: 'Lotte',
      gender: 'female',
      sexuality: 'hetero',
      date_of_birth: '1994-05-17',
      age: 32,
      country: 'NL',
      city: 'Utrecht',
      bio: null,
      note: null,
      status: 'disabled',
      photos: [],
      created_at: '2026-11-24T10:00:00.000Z',
    };
    const calls = mockApi({
      ...meAs(['admin']),
      'photo-queue.php': ok({ total: 0, items: [] }),
      'fictional-profiles.php': ok({ profiles: [] }),
      'POST fictional-profile.php': ok({ profile }),
      'PUT fictional-profile.php': (init) => ({
        status: 200,
        body: { profile: { ...profile, bio: (JSON.parse(String(init?.body)) as { bio: string }).bio } },
      }),
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Fictional profiles' }));
    await user.click(await screen.findByRole('button', { name: 'New fictional profile' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('always on')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Lotte');
    await user.type(screen.getByLabelText('Date of birth (18 or older)'), '1994-05-17');
    await user.type(screen.getByLabelText('City'), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Create fictional profile' }));
    expect(await screen.findByText('Created Lotte. Add a photo to show it.')).toBeInTheDocument();
    const created = calls.find((c) => c.path === 'fictional-profile.php' && c.method === 'POST')?.body;
    expect(created).toMatchObject({
      name: 'Lotte',
      date_of_birth: '1994-05-17',
      country: 'NL',
      city: 'Utrecht',
    });
    expect(created).not.toHaveProperty('fictional');

    await user.type(screen.getByLabelText('About (profile text)'), 'Cyclist.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved Lotte.')).toBeInTheDocument();
    const edited = calls.find((c) => c.method === 'PUT')?.body;
    expect(edited).toMatchObject({ id: FIONA, bio: 'Cyclist.' });
    expect(edited).not.toHaveProperty('fictional');
    expect(screen.getByLabelText('Add a photo (re-encoded, metadata removed)')).toBeInTheDocument();
  });
});

describe('audit log', () => {
  it('searches by action prefix and a time range', async () => {
    const calls = mockApi({
      ...meAs(['admin']),
      'photo-queue.php': ok({ total: 0, items: [] }),
      'audit-log.php': ok({
        rows: [
          {
            id: 9,
            actor: 'operator:fin@example.com',
            action: 'payment.refund',
            subject_type: 'order',
            subject_id: ORDER,
            data: { reason: 'Mistake' },
            created_at: '2026-11-24T10:00:00.000Z',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Audit log' }));
    await user.type(screen.getByLabelText('Action'), 'payment.*');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-24');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'audit-log.php')).toHaveLength(2));
    const url = new URL(calls.filter((c) => c.path === 'audit-log.php')[1]!.url, 'http://x');
    expect(url.searchParams.get('action')).toBe('payment.*');
    expect(url.searchParams.get('from')).toBe('2026-11-24T00:00:00Z');
    expect(url.searchParams.get('to')).toBe('2026-11-25T23:59:59Z');
    expect(await screen.findByText('payment.refund')).toBeInTheDocument();
  });
});
