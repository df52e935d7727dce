// Value lists of the text columns constrained by CHECK (…) IN (…). Those shared with the API contracts come
// from @dating/core so that the database and the contracts cannot drift apart.
export {
  GENDERS,
  SEXUALITIES,
  HAIR_COLOURS,
  EYE_COLOURS,
  BODY_TYPES,
  RELATIONSHIP_STATUSES,
  PROFILE_STATUSES,
  PHOTO_STATUSES,
  USER_STATUSES,
  NOTIFICATION_DISABLED_REASONS,
  LOCALES,
  MESSAGE_KINDS,
  LEDGER_KINDS,
  PACKAGE_TIERS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  ORDER_STATUSES,
} from '@dating/core/contracts';

export const INTEREST_CATEGORIES = ['intimacy', 'lifestyle', 'culture', 'food'] as const;
export const EMAIL_TOKEN_KINDS = ['activation', 'reset', 'mail_change', 'reactivation', 'unlock'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export const DISCOUNT_STATUSES = ['active', 'inactive'] as const;
export const DISCOUNT_VALIDITIES = ['once_per_user', 'unlimited'] as const;
export const MANDATE_STATUSES = ['pending_verification', 'active', 'revoked', 'blocked'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export const SWIPE_ACTIONS = ['like', 'pass'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const MODERATION_SUBJECTS = ['photo', 'profile', 'user', 'message', 'report'] as const;
export const MODERATION_DECISIONS = [
  'approve',
  'reject',
  'warn',
  'hide',
  'unhide',
  'ban',
  'unban',
  'dismiss',
] as const;
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const MAIL_TRANSPORTS = ['mailbox', 'smtp'] as const;
