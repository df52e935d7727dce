import type { FastifyReply } from 'fastify';
import type { App } from '../../types';
import { MOLLIE_METHOD_IDS } from '../methods';
import { MOLLIE_STATUSES, fromMollieAmount, type MollieStatus } from '../provider';
import { SIGNATURE_HEADER, signWebhook } from '../signature';
import { customerRoutes } from './customers';
import { checkoutPage, finalPage, paidPage } from './page';
import {
  chargebackResource,
  hal,
  invalid,
  listResource,
  notFound,
  refundResource,
  resourceOf,
  unauthorised,
} from './resources';
import { SandboxStore, isFinal, newPaymentId, type SandboxPayment } from './store';

export { resourceOf } from './resources';

/** Where the sandbox is mounted under the API prefix; its REST API is at `<mount>/v2`. */
export const SANDBOX_MOUNT = '/sandbox-provider';

/** A recurring sandbox payment settles (paid, or failed for a "fail" holder) this long after it is made. */
export const SANDBOX_RECURRING_SETTLE_MS = 1_500;

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
  /** How long a recurring payment stays pending (default SANDBOX_RECURRING_SETTLE_MS). */
  recurringSettleMs?: number;
}

const AMOUNT_RE = /^\d{1,7}\.\d{2}$/;
const ID_RE = /^tr_[A-Za-z0-9]{4,40}$/;
const CHOICES: readonly MollieStatus[] = ['paid', 'failed', 'canceled', 'expired', 'pending', 'authorized'];
const URL_RE = /^https?:\/\//;

/**
 * The sandbox payment provider: an in-process fake that speaks Mollie's REST API v2 (payments, customers,
 * mandates, refunds and chargebacks; bearer test key, HAL JSON, Mollie's error shape) and hosts a checkout
 * page where the tester picks paid, failed, canceled, expired or pending, and, for a paid payment, a refund
 * or a chargeback. After a choice it calls the payment's webhook URL with `id=tr_…` (form-encoded, as Mollie
 * does) signed with PAYMENT_WEBHOOK_SECRET, then redirects the browser to the payment's redirect URL.
 * A paid `first` payment leaves a mandate on its customer; a `recurring` payment has no page and settles
 * by itself after a moment (failed when its mandate holder's name contains "fail"), with a webhook.
 * Mounted only when no MOLLIE_API_KEY is configured.
 */
export async function sandboxProvider(app: App, opts: SandboxOptions): Promise<void> {
  const store = new SandboxStore();
  const base = opts.publicBase.replace(/\/+$/, '');
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });

  const authorised = (header: string | undefined) =>
    typeof header === 'string' && /^Bearer test_\w{30,}$/.test(header);
  const idempotencyKey = (key: unknown) =>
    typeof key === 'string' && key.length > 0 && key.length <= 128 ? key : null;

  /** Calls the payment's webhook as Mollie does (`id=tr_…`), signed unless `sign: false`. */
  async function notify(p: SandboxPayment, log: App['log']): Promise<void> {
    if (!p.webhookUrl) return;
    const url = new URL(p.webhookUrl);
    const body = new URLSearchParams({ id: p.id }).toString();
    // The receiver stores each signed delivery once: a second notice about the same payment within the
    // same second (paid, then refunded) must not carry the same signature.
    const at = Math.max(opts.now().getTime(), (p.lastWebhookAt ?? -Infinity) + 1_000);
    p.lastWebhookAt = at;
    const code = await opts
      .deliver(
        url.pathname + url.search,
        {
          'content-type': 'application/x-www-form-urlencoded',
          ...(opts.sign === false
            ? {}
            : { [SIGNATURE_HEADER]: signWebhook(opts.webhookSecret, body, new Date(at)) }),
        },
        body,
      )
      .catch(() => 0);
    log.info({ event: 'sandbox_webhook', status: p.status, answer: code }, 'sandbox webhook delivered');
  }

  // Every call of the REST API needs a test key, as Mollie's do.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/v2/') && !authorised(request.headers.authorization))
      return unauthorised(reply);
  });

  customerRoutes(app, { store, base, now: opts.now, idempotencyKey });

  app.post('/v2/payments', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) return invalid(reply, 'The request body is invalid');
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (
      !amount ||
      typeof amount.value !== 'string' ||
      !AMOUNT_RE.test(amount.value) ||
      typeof amount.currency !== 'string' ||
      !/^[A-Z]{3}$/.test(amount.currency)
    )
      return invalid(reply, 'The amount is invalid', 'amount');
    if (Number(amount.value) < 0.01) return invalid(reply, 'The amount is lower than the minimum', 'amount');
    if (
      typeof body.description !== 'string' ||
      body.description.length === 0 ||
      body.description.length > 255
    )
      return invalid(reply, 'The description is invalid', 'description');
    const sequenceType = body.sequenceType ?? 'oneoff';
    if (sequenceType !== 'oneoff' && sequenceType !== 'first' && sequenceType !== 'recurring')
      return invalid(reply, 'The sequence type is invalid', 'sequenceType');
    const recurring = sequenceType === 'recurring';
    // A recurring payment has no member present: no redirect needed (Mollie's rule).
    if (
      !(recurring && body.redirectUrl === undefined) &&
      (typeof body.redirectUrl !== 'string' || !URL_RE.test(body.redirectUrl))
    )
      return invalid(reply, 'The redirect URL is invalid', 'redirectUrl');
    if (
      body.webhookUrl !== undefined &&
      (typeof body.webhookUrl !== 'string' || !URL_RE.test(body.webhookUrl))
    )
      return invalid(reply, 'The webhook URL is invalid', 'webhookUrl');
    if (body.method !== undefined && (typeof body.method !== 'string' || !MOLLIE_METHOD_IDS.has(body.method)))
      return invalid(reply, 'The payment method is invalid', 'method');
    const customer = typeof body.customerId === 'string' ? store.customer(body.customerId) : undefined;
    if ((body.customerId !== undefined || sequenceType !== 'oneoff') && !customer)
      return invalid(reply, 'The customer id is invalid', 'customerId');
    let mandate = undefined;
    if (recurring) {
      mandate =
        typeof body.mandateId === 'string'
          ? store.mandate(customer!.id, body.mandateId)
          : store.mandatesOf(customer!.id).find((m) => m.status === 'valid');
      if (!mandate || mandate.status !== 'valid')
        return invalid(reply, 'The mandate is invalid or revoked', 'mandateId');
    }
    const key = idempotencyKey(request.headers['idempotency-key']);
    const again = key ? store.get(store.byKey(key) ?? '', opts.now()) : undefined;
    if (again) return hal(reply, resourceOf(again, base), 201);
    const now = opts.now();
    const settleMs = opts.recurringSettleMs ?? SANDBOX_RECURRING_SETTLE_MS;
    const payment: SandboxPayment = {
      id: newPaymentId(),
      createdAt: now,
      status: recurring ? 'pending' : 'open',
      amount: { value: amount.value, currency: amount.currency },
      description: body.description,
      method: mandate ? mandate.method : typeof body.method === 'string' ? body.method : null,
      locale: typeof body.locale === 'string' ? body.locale.slice(0, 10) : null,
      redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : null,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      metadata: body.metadata ?? null,
      sequenceType,
      customerId: customer?.id ?? null,
      mandateId: mandate?.id ?? null,
      refunds: [],
      chargebacks: [],
      ...(recurring ? { settleAt: now.getTime() + settleMs } : {}),
    };
    store.add(payment, key);
    if (recurring) {
      const t = setTimeout(() => {
        timers.delete(t);
        store.settleRecurring(payment, opts.now());
        void notify(payment, app.log);
      }, settleMs);
      t.unref();
      timers.add(t);
    }
    return hal(reply, resourceOf(payment, base), 201);
  });

  const paymentOr404 = (id: string, reply: FastifyReply) => {
    const p = ID_RE.test(id) ? store.get(id, opts.now()) : undefined;
    if (!p) notFound(reply, 'payment', id);
    return p;
  };

  app.get<{ Params: { id: string } }>(
    '/v2/payments/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const p = paymentOr404(request.params.id, reply);
      return p ? hal(reply, resourceOf(p, base)) : reply;
    },
  );

  /** `GET /v2/payments/{id}/<name>`: a payment's refunds or chargebacks as a Mollie list. */
  const paymentList = (name: 'refunds' | 'chargebacks', items: (p: SandboxPayment) => unknown[]) =>
    app.get<{ Params: { id: string } }>(
      `/v2/payments/:id/${name}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const p = paymentOr404(request.params.id, reply);
        if (!p) return reply;
        return hal(reply, listResource(name, items(p), `${base}/v2/payments/${p.id}/${name}`));
      },
    );
  paymentList('refunds', (p) => p.refunds.map((r) => refundResource(p, r, base)));

  /**
   * `POST /v2/payments/{id}/refunds` (Mollie's create-refund): refunds `amount` of what is left of a paid
   * payment at once. An `Idempotency-Key` seen before answers the refund it made. No webhook: the caller (the
   * operator's refund, ADR 0037) books it itself; Mollie's later notice would find it booked.
   */
  const refundsByKey = new Map<string, { payment: string; refund: string }>();
  app.post<{ Params: { id: string }; Body: { amount?: { value?: unknown; currency?: unknown } } }>(
    '/v2/payments/:id/refunds',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const seen = key ? refundsByKey.get(key) : undefined;
      if (seen) {
        const p = paymentOr404(seen.payment, reply);
        const r = p?.refunds.find((x) => x.id === seen.refund);
        if (p && r) return hal(reply, refundResource(p, r, base), 201);
      }
      const value = request.body?.amount?.value;
      const cents = typeof value === 'string' && AMOUNT_RE.test(value) ? fromMollieAmount(value) : null;
      if (cents === null) return invalid(reply, 'The amount is invalid', 'amount');
      const p = paymentOr404(request.params.id, reply);
      if (!p) return reply;
      if (request.body?.amount?.currency !== p.amount.currency)
        return invalid(reply, 'The currency differs from the payment', 'amount.currency');
      const done = store.takeBack(p.id, 'refund', opts.now(), cents);
      if (done === 'not_paid' || !done)
        return invalid(reply, 'The amount is higher than what can be refunded', 'amount');
      const r = done.refunds[done.refunds.length - 1]!;
      if (key) refundsByKey.set(key, { payment: p.id, refund: r.id });
      return hal(reply, refundResource(done, r, base), 201);
    },
  );
  paymentList('chargebacks', (p) => p.chargebacks.map((c) => chargebackResource(p, c, base)));

  const htmlHeaders = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
  /** A final page (title, text, optional way back) with `code`. */
  const finalReply = (reply: FastifyReply, code: number, ...page: Parameters<typeof finalPage>) =>
    htmlHeaders(reply)
      .code(code)
      .send(finalPage(...page));
  const missing = (reply: FastifyReply) =>
    finalReply(reply, 404, 'Payment not found', 'This sandbox payment does not exist.');

  app.get<{ Params: { id: string } }>('/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const p = ID_RE.test(request.params.id) ? store.get(request.params.id, opts.now()) : undefined;
    if (!p) return missing(reply);
    const action = `${base}/checkout/${p.id}`;
    if (p.status === 'paid') return htmlHeaders(reply).send(paidPage(p, action));
    if (isFinal(p.status))
      return htmlHeaders(reply).send(
        finalPage('Payment finished', `This payment is ${p.status}.`, p.redirectUrl ?? undefined),
      );
    return htmlHeaders(reply).send(checkoutPage(p, action, CHOICES));
  });

  /**
   * The tester's choice: `status=` an outcome for an open payment, or `action=refund|chargeback` for a
   * paid one. `webhook=skip` leaves the webhook out (a lost webhook: the site must poll).
   */
  app.post<{ Params: { id: string } }>(
    '/checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const skip = form.get('webhook') === 'skip';
      const action = form.get('action');
      if (action === 'refund' || action === 'chargeback') {
        const p = ID_RE.test(request.params.id)
          ? store.takeBack(request.params.id, action, opts.now())
          : undefined;
        if (!p) return missing(reply);
        if (p === 'not_paid')
          return finalReply(
            reply,
            409,
            'Nothing to take back',
            'Only what is left of a paid payment can be taken back.',
          );
        if (!skip) await notify(p, request.log);
        const done = action === 'refund' ? 'refunded' : 'charged back';
        return htmlHeaders(reply).send(
          finalPage('Payment taken back', `This payment was ${done}.`, p.redirectUrl ?? undefined),
        );
      }
      const status = form.get('status') as MollieStatus | null;
      if (!status || !CHOICES.includes(status) || !MOLLIE_STATUSES.includes(status))
        return finalReply(reply, 400, 'Bad choice', 'Choose one of the offered outcomes.');
      const p = ID_RE.test(request.params.id)
        ? store.setStatus(request.params.id, status, opts.now())
        : undefined;
      if (!p) return missing(reply);
      if (p === 'final') return finalReply(reply, 409, 'Payment finished', 'This payment is already final.');
      if (!skip) await notify(p, request.log);
      // Pending and authorized payments return the browser too (Mollie does for bank transfers).
      return p.redirectUrl
        ? reply.redirect(p.redirectUrl, 303)
        : htmlHeaders(reply).send(finalPage('Done', `This payment is ${p.status}.`));
    },
  );
}
