import { z } from 'zod';
import {
  MOLLIE_STATUSES,
  ProviderError,
  fromMollieAmount,
  toMollieAmount,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
} from './provider';

/** The parts of Mollie's payment resource we read (https://docs.mollie.com/reference/get-payment). */
const ZMolliePayment = z.object({
  resource: z.literal('payment'),
  id: z.string().regex(/^tr_[A-Za-z0-9]{4,40}$/),
  status: z.enum(MOLLIE_STATUSES),
  amount: z.object({ value: z.string(), currency: z.string().regex(/^[A-Z]{3}$/) }),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  _links: z
    .object({ checkout: z.object({ href: z.string() }).optional() })
    .loose()
    .optional(),
});

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text(): Promise<string> }>;

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

  async function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
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
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('provider answered something that is not JSON', res.status);
    }
    const parsed = ZMolliePayment.safeParse(json);
    if (!parsed.success) throw new ProviderError('provider answered an unexpected payment shape', res.status);
    const p = parsed.data;
    const amountCents = fromMollieAmount(p.amount.value);
    if (amountCents === null) throw new ProviderError('provider answered an unreadable amount', res.status);
    return {
      id: p.id,
      status: p.status,
      amountCents,
      currency: p.amount.currency,
      checkoutUrl: p._links?.checkout?.href ?? null,
      metadata: p.metadata ?? null,
    } satisfies ProviderPayment;
  }

  return {
    name: opts.name ?? 'mollie',
    createPayment: (input: CreatePaymentInput) =>
      call(
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
        },
        { 'idempotency-key': input.idempotencyKey },
      ),
    getPayment: (id: string) => {
      if (!/^tr_[A-Za-z0-9]{4,40}$/.test(id)) return Promise.reject(new ProviderError('bad payment id'));
      return call('GET', `/payments/${id}`);
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
