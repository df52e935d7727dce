import {
  DIRECT_DEBIT_TEXT_FIELDS,
  IBAN_INPUT_MAX,
  SEPA_IBAN_LENGTHS,
  SMS_CODE_PATTERN,
  type TDirectDebitInput,
} from '@dating/core/contracts';

// The direct debit forms' checks before sending, written by hand with the API's own limits and messages
// (`contracts/constants`), so that zod and the IBAN and phone libraries stay out of the page (ADR 0033). The API
// checks again with the full schema: an IBAN whose account number breaks its country's format is answered with
// the same `ibanInvalid` under the field.

type Field = keyof TDirectDebitInput;
const IBAN_ERROR = 'directdebit:errors.ibanInvalid';

/** `NL91 abna-0417…` → `NL91ABNA0417…`, as the API stores it (ibantools' electronic format). */
export function electronicIban(input: string): string {
  return input.replace(/[- ]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 of an IBAN in electronic format: the country and check digits moved to the end. */
function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** An IBAN of a SEPA country: its country's length, letters and digits only, and a valid checksum. */
export function isSepaIbanShape(input: string): boolean {
  if (input.length > IBAN_INPUT_MAX) return false;
  const iban = electronicIban(input);
  const country = iban.slice(0, 2);
  if (!Object.hasOwn(SEPA_IBAN_LENGTHS, country) || iban.length !== SEPA_IBAN_LENGTHS[country]) return false;
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && ibanChecksumOk(iban);
}

export type DetailsCheck =
  { ok: true; data: TDirectDebitInput } | { ok: false; errors: Partial<Record<Field, string>> };

/** The mandate's details as the API's `ZDirectDebitInput` reads them: text fields trimmed, the IBAN as typed. */
export function checkDirectDebitDetails(values: TDirectDebitInput): DetailsCheck {
  const errors: Partial<Record<Field, string>> = {};
  const data = { ...values };
  for (const [name, rule] of Object.entries(DIRECT_DEBIT_TEXT_FIELDS) as [
    Exclude<Field, 'iban'>,
    (typeof DIRECT_DEBIT_TEXT_FIELDS)[Exclude<Field, 'iban'>],
  ][]) {
    const value = values[name].trim();
    data[name] = value;
    if (value.length < rule.min || value.length > rule.max) errors[name] = `directdebit:errors.${rule.error}`;
  }
  if (!isSepaIbanShape(values.iban)) errors.iban = IBAN_ERROR;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}

/** The SMS code of a mandate: six digits. */
export function isSmsCode(code: string): boolean {
  return SMS_CODE_PATTERN.test(code);
}
