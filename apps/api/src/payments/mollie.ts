import { z } from 'zod';
import {
  MANDATE_METHODS,
  MANDATE_STATUSES,
  MOLLIE_STATUSES,
  ProviderError,
  fromMollieAmount,
  toMollieAmount,
  type CreateCustomerInput,
  type CreateMandateInput,
  type CreatePaymentInput,
  type CreateRecurringPaymentInput,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

const ZAmount = z.object({ value: z.string(), currency: z.string().regex(/^[A-Z]{3}$/) });
const CUSTOMER_ID = /^cst_[A-Za-z0-9]{4,40}$/;
const MANDATE_ID = /^mdt_[A-Za-z0-9]{4,40}$/;
const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,40}$/;

/** The parts of Mollie's payment resource we read (https://docs.mollie.com/reference/get-payment). */
const ZMolliePayment = z.object({
  resource: z.literal('payment'),
  id: z.string().regex(PAYMENT_ID),
  status: z.enum(MOLLIE_STATUSES),
  amount: ZAmount,
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  sequenceType: z.enum(['oneoff', 'first', 'recurring']).optional(),
  customerId: z.string().regex(CUSTOMER_ID).nullable().optional(),
  mandateId: z.string().regex(MANDATE_ID).nullable().optional(),
  amountRefunded: ZAmount.optional(),
  amountChargedBack: ZAmount.optional(),
  _links: z
    .object({ checkout: z.object({ href: z.string() }).optional() })
    .loose()
    .optional(),
});

const ZMollieCustomer = z.object({
  resource: z.literal('customer'),
  id: z.string().regex(CUSTOMER_ID),
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});

const nullableText = z.string().nullable().optional();
/** https://docs.mollie.com/reference/get-mandate */
const ZMollieMandate = z.object({
  resource: z.literal('mandate'),
  id: z.string().regex(MANDATE_ID),
  method: z.enum(MANDATE_METHODS),
  status: z.enum(MANDATE_STATUSES),
  mandateReference: nullableText,
  signatureDate: nullableText,
  createdAt: z.string(),
  customerId: z.string().regex(CUSTOMER_ID).optional(),
  details: z
    .object({
      consumerName: nullableText,
      consumerAccount: nullableText,
      consumerBic: nullableText,
      cardHolder: nullableText,
      cardNumber: nullableText,
      cardLabel: nullableText,
      cardExpiryDate: nullableText,
    })
    .loose()
    .nullable()
    .optional(),
});

const ZMollieRefund = z.object({
  resource: z.literal('refund'),
  id: z.string().regex(/^re_[A-Za-z0-9]{4,40}$/),
  amount: ZAmount,
  status: z.enum(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled']),
  createdAt: z.string(),
  paymentId: z.string().regex(PAYMENT_ID),
});

const ZMollieChargeback = z.object({
  resource: z.literal('chargeback'),
  id: z.string().regex(/^chb_[A-Za-z0-9]{4,40}$/),
  amount: ZAmount,
  createdAt: z.string(),
  reversedAt: z.string().nullable().optional(),
  paymentId: z.string().regex(PAYMENT_ID),
});

/** Mollie's list shape: `{ count, _embedded: { <name>: [...] }, _links }`. */
const listOf = <T extends z.ZodType>(name: string, item: T) =>
  z
    .object({ _embedded: z.object({ [name]: z.array(item) }).optional() })
    .transform(
      (l) => ((l._embedded as Record<string, z.infer<T>[]> | undefined)?.[name] ?? []) as z.infer<T>[],
    );

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text(): Promise<string> }>;

function cents(a: { value: string } | undefined, status: number): number {
  if (!a) return 0;
  const c = fromMollieAmount(a.value);
  if (c === null) throw new ProviderError('provider answered an unreadable amount', status);
  return c;
}

function refundOf(r: z.infer<typeof ZMollieRefund>, status: number): ProviderRefund {
  return {
    id: r.id,
    paymentId: r.paymentId,
    amountCents: cents(r.amount, status),
    currency: r.amount.currency,
    status: r.status,
    createdAt: r.createdAt,
  };
}

function toPayment(p: z.infer<typeof ZMolliePayment>, status: number): ProviderPayment {
  return {
    id: p.id,
    status: p.status,
    amountCents: cents(p.amount, status),
    currency: p.amount.currency,
    checkoutUrl: p._links?.checkout?.href ?? null,
    metadata: p.metadata ?? null,
    sequenceType: p.sequenceType ?? 'oneoff',
    customerId: p.customerId ?? null,
    mandateId: p.mandateId ?? null,
    amountRefundedCents: cents(p.amountRefunded, status),
    amountChargedBackCents: cents(p.amountChargedBack, status),
  };
}

function toMandate(m: z.infer<typeof ZMollieMandate>, customerId: string): ProviderMandate {
  return {
    id: m.id,
    customerId: m.customerId ?? customerId,
    method: m.method,
    status: m.status,
    mandateReference: m.mandateReference ?? null,
    signatureDate: m.signatureDate ?? null,
    createdAt: m.createdAt,
    details: m.details ?? {},
  };
}

const checkId = (re: RegExp, id: string, what: string) => {
  if (!re.test(id)) throw new ProviderError(`bad ${what} id`);
};

/**
 * The Mollie adapter: `fetch` against Mollie's REST API v2 with the API key as bearer token. Pointed at
 * the sandbox (`/api/sandbox-provider/v2`) it pays there instead: the same paths and payloads.
 */
export function createMollieProvider(opts: {
  apiKey: string;
  baseUrl: string;
  name?: 'mollie' | 'sandbox';
  fetch?: FetchLike;
  timeoutMs?: number;
}): PaymentProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike =
    opts.fetch ??
    ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) }));

  /** One call; the answer parsed with `shape` (a 204 answers `undefined`). */
  async function call<T extends z.ZodType>(
    shape: T,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ data: z.infer<T>; status: number }> {
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          accept: 'application/hal+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (err) {
      throw new ProviderError(`provider unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status < 200 || res.status >= 300) {
      // Mollie's error shape: { status, title, detail, field? }; never echo the key.
      let detail = '';
      try {
        detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? '');
      } catch {
        detail = '';
      }
      throw new ProviderError(`provider answered ${res.status}: ${detail.slice(0, 200)}`, res.status);
    }
    if (res.status === 204) return { data: undefined as z.infer<T>, status: res.status };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('provider answered something that is not JSON', res.status);
    }
    const parsed = shape.safeParse(json);
    if (!parsed.success) throw new ProviderError('provider answered an unexpected shape', res.status);
    return { data: parsed.data, status: res.status };
  }

  const payment = async (method: string, path: string, body?: unknown, extra?: Record<string, string>) => {
    const { data, status } = await call(ZMolliePayment, method, path, body, extra);
    return toPayment(data, status);
  };
  const idem = (key: string | undefined): Record<string, string> => (key ? { 'idempotency-key': key } : {});

  return {
    name: opts.name ?? 'mollie',
    createPayment: (input: CreatePaymentInput) =>
      payment(
        'POST',
        '/payments',
        {
          amount: toMollieAmount(input.amountCents, input.currency),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: input.method,
          locale: input.locale,
          metadata: input.metadata,
          ...(input.sequenceType ? { sequenceType: input.sequenceType } : {}),
          ...(input.customerId ? { customerId: input.customerId } : {}),
        },
        idem(input.idempotencyKey),
      ),
    getPayment: async (id: string) => {
      checkId(PAYMENT_ID, id, 'payment');
      return payment('GET', `/payments/${id}`);
    },
    createCustomer: async (input: CreateCustomerInput) => {
      const { data } = await call(
        ZMollieCustomer,
        'POST',
        '/customers',
        {
          name: input.name,
          ...(input.email ? { email: input.email } : {}),
          ...(input.locale ? { locale: input.locale } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        idem(input.idempotencyKey),
      );
      return { id: data.id, name: data.name ?? null, email: data.email ?? null };
    },
    createMandate: async (input: CreateMandateInput) => {
      checkId(CUSTOMER_ID, input.customerId, 'customer');
      const { data } = await call(
        ZMollieMandate,
        'POST',
        `/customers/${input.customerId}/mandates`,
        {
          method: 'directdebit',
          consumerName: input.consumerName,
          consumerAccount: input.consumerAccount,
          ...(input.consumerBic ? { consumerBic: input.consumerBic } : {}),
          signatureDate: input.signatureDate,
          mandateReference: input.mandateReference,
        },
        idem(input.idempotencyKey),
      );
      return toMandate(data, input.customerId);
    },
    listMandates: async (customerId: string) => {
      checkId(CUSTOMER_ID, customerId, 'customer');
      const { data } = await call(
        listOf('mandates', ZMollieMandate),
        'GET',
        `/customers/${customerId}/mandates?limit=250`,
      );
      return data.map((m) => toMandate(m, customerId));
    },
    getMandate: async (customerId: string, mandateId: string) => {
      checkId(CUSTOMER_ID, customerId, 'customer');
      checkId(MANDATE_ID, mandateId, 'mandate');
      const { data } = await call(ZMollieMandate, 'GET', `/customers/${customerId}/mandates/${mandateId}`);
      return toMandate(data, customerId);
    },
    revokeMandate: async (customerId: string, mandateId: string) => {
      checkId(CUSTOMER_ID, customerId, 'customer');
      checkId(MANDATE_ID, mandateId, 'mandate');
      await call(z.unknown(), 'DELETE', `/customers/${customerId}/mandates/${mandateId}`);
    },
    createRecurringPayment: async (input: CreateRecurringPaymentInput) => {
      checkId(CUSTOMER_ID, input.customerId, 'customer');
      checkId(MANDATE_ID, input.mandateId, 'mandate');
      return payment(
        'POST',
        '/payments',
        {
          amount: toMollieAmount(input.amountCents, input.currency),
          description: input.description,
          webhookUrl: input.webhookUrl,
          sequenceType: 'recurring',
          customerId: input.customerId,
          mandateId: input.mandateId,
          metadata: input.metadata,
        },
        idem(input.idempotencyKey),
      );
    },
    createRefund: async (input: CreateRefundInput) => {
      checkId(PAYMENT_ID, input.paymentId, 'payment');
      const { data: r, status } = await call(
        ZMollieRefund,
        'POST',
        `/payments/${input.paymentId}/refunds`,
        {
          amount: toMollieAmount(input.amountCents, input.currency),
          description: input.description.slice(0, 140),
        },
        idem(input.idempotencyKey),
      );
      return refundOf(r, status);
    },
    listRefunds: async (id: string) => {
      checkId(PAYMENT_ID, id, 'payment');
      const { data, status } = await call(listOf('refunds', ZMollieRefund), 'GET', `/payments/${id}/refunds`);
      return data.map((r) => refundOf(r, status));
    },
    listChargebacks: async (id: string) => {
      checkId(PAYMENT_ID, id, 'payment');
      const { data, status } = await call(
        listOf('chargebacks', ZMollieChargeback),
        'GET',
        `/payments/${id}/chargebacks`,
      );
      return data.map((c) => ({
        id: c.id,
        paymentId: c.paymentId,
        amountCents: cents(c.amount, status),
        currency: c.amount.currency,
        createdAt: c.createdAt,
        reversedAt: c.reversedAt ?? null,
      }));
    },
  };
}

/** Mollie's locale for a member language. */
export function mollieLocale(language: string): string {
  const map: Record<string, string> = {
    en: 'en_US',
    nl: 'nl_NL',
    de: 'de_DE',
    fr: 'fr_FR',
    it: 'it_IT',
    es: 'es_ES',
    pl: 'pl_PL',
  };
  return map[language] ?? 'en_US';
}
