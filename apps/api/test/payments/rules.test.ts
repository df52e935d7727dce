import { PAYMENT_METHODS } from '@dating/core/contracts';
import { describe, expect, it } from 'vitest';
import { matchChanceIncrease } from '../../src/payments/match-chance';
import { isMethodOffered, mollieMethodOf, offeredMethods } from '../../src/payments/methods';
import { canMove } from '../../src/payments/orders';
import { discountCents, vatIncluded } from '../../src/payments/pricing';
import { fromMollieAmount, stateOfStatus, toMollieAmount } from '../../src/payments/provider';
import { signWebhook, verifyWebhook } from '../../src/payments/signature';

describe('the match figure is claimed only when the data backs it', () => {
  it('computes how much likelier a paying member’s like is returned, in whole percent', () => {
    expect(
      matchChanceIncrease({ paidLikes: 1000, paidMatches: 146, freeLikes: 1000, freeMatches: 100 }),
    ).toBe(46);
  });
  it('is null for small samples, no free matches, or an insignificant difference', () => {
    expect(
      matchChanceIncrease({ paidLikes: 199, paidMatches: 100, freeLikes: 1000, freeMatches: 10 }),
    ).toBeNull();
    expect(
      matchChanceIncrease({ paidLikes: 1000, paidMatches: 100, freeLikes: 1000, freeMatches: 0 }),
    ).toBeNull();
    expect(
      matchChanceIncrease({ paidLikes: 300, paidMatches: 33, freeLikes: 300, freeMatches: 30 }),
    ).toBeNull();
  });
  it('reports a lower chance honestly too', () => {
    expect(
      matchChanceIncrease({ paidLikes: 2000, paidMatches: 100, freeLikes: 2000, freeMatches: 200 }),
    ).toBe(-50);
  });
});

describe('payment methods as Mollie offers them', () => {
  it('every spec method is offered somewhere and maps to a Mollie method', () => {
    const everywhere = new Set(
      ['NL', 'BE', 'DE', 'AT', 'FR', 'IT', 'ES', 'PL', 'CH', 'GB', 'IE', 'US'].flatMap((c) =>
        ['EUR', 'PLN', 'USD', 'GBP', 'CHF'].flatMap((cur) => offeredMethods(c, cur).map((m) => m.id)),
      ),
    );
    for (const m of PAYMENT_METHODS) {
      expect(everywhere.has(m), m).toBe(true);
      expect(mollieMethodOf(m)).toMatch(/^[a-z0-9]+$/);
    }
  });
  it('respects currency, country and amount limits', () => {
    expect(isMethodOffered('ideal', 'NL', 'EUR', 995)).toBe(true);
    expect(isMethodOffered('ideal', 'DE', 'EUR', 995)).toBe(false);
    expect(isMethodOffered('blik', 'PL', 'EUR', 995)).toBe(false);
    expect(isMethodOffered('giropay', 'DE', 'EUR', 99)).toBe(false);
    expect(isMethodOffered('paysafecard', 'NL', 'EUR', 100_001)).toBe(false);
    expect(offeredMethods('GB', 'GBP').map((m) => m.id)).not.toContain('sct');
  });
});

describe('state machine, money and signatures', () => {
  it('moves only forward and never out of a final state', () => {
    expect(canMove('created', 'pending')).toBe(true);
    expect(canMove('pending', 'completed')).toBe(true);
    expect(canMove('created', 'completed')).toBe(true);
    expect(canMove('pending', 'created')).toBe(false);
    expect(canMove('completed', 'failed')).toBe(false);
    expect(canMove('failed', 'completed')).toBe(false);
    expect(canMove('completed', 'completed')).toBe(false);
    expect(stateOfStatus('authorized')).toBe('pending');
    expect(stateOfStatus('canceled')).toBe('cancelled');
  });
  it('writes and reads Mollie amounts exactly and rounds discounts half up', () => {
    expect(toMollieAmount(3995, 'EUR')).toEqual({ value: '39.95', currency: 'EUR' });
    expect(fromMollieAmount('39.95')).toBe(3995);
    expect(fromMollieAmount('39.9')).toBeNull();
    expect(fromMollieAmount(39.95)).toBeNull();
    expect(discountCents(995, 25)).toBe(249);
    expect(discountCents(3995, 25)).toBe(999);
    expect(discountCents(100, 100)).toBe(100);
    expect(vatIncluded(1210, 21)).toBe(210);
  });
  it('verifies the webhook HMAC with a time window', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    const sig = signWebhook('s'.repeat(20), 'id=tr_abcd', at);
    expect(verifyWebhook('s'.repeat(20), sig, 'id=tr_abcd', at, 300_000)).toMatchObject({ ok: true });
    expect(verifyWebhook('t'.repeat(20), sig, 'id=tr_abcd', at, 300_000)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(
      verifyWebhook('s'.repeat(20), sig, 'id=tr_abcd', new Date(at.getTime() + 300_001), 300_000),
    ).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyWebhook('s'.repeat(20), undefined, 'id=tr_abcd', at, 300_000)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });
});
