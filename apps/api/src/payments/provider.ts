import type { TPaymentState } from '@dating/core/contracts';

/** Mollie's payment statuses (https://docs.mollie.com/reference/status-change). */
export const MOLLIE_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
] as const;
export type MollieStatus = (typeof MOLLIE_STATUSES)[number];

export interface CreatePaymentInput {
  amountCents: number;
  currency: string;
  description: string;
  /** Mollie method id (`ideal`, `creditcard`, …). */
  method: string;
  redirectUrl: string;
  webhookUrl: string;
  locale: string;
  metadata: { order_id: string; payment_id: string };
  /** Sent as Mollie's `Idempotency-Key` header: a retried create makes one payment. */
  idempotencyKey: string;
  /**
   * Mollie's `sequenceType`: `oneoff` (default) or `first`, which needs `customerId` and, once paid by card,
   * PayPal or a SEPA bank method, leaves a mandate on that customer for later `recurring` payments.
   */
  sequenceType?: 'oneoff' | 'first';
  /** Mollie customer (`cst_…`) the payment belongs to; required with `sequenceType: 'first'`. */
  customerId?: string;
}

/**
 * A payment charged on a stored mandate (Mollie `sequenceType: 'recurring'`): no checkout and no redirect,
 * the member is not present; it starts `pending` (or `paid`) and settles by webhook.
 */
export interface CreateRecurringPaymentInput {
  amountCents: number;
  currency: string;
  description: string;
  webhookUrl: string;
  metadata: { order_id: string; payment_id: string };
  idempotencyKey: string;
  customerId: string;
  mandateId: string;
}

/** Mollie's `sequenceType` of a payment. */
export type SequenceType = 'oneoff' | 'first' | 'recurring';

/** What we keep of a provider payment; `amountCents` and `metadata` are checked against our order. */
export interface ProviderPayment {
  id: string;
  status: MollieStatus;
  amountCents: number;
  currency: string;
  checkoutUrl: string | null;
  metadata: Record<string, unknown> | null;
  sequenceType: SequenceType;
  customerId: string | null;
  /** The mandate this payment was charged on, or (a paid `first` payment) the mandate it created. */
  mandateId: string | null;
  /** Mollie's `amountRefunded` / `amountChargedBack` in cents (0 when absent). */
  amountRefundedCents: number;
  amountChargedBackCents: number;
}

/** A Mollie customer (`cst_…`): the holder of mandates. */
export interface ProviderCustomer {
  id: string;
  name: string | null;
  email: string | null;
}

export interface CreateCustomerInput {
  name: string;
  email?: string;
  locale?: string;
  /** Ours, echoed back (e.g. `{ user_id }`). */
  metadata?: Record<string, string>;
  idempotencyKey?: string;
}

export const MANDATE_METHODS = ['directdebit', 'creditcard', 'paypal'] as const;
export type MandateMethod = (typeof MANDATE_METHODS)[number];
/** Mollie's mandate statuses: only a `valid` mandate can be charged. */
export const MANDATE_STATUSES = ['valid', 'pending', 'invalid'] as const;
export type ProviderMandateStatus = (typeof MANDATE_STATUSES)[number];

/**
 * A mandate as Mollie returns it (https://docs.mollie.com/reference/get-mandate). `details` is what Mollie
 * shows of the means: for `directdebit` the holder and IBAN, for `creditcard` the holder, the brand
 * (`cardLabel`, e.g. "Visa") and the last four digits (`cardNumber`), for `paypal` the holder and the PayPal
 * account. Never show a full IBAN to the member: use `mandateLabel`.
 */
export interface ProviderMandate {
  id: string;
  customerId: string;
  method: MandateMethod;
  status: ProviderMandateStatus;
  mandateReference: string | null;
  /** `YYYY-MM-DD`. */
  signatureDate: string | null;
  createdAt: string;
  details: {
    consumerName?: string | null;
    consumerAccount?: string | null;
    consumerBic?: string | null;
    cardHolder?: string | null;
    cardNumber?: string | null;
    cardLabel?: string | null;
    cardExpiryDate?: string | null;
  };
}

/** A SEPA direct-debit mandate signed with us (`POST /v2/customers/{id}/mandates`, method `directdebit`). */
export interface CreateMandateInput {
  customerId: string;
  consumerName: string;
  /** The IBAN, upper case without spaces. */
  consumerAccount: string;
  consumerBic?: string;
  /** `YYYY-MM-DD`, the day the member signed. */
  signatureDate: string;
  /** Our reference of the mandate (≤ 35 characters, shown on the member's bank statement). */
  mandateReference: string;
  idempotencyKey?: string;
}

/** A refund of a payment (https://docs.mollie.com/reference/get-refund). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  createdAt: string;
}

/** `POST /v2/payments/{id}/refunds` (https://docs.mollie.com/reference/create-refund). */
export interface CreateRefundInput {
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Shown on the member's statement (Mollie: ≤ 140 characters). */
  description: string;
  /** Mollie's `Idempotency-Key`: a retried refund is made once. */
  idempotencyKey: string;
}

/** A chargeback of a payment (https://docs.mollie.com/reference/get-chargeback). */
export interface ProviderChargeback {
  id: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  createdAt: string;
  reversedAt: string | null;
}

/** One payment provider; Mollie's HTTP API is the protocol (the sandbox speaks it too). */
export interface PaymentProvider {
  readonly name: 'mollie' | 'sandbox';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /** `POST /v2/customers`. */
  createCustomer(input: CreateCustomerInput): Promise<ProviderCustomer>;
  /** `POST /v2/customers/{customerId}/mandates` (method `directdebit`); answers the `valid` mandate. */
  createMandate(input: CreateMandateInput): Promise<ProviderMandate>;
  /** `GET /v2/customers/{customerId}/mandates`, newest first. */
  listMandates(customerId: string): Promise<ProviderMandate[]>;
  /** `GET /v2/customers/{customerId}/mandates/{mandateId}`. */
  getMandate(customerId: string, mandateId: string): Promise<ProviderMandate>;
  /** `DELETE /v2/customers/{customerId}/mandates/{mandateId}`: it can never be charged again. */
  revokeMandate(customerId: string, mandateId: string): Promise<void>;
  /** `POST /v2/payments` with `sequenceType: 'recurring'`, `customerId` and `mandateId`. */
  createRecurringPayment(input: CreateRecurringPaymentInput): Promise<ProviderPayment>;
  /** `POST /v2/payments/{id}/refunds`: the operator refunds a paid payment (issue 15, ADR 0037). */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** `GET /v2/payments/{id}/refunds`. */
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  /** `GET /v2/payments/{id}/chargebacks`. */
  listChargebacks(paymentId: string): Promise<ProviderChargeback[]>;
}

/** The provider could not be reached or answered something we cannot use. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Our payment state for a Mollie status. */
export function stateOfStatus(status: MollieStatus): TPaymentState {
  switch (status) {
    case 'open':
      return 'created';
    case 'pending':
    case 'authorized':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'canceled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'failed':
      return 'failed';
  }
}

/** Mollie writes amounts as strings with two decimals ("39.95"); every currency we sell in has two. */
export function toMollieAmount(cents: number, currency: string): { value: string; currency: string } {
  return { value: (cents / 100).toFixed(2), currency };
}

export function fromMollieAmount(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}\.\d{2}$/.test(value)) return null;
  const [whole, frac] = value.split('.');
  return Number(whole) * 100 + Number(frac);
}

/**
 * How a mandate is shown to its holder, never the full number: "Visa •••• 4242", "PayPal",
 * "IBAN NL•• …1234".
 */
export function mandateLabel(m: Pick<ProviderMandate, 'method' | 'details'>): string {
  if (m.method === 'creditcard') {
    const last4 = (m.details.cardNumber ?? '').replace(/\D/g, '').slice(-4);
    return `${m.details.cardLabel ?? 'Card'}${last4 ? ` •••• ${last4}` : ''}`;
  }
  if (m.method === 'paypal') return 'PayPal';
  const iban = (m.details.consumerAccount ?? '').replace(/\s/g, '').toUpperCase();
  return iban.length >= 8 ? `IBAN ${iban.slice(0, 2)}•• …${iban.slice(-4)}` : 'IBAN';
}

/** Whether `iban` (upper case, no spaces) has an IBAN's shape and its ISO 13616 mod-97 check digits. */
export function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A provider that refuses everything (production without MOLLIE_API_KEY: checkout answers 503). */
export function unavailableProvider(): PaymentProvider {
  const no = () => Promise.reject(new ProviderError('no payment provider configured'));
  return {
    name: 'mollie',
    createPayment: no,
    getPayment: no,
    createCustomer: no,
    createMandate: no,
    listMandates: no,
    getMandate: no,
    revokeMandate: no,
    createRecurringPayment: no,
    createRefund: no,
    listRefunds: no,
    listChargebacks: no,
  };
}
