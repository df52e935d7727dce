/** Business constants and limits of the product spec (§1, §4, §7, §9). */

/** Photo uploads per member (spec §1, §9). */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
/**
 * Photos of another member that visitors and free members see unlocked: the main photo and the next public
 * ones up to this count. Premium members see every photo, private ones included (spec §1, §6).
 */
export const FREE_VISIBLE_PHOTOS = 3;
/** Upload limits of the photo pipeline: bytes of the file and decoded pixels (decompression bombs). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Largest JSON body the API reads; the front door applies the same limit (413, never a 502). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;
/** Largest photo upload body (file plus multipart framing) the front door forwards to the API. */
export const PHOTO_UPLOAD_BODY_LIMIT_BYTES = PHOTO_MAX_BYTES + 256 * 1024;
/** Conversations a free member may start (spec §1, §9). */
export const FREE_CONVERSATIONS = 2;
/** Swipe game likes per day before the wait timer (spec §4, §9). */
export const SWIPE_LIKES_PER_DAY = 4;
/** Days a deleted account can be reactivated by its emailed link (spec §4, §9). */
export const REACTIVATION_DAYS = 14;
/** Periodic refresh once logged in: first after 5 s, then every 60 s, or 300 s with push (spec §4, §9). */
export const REFRESH = { firstMs: 5_000, intervalMs: 60_000, pushIntervalMs: 300_000 } as const;
/** Time bonus: 4 hours from sign-up, ticking each second (spec §4, §9). */
export const TIME_BONUS_SECONDS = 14_400;
export const TIME_BONUS_TICK_MS = 1_000;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
/** The time-bonus modal opens 40 s after entering the members area (spec §4, §9). */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
/** Welcome discount on the first purchase (spec §1, §9). */
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
/** A chunk-load failure reloads the page at most once per 60 s (spec §4, §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Likes reload about 500 ms after an auto-like (spec §4, §9). */
export const LIKES_RELOAD_AFTER_AUTOLIKE_MS = 500;
/** Page-data fetch minimum delay (spec §9). */
export const PAGE_DATA_MIN_DELAY_MS = 200;
/** Members are adults: the youngest age anywhere (profiles, sign-up, search filters, landers). */
export const ADULT_AGE = 18;
/** The oldest age a search filter or a lander campaign may name (spec §3). */
export const MAX_AGE = 99;
/** Minimum age when the site does not set one (the spec leaves it open; adults only). */
export const MIN_AGE_DEFAULT = ADULT_AGE;
/** Shortest password the sign-up, reset and change forms and the API accept (spec §5). */
export const MIN_PASSWORD_LENGTH = 8;
/** Unread and new-like badges are capped at 99+ (spec §2, §9). */
export const BADGE_CAP = 99;
/** The credits badge shows at 10 credits or fewer (spec §2, §9). */
export const CREDITS_BADGE_THRESHOLD = 10;
/** API calls are retried up to 5 times with exponential delay (spec §7, §9). */
export const API_RETRIES = 5;
export const API_RETRY_BASE_DELAY_MS = 200;
/** Language cookie: i18n_redirected, 365 days, lax (spec §7). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
/** Default and fallback language; default date locale (spec §9). */
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_DATE_LOCALE = 'nl';
/** Auth cookie: prefix auth., path /, 30 days, lax (spec §7). */
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_S = 2_592_000;
/** Reverse geocoding accepts a position at most 1 hour old (spec §7). */
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
/** Premium members are said to have a 46% higher chance of a match (spec §1). */
export const PREMIUM_MATCH_CHANCE_PERCENT = 46;
/** Design version (spec §9). */
export const DESIGN_VERSION = 1;
/** The terms version date is never earlier than this (spec §9). */
export const TERMS_VERSION_FLOOR = '2023-12-01T12:00:00.000Z';
/**
 * SEPA direct debit (spec §2 Money, §5; ADR 0021): what one member may have debited per calendar month
 * (EUR cents) unless their mandate carries a limit of its own, and the SMS code's rules.
 */
export const DIRECT_DEBIT_MONTHLY_LIMIT_CENTS = 50_000;
export const DIRECT_DEBIT_OTP = {
  digits: 6,
  ttlMs: 10 * 60_000,
  attempts: 5,
  resendAfterMs: 60_000,
} as const;
