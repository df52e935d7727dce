import { describe, expect, it } from 'vitest';
import { historyCutoff, ledgerKindOf, priceOf, refusal, type SendFacts } from './chat-rules';

const base = (): SendFacts => ({
  sender: { id: 's', paidUser: false },
  recipient: { id: 'r', status: 'active', invisible: false, profileActive: true, name: 'Rita' },
  blockedBySender: false,
  blockedByRecipient: false,
  conversation: null,
  startedBySender: 0,
});

describe('refusal', () => {
  it('lets a free member start two conversations and refuses the third', () => {
    expect(refusal({ ...base(), startedBySender: 1 })).toBeNull();
    expect(refusal({ ...base(), startedBySender: 2 })).toEqual({
      code: 'premium_required',
      params: { limit: 2 },
    });
    expect(refusal({ ...base(), startedBySender: 2, conversation: { recipientHasSent: false } })).toBeNull();
    expect(refusal({ ...base(), startedBySender: 9, sender: { id: 's', paidUser: true } })).toBeNull();
  });
  it('refuses unknown, deleted, oneself and new conversations with hidden profiles as not_found', () => {
    expect(refusal({ ...base(), recipient: null })?.code).toBe('not_found');
    expect(
      refusal({ ...base(), recipient: { ...base().recipient!, status: 'pending_deletion' } })?.code,
    ).toBe('not_found');
    expect(refusal({ ...base(), recipient: { ...base().recipient!, id: 's' } })?.code).toBe('not_found');
    expect(refusal({ ...base(), recipient: { ...base().recipient!, profileActive: false } })?.code).toBe(
      'not_found',
    );
    expect(
      refusal({
        ...base(),
        recipient: { ...base().recipient!, profileActive: false },
        conversation: { recipientHasSent: true },
      }),
    ).toBeNull();
  });
  it('blocks come first, then the unconfirmed, then invisible mode', () => {
    const r = base().recipient!;
    // Quiet blocking (ADR 0035): the blocked sender learns nothing, not even the blocker's name.
    expect(refusal({ ...base(), blockedByRecipient: true })).toEqual({ code: 'not_found' });
    expect(refusal({ ...base(), blockedBySender: true })?.code).toBe('forbidden');
    expect(refusal({ ...base(), recipient: { ...r, status: 'not_confirmed', invisible: true } })?.code).toBe(
      'email_unconfirmed',
    );
    expect(refusal({ ...base(), recipient: { ...r, invisible: true } })?.code).toBe('member_invisible');
    expect(
      refusal({ ...base(), recipient: { ...r, invisible: true }, conversation: { recipientHasSent: false } })
        ?.code,
    ).toBe('member_invisible');
    expect(
      refusal({ ...base(), recipient: { ...r, invisible: true }, conversation: { recipientHasSent: true } }),
    ).toBeNull();
  });
});

describe('prices and history', () => {
  const prices = { messageCredits: 2, photoCredits: 5, giftCredits: 7 };
  it('charges per kind and books per kind', () => {
    expect([priceOf('text', prices), priceOf('photo', prices), priceOf('gift', prices)]).toEqual([2, 5, 7]);
    expect([ledgerKindOf('text'), ledgerKindOf('photo'), ledgerKindOf('gift')]).toEqual([
      'message',
      'photo',
      'gift',
    ]);
  });
  it('has no cutoff unless a positive number of days is set', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(historyCutoff(null, now)).toBeNull();
    expect(historyCutoff(0, now)).toBeNull();
    expect(historyCutoff(30, now)?.toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });
});
