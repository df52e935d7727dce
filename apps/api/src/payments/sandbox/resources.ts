import type { FastifyReply } from 'fastify';
import { toMollieAmount } from '../provider';
import {
  SANDBOX_EXPIRY_MS,
  chargedBackCents,
  refundedCents,
  type SandboxCustomer,
  type SandboxMandate,
  type SandboxMovement,
  type SandboxPayment,
} from './store';

const DOCS = { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' };
const link = (href: string) => ({ href, type: 'application/hal+json' });

/** Mollie's error body (https://docs.mollie.com/reference/handling-errors). */
export function mollieError(
  reply: FastifyReply,
  status: number,
  title: string,
  detail: string,
  field?: string,
) {
  return hal(
    reply,
    { status, title, detail, ...(field ? { field } : {}), _links: { documentation: DOCS } },
    status,
  );
}

/** A HAL JSON answer, as Mollie sends. */
export const hal = (reply: FastifyReply, body: unknown, code = 200) =>
  reply.code(code).type('application/hal+json').send(body);

/** Mollie's 422 for one invalid field. */
export const invalid = (reply: FastifyReply, detail: string, field?: string) =>
  mollieError(reply, 422, 'Unprocessable Entity', detail, field);

export const notFound = (reply: FastifyReply, what: string, id: string) =>
  mollieError(reply, 404, 'Not Found', `No ${what} exists with token ${id.slice(0, 50)}.`);

/** Mollie's answer to a request without a valid test API key. */
export const unauthorised = (reply: FastifyReply) =>
  mollieError(reply, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

/** Mollie's list shape: `{ count, _embedded: { <name>: [...] }, _links }`. */
export const listResource = (name: string, items: unknown[], self: string) => ({
  count: items.length,
  _embedded: { [name]: items },
  _links: { self: link(self), previous: null, next: null, documentation: DOCS },
});

const iso = (d: Date | undefined) => (d ? d.toISOString() : undefined);

/** Mollie's payment resource for a sandbox payment. */
export function resourceOf(p: SandboxPayment, base: string) {
  const refunded = refundedCents(p);
  const chargedBack = chargedBackCents(p);
  const self = `${base}/v2/payments/${p.id}`;
  return {
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt.toISOString(),
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    status: p.status,
    isCancelable: p.status === 'open',
    ...(p.status === 'open'
      ? { expiresAt: new Date(p.createdAt.getTime() + SANDBOX_EXPIRY_MS).toISOString() }
      : {}),
    paidAt: iso(p.paidAt),
    canceledAt: iso(p.canceledAt),
    expiredAt: iso(p.expiredAt),
    failedAt: iso(p.failedAt),
    ...(p.status === 'paid'
      ? {
          amountRefunded: toMollieAmount(refunded, p.amount.currency),
          amountRemaining: toMollieAmount(
            Math.round(Number(p.amount.value) * 100) - refunded - chargedBack,
            p.amount.currency,
          ),
        }
      : {}),
    ...(chargedBack > 0 ? { amountChargedBack: toMollieAmount(chargedBack, p.amount.currency) } : {}),
    locale: p.locale,
    profileId: 'pfl_sandbox',
    sequenceType: p.sequenceType,
    ...(p.customerId ? { customerId: p.customerId } : {}),
    ...(p.mandateId ? { mandateId: p.mandateId } : {}),
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    _links: {
      self: link(self),
      ...(p.status === 'open' && p.redirectUrl
        ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } }
        : {}),
      ...(p.customerId ? { customer: link(`${base}/v2/customers/${p.customerId}`) } : {}),
      ...(p.customerId && p.mandateId
        ? { mandate: link(`${base}/v2/customers/${p.customerId}/mandates/${p.mandateId}`) }
        : {}),
      ...(p.refunds.length > 0 ? { refunds: link(`${self}/refunds`) } : {}),
      ...(p.chargebacks.length > 0 ? { chargebacks: link(`${self}/chargebacks`) } : {}),
    },
  };
}

/** Mollie's refund resource (refunds in the sandbox are done at once). */
export const refundResource = (p: SandboxPayment, r: SandboxMovement, base: string) => ({
  resource: 'refund',
  id: r.id,
  amount: r.amount,
  status: 'refunded',
  createdAt: r.createdAt.toISOString(),
  description: p.description,
  paymentId: p.id,
  _links: {
    self: link(`${base}/v2/payments/${p.id}/refunds/${r.id}`),
    payment: link(`${base}/v2/payments/${p.id}`),
  },
});

/** Mollie's chargeback resource. */
export const chargebackResource = (p: SandboxPayment, c: SandboxMovement, base: string) => ({
  resource: 'chargeback',
  id: c.id,
  amount: c.amount,
  createdAt: c.createdAt.toISOString(),
  reversedAt: null,
  paymentId: p.id,
  _links: {
    self: link(`${base}/v2/payments/${p.id}/chargebacks/${c.id}`),
    payment: link(`${base}/v2/payments/${p.id}`),
  },
});

export const customerResource = (c: SandboxCustomer, base: string) => ({
  resource: 'customer',
  id: c.id,
  mode: 'test',
  name: c.name,
  email: c.email,
  locale: c.locale,
  metadata: c.metadata,
  createdAt: c.createdAt.toISOString(),
  _links: { self: link(`${base}/v2/customers/${c.id}`) },
});

export const mandateResource = (m: SandboxMandate, base: string) => ({
  resource: 'mandate',
  id: m.id,
  mode: 'test',
  status: m.status,
  method: m.method,
  details: m.details,
  mandateReference: m.mandateReference,
  signatureDate: m.signatureDate,
  createdAt: m.createdAt,
  customerId: m.customerId,
  _links: {
    self: link(`${base}/v2/customers/${m.customerId}/mandates/${m.id}`),
    customer: link(`${base}/v2/customers/${m.customerId}`),
  },
});
