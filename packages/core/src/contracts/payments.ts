import { z } from 'zod';
import { PACKAGE_TIERS, PAYMENT_METHODS } from './constants-money';

import { ZBeforeCursor, pageLimit } from './common';

// Credits, packages, prices, orders, payments and the member's ledger (spec §2 Money, §3, §4; issue 13).
// Amounts go over the wire twice: `*_cents` in minor units (exact) and a display value in currency units.

export const ZPaymentMethod = z.enum(PAYMENT_METHODS).describe('A payment method of spec §3');
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZPackageTier = z.enum(PACKAGE_TIERS).describe('Credit bundle tier p0 (smallest) … p3 (largest)');
export type TPackageTier = z.infer<typeof ZPackageTier>;

/** What the member sees of a payment: the spec §4 states (loading is the client's own). */
export const PAYMENT_VIEW_STATES = ['processing', 'completed', 'failed', 'cancelled'] as const;

/** Order state machine: open → paid | failed | cancelled; paid → refunded. */
export const ORDER_STATUSES = ['open', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
/** Payment state machine: created → pending → completed | failed | cancelled | expired; completed → refunded | charged_back. */
export const PAYMENT_STATES = [
  'created',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export const ZPaymentState = z.enum(PAYMENT_STATES);
export type TPaymentState = z.infer<typeof ZPaymentState>;

const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217 currency code');
const ZCountry = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code');
const cents = (what: string) => z.number().int().min(0).describe(`${what}, in minor units (cents)`);

/** A credit bundle as priced for one country (spec §2 premium overview: p0–p3, one popular). */
export const ZCreditPackage = z.object({
  id: z.uuid(),
  tier: ZPackageTier,
  credits: z.number().int().min(1),
  price_cents: cents('Price'),
  price: z.number().min(0).describe('Price in currency units'),
  currency: ZCurrency,
  price_per_credit: z.number().min(0).describe('Price divided by credits, in currency units (4 decimals)'),
  messages: z.number().int().min(0).describe('Messages the credits pay for at the site’s message cost'),
  popular: z.boolean(),
  discounted_price_cents: cents('Price after the member’s active discount; null without one').nullable(),
});
export type TCreditPackage = z.infer<typeof ZCreditPackage>;

/** A payment method offered for a country, currency and amount, as the provider would offer it. */
export const ZOfferedMethod = z.object({
  id: ZPaymentMethod,
  minimum_cents: cents('Smallest amount the method accepts'),
  maximum_cents: cents('Largest amount the method accepts').nullable(),
  kind: z.enum(['card', 'bank', 'wallet', 'voucher', 'direct_debit']),
});
export type TOfferedMethod = z.infer<typeof ZOfferedMethod>;

/** The discount the member would get at checkout right now (spec §4: time bonus, else welcome code). */
export const ZCheckoutDiscount = z.object({
  code: z.string(),
  percentage: z.number().int().min(1).max(100),
  expires: z.string().nullable().describe('ISO date-time the offer ends (the time bonus’s real end)'),
});
export type TCheckoutDiscount = z.infer<typeof ZCheckoutDiscount>;

/** GET /api/packages.php */
export const ZPackagesQuery = z
  .object({ country: ZCountry.optional().describe("Default: the member's profile country, else detected") })
  .strict();
export type TPackagesQuery = z.infer<typeof ZPackagesQuery>;
export const ZPackagesResponse = z.object({
  country: ZCountry,
  currency: ZCurrency,
  packages: z.array(ZCreditPackage).describe('p0–p3 in order'),
  methods: z.array(ZOfferedMethod).describe('Methods offered in this country and currency'),
  message_credits: z.number().int().min(0),
  discount: ZCheckoutDiscount.nullable(),
  match_chance_increase: z
    .number()
    .nullable()
    .describe(
      'How much likelier (percent) a like by a paying member becomes a match than one by a free member, ' +
        "computed from the site's own likes; null when the data does not back a figure",
    ),
});
export type TPackagesResponse = z.infer<typeof ZPackagesResponse>;

/** One price a member can pay (spec §3 settings message/photo/gift credits). */
export const ZPriceItem = z.object({
  item: z.enum(['message', 'photo', 'gift']),
  credits: z.number().int().min(0),
  from_cents: cents('Cheapest price through the largest bundle'),
  to_cents: cents('Price through the smallest bundle'),
});
/** GET /api/pricing.php: every price a member can pay, readable by visitors. */
export const ZPricingQuery = ZPackagesQuery;
export const ZPricingResponse = z.object({
  country: ZCountry,
  currency: ZCurrency,
  packages: z.array(ZCreditPackage),
  items: z.array(ZPriceItem),
  refund_days: z.number().int().min(0).nullable(),
});
export type TPricingResponse = z.infer<typeof ZPricingResponse>;

/** POST /api/orders.php: buy a package with a method; the answer redirects to the provider. */
export const ZCreateOrderInput = z
  .object({
    package: ZPackageTier.describe('The tier to buy, priced for the member’s country'),
    method: ZPaymentMethod,
    discount_code: z
      .string()
      .regex(/^[A-Za-z0-9-]{3,40}$/)
      .optional()
      .describe('A code to apply (time bonus, welcome, delete discount, …)'),
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional()
      .describe('Sending the same key again answers the first order instead of making a second'),
  })
  .strict();
export type TCreateOrderInput = z.infer<typeof ZCreateOrderInput>;

export const ZOrder = z.object({
  id: z.uuid(),
  status: ZOrderStatus,
  state: z.enum(PAYMENT_VIEW_STATES).describe('What the payment state page shows'),
  payment_state: ZPaymentState,
  package: ZPackageTier.nullable(),
  credits: z.number().int().min(1),
  amount_cents: cents('Amount charged'),
  discount_cents: cents('Discount taken off the package price'),
  currency: ZCurrency,
  method: ZPaymentMethod,
  discount_code: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZCreateOrderResponse = z.object({
  order: ZOrder,
  redirect_url: z.string().describe("The provider's checkout page: send the member's browser there"),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** GET /api/orders.php?id= */
export const ZOrderQuery = z.object({ id: z.uuid() }).strict();
export const ZOrderResponse = z.object({
  order: ZOrder,
  credits: z.number().int().min(0).describe("The member's balance now"),
  paid_user: z.boolean(),
});
export type TOrderResponse = z.infer<typeof ZOrderResponse>;

/** A receipt of a purchase: what was bought, from whom, for how much, VAT included. */
export const ZReceipt = z.object({
  order_id: z.uuid(),
  package: ZPackageTier.nullable(),
  credits: z.number().int(),
  amount_cents: cents('Amount paid, VAT included'),
  discount_cents: cents('Discount'),
  currency: ZCurrency,
  method: ZPaymentMethod.nullable(),
  vat_rate: z.number().nullable().describe('VAT percentage of the member’s country; null outside the EU'),
  vat_cents: cents('VAT included in the amount').nullable(),
  paid_at: z.string().nullable(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    kvk: z.string(),
    vat_numbers: z.array(z.string()),
  }),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** Kinds of credit movement in the member's ledger. */
export const LEDGER_KINDS = [
  'purchase',
  'message',
  'gift',
  'photo',
  'refund',
  'bonus',
  'chargeback',
] as const;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int().describe('Credits: positive in, negative out'),
  balance_after: z.number().int().min(0),
  created_at: z.string(),
  receipt: ZReceipt.nullable().describe('For purchases'),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** GET /api/ledger.php: the member's own credit movements, newest first. */
export const ZLedgerQuery = z
  .object({
    before: ZBeforeCursor.describe('Entries older than this id'),
    limit: pageLimit(100).default(50),
  })
  .strict();
export const ZLedgerResponse = z.object({
  entries: z.array(ZLedgerEntry),
  credits: z.number().int().min(0),
  next_before: z.number().int().nullable().describe('Pass as `before` for the next page; null at the end'),
});
export type TLedgerResponse = z.infer<typeof ZLedgerResponse>;

/** GET /api/receipt.php?id=: the receipt of one of the member's own purchase entries, as a PDF. */
export const ZReceiptPdfQuery = z
  .object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('A ledger entry id') })
  .strict();

/** POST /api/payments/webhook.php answers this to the provider. */
export const ZWebhookResponse = z.object({
  received: z.literal(true),
  applied: z.boolean().describe('Whether this delivery changed a payment'),
});

/** How a stored means of payment charges: card, PayPal or SEPA direct debit (Mollie's mandate methods). */
export const REPEAT_MEANS_METHODS = ['creditcard', 'paypal', 'directdebit'] as const;
export const ZMandateId = z
  .string()
  .regex(/^mdt_[A-Za-z0-9]{4,40}$/)
  .describe("The provider's mandate id (mdt_…)");

/** A repeatable means of payment: a mandate the provider holds for the member, shown without its number. */
export const ZRepeatMeans = z.object({
  id: ZMandateId,
  method: z.enum(REPEAT_MEANS_METHODS),
  label: z.string().describe('Masked for display: "Visa •••• 4242", "PayPal", "IBAN NL•• …1234"'),
  created_at: z.string(),
});
export type TRepeatMeans = z.infer<typeof ZRepeatMeans>;

/** GET /api/repeat-orders.php: the member's repeatable means and the packages they can rebuy. */
export const ZRepeatOrdersResponse = ZPackagesResponse.pick({ country: true, currency: true }).extend({
  means: z.array(ZRepeatMeans).describe('Newest first; empty until a card, PayPal or bank payment left one'),
  packages: z.array(ZCreditPackage).describe('p0–p3 at their price (no discount codes on repeat orders)'),
  fallback_methods: z
    .array(ZPaymentMethod)
    .describe('Offered when a repeat payment fails: pay by card or PayPal through the normal checkout'),
});
export type TRepeatOrdersResponse = z.infer<typeof ZRepeatOrdersResponse>;

/** POST /api/repeat-order.php: rebuy a package on a stored means, without leaving the site. */
export const ZRepeatOrderInput = z
  .object({
    package: ZPackageTier,
    mandate_id: ZMandateId,
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .describe('Required: a retried request with the same key answers the first order, charged once'),
  })
  .strict();
export type TRepeatOrderInput = z.infer<typeof ZRepeatOrderInput>;
export const ZRepeatOrderResponse = z.object({
  order: ZOrder.describe('Usually `processing`: poll GET /api/orders.php?id= until completed or failed'),
});
export type TRepeatOrderResponse = z.infer<typeof ZRepeatOrderResponse>;
