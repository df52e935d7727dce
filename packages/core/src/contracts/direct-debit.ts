import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';

import { DIRECT_DEBIT_TEXT_FIELDS, IBAN_INPUT_MAX, SMS_CODE_PATTERN } from './constants-money';
import { ZCreateOrderInput, ZOrder, ZPackageTier } from './payments';

// SEPA direct debit with an SMS code (spec §2 Money, §4 "Direct debit fields", §5; issue 13 item 4; ADR 0021).
// Validation messages are translation keys of the `directdebit` namespace: the API answers them in the
// envelope's `fields`, the members form shows the same keys inline.

/** The IBAN as stored and sent to the provider: upper case, no spaces ('' for anything unreadable). */
export const normaliseIban = (input: string): string => electronicFormatIBAN(input) ?? '';

/** A valid IBAN (checksum and country format) of a SEPA country. */
export function isSepaIban(input: string): boolean {
  const iban = normaliseIban(input);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/**
 * What anyone but the bank may see of an IBAN: the country, the last four characters, the rest as dots, in
 * groups of four (`NL•• •••• •••• ••12 34`).
 */
export function maskIban(input: string): string {
  const iban = normaliseIban(input) || input.replace(/\s+/g, '').toUpperCase();
  const shown = [...iban].map((c, i) => (i < 2 || i >= iban.length - 4 ? c : '•')).join('');
  return shown.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The phone in E.164 when it is a valid number for `country` (or written with its own +prefix); else null. */
export function normalisePhone(input: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(input, country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** A phone shown back to its owner: the prefix and last two digits (`+31 ••• ••• •78`). */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const cc = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 3);
  const rest = e164.slice(cc.length);
  return `${cc} ${'•'.repeat(Math.max(rest.length - 2, 0))}${rest.slice(-2)}`;
}

/** A text field of the mandate, with the limits the browser's form checks too. */
const text = ({ min, max, error }: { min: number; max: number; error: string }) =>
  z
    .string()
    .trim()
    .min(min, { message: `directdebit:errors.${error}` })
    .max(max, { message: `directdebit:errors.${error}` });
const F = DIRECT_DEBIT_TEXT_FIELDS;

/** POST /api/directdebit.php: the mandate's details; the phone is checked for the member's country. */
export const ZDirectDebitInput = z
  .object({
    account_holder: text(F.account_holder).describe('Name of the account holder'),
    iban: z
      .string()
      .max(IBAN_INPUT_MAX, { message: 'directdebit:errors.ibanInvalid' })
      .refine(isSepaIban, { message: 'directdebit:errors.ibanInvalid' })
      .describe('IBAN of a SEPA country, spaces allowed'),
    street: text(F.street),
    house_number: text(F.house_number),
    zip: text(F.zip),
    city: text(F.city),
    phone: text(F.phone).describe(
      'Mobile number for the SMS code: international (+…) or national for the member’s country',
    ),
  })
  .strict();
export type TDirectDebitInput = z.infer<typeof ZDirectDebitInput>;

/** POST /api/directdebit-verify.php: the code of the SMS. */
export const ZDirectDebitVerifyInput = z
  .object({
    otp: z
      .string()
      .regex(SMS_CODE_PATTERN, { message: 'directdebit:errors.codeInvalid' })
      .describe('The six digits of the SMS'),
  })
  .strict();
export type TDirectDebitVerifyInput = z.infer<typeof ZDirectDebitVerifyInput>;

/** POST /api/directdebit-order.php: buy a package by direct debit on the member's active mandate. */
export const ZDirectDebitOrderInput = z
  .object({
    package: ZPackageTier,
    authorise: z
      .literal(true, { message: 'directdebit:errors.authoriseRequired' })
      .describe('The member ticked the authorisation to debit their account'),
    idempotency_key: ZCreateOrderInput.shape.idempotency_key,
  })
  .strict();
export type TDirectDebitOrderInput = z.infer<typeof ZDirectDebitOrderInput>;

export const DIRECT_DEBIT_STATUSES = ['pending_verification', 'active', 'revoked', 'blocked'] as const;

/** What the member sees of their mandate: never the IBAN itself. */
export const ZDirectDebitMandate = z.object({
  status: z.enum(DIRECT_DEBIT_STATUSES),
  account_holder: z.string(),
  iban_masked: z.string().describe('Country and last four characters, e.g. NL•• •••• •••• ••12 34'),
  street: z.string(),
  house_number: z.string(),
  zip: z.string(),
  city: z.string(),
  phone_masked: z.string(),
  verified_at: z.string().nullable(),
});
export type TDirectDebitMandate = z.infer<typeof ZDirectDebitMandate>;

/** GET /api/directdebit.php and the answers of the POSTs. */
export const ZDirectDebitState = z.object({
  mandate: ZDirectDebitMandate.nullable().describe('The active mandate: purchases are debited from it'),
  pending: ZDirectDebitMandate.nullable().describe(
    'Details waiting for their SMS code (replace the mandate once verified)',
  ),
  blocked: z.boolean().describe('The account is blocked for direct debit payments'),
  code: z
    .object({
      expires_at: z.string(),
      attempts_left: z.number().int().min(0),
      resend_at: z.string().describe('A new code can be asked for from this moment'),
    })
    .nullable()
    .describe('The SMS code of the pending details'),
  limit: z.object({
    monthly_cents: z.number().int().min(0),
    used_cents: z.number().int().min(0).describe('Direct debits this calendar month (open and paid)'),
    currency: z.literal('EUR'),
  }),
});
export type TDirectDebitState = z.infer<typeof ZDirectDebitState>;

/** POST /api/directdebit-order.php: the order, paid by direct debit; it settles like every order (ADR 0017). */
export const ZDirectDebitOrderResponse = z.object({ order: ZOrder });
export type TDirectDebitOrderResponse = z.infer<typeof ZDirectDebitOrderResponse>;
