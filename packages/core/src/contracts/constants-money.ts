// The choices and limits of the money forms (checkout, complaints, direct debit), free of zod. Not in `./constants`, which every page loads for its languages: a bundle takes
// a module whole, so only the pages with these forms ship them (ADR 0033).

/** The payment methods of spec §3 (the spelling `prezelewy24` is the spec's). */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export const PACKAGE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;

// Complaints about a payment (./complaints).
/** Why a member complains: the reasons the form offers. */
export const COMPLAINT_REASONS = [
  'not_credited',
  'charged_twice',
  'wrong_amount',
  'unauthorised',
  'refund',
  'other',
] as const;
export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 2000;

// Direct debit (./direct-debit): the limits of the mandate's form, checked by the API's schema and, before
// sending, by the browser's form with the same numbers and messages (keys of the `directdebit` namespace).
/** Each text field of the mandate's details: its length after trimming, and its error key. */
export const DIRECT_DEBIT_TEXT_FIELDS = {
  account_holder: { min: 2, max: 70, error: 'holderInvalid' },
  street: { min: 1, max: 100, error: 'streetInvalid' },
  house_number: { min: 1, max: 12, error: 'houseNumberInvalid' },
  zip: { min: 2, max: 12, error: 'zipInvalid' },
  city: { min: 1, max: 60, error: 'cityInvalid' },
  phone: { min: 4, max: 25, error: 'phoneInvalid' },
} as const;
/** The IBAN as typed (spaces allowed) is at most this long. */
export const IBAN_INPUT_MAX = 42;
/**
 * The IBAN length of each SEPA country, as in ibantools' registry (which the API checks with, including each
 * country's account format); `constants-money.test.ts` keeps the two the same.
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};
/** The SMS code of a direct debit mandate: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
