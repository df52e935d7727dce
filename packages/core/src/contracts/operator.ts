import { z } from 'zod';
import {
  ZBeforeCursor,
  ZCountryCode,
  ZModerationOutcome,
  ZOperatorNote,
  moderationVerdictInput,
  pageLimit,
  queuePage,
} from './common';
import { ZGender, ZSexuality } from './profile';

// The operator API's shapes (ADR 0028, ADR 0037): the API validates with them and the operator console
// (apps/operator) types its calls with them, so each shape is declared once.

/** The operator roles; the database's CHECK (packages/db schema `OPERATOR_ROLES`) keeps the same list. */
export const OPERATOR_ROLE_NAMES = ['admin', 'moderator', 'host', 'finance'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLE_NAMES);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

const email = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address');

export const ZOperatorLoginInput = z
  .object({
    email,
    password: z.string().min(1).max(1024),
    totp: z.string().regex(/^\d{6}$/, 'six digits'),
  })
  .strict();

export const ZOperatorMe = z.object({
  id: z.uuid().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  roles: z.array(ZOperatorRole),
});
export type TOperatorMe = z.infer<typeof ZOperatorMe>;

export const ZOperatorCreateInput = z
  .object({
    email,
    name: z.string().trim().min(1).max(100),
    roles: z.array(ZOperatorRole).min(1).max(OPERATOR_ROLE_NAMES.length),
    password: z.string().min(12).max(1024),
  })
  .strict();

export const ZOperatorCreated = z.object({
  id: z.uuid(),
  email: z.string(),
  roles: z.array(ZOperatorRole),
  totp_secret: z.string().describe('base32; shown once'),
  otpauth_uri: z.string().describe('for the authenticator app; shown once'),
});

export const ZPhotoQueueQuery = z.object({ limit: pageLimit(200).optional() }).strict();

export const ZQueuedPhoto = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  owner_name: z.string(),
  fictional: z.boolean(),
  private: z.boolean(),
  thumb_url: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
  age_seconds: z.number().int().min(0),
});
export type TQueuedPhoto = z.infer<typeof ZQueuedPhoto>;

export const ZPhotoQueueResponse = queuePage(ZQueuedPhoto);

export const ZPhotoDecisionInput = moderationVerdictInput(
  { photo: z.uuid() },
  { reason: ZOperatorNote.optional() },
  'reason',
);

export const ZPhotoDecisionResponse = z.object({
  ok: z.literal(true),
  photo: z.uuid(),
  status: ZModerationOutcome,
});

const isoTime = z.iso.datetime({ offset: true });

export const ZAuditQuery = z
  .object({
    actor: z.string().max(300).optional(),
    action: z
      .string()
      .max(100)
      .regex(/^[a-z0-9_.-]+(\.\*)?$/, 'an action such as photo.reject or photo.*')
      .optional(),
    subject_type: z.string().max(50).optional(),
    subject_id: z.string().max(100).optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    before_id: ZBeforeCursor,
    limit: pageLimit(200).optional(),
  })
  .strict();
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** One row of the append-only audit log (ADR 0028). */
export const ZAuditRow = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  data: z.unknown(),
  created_at: z.string(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZAuditResponse = z.object({ rows: z.array(ZAuditRow) });
export type TAuditResponse = z.infer<typeof ZAuditResponse>;

// ---- Finance (issue 15 item 5; role finance) -------------------------------------------------------------

/** GET /api/operator/member-finance.php?q=: a member by id or e-mail address. */
export const ZFinanceMemberQuery = z
  .object({ q: z.string().trim().min(3).max(254).describe('A member id (uuid) or e-mail address') })
  .strict();

export const ZFinanceOrder = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'paid', 'failed', 'cancelled', 'refunded']),
  payment_state: z.string().nullable(),
  method: z.string().nullable(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  currency: z.string(),
  discount_code: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refundable: z.boolean().describe('Paid, and paid within the site’s `refund_days`'),
});
export type TFinanceOrder = z.infer<typeof ZFinanceOrder>;

export const ZFinanceLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  ref: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TFinanceLedgerEntry = z.infer<typeof ZFinanceLedgerEntry>;

export const ZFinanceMember = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  language: z.string(),
  country: z.string().nullable(),
  status: z.string(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  fictional: z.boolean(),
  refund_days: z.number().int().nullable().describe('The member’s site’s refund window; null: none'),
});

export const ZFinanceMemberResponse = z.object({
  member: ZFinanceMember,
  orders: z.array(ZFinanceOrder).describe('Newest first, at most 100'),
  ledger: z.array(ZFinanceLedgerEntry).describe('Newest first, at most 200'),
});
export type TFinanceMemberResponse = z.infer<typeof ZFinanceMemberResponse>;

/** POST /api/operator/refund.php: refund a paid order through the provider, within `refund_days`. */
export const ZRefundInput = z
  .object({
    order_id: z.uuid(),
    reason: ZOperatorNote,
  })
  .strict();
export type TRefundInput = z.infer<typeof ZRefundInput>;

export const ZRefundResponse = z.object({
  ok: z.literal(true),
  order_id: z.uuid(),
  credits_taken: z.number().int().min(0),
  balance: z.number().int().min(0),
});
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

// ---- Discount codes (role finance) -------------------------------------------------------------------------

/** Letters (either case: stored upper case), digits and dashes; checked before it is upper-cased. */
const ZCodeText = z
  .string()
  .regex(/^[A-Za-z0-9-]{3,40}$/, '3–40 letters, digits or dashes')
  .toUpperCase();

export const ZOperatorCodesQuery = z
  .object({
    status: z.enum(['active', 'inactive', 'all']).optional().describe('Default all'),
    limit: pageLimit(200).optional(),
  })
  .strict();

export const ZOperatorCode = z.object({
  id: z.uuid(),
  code: z.string(),
  site_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  country: z.string().nullable(),
  value_percentage: z.number().int(),
  minimum_order_cents: z.number().int(),
  validity: z.enum(['once_per_user', 'unlimited']),
  status: z.enum(['active', 'inactive']),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  payment_methods: z.array(z.string()),
  redemptions: z.number().int().min(0).describe('Orders paid with it'),
  created_at: z.string(),
});
export type TOperatorCode = z.infer<typeof ZOperatorCode>;

export const ZOperatorCodesResponse = z.object({ codes: z.array(ZOperatorCode) });
export type TOperatorCodesResponse = z.infer<typeof ZOperatorCodesResponse>;

export const ZCodeCreateInput = z
  .object({
    code: ZCodeText,
    value_percentage: z.number().int().min(1).max(100),
    validity: z.enum(['once_per_user', 'unlimited']).default('once_per_user'),
    expires_at: isoTime.optional().describe('Default: no end'),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    minimum_order_cents: z.number().int().min(0).max(10_000_00).optional(),
    site_id: z.uuid().optional().describe('Default: every site'),
  })
  .strict();
export type TCodeCreateInput = z.input<typeof ZCodeCreateInput>;

export const ZCodeExpireInput = z.object({ id: z.uuid() }).strict();

export const ZOperatorCodeResponse = z.object({ code: ZOperatorCode });

export const ZCodeRedemptionsQuery = z.object({ id: z.uuid(), limit: pageLimit(500).optional() }).strict();

/** An order paid with the code (status paid or refunded). */
export const ZCodeRedemption = z.object({
  user_id: z.uuid().nullable().describe('Null once the member was purged'),
  member_name: z.string().nullable(),
  order_id: z.uuid(),
  order_status: z.string(),
  discount_cents: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type TCodeRedemption = z.infer<typeof ZCodeRedemption>;

export const ZCodeRedemptionsResponse = z.object({
  code: ZOperatorCode,
  redemptions: z.array(ZCodeRedemption),
});
export type TCodeRedemptionsResponse = z.infer<typeof ZCodeRedemptionsResponse>;

// ---- Chat hosts (role host) ----------------------------------------------------------------------------------

/** GET /api/operator/host-rules.php: what hosts must keep to, and the disclosure members see. */
export const ZHostRulesResponse = z.object({
  site: z.string().describe('The site’s name'),
  rules: z.array(z.string()).describe('The house rules for hosts (English, like the console)'),
  disclosure: z
    .array(
      z.object({
        language: z.string(),
        warning: z.string().describe('The notice members read next to fictional profiles'),
        marker: z.string().describe('The label on every fictional profile'),
      }),
    )
    .describe('In every site language, so the host knows what the member was told'),
});
export type THostRulesResponse = z.infer<typeof ZHostRulesResponse>;

// ---- Fictional profiles (role admin) -------------------------------------------------------------------------

const isoDate = z.iso.date();

/** The texts and details an operator writes for a fictional profile. There is no `fictional` field: it is on. */
const fictionalFields = {
  name: z.string().trim().min(2).max(50),
  gender: ZGender,
  sexuality: ZSexuality,
  date_of_birth: isoDate.describe('YYYY-MM-DD; 18 or older'),
  country: ZCountryCode,
  city: z.string().trim().min(1).max(100).nullable(),
  bio: z.string().trim().max(2000).nullable(),
  note: z.string().trim().max(500).nullable(),
};

export const ZFictionalCreateInput = z
  .object(fictionalFields)
  .partial({ city: true, bio: true, note: true })
  .strict();
export type TFictionalCreateInput = z.input<typeof ZFictionalCreateInput>;

/** Edit: any of the fields; `fictional` (or any other key) is refused, so the flag cannot be cleared. */
export const ZFictionalUpdateInput = z
  .object({
    id: z.uuid(),
    ...z.object(fictionalFields).partial().shape,
  })
  .strict();
export type TFictionalUpdateInput = z.input<typeof ZFictionalUpdateInput>;

export const ZFictionalListQuery = z
  .object({
    q: z.string().trim().max(50).optional().describe('Name starts with (case-insensitive)'),
    limit: pageLimit(200).optional(),
  })
  .strict();

export const ZFictionalIdQuery = z.object({ id: z.uuid() }).strict();

export const ZFictionalPhoto = z.object({
  id: z.uuid(),
  status: z.string(),
  private: z.boolean(),
  main: z.boolean(),
  thumb_url: z.string().describe('Operator media URL'),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const ZFictionalProfile = z.object({
  id: z.uuid(),
  fictional: z.literal(true).describe('Always on; no call clears it'),
  name: z.string(),
  gender: ZGender,
  sexuality: ZSexuality,
  date_of_birth: z.string(),
  age: z.number().int(),
  country: z.string(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  note: z.string().nullable(),
  status: z.string().describe('Profile status: active once it has an approved main photo'),
  photos: z.array(ZFictionalPhoto),
  created_at: z.string(),
});
export type TFictionalProfile = z.infer<typeof ZFictionalProfile>;

export const ZFictionalProfileResponse = z.object({ profile: ZFictionalProfile });
export type TFictionalProfileResponse = z.infer<typeof ZFictionalProfileResponse>;

export const ZFictionalListItem = ZFictionalProfile.omit({ photos: true, note: true, bio: true }).extend({
  photo_count: z.number().int().min(0),
  thumb_url: z.string().nullable(),
});
export type TFictionalListItem = z.infer<typeof ZFictionalListItem>;

export const ZFictionalListResponse = z.object({ profiles: z.array(ZFictionalListItem) });
export type TFictionalListResponse = z.infer<typeof ZFictionalListResponse>;
