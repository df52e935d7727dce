import { sites } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { BuildAppOptions } from '../app';
import { defineDomain } from '../domains';
import { isLocalUrl } from '../env';
import { MOLLIE_API_URL, SANDBOX_API_KEY, type PaymentsAppOptions } from '../payments/config';
import { sandboxAllowed } from '../payments/index';
import { createMollieProvider } from '../payments/mollie';
import { SANDBOX_MOUNT } from '../payments/sandbox';
import { unavailableProvider } from '../payments/provider';
import { orderWebhookToken } from '../payments/signature';
import type { App } from '../types';
import type { DirectDebitCharger } from './charger';
import type { DirectDebitAppOptions } from './config';
import { devSmsOutboxRoutes } from './dev-sms-outbox-routes';
import { directDebitRoutes } from './directdebit-routes';
import { devIbanKey, ibanVault, parseIbanKey } from './iban-crypto';
import { createSmsSender } from './sms';

type Options = BuildAppOptions & PaymentsAppOptions & DirectDebitAppOptions;

/**
 * The payment provider as the payments domain chooses it (ADR 0017): Mollie with MOLLIE_API_KEY, else the
 * in-process sandbox (reached through `app.inject`, so its customers, mandates and payments are the ones
 * the payments domain settles), never in production on a real domain.
 */
function chargerFor(app: App, opts: Options): DirectDebitCharger {
  const cfg = opts.payments ?? {};
  const provider =
    cfg.provider ??
    (cfg.mollieApiKey
      ? createMollieProvider({ apiKey: cfg.mollieApiKey, baseUrl: cfg.mollieApiUrl ?? MOLLIE_API_URL })
      : sandboxAllowed(opts)
        ? createMollieProvider({
            apiKey: SANDBOX_API_KEY,
            baseUrl: `${app.config.publicUrl}/api${SANDBOX_MOUNT}/v2`,
            name: 'sandbox',
            fetch: async (url, init) => {
              const res = await app.inject({
                method: init.method as 'GET' | 'POST',
                url: new URL(url).pathname + new URL(url).search,
                headers: init.headers,
                ...(init.body === undefined ? {} : { payload: init.body }),
              });
              return { status: res.statusCode, text: async () => res.body };
            },
          })
        : null);
  return opts.directDebit?.charger ?? provider ?? unavailableProvider();
}

async function routes(app: App, options: BuildAppOptions): Promise<void> {
  const opts = options as Options;
  const dd = opts.directDebit ?? {};
  const publicUrl = app.config.publicUrl;
  const key = dd.ibanKey ? parseIbanKey(dd.ibanKey) : null;
  if (dd.ibanKey && !key) throw new Error('IBAN_ENCRYPTION_KEY: 32 bytes as 64 hex characters or base64');
  if (!key && app.config.production && !isLocalUrl(publicUrl)) {
    // The start refuses production without the key (env.ts productionProblems); an app built without it
    // anyway (a test, an embedding) serves no direct debit rather than encrypt with a key derived from a URL.
    app.log.warn('IBAN_ENCRYPTION_KEY is not set: direct debit is off');
    return;
  }
  const db = app.db.db;
  const charger = chargerFor(app, opts);
  const webhookSecret = opts.payments?.webhookSecret;

  await directDebitRoutes(app, {
    db,
    vault: ibanVault(key ?? devIbanKey(publicUrl)),
    sms: createSmsSender(db, {
      provider: dd.smsProvider ?? 'outbox',
      now: app.config.now,
      url: dd.smsHttpUrl,
      token: dd.smsHttpToken,
      transport: dd.smsTransport,
    }),
    charger,
    now: app.config.now,
    webhookUrl: (orderId) =>
      `${publicUrl}/api/payments/webhook.php` +
      (charger.name === 'mollie' && webhookSecret
        ? `?order=${orderId}&token=${orderWebhookToken(webhookSecret, orderId)}`
        : ''),
    siteName: async (siteId) => {
      if (!siteId) return 'Credits';
      const [s] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
      return s?.name ?? 'Credits';
    },
    onBooked: ({ userId, credits }) => {
      try {
        app.live.publish([userId], { type: 'credits', credits });
      } catch (err) {
        app.log.warn({ err }, 'directdebit: live balance update failed');
      }
    },
  });
  // The developer SMS outbox: with the developer mailbox only, loopback clients only (ADR 0013).
  if (app.config.devMailbox) await app.register(async (scope) => devSmsOutboxRoutes(scope as App));
}

/** SEPA direct debit with an SMS code (issue 13 item 4, ADR 0021). */
export default defineDomain({ name: 'directdebit', routes });
