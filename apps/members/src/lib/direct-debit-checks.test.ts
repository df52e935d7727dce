import { describe, expect, it } from 'vitest';
import { isSepaIban, ZDirectDebitInput, ZDirectDebitVerifyInput } from '@dating/core/contracts';
import { createDirectDebitDetails } from '@dating/core/test-support';
import { checkDirectDebitDetails, electronicIban, isSepaIbanShape, isSmsCode } from './direct-debit-checks';

const VALID = createDirectDebitDetails();

/** Valid IBANs of several SEPA countries (the registries' examples). */
const SEPA_IBANS = [
  'NL91ABNA0417164300',
  'DE89 3704 0044 0532 0130 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'BE68 5390 0754 7034',
  'GB29 NWBK 6016 1331 9268 19',
  'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456',
  'AT61 1904 3002 3457 3201',
  'PL61 1090 1014 0000 0712 1981 2874',
  'CH93 0076 2011 6238 5295 7',
  'no93 8601 1117 947',
  'MT84-MALT-0110-0001-2345-MTLC-AST0-01S',
];

describe('isSepaIbanShape', () => {
  it('accepts a valid IBAN of a SEPA country, with spaces, hyphens or in lower case, as the API does', () => {
    for (const iban of SEPA_IBANS) {
      expect(isSepaIbanShape(iban), iban).toBe(true);
      expect(isSepaIban(iban), iban).toBe(true);
    }
  });

  it.each([
    ['a wrong checksum', ['NL91ABNA0417164301', 'DE88370400440532013000', 'GB29NWBK60161331926818']],
    [
      'a valid IBAN of a country outside SEPA',
      ['BR1800360305000010009795493C1', 'TR330006100519786457841326', 'SA0380000000608010167519'],
    ],
    [
      'the wrong length for its country, other characters, and an empty field',
      ['NL91ABNA041716430', 'NL91ABNA04171643000', 'NL91ABNA041716430!', 'NL91 ABNA.0417 1643 00', ''],
    ],
  ])('refuses %s', (_, ibans) => {
    for (const iban of ibans) {
      expect(isSepaIbanShape(iban), iban).toBe(false);
      expect(isSepaIban(iban), iban).toBe(false);
    }
  });

  it('refuses input longer than the API reads, even when it would be valid without its spaces', () => {
    const padded = `NL91${' '.repeat(40)}ABNA0417164300`;
    expect(electronicIban(padded)).toBe('NL91ABNA0417164300');
    expect(isSepaIbanShape(padded)).toBe(false);
    expect(ZDirectDebitInput.safeParse({ ...VALID, iban: padded }).success).toBe(false);
  });
});

describe('checkDirectDebitDetails', () => {
  it('passes valid details on with the text fields trimmed, the IBAN as typed, like the API’s schema', () => {
    const values = { ...VALID, account_holder: '  Anna de Vries ', city: ' Amsterdam' };
    const check = checkDirectDebitDetails(values);
    expect(check).toEqual({ ok: true, data: ZDirectDebitInput.parse(values) });
  });

  it('names every empty field with its message, as the schema does', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((field) => [field, ''])) as typeof VALID;
    const check = checkDirectDebitDetails(empty);
    const parsed = ZDirectDebitInput.safeParse(empty);
    expect(parsed.success).toBe(false);
    const schemaErrors = Object.fromEntries(parsed.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(check).toEqual({ ok: false, errors: schemaErrors });
    expect(check.ok || check.errors.city).toBe('directdebit:errors.cityInvalid');
  });

  it('checks each text field’s length after trimming, at the same limits as the schema', () => {
    const cases: [keyof typeof VALID, string, boolean][] = [
      ['account_holder', 'A', false],
      ['account_holder', ' Al ', true],
      ['account_holder', 'x'.repeat(70), true],
      ['account_holder', 'x'.repeat(71), false],
      ['street', '   ', false],
      ['street', 'x'.repeat(100), true],
      ['street', 'x'.repeat(101), false],
      ['house_number', '1', true],
      ['house_number', 'x'.repeat(13), false],
      ['zip', '1', false],
      ['zip', '12', true],
      ['zip', 'x'.repeat(13), false],
      ['city', 'x'.repeat(60), true],
      ['city', 'x'.repeat(61), false],
      ['phone', '061', false],
      ['phone', '0612', true],
      ['phone', '0'.repeat(26), false],
    ];
    for (const [field, value, ok] of cases) {
      const values = { ...VALID, [field]: value };
      const check = checkDirectDebitDetails(values);
      expect(check.ok, `${field}=${value}`).toBe(ok);
      expect(ZDirectDebitInput.safeParse(values).success, `${field}=${value}`).toBe(ok);
      if (!check.ok) expect(Object.keys(check.errors)).toEqual([field]);
    }
  });
});

describe('isSmsCode', () => {
  it('takes six digits and nothing else, as the schema', () => {
    for (const [code, ok] of [
      ['123456', true],
      ['12345', false],
      ['1234567', false],
      ['12345a', false],
      ['', false],
    ] as const) {
      expect(isSmsCode(code), code).toBe(ok);
      expect(ZDirectDebitVerifyInput.safeParse({ otp: code }).success, code).toBe(ok);
    }
  });
});
