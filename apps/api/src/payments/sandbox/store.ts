import { randomBytes } from 'node:crypto';
import type { MollieStatus } from '../provider';

/** A payment as the sandbox keeps it: the fields of Mollie's payment resource that it serves. */
export interface SandboxPayment {
  id: string;
  createdAt: Date;
  status: MollieStatus;
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  locale: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  paidAt?: Date;
  canceledAt?: Date;
  expiredAt?: Date;
  failedAt?: Date;
}

/** Mollie lets open payments expire after 15 minutes for most methods; the sandbox does the same. */
export const SANDBOX_EXPIRY_MS = 15 * 60_000;
const FINAL: ReadonlySet<MollieStatus> = new Set(['paid', 'canceled', 'expired', 'failed']);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newPaymentId(): string {
  const bytes = randomBytes(10);
  let out = 'tr_';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** In-memory payments of the sandbox (one process; bounded, oldest dropped first). */
export class SandboxStore {
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly byIdempotencyKey = new Map<string, string>();

  constructor(private readonly limit = 50_000) {}

  add(p: SandboxPayment, idempotencyKey: string | null): void {
    if (this.payments.size >= this.limit) {
      const oldest = this.payments.keys().next().value;
      if (oldest !== undefined) this.payments.delete(oldest);
    }
    this.payments.set(p.id, p);
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, p.id);
  }

  byKey(key: string): SandboxPayment | undefined {
    const id = this.byIdempotencyKey.get(key);
    return id ? this.payments.get(id) : undefined;
  }

  /** The payment at `now`: an open one past its expiry has expired. */
  get(id: string, now: Date): SandboxPayment | undefined {
    const p = this.payments.get(id);
    if (p && p.status === 'open' && now.getTime() - p.createdAt.getTime() > SANDBOX_EXPIRY_MS) {
      p.status = 'expired';
      p.expiredAt = now;
    }
    return p;
  }

  /** The tester's choice on the hosted page; a final payment never changes again. */
  setStatus(id: string, status: MollieStatus, now: Date): SandboxPayment | 'final' | undefined {
    const p = this.get(id, now);
    if (!p) return undefined;
    if (FINAL.has(p.status)) return 'final';
    p.status = status;
    if (status === 'paid') p.paidAt = now;
    if (status === 'canceled') p.canceledAt = now;
    if (status === 'expired') p.expiredAt = now;
    if (status === 'failed') p.failedAt = now;
    return p;
  }
}

export const isFinal = (status: MollieStatus) => FINAL.has(status);
