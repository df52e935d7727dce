import {
  ZRepeatOrderInput,
  ZRepeatOrderResponse,
  ZRepeatOrdersResponse,
  type TPaymentMethod,
} from '@dating/core/contracts';
import { ApiError } from '../shared/api-error';
import { memberRoute } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import { normaliseDomain } from '../site/geo';
import { getSettingsForDomain } from '../site/settings-repo';
import type { App } from '../types';
import { offeredMethods } from './methods';
import { checkoutMember, type PaymentsDeps } from './orders';
import { packagesFor, toCreditPackage } from './pricing';
import { createRepeatOrder, repeatMandates, toRepeatMeans } from './repeat';

const PRIVATE = 'private, no-store';
/** What a member can fall back on when a repeat payment fails (spec §3): a card or PayPal at checkout. */
const FALLBACKS: readonly TPaymentMethod[] = ['creditcard', 'paypal'];

/** Repeat orders (spec §3): the member's stored means, and one-click rebuy on one of them. */
export async function repeatRoutes(app: App, deps: PaymentsDeps): Promise<void> {
  const db = app.db.db;
  const siteOf = async (host: string) => {
    const site = await getSettingsForDomain(db, normaliseDomain(host || 'localhost'));
    if (!site) throw new ApiError('not_found');
    return site;
  };

  app.get('/repeat-orders.php', {
    ...memberRoute(app, 'payments', {
      summary: 'Repeatable means of payment and the packages to rebuy',
      description:
        'The valid mandates the provider holds for the member (a card, PayPal or bank account left by an ' +
        'earlier paid card, PayPal or SEPA bank payment, or a direct-debit mandate), shown without their ' +
        'number ("Visa •••• 4242", "PayPal", "IBAN NL•• …1234"), the packages p0–p3 at their price for ' +
        'the member’s country, and the methods to fall back on when a repeat payment fails. 503 when the ' +
        'provider cannot be asked.',
      response: { 200: ZRepeatOrdersResponse, ...errorResponses(403, 404, 429, 503) },
    }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const site = await siteOf(request.host);
      const member = await checkoutMember(db, userId);
      const rows = member ? await packagesFor(db, site.siteId, member.country) : [];
      if (!member || rows.length === 0)
        throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
      const currency = rows[0]!.currency;
      let mandates;
      try {
        mandates = await repeatMandates(deps, userId);
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'repeat orders: provider unavailable');
        throw new ApiError('service_unavailable', { messageKey: 'payments:errors.providerUnavailable' });
      }
      const offered = new Set(offeredMethods(member.country, currency).map((m) => m.id));
      reply.header('cache-control', PRIVATE);
      return {
        country: member.country,
        currency,
        means: mandates.map(toRepeatMeans),
        packages: rows.map((r) => toCreditPackage(r, site.settings.message_credits, null)),
        fallback_methods: FALLBACKS.filter((m) => offered.has(m)),
      };
    },
  });

  app.post('/repeat-order.php', {
    ...memberRoute(app, 'payments', {
      summary: 'Rebuy a package on a stored means (one click)',
      description:
        'Charges the package’s price on one of the member’s valid mandates as a recurring payment: no ' +
        'redirect, the member stays on the site. The answer is usually `processing`; poll ' +
        'GET /api/orders.php?id= until `completed` (credits booked once, by webhook or poll) or `failed` ' +
        '(then offer a retry, or card / PayPal through POST /api/orders.php). `idempotency_key` is ' +
        'required: a retried request with the same key answers the first order and charges once. 404 ' +
        '`payments:repeat.errors.meansGone` for a mandate that is not the member’s or no longer valid, ' +
        '503 when the provider cannot be reached.',
      body: ZRepeatOrderInput,
      response: { 200: ZRepeatOrderResponse, ...errorResponses(400, 403, 404, 409, 429, 503) },
    }),
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const site = await siteOf(request.host);
      const order = await createRepeatOrder(deps, request.auth!.userId, site.siteId, request.body);
      request.log.info({ event: 'repeat_order', order: order.id, method: order.method }, 'repeat order');
      return { order };
    },
  });
}
