import { randomBytes } from 'node:crypto';
import { sites } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { defineDomain } from '../domains';
import { isLocalUrl } from '../env';
import type { BuildAppOptions } from '../app';
import type { App } from '../types';
import { MOLLIE_API_URL, SANDBOX_API_KEY, type PaymentsAppOptions } from './config';
import { createMollieProvider, type FetchLike } from './mollie';
import { operatorFinanceRoutes } from './operator-finance-routes';
import type { PaymentsDeps } from './orders';
import { unavailableProvider, type PaymentProvider } from './provider';
import { repeatRoutes } from './repeat-routes';
import { paymentRoutes } from './routes';
import { SANDBOX_MOUNT, sandboxProvider } from './sandbox';
import { orderWebhookToken } from './signature';

/** Mollie's webhook and the sandbox's checkout form are form-encoded; kept raw for the HMAC. */
const FORM_LIMIT_BYTES = 4096;

/** Whether the sandbox provider may run: no Mollie key, and never in production on a real domain. */
export function sandboxAllowed(opts: BuildAppOptions & PaymentsAppOptions): boolean {
  if (opts.payments?.mollieApiKey) return false;
  return !opts.production || isLocalUrl(opts.publicUrl ?? 'http://localhost:3000');
}

/** `fetch` through `app.inject`: the Mollie adapter talks HTTP to the in-process sandbox without a port. */
function injectFetch(app: App): FetchLike {
  return async (url, init) => {
    const u = new URL(url);
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: u.pathname + u.search,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: res.statusCode, text: async () => res.body };
  };
}

async function routes(app: App, options: BuildAppOptions): Promise<void> {
  const opts = options as BuildAppOptions & PaymentsAppOptions;
  const cfg = opts.payments ?? {};
  const publicUrl = app.config.publicUrl;
  const webhookSecret = cfg.webhookSecret ?? randomBytes(32).toString('base64url');

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  let provider: PaymentProvider | null = cfg.provider ?? null;
  if (!provider && cfg.mollieApiKey) {
    provider = createMollieProvider({
      apiKey: cfg.mollieApiKey,
      baseUrl: cfg.mollieApiUrl ?? MOLLIE_API_URL,
    });
  }
  if (!provider && sandboxAllowed(opts)) {
    await app.register(
      async (scope) =>
        sandboxProvider(scope as App, {
          publicBase: `${publicUrl}/api${SANDBOX_MOUNT}`,
          webhookSecret,
          now: app.config.now,
          deliver: async (path, headers, body) =>
            (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode,
        }),
      { prefix: SANDBOX_MOUNT },
    );
    provider = createMollieProvider({
      apiKey: SANDBOX_API_KEY,
      baseUrl: `${publicUrl}/api${SANDBOX_MOUNT}/v2`,
      name: 'sandbox',
      fetch: injectFetch(app),
    });
  }
  if (!provider) {
    app.log.error('payments: no provider (MOLLIE_API_KEY unset in production); checkout answers 503');
    provider = unavailableProvider();
  }

  const db = app.db.db;
  const deps: PaymentsDeps = {
    db,
    provider,
    now: app.config.now,
    publicUrl,
    webhookUrl: `${publicUrl}/api/payments/webhook.php`,
    ...(provider.name === 'mollie'
      ? {
          webhookQuery: (orderId: string) =>
            `?order=${orderId}&token=${orderWebhookToken(webhookSecret, orderId)}`,
        }
      : {}),
    onBooked: ({ userId, credits }) => {
      try {
        app.live.publish([userId], { type: 'credits', credits });
      } catch (err) {
        app.log.warn({ err }, 'payments: live balance update failed');
      }
    },
    siteName: async (siteId) => {
      if (!siteId) return 'Credits';
      const [s] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
      return s?.name ?? 'Credits';
    },
  };
  await paymentRoutes(app, { deps, webhookSecret });
  await repeatRoutes(app, deps);
  await operatorFinanceRoutes(app, deps, opts.operatorToken);
}

/**
 * Payments (issue 13): packages, prices, orders, the provider webhook, the ledger and the sandbox provider;
 * the finance operator's member view and refunds (issue 15, ADR 0037).
 */
export default defineDomain({ name: 'payments', routes });
