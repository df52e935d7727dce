import type { FastifyReply } from 'fastify';
import type { App } from '../../types';
import { MOLLIE_METHOD_IDS } from '../methods';
import { MOLLIE_STATUSES, type MollieStatus } from '../provider';
import { SIGNATURE_HEADER, signWebhook } from '../signature';
import { checkoutPage, finalPage } from './page';
import { SANDBOX_EXPIRY_MS, SandboxStore, isFinal, newPaymentId, type SandboxPayment } from './store';

/** Where the sandbox is mounted under the API prefix; its REST API is at `<mount>/v2`. */
export const SANDBOX_MOUNT = '/sandbox-provider';

export interface SandboxOptions {
  /** Base of the links it hands out (the site's public URL + `/api/sandbox-provider`). */
  publicBase: string;
  /** Key of the webhook HMAC (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Sign webhooks with the HMAC header (default). `false` calls them as Mollie's classic webhooks do. */
  sign?: boolean;
  now: () => Date;
  /** Delivers a webhook: in-process through `app.inject` (the sandbox lives in the API). */
  deliver: (path: string, headers: Record<string, string>, body: string) => Promise<number>;
}

/** Mollie's error body (https://docs.mollie.com/reference/handling-errors). */
function mollieError(reply: FastifyReply, status: number, title: string, detail: string, field?: string) {
  return reply
    .code(status)
    .type('application/hal+json')
    .send({
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    });
}

/** Mollie's answer to a request without a valid test API key. */
const unauthorised = (reply: FastifyReply) =>
  mollieError(reply, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

/** Mollie's payment resource for a sandbox payment. */
export function resourceOf(p: SandboxPayment, base: string) {
  const iso = (d: Date | undefined) => (d ? d.toISOString() : undefined);
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
    locale: p.locale,
    profileId: 'pfl_sandbox',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } } : {}),
    },
  };
}

const AMOUNT_RE = /^\d{1,7}\.\d{2}$/;
const ID_RE = /^tr_[A-Za-z0-9]{4,40}$/;
const CHOICES: readonly MollieStatus[] = ['paid', 'failed', 'canceled', 'expired', 'pending', 'authorized'];

/**
 * The sandbox payment provider: an in-process fake that speaks Mollie's REST API v2 (create and get a
 * payment, bearer test key, HAL JSON, Mollie's error shape) and hosts a checkout page where the tester
 * picks paid, failed, canceled, expired or pending. After a choice it calls the payment's webhook URL with
 * `id=tr_…` (form-encoded, as Mollie does) signed with PAYMENT_WEBHOOK_SECRET, then redirects the browser
 * to the payment's redirect URL. Mounted only when no MOLLIE_API_KEY is configured.
 */
export async function sandboxProvider(app: App, opts: SandboxOptions): Promise<void> {
  const store = new SandboxStore();
  const base = opts.publicBase.replace(/\/+$/, '');

  const authorised = (header: string | undefined) =>
    typeof header === 'string' && /^Bearer test_\w{30,}$/.test(header);

  app.post('/v2/payments', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request.headers.authorization)) return unauthorised(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      return mollieError(reply, 422, 'Unprocessable Entity', 'The request body is invalid');
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (
      !amount ||
      typeof amount.value !== 'string' ||
      !AMOUNT_RE.test(amount.value) ||
      typeof amount.currency !== 'string' ||
      !/^[A-Z]{3}$/.test(amount.currency)
    )
      return mollieError(reply, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
    if (Number(amount.value) < 0.01)
      return mollieError(
        reply,
        422,
        'Unprocessable Entity',
        'The amount is lower than the minimum',
        'amount',
      );
    if (
      typeof body.description !== 'string' ||
      body.description.length === 0 ||
      body.description.length > 255
    )
      return mollieError(reply, 422, 'Unprocessable Entity', 'The description is invalid', 'description');
    if (typeof body.redirectUrl !== 'string' || !/^https?:\/\//.test(body.redirectUrl))
      return mollieError(reply, 422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
    if (
      body.webhookUrl !== undefined &&
      (typeof body.webhookUrl !== 'string' || !/^https?:\/\//.test(body.webhookUrl))
    )
      return mollieError(reply, 422, 'Unprocessable Entity', 'The webhook URL is invalid', 'webhookUrl');
    if (body.method !== undefined && (typeof body.method !== 'string' || !MOLLIE_METHOD_IDS.has(body.method)))
      return mollieError(reply, 422, 'Unprocessable Entity', 'The payment method is invalid', 'method');
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && key.length > 0 && key.length <= 128 ? key : null;
    const again = idempotencyKey ? store.byKey(idempotencyKey) : undefined;
    if (again) return reply.code(201).type('application/hal+json').send(resourceOf(again, base));
    const payment: SandboxPayment = {
      id: newPaymentId(),
      createdAt: opts.now(),
      status: 'open',
      amount: { value: amount.value, currency: amount.currency },
      description: body.description,
      method: typeof body.method === 'string' ? body.method : null,
      locale: typeof body.locale === 'string' ? body.locale.slice(0, 10) : null,
      redirectUrl: body.redirectUrl,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      metadata: body.metadata ?? null,
    };
    store.add(payment, idempotencyKey);
    return reply.code(201).type('application/hal+json').send(resourceOf(payment, base));
  });

  app.get<{ Params: { id: string } }>(
    '/v2/payments/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!authorised(request.headers.authorization)) return unauthorised(reply);
      const p = ID_RE.test(request.params.id) ? store.get(request.params.id, opts.now()) : undefined;
      if (!p)
        return mollieError(
          reply,
          404,
          'Not Found',
          `No payment exists with token ${request.params.id.slice(0, 50)}.`,
        );
      return reply.type('application/hal+json').send(resourceOf(p, base));
    },
  );

  const htmlHeaders = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );

  app.get<{ Params: { id: string } }>('/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const p = ID_RE.test(request.params.id) ? store.get(request.params.id, opts.now()) : undefined;
    if (!p)
      return htmlHeaders(reply)
        .code(404)
        .send(finalPage('Payment not found', 'This sandbox payment does not exist.'));
    if (isFinal(p.status))
      return htmlHeaders(reply).send(
        finalPage('Payment finished', `This payment is ${p.status}.`, p.redirectUrl),
      );
    return htmlHeaders(reply).send(checkoutPage(p, `${base}/checkout/${p.id}`, CHOICES));
  });

  /** The tester's choice. `webhook=skip` leaves the webhook out (a lost webhook: the site must poll). */
  app.post<{ Params: { id: string } }>(
    '/checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const status = form.get('status') as MollieStatus | null;
      if (!status || !CHOICES.includes(status) || !MOLLIE_STATUSES.includes(status))
        return htmlHeaders(reply)
          .code(400)
          .send(finalPage('Bad choice', 'Choose one of the offered outcomes.'));
      const p = ID_RE.test(request.params.id)
        ? store.setStatus(request.params.id, status, opts.now())
        : undefined;
      if (!p)
        return htmlHeaders(reply)
          .code(404)
          .send(finalPage('Payment not found', 'This sandbox payment does not exist.'));
      if (p === 'final')
        return htmlHeaders(reply)
          .code(409)
          .send(finalPage('Payment finished', 'This payment is already final.'));
      if (p.webhookUrl && form.get('webhook') !== 'skip') {
        const url = new URL(p.webhookUrl);
        const body = new URLSearchParams({ id: p.id }).toString();
        const code = await opts
          .deliver(
            url.pathname + url.search,
            {
              'content-type': 'application/x-www-form-urlencoded',
              ...(opts.sign === false
                ? {}
                : { [SIGNATURE_HEADER]: signWebhook(opts.webhookSecret, body, opts.now()) }),
            },
            body,
          )
          .catch(() => 0);
        request.log.info(
          { event: 'sandbox_webhook', status: p.status, answer: code },
          'sandbox webhook delivered',
        );
      }
      // Pending and authorized payments return the browser too (Mollie does for bank transfers).
      return reply.redirect(p.redirectUrl, 303);
    },
  );
}
