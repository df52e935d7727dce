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
}

/** What we keep of a provider payment; `amountCents` and `metadata` are checked against our order. */
export interface ProviderPayment {
  id: string;
  status: MollieStatus;
  amountCents: number;
  currency: string;
  checkoutUrl: string | null;
  metadata: Record<string, unknown> | null;
}

/** One payment provider; Mollie's HTTP API is the protocol (the sandbox speaks it too). */
export interface PaymentProvider {
  readonly name: 'mollie' | 'sandbox';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
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
