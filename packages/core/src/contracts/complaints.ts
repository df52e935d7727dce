import { z } from 'zod';
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN } from './constants-money';

import { ZLocale, ZOperatorNote, memberText, pageLimit } from './common';
import { ZOrderStatus, ZPackageTier } from './payments';

// Complaints about a payment (spec §2 /complaints, issue 13 item 5) and the operator's goodwill credits
// (issue 15 item 5). A member complains about one of their own orders; the operator answers by e-mail.

export const ZComplaintReason = z.enum(COMPLAINT_REASONS);
export type TComplaintReason = z.infer<typeof ZComplaintReason>;

/** A complaint is open until the operator answers it. */
export const COMPLAINT_STATUSES = ['open', 'answered'] as const;
export const ZComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type TComplaintStatus = z.infer<typeof ZComplaintStatus>;

export const ZComplaintInput = z
  .object({
    order_id: z.uuid().describe('One of the member’s own orders'),
    reason: ZComplaintReason,
    text: memberText(COMPLAINT_TEXT_MAX)
      .min(COMPLAINT_TEXT_MIN)
      .describe(`What happened, ${COMPLAINT_TEXT_MIN}–${COMPLAINT_TEXT_MAX} characters`),
  })
  .strict();
export type TComplaintInput = z.infer<typeof ZComplaintInput>;

/** A complaint as its author sees it. */
export const ZComplaint = z.object({
  id: z.uuid(),
  order_id: z.uuid().nullable(),
  reason: ZComplaintReason,
  text: z.string(),
  status: ZComplaintStatus,
  answer: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type TComplaint = z.infer<typeof ZComplaint>;

/** An order the member can complain about (the form's picker). */
export const ZComplaintOrder = z.object({
  id: z.uuid(),
  created_at: z.iso.datetime(),
  tier: ZPackageTier.nullable(),
  credits: z.number().int().min(1),
  amount_cents: z.number().int().min(0),
  currency: z.string(),
  status: ZOrderStatus,
  refundable: z.boolean().describe('Paid within the site’s `refund_days`'),
});
export type TComplaintOrder = z.infer<typeof ZComplaintOrder>;

export const ZComplaintsResponse = z.object({
  complaints: z.array(ZComplaint).describe('The member’s own complaints, newest first'),
  orders: z.array(ZComplaintOrder).describe('The member’s own orders, newest first (at most 50)'),
  refund_days: z.number().int().min(0).nullable().describe('Orders from the last N days can be refunded'),
});
export type TComplaintsResponse = z.infer<typeof ZComplaintsResponse>;

export const ZComplaintResponse = z.object({ complaint: ZComplaint });
export type TComplaintResponse = z.infer<typeof ZComplaintResponse>;

/** Operator: the complaints queue. */
export const ZOperatorComplaintsQuery = z
  .object({
    status: ZComplaintStatus.default('open'),
    limit: pageLimit(200).default(50),
  })
  .strict();

export const ZOperatorComplaint = ZComplaint.extend({
  user_id: z.uuid().nullable(),
  email: z.string().nullable(),
  locale: ZLocale,
  answered_by: z.string().nullable(),
  order: ZComplaintOrder.omit({ refundable: true }).nullable(),
});
export type TOperatorComplaint = z.infer<typeof ZOperatorComplaint>;

export const ZOperatorComplaintsResponse = z.object({ complaints: z.array(ZOperatorComplaint) });

export const ZComplaintAnswerInput = z
  .object({
    id: z.uuid().describe('The complaint'),
    answer: z.string().trim().min(1).max(5000).describe('Sent to the member by e-mail in their language'),
    answered_by: z.string().trim().min(1).max(80).default('operator').describe('Who answers'),
  })
  .strict();

export const ZComplaintAnswerResponse = z.object({
  ok: z.literal(true),
  complaint: ZOperatorComplaint,
  mail_sent: z.boolean().describe('False when the mail could not be delivered (the answer is stored)'),
});

/** Operator: credits given as goodwill (ledger kind `bonus`, never a purchase). */
export const ZGoodwillInput = z
  .object({
    user_id: z.uuid(),
    credits: z.number().int().min(1).max(1000),
    reason: ZOperatorNote,
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .describe('The same key books once: a retry answers `duplicate: true`'),
  })
  .strict();
export type TGoodwillInput = z.infer<typeof ZGoodwillInput>;

export const ZGoodwillResponse = z.object({
  ok: z.literal(true),
  balance: z.number().int().min(0),
  entry_id: z.number().int().nullable(),
  duplicate: z.boolean(),
});
