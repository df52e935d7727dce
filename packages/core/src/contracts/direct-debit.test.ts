import { describe, expect, it } from 'vitest';
import {
  ZDirectDebitInput,
  ZDirectDebitOrderInput,
  isSepaIban,
  maskIban,
  maskPhone,
  normaliseIban,
  normalisePhone,
} from './direct-debit';
import { createDirectDebitDetails } from '../client/test-support';

const VALID = createDirectDebitDetails();

describe('direct-debit contract', () => {
  it('accepts SEPA IBANs with spaces or lower case and refuses bad checksums and non-SEPA countries', () => {
    expect(isSepaIban('nl91abna0417164300')).toBe(true);
    expect(isSepaIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isSepaIban('NL91 ABNA 0417 1643 01')).toBe(false);
    expect(isSepaIban('BR15 0000 0000 0000 1093 2840 814P 2')).toBe(false);
    expect(isSepaIban('')).toBe(false);
    expect(normaliseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('masks an IBAN to its country and last four characters', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL•• •••• •••• ••43 00');
    expect(maskIban('DE89370400440532013000')).toBe('DE•• •••• •••• •••• ••30 00');
    expect(maskIban('NL91ABNA0417164300')).not.toMatch(/ABNA|0417/);
  });

  it('validates phones per country and masks them', () => {
    expect(normalisePhone('06 12345678', 'NL')).toBe('+31612345678');
    expect(normalisePhone('+49 151 23456789', 'NL')).toBe('+4915123456789');
    expect(normalisePhone('0612', 'NL')).toBeNull();
    expect(normalisePhone('06 12345678', 'PL')).toBeNull();
    expect(maskPhone('+31612345678')).toBe('+31 •••••••78');
  });

  it('gives field errors as directdebit translation keys', () => {
    expect(ZDirectDebitInput.safeParse(VALID).success).toBe(true);
    const bad = ZDirectDebitInput.safeParse({ ...VALID, iban: 'NL00 0000', city: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['iban', 'directdebit:errors.ibanInvalid'],
      ['city', 'directdebit:errors.cityInvalid'],
    ]);
    expect(ZDirectDebitInput.safeParse({ ...VALID, extra: 1 }).success).toBe(false);
    const order = ZDirectDebitOrderInput.safeParse({ package: 'p1', authorise: false });
    expect(order.error?.issues[0]?.message).toBe('directdebit:errors.authoriseRequired');
  });
});
