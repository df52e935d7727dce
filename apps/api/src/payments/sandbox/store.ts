import { randomBytes } from 'node:crypto';
import {
  fromMollieAmount,
  toMollieAmount,
  type MandateMethod,
  type MollieStatus,
  type ProviderMandate,
  type SequenceType,
} from '../provider';

type Amount = { value: string; currency: string };

/** A refund or chargeback as the sandbox keeps it. */
export interface SandboxMovement {
  id: string;
  amount: Amount;
  createdAt: Date;
}

/** A payment as the sandbox keeps it: the fields of Mollie's payment resource that it serves. */
export interface SandboxPayment {
  id: string;
  createdAt: Date;
  status: MollieStatus;
  amount: Amount;
  description: string;
  method: string | null;
  locale: string | null;
  redirectUrl: string | null;
  webhookUrl: string | null;
  metadata: unknown;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  /** Recurring payments settle by themselves at this time (ms). */
  settleAt?: number;
  refunds: SandboxMovement[];
  chargebacks: SandboxMovement[];
  /** When its last webhook was signed: each delivery gets a later second, so none looks like a replay. */
  lastWebhookAt?: number;
  paidAt?: Date;
  canceledAt?: Date;
  expiredAt?: Date;
  failedAt?: Date;
}

export interface SandboxCustomer {
  id: string;
  createdAt: Date;
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
}

export type SandboxMandate = ProviderMandate;

/** Mollie lets open payments expire after 15 minutes for most methods; the sandbox does the same. */
export const SANDBOX_EXPIRY_MS = 15 * 60_000;
const FINAL: ReadonlySet<MollieStatus> = new Set(['paid', 'canceled', 'expired', 'failed']);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Mollie-looking id: `tr_…`, `cst_…`, `mdt_…`, `re_…`, `chb_…`. */
export function newId(prefix: 'tr' | 'cst' | 'mdt' | 're' | 'chb'): string {
  const bytes = randomBytes(10);
  let out = `${prefix}_`;
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export const newPaymentId = () => newId('tr');

/** The mandate a paid `first` payment leaves, by the method it was paid with (Mollie's behaviour). */
function mandateMethodOf(method: string | null): MandateMethod | null {
  if (method === 'creditcard' || method === 'paypal') return method;
  // SEPA bank methods leave a direct-debit mandate on the account they were paid from.
  if (method && ['ideal', 'bancontact', 'sofort', 'eps', 'giropay', 'belfius', 'kbc'].includes(method))
    return 'directdebit';
  return null;
}

/** Who holds a mandate (its card holder or account holder). */
export const holderOf = (m: SandboxMandate) => m.details.cardHolder ?? m.details.consumerName ?? '';

const sum = (xs: SandboxMovement[]) => xs.reduce((n, x) => n + (fromMollieAmount(x.amount.value) ?? 0), 0);
export const refundedCents = (p: SandboxPayment) => sum(p.refunds);
export const chargedBackCents = (p: SandboxPayment) => sum(p.chargebacks);

/** In-memory payments, customers and mandates of the sandbox (one process; bounded, oldest dropped first). */
export class SandboxStore {
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly customers = new Map<string, SandboxCustomer>();
  private readonly mandates = new Map<string, SandboxMandate>();
  /** Idempotency key → id of what the first request with it created. */
  private readonly byIdempotencyKey = new Map<string, string>();

  constructor(private readonly limit = 50_000) {}

  private bounded<T>(map: Map<string, T>, id: string, value: T, idempotencyKey: string | null): void {
    if (map.size >= this.limit) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(id, value);
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, id);
  }

  add(p: SandboxPayment, idempotencyKey: string | null): void {
    this.bounded(this.payments, p.id, p, idempotencyKey);
  }

  addCustomer(c: SandboxCustomer, idempotencyKey: string | null): void {
    this.bounded(this.customers, c.id, c, idempotencyKey);
  }

  addMandate(m: SandboxMandate, idempotencyKey: string | null): void {
    this.bounded(this.mandates, m.id, m, idempotencyKey);
  }

  /** What an earlier request with this idempotency key created (its id). */
  byKey(key: string): string | undefined {
    return this.byIdempotencyKey.get(key);
  }

  customer(id: string): SandboxCustomer | undefined {
    return this.customers.get(id);
  }

  mandate(customerId: string, id: string): SandboxMandate | undefined {
    const m = this.mandates.get(id);
    return m && m.customerId === customerId ? m : undefined;
  }

  /** The customer's mandates, newest first. */
  mandatesOf(customerId: string): SandboxMandate[] {
    return [...this.mandates.values()].filter((m) => m.customerId === customerId).reverse();
  }

  /** The payment at `now`: an open one past its expiry has expired, a recurring one past its moment settled. */
  get(id: string, now: Date): SandboxPayment | undefined {
    const p = this.payments.get(id);
    if (p && p.status === 'open' && now.getTime() - p.createdAt.getTime() > SANDBOX_EXPIRY_MS) {
      p.status = 'expired';
      p.expiredAt = now;
    }
    if (p?.settleAt !== undefined && now.getTime() >= p.settleAt) this.settleRecurring(p, now);
    return p;
  }

  /**
   * A recurring payment's outcome: paid, or failed when its mandate is no longer valid or its holder's
   * name contains "fail" (the sandbox's way to test the failure path).
   */
  settleRecurring(p: SandboxPayment, now: Date): void {
    if (p.status !== 'pending' || p.settleAt === undefined) return;
    delete p.settleAt;
    const m = p.customerId && p.mandateId ? this.mandate(p.customerId, p.mandateId) : undefined;
    this.move(p, !m || m.status !== 'valid' || /fail/i.test(holderOf(m)) ? 'failed' : 'paid', now);
  }

  private move(p: SandboxPayment, status: MollieStatus, now: Date): void {
    p.status = status;
    if (status === 'paid') p.paidAt = now;
    if (status === 'canceled') p.canceledAt = now;
    if (status === 'expired') p.expiredAt = now;
    if (status === 'failed') p.failedAt = now;
    if (status === 'paid' && p.sequenceType === 'first') this.mandateFromFirst(p, now);
  }

  /** A paid `first` payment leaves a valid mandate on its customer, as Mollie does. */
  private mandateFromFirst(p: SandboxPayment, now: Date): void {
    const customer = p.customerId ? this.customers.get(p.customerId) : undefined;
    const method = mandateMethodOf(p.method);
    if (!customer || !method) return;
    const holder = customer.name ?? 'Sandbox Member';
    const details: SandboxMandate['details'] =
      method === 'creditcard'
        ? { cardHolder: holder, cardNumber: '4242', cardLabel: 'Visa', cardExpiryDate: '2030-12-31' }
        : method === 'paypal'
          ? { consumerName: holder, consumerAccount: customer.email ?? 'member@example.com' }
          : { consumerName: holder, consumerAccount: 'NL55INGB0000000000', consumerBic: 'INGBNL2A' };
    const m: SandboxMandate = {
      id: newId('mdt'),
      customerId: customer.id,
      method,
      status: 'valid',
      mandateReference: null,
      signatureDate: now.toISOString().slice(0, 10),
      createdAt: now.toISOString(),
      details,
    };
    this.addMandate(m, null);
    p.mandateId = m.id;
  }

  /** The tester's choice on the hosted page; a final payment never changes again. */
  setStatus(id: string, status: MollieStatus, now: Date): SandboxPayment | 'final' | undefined {
    const p = this.get(id, now);
    if (!p) return undefined;
    if (FINAL.has(p.status)) return 'final';
    this.move(p, status, now);
    return p;
  }

  /**
   * The tester refunds what is left of a paid payment, or the bank charges it back (once): Mollie keeps
   * the payment `paid` and reports `amountRefunded` / `amountChargedBack`.
   */
  takeBack(
    id: string,
    kind: 'refund' | 'chargeback',
    now: Date,
    /** A refund of part of what is left (the refunds API); default all of it. */
    cents?: number,
  ): SandboxPayment | 'not_paid' | undefined {
    const p = this.get(id, now);
    if (!p) return undefined;
    const left = (fromMollieAmount(p.amount.value) ?? 0) - refundedCents(p) - chargedBackCents(p);
    if (p.status !== 'paid' || left <= 0 || (kind === 'chargeback' && p.chargebacks.length > 0))
      return 'not_paid';
    if (cents !== undefined && (cents <= 0 || cents > left)) return 'not_paid';
    const movement = {
      id: newId(kind === 'refund' ? 're' : 'chb'),
      amount: toMollieAmount(cents ?? left, p.amount.currency),
      createdAt: now,
    };
    (kind === 'refund' ? p.refunds : p.chargebacks).push(movement);
    return p;
  }
}

export const isFinal = (status: MollieStatus) => FINAL.has(status);
