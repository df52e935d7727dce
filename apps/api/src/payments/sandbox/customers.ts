import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { validIban } from '../provider';
import { customerResource, hal, invalid, listResource, mandateResource, notFound } from './resources';
import { newId, type SandboxMandate, type SandboxStore } from './store';

const CUSTOMER_RE = /^cst_[A-Za-z0-9]{4,40}$/;
const MANDATE_RE = /^mdt_[A-Za-z0-9]{4,40}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

type Body = Record<string, unknown>;
const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max ? v.trim() : null;

/**
 * The sandbox's Customers and Mandates API (https://docs.mollie.com/reference/customers-api,
 * https://docs.mollie.com/reference/mandates-api): create and get a customer; create (SEPA direct debit),
 * list, get and revoke its mandates. Card and PayPal mandates come from paid `first` payments.
 */
export function customerRoutes(
  app: App,
  o: {
    store: SandboxStore;
    base: string;
    now: () => Date;
    idempotencyKey: (header: unknown) => string | null;
  },
): void {
  const { store, base } = o;
  const customerOf = (id: string) => (CUSTOMER_RE.test(id) ? store.customer(id) : undefined);
  type Customer = NonNullable<ReturnType<typeof customerOf>>;
  type CustomerRequest = FastifyRequest<{ Params: { id: string } }>;

  /** A hidden route under `/v2/customers/:id`: Mollie's 404 for an unknown customer, else `handle` with it. */
  const customerRoute = (
    method: 'GET' | 'POST',
    url: string,
    handle: (c: Customer, request: CustomerRequest, reply: FastifyReply) => unknown,
  ) =>
    app.route<{ Params: { id: string } }>({
      method,
      url,
      schema: { hide: true },
      handler: async (request, reply) => {
        const c = customerOf(request.params.id);
        if (!c) return notFound(reply, 'customer', request.params.id);
        return handle(c, request, reply);
      },
    });

  app.post('/v2/customers', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const key = o.idempotencyKey(request.headers['idempotency-key']);
    const again = key ? store.customer(store.byKey(key) ?? '') : undefined;
    if (again) return hal(reply, customerResource(again, base), 201);
    if (body.name !== undefined && text(body.name, 255) === null)
      return invalid(reply, 'The name is invalid', 'name');
    if (body.email !== undefined && (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(body.email)))
      return invalid(reply, 'The email address is invalid', 'email');
    const c = {
      id: newId('cst'),
      createdAt: o.now(),
      name: text(body.name, 255),
      email: typeof body.email === 'string' ? body.email : null,
      locale: typeof body.locale === 'string' ? body.locale.slice(0, 10) : null,
      metadata: body.metadata ?? null,
    };
    store.addCustomer(c, key);
    return hal(reply, customerResource(c, base), 201);
  });

  customerRoute('GET', '/v2/customers/:id', (c, _request, reply) => hal(reply, customerResource(c, base)));

  customerRoute('POST', '/v2/customers/:id/mandates', (c, request, reply) => {
    const key = o.idempotencyKey(request.headers['idempotency-key']);
    const again = key ? store.mandate(c.id, store.byKey(key) ?? '') : undefined;
    if (again) return hal(reply, mandateResource(again, base), 201);
    const body = (request.body ?? {}) as Body;
    if (body.method !== 'directdebit') return invalid(reply, 'The payment method is invalid', 'method');
    const consumerName = text(body.consumerName, 255);
    if (!consumerName) return invalid(reply, 'The consumer name is invalid', 'consumerName');
    const iban = typeof body.consumerAccount === 'string' ? body.consumerAccount.replace(/\s/g, '') : '';
    if (!validIban(iban)) return invalid(reply, 'The consumer account is invalid', 'consumerAccount');
    if (body.consumerBic !== undefined && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(String(body.consumerBic)))
      return invalid(reply, 'The consumer BIC is invalid', 'consumerBic');
    const signatureDate = body.signatureDate ?? o.now().toISOString().slice(0, 10);
    if (
      typeof signatureDate !== 'string' ||
      !DATE_RE.test(signatureDate) ||
      signatureDate > o.now().toISOString().slice(0, 10)
    )
      return invalid(reply, 'The signature date is invalid', 'signatureDate');
    if (body.mandateReference !== undefined && text(body.mandateReference, 35) === null)
      return invalid(reply, 'The mandate reference is invalid', 'mandateReference');
    const m: SandboxMandate = {
      id: newId('mdt'),
      customerId: c.id,
      method: 'directdebit',
      status: 'valid',
      mandateReference: text(body.mandateReference, 35),
      signatureDate,
      createdAt: o.now().toISOString(),
      details: {
        consumerName,
        consumerAccount: iban,
        consumerBic: typeof body.consumerBic === 'string' ? body.consumerBic : null,
      },
    };
    store.addMandate(m, key);
    return hal(reply, mandateResource(m, base), 201);
  });

  customerRoute('GET', '/v2/customers/:id/mandates', (c, _request, reply) => {
    const items = store.mandatesOf(c.id).map((m) => mandateResource(m, base));
    return hal(reply, listResource('mandates', items, `${base}/v2/customers/${c.id}/mandates`));
  });

  const oneMandate = (params: { id: string; mandate: string }) =>
    CUSTOMER_RE.test(params.id) && MANDATE_RE.test(params.mandate)
      ? store.mandate(params.id, params.mandate)
      : undefined;

  app.get<{ Params: { id: string; mandate: string } }>(
    '/v2/customers/:id/mandates/:mandate',
    { schema: { hide: true } },
    async (request, reply) => {
      const m = oneMandate(request.params);
      if (!m) return notFound(reply, 'mandate', request.params.mandate);
      return hal(reply, mandateResource(m, base));
    },
  );

  app.delete<{ Params: { id: string; mandate: string } }>(
    '/v2/customers/:id/mandates/:mandate',
    { schema: { hide: true } },
    async (request, reply) => {
      const m = oneMandate(request.params);
      if (!m || m.status === 'invalid') return notFound(reply, 'mandate', request.params.mandate);
      m.status = 'invalid';
      return reply.code(204).send();
    },
  );
}
