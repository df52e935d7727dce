import type { TOfferedMethod, TPaymentMethod } from '@dating/core/contracts';

/**
 * The spec §3 methods as Mollie offers them: which currencies and billing countries each one takes, its
 * amount limits (minor units), and the Mollie method id it is paid with (card brands are Mollie
 * `creditcard`; `sdd` is SEPA Direct Debit, `sct` a SEPA bank transfer). Order is the display order: the
 * country's own methods first, then cards, wallets, vouchers and bank transfers.
 */
interface MethodRule {
  id: TPaymentMethod;
  mollie: string;
  kind: TOfferedMethod['kind'];
  currencies: readonly string[] | 'any';
  countries: readonly string[] | 'any';
  min: number;
  max: number | null;
}

/** SEPA countries of the site (SEPA bank transfer, direct debit). */
const SEPA = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'PL'] as const;
/** Countries where debit-card brands such as Maestro are issued. */
const EUROPE = SEPA;
const CARD_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'PLN'] as const;

/** A method taken in every country, in the card currencies, from 1 cent with no upper limit. */
const worldwide = (id: TPaymentMethod, mollie: string, kind: MethodRule['kind']): MethodRule => ({
  id,
  mollie,
  kind,
  currencies: CARD_CURRENCIES,
  countries: 'any',
  min: 1,
  max: null,
});

const RULES: readonly MethodRule[] = [
  {
    id: 'ideal',
    mollie: 'ideal',
    kind: 'bank',
    currencies: ['EUR'],
    countries: ['NL'],
    min: 1,
    max: 5_000_000,
  },
  {
    id: 'bancontact',
    mollie: 'bancontact',
    kind: 'bank',
    currencies: ['EUR'],
    countries: ['BE'],
    min: 2,
    max: 5_000_000,
  },
  {
    id: 'giropay',
    mollie: 'giropay',
    kind: 'bank',
    currencies: ['EUR'],
    countries: ['DE'],
    min: 100,
    max: 1_000_000,
  },
  {
    id: 'eps',
    mollie: 'eps',
    kind: 'bank',
    currencies: ['EUR'],
    countries: ['AT'],
    min: 100,
    max: 5_000_000,
  },
  {
    id: 'sofort',
    mollie: 'sofort',
    kind: 'bank',
    currencies: ['EUR'],
    countries: ['AT', 'BE', 'DE', 'ES', 'IT', 'NL'],
    min: 10,
    max: 500_000,
  },
  { id: 'blik', mollie: 'blik', kind: 'bank', currencies: ['PLN'], countries: ['PL'], min: 1, max: null },
  {
    id: 'prezelewy24',
    mollie: 'przelewy24',
    kind: 'bank',
    currencies: ['PLN', 'EUR'],
    countries: ['PL'],
    min: 1,
    max: 1_281_500,
  },
  {
    id: 'cartebancaire',
    mollie: 'creditcard',
    kind: 'card',
    currencies: ['EUR'],
    countries: ['FR'],
    min: 1,
    max: null,
  },
  {
    id: 'nexi',
    mollie: 'creditcard',
    kind: 'card',
    currencies: ['EUR'],
    countries: ['IT'],
    min: 1,
    max: null,
  },
  worldwide('creditcard', 'creditcard', 'card'),
  worldwide('visa', 'creditcard', 'card'),
  worldwide('mastercard', 'creditcard', 'card'),
  {
    id: 'maestro',
    mollie: 'creditcard',
    kind: 'card',
    currencies: ['EUR', 'GBP', 'CHF', 'PLN'],
    countries: EUROPE,
    min: 1,
    max: null,
  },
  worldwide('applepay', 'applepay', 'wallet'),
  worldwide('paypal', 'paypal', 'wallet'),
  {
    id: 'paysafecard',
    mollie: 'paysafecard',
    kind: 'voucher',
    currencies: ['EUR'],
    countries: ['AT', 'BE', 'DE', 'ES', 'FR', 'IE', 'IT', 'NL'],
    min: 1,
    max: 100_000,
  },
  {
    id: 'sct',
    mollie: 'banktransfer',
    kind: 'bank',
    currencies: ['EUR'],
    countries: SEPA,
    min: 100,
    max: 100_000_000,
  },
  {
    id: 'sdd',
    mollie: 'directdebit',
    kind: 'direct_debit',
    currencies: ['EUR'],
    countries: SEPA,
    min: 1,
    max: 100_000,
  },
];

const matches = (list: readonly string[] | 'any', value: string) => list === 'any' || list.includes(value);

/** The methods a member in `country` paying `currency` is offered, optionally for one amount (cents). */
export function offeredMethods(country: string, currency: string, amountCents?: number): TOfferedMethod[] {
  return RULES.filter(
    (r) =>
      matches(r.countries, country) &&
      matches(r.currencies, currency) &&
      (amountCents === undefined || (amountCents >= r.min && (r.max === null || amountCents <= r.max))),
  ).map((r) => ({ id: r.id, minimum_cents: r.min, maximum_cents: r.max, kind: r.kind }));
}

/** Whether `method` may pay `amountCents` of `currency` from `country`. */
export function isMethodOffered(
  method: TPaymentMethod,
  country: string,
  currency: string,
  amountCents: number,
): boolean {
  return offeredMethods(country, currency, amountCents).some((m) => m.id === method);
}

/** Mollie's method id for one of ours (e.g. `visa` → `creditcard`, `prezelewy24` → `przelewy24`). */
export function mollieMethodOf(method: TPaymentMethod): string {
  const rule = RULES.find((r) => r.id === method);
  if (!rule) throw new Error(`unknown payment method ${method}`);
  return rule.mollie;
}

/** Every Mollie method id we may send (the sandbox accepts exactly these). */
export const MOLLIE_METHOD_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.mollie));
