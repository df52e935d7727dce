import { describe, expect, it } from 'vitest';
import { createSettings } from '@/test/fixtures';
import { creditsInMoney, formatMoney, messagePrice } from './message-price';

const settings = createSettings({
  message_credits: 2,
  photo_credits: 3,
  gift_credits: 5,
  minimum_message_costs: { DE: { costs: 0.53, currency: 'EUR' }, PL: { costs: 2.27, currency: 'PLN' } },
});

describe('messagePrice', () => {
  it('takes the price of each kind from the site settings', () => {
    expect(messagePrice(settings, 'text')).toBe(2);
    expect(messagePrice(settings, 'photo')).toBe(3);
    expect(messagePrice(settings, 'gift')).toBe(5);
  });
});

describe('creditsInMoney', () => {
  it('scales the lowest price of one message to the credits asked', () => {
    expect(creditsInMoney(settings, 2, 'DE')).toEqual({ amount: 0.53, currency: 'EUR' });
    expect(creditsInMoney(settings, 3, 'DE')).toEqual({ amount: 0.8, currency: 'EUR' });
    expect(creditsInMoney(settings, 5, 'PL')).toEqual({ amount: 5.68, currency: 'PLN' });
  });

  it('is null without a price for the country, without a country, or for free messages', () => {
    expect(creditsInMoney(settings, 2, 'FR')).toBeNull();
    expect(creditsInMoney(settings, 2, null)).toBeNull();
    expect(creditsInMoney(settings, 0, 'DE')).toBeNull();
    expect(creditsInMoney({ ...settings, message_credits: 0 }, 2, 'DE')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats in the member language', () => {
    expect(formatMoney({ amount: 0.53, currency: 'EUR' }, 'de')).toMatch(/^0,53\s€$/);
    expect(formatMoney({ amount: 0.8, currency: 'EUR' }, 'en')).toBe('€0.80');
    expect(formatMoney({ amount: 5.68, currency: 'PLN' }, 'pl')).toMatch(/^5,68\szł$/);
  });

  it('falls back to the bare amount for an unknown currency', () => {
    expect(formatMoney({ amount: 1, currency: 'X' }, 'en')).toBe('1.00 X');
  });
});
