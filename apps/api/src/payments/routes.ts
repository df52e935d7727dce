import {
  ZCreateOrderInput,
  ZCreateOrderResponse,
  ZLedgerQuery,
  ZLedgerResponse,
  ZOrderQuery,
  ZOrderResponse,
  ZPackagesQuery,
  ZPackagesResponse,
  ZPricingQuery,
  ZPricingResponse,
  ZWebhookResponse,
  type TCheckoutDiscount,
} from '@dating/core/contracts';
import { TIME_BONUS_CODE, timeBonusState } from '@dating/core/domain';
import { getSettingsForDomain } from '../site/settings-repo';
import { discountCodes, discountRedemptions, paymentEvents, payments, users } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { resolveSession } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { memberRoute } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import { detectCountry, normaliseDomain } from '../site/geo';
import type { App } from '../types';
import { timeBonusEnd } from './checkout-discount';
import { WEBHOOK_TOLERANCE_MS } from './config';
import { ledgerPage } from './ledger-view';
import { matchChanceCache } from './match-chance';
import { offeredMethods } from './methods';
import {
  checkoutMember,
  createOrder,
  isFinalState,
  isSettleable,
  orderView,
  settleOrder,
  settlePayment,
  type PaymentsDeps,
} from './orders';
import { packagesFor, priceThrough, toCreditPackage } from './pricing';
import { ProviderError } from './provider';
import { SIGNATURE_HEADER, verifyOrderWebhookToken, verifyWebhook } from './signature';

const PRIVATE = 'private, no-store';
const TR_ID = /^tr_[A-Za-z0-9]{4,40}$/;

export interface PaymentRoutesOptions {
  deps: PaymentsDeps;
  webhookSecret: string;
}

/** Packages, prices, checkout, the order state page, the webhook and the member's ledger (issue 13). */
export async function paymentRoutes(app: App, opts: PaymentRoutesOptions): Promise<void> {
  const { deps, webhookSecret } = opts;
  const db = app.db.db;
  const matchChance = matchChanceCache(db, app.config.now);
  /** At most one provider poll per payment every few seconds from the state page. */
  const lastPoll = new Map<string, number>();

  const siteOf = async (host: string) => {
    const site = await getSettingsForDomain(db, normaliseDomain(host || 'localhost'));
    if (!site) throw new ApiError('not_found');
    return site;
  };

  /** The country whose prices to show: asked for, else the member's, else detected. */
  const countryOf = async (request: FastifyRequest, asked: string | undefined, served: string[]) => {
    if (asked) {
      if (!served.includes(asked))
        throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
      return { country: asked, userId: (await resolveSession(app, request))?.userId ?? null };
    }
    const auth = await resolveSession(app, request);
    if (auth) {
      const member = await checkoutMember(db, auth.userId);
      if (member && served.includes(member.country)) return { country: member.country, userId: auth.userId };
    }
    return {
      country: detectCountry({ headers: request.headers, trustProxy: app.config.trustProxy, served }),
      userId: auth?.userId ?? null,
    };
  };

  /** The time bonus of a logged-in member while it runs and is unused (spec §4). */
  const activeDiscount = async (userId: string | null): Promise<TCheckoutDiscount | null> => {
    if (!userId) return null;
    const [u] = await db
      .select({ paidUser: users.paidUser, signupAt: users.signupAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!u) return null;
    const bonus = timeBonusState(
      { paid_user: u.paidUser, signup_date: u.signupAt.toISOString() },
      app.config.now(),
    );
    if (!bonus.visible) return null;
    const [used] = await db
      .select({ id: discountRedemptions.id })
      .from(discountRedemptions)
      .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.discountCodeId))
      .where(and(eq(discountCodes.code, TIME_BONUS_CODE), eq(discountRedemptions.userId, userId)))
      .limit(1);
    if (used) return null;
    return {
      code: TIME_BONUS_CODE,
      percentage: bonus.percentage,
      expires: timeBonusEnd(u.signupAt).toISOString(),
    };
  };

  const priced = async (request: FastifyRequest, asked: string | undefined) => {
    const site = await siteOf(request.host);
    const served = site.settings.countries.map((c) => c.code);
    const { country, userId } = await countryOf(request, asked, served);
    const rows = await packagesFor(db, site.siteId, country);
    if (rows.length === 0) throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
    return { site, country, userId, rows, currency: rows[0]!.currency };
  };

  app.get('/packages.php', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['payments'],
      summary: 'Credit packages p0–p3 for a country',
      description:
        'The four tiers priced in the country’s currency (one popular), price per credit and the messages ' +
        'they pay for, the payment methods offered there, the member’s running time bonus (with its real ' +
        'end) and the paid-versus-free match figure computed from the site’s likes (null when the data ' +
        'does not back one). Readable by visitors; members default to their profile country.',
      querystring: ZPackagesQuery,
      response: { 200: ZPackagesResponse, ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) => {
      const { site, country, userId, rows, currency } = await priced(request, request.query.country);
      const discount = await activeDiscount(userId);
      reply.header('cache-control', userId ? PRIVATE : 'public, max-age=60');
      return {
        country,
        currency,
        packages: rows.map((r) =>
          toCreditPackage(r, site.settings.message_credits, discount?.percentage ?? null),
        ),
        methods: offeredMethods(country, currency),
        message_credits: site.settings.message_credits,
        discount,
        match_chance_increase: await matchChance(site.siteId),
      };
    },
  });

  app.get('/pricing.php', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['payments'],
      summary: 'Every price a member can pay',
      description:
        'Messages, photos and gifts in credits and what they cost through the largest and the smallest ' +
        'bundle, and the bundles themselves, for a country. Readable by visitors.',
      querystring: ZPricingQuery,
      response: { 200: ZPricingResponse, ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) => {
      const { site, country, rows, currency } = await priced(request, request.query.country);
      const s = site.settings;
      const smallest = rows[0]!;
      const largest = rows.at(-1)!;
      const item = (name: 'message' | 'photo' | 'gift', credits: number) => ({
        item: name,
        credits,
        from_cents: priceThrough(largest, credits),
        to_cents: priceThrough(smallest, credits),
      });
      reply.header('cache-control', 'public, max-age=60');
      return {
        country,
        currency,
        packages: rows.map((r) => toCreditPackage(r, s.message_credits, null)),
        items: [
          item('message', s.message_credits),
          item('photo', s.photo_credits),
          item('gift', s.gift_credits),
        ],
        refund_days: s.refund_days ?? null,
      };
    },
  });

  app.post('/orders.php', {
    ...memberRoute(app, 'payments', {
      summary: 'Buy a credit package',
      description:
        'Prices the tier for the member’s country, checks the method (offered there for that amount) and ' +
        'the discount code (404 `code_not_found`, 409 `code_used`, 400 with `payments:errors.*` when it ' +
        'does not apply), stores the order and creates the provider payment. Send the browser to ' +
        '`redirect_url`; it returns to `/credits/{tier}/{method}?order={id}`. The same `idempotency_key` ' +
        'answers the same order. 503 when the provider cannot be reached (the order is failed, the code freed).',
      body: ZCreateOrderInput,
      response: { 200: ZCreateOrderResponse, ...errorResponses(400, 403, 404, 409, 429, 503) },
    }),
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const site = await siteOf(request.host);
      const { order, redirectUrl } = await createOrder(deps, request.auth!.userId, site.siteId, request.body);
      request.log.info({ event: 'order_created', order: order.id, method: order.method }, 'order created');
      return { order, redirect_url: redirectUrl };
    },
  });

  app.get('/orders.php', {
    ...memberRoute(app, 'payments', {
      summary: 'The payment state of an order',
      description:
        'For the payment state page: processing, completed (credits booked), failed or cancelled. While ' +
        'the payment is open the provider is asked for its status, so a return without a webhook is ' +
        'settled too. Another member’s order is 404.',
      querystring: ZOrderQuery,
      response: { 200: ZOrderResponse, ...errorResponses(400, 403, 404, 429) },
    }),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      let view = await orderView(db, request.query.id, userId);
      if (!view) throw new ApiError('not_found');
      if (!isFinalState(view.payment_state)) {
        const t = app.config.now().getTime();
        if (t - (lastPoll.get(view.id) ?? 0) >= 2_000) {
          lastPoll.set(view.id, t);
          if (lastPoll.size > 10_000) lastPoll.delete(lastPoll.keys().next().value!);
          try {
            await settleOrder(deps, view.id);
          } catch (err) {
            request.log.warn({ err: (err as Error).message }, 'payment status poll failed');
          }
          view = (await orderView(db, request.query.id, userId))!;
        }
      }
      const [u] = await db
        .select({ credits: users.credits, paidUser: users.paidUser })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      reply.header('cache-control', PRIVATE);
      return { order: view, credits: u?.credits ?? 0, paid_user: u?.paidUser ?? false };
    },
  });

  app.get('/ledger.php', {
    ...memberRoute(app, 'payments', {
      summary: "The member's credit ledger",
      description:
        'Every credit movement of the caller (purchases, messages, gifts, photos, bonuses, refunds, ' +
        'chargebacks), newest first, with the balance after each and a receipt for purchases (seller, ' +
        'VAT included, method, amount). Only the caller’s own entries.',
      querystring: ZLedgerQuery,
      response: { 200: ZLedgerResponse, ...errorResponses(400, 403, 429) },
    }),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const page = await ledgerPage(db, userId, { before: request.query.before, limit: request.query.limit });
      const [u] = await db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      reply.header('cache-control', PRIVATE);
      return { entries: page.entries, credits: u?.credits ?? 0, next_before: page.nextBefore };
    },
  });

  /**
   * The webhook's common part: the body is exactly `id=tr_…`; a signed delivery is stored once (a replay
   * changes nothing); the payment (of `orderId` when the URL named one) is settled from the provider.
   */
  async function settleFromWebhook(
    raw: string,
    orderId: string | null,
    check: { at: number; mac: string } | null,
    log: FastifyRequest['log'],
  ): Promise<{ received: true; applied: boolean }> {
    const form = new URLSearchParams(raw);
    const id = form.get('id');
    if ([...form.keys()].length !== 1 || !id || !TR_ID.test(id))
      throw new ApiError('validation_failed', {
        fields: [{ path: 'body.id', message: 'a payment id tr_…' }],
      });

    const [p] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, deps.provider.name),
          eq(payments.providerPaymentId, id),
          orderId ? eq(payments.orderId, orderId) : undefined,
        ),
      )
      .limit(1);
    const eventWhere = check
      ? and(eq(paymentEvents.provider, deps.provider.name), eq(paymentEvents.providerEventId, check.mac))
      : undefined;
    if (check) {
      // One row per signed delivery: the same delivery again (a replay) changes nothing.
      const inserted = await db
        .insert(paymentEvents)
        .values({
          provider: deps.provider.name,
          providerEventId: check.mac,
          paymentId: p?.id ?? null,
          payload: { id, t: check.at },
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) {
        const [seen] = await db
          .select({ processedAt: paymentEvents.processedAt })
          .from(paymentEvents)
          .where(eventWhere)
          .limit(1);
        if (seen?.processedAt) return { received: true as const, applied: false };
      }
    }
    let applied = false;
    if (p && isSettleable(p.state)) {
      try {
        applied = await settlePayment(deps, p);
      } catch (err) {
        if (err instanceof ProviderError) {
          log.warn({ err: err.message }, 'webhook: provider status unavailable');
          throw new ApiError('service_unavailable');
        }
        throw err;
      }
    }
    if (check) await db.update(paymentEvents).set({ processedAt: app.config.now() }).where(eventWhere);
    return { received: true as const, applied };
  }

  app.post('/payments/webhook.php', {
    schema: {
      tags: ['payments'],
      summary: 'Payment provider webhook',
      description:
        'Mollie’s protocol: a form-encoded `id=tr_…` and nothing else; the status is fetched from the ' +
        `provider. Signed: \`${SIGNATURE_HEADER}: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">\` with ` +
        'PAYMENT_WEBHOOK_SECRET; 403 on a missing or wrong signature, 400 when older or newer than 5 ' +
        'minutes. A delivery seen before is answered 200 without effect; each paid order is credited once. ' +
        'With Mollie (whose classic webhooks carry no header) the per-order URL `?order=&token=` we gave it ' +
        'authenticates the call instead.',
      response: { 200: ZWebhookResponse, ...errorResponses(400, 403, 415, 503) },
    },
    handler: async (request) => {
      if (typeof request.body !== 'string') throw new ApiError('unsupported_media_type');
      const raw = request.body;
      const query = (request.query ?? {}) as Record<string, unknown>;
      // Mollie mode: an unsigned classic webhook to the per-order URL we gave Mollie.
      if (deps.provider.name === 'mollie' && request.headers[SIGNATURE_HEADER] === undefined) {
        if (!verifyOrderWebhookToken(webhookSecret, query.order, query.token)) {
          request.log.warn({ event: 'webhook_refused', reason: 'token' }, 'webhook refused');
          throw new ApiError('forbidden', { messageKey: 'payments:errors.webhookSignature' });
        }
        return settleFromWebhook(raw, query.order as string, null, request.log);
      }
      const check = verifyWebhook(
        webhookSecret,
        request.headers[SIGNATURE_HEADER],
        raw,
        app.config.now(),
        WEBHOOK_TOLERANCE_MS,
      );
      if (!check.ok) {
        request.log.warn({ event: 'webhook_refused', reason: check.reason }, 'webhook refused');
        if (check.reason === 'stale')
          throw new ApiError('bad_request', { messageKey: 'payments:errors.webhookStale' });
        throw new ApiError('forbidden', { messageKey: 'payments:errors.webhookSignature' });
      }
      return settleFromWebhook(raw, null, check, request.log);
    },
  });
}
