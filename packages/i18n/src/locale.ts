/**
 * Locale constants and the locale cookie. Framework-free and free of any translation content, so that
 * importing it never pulls locale JSON into a bundle.
 */

/** Mirrors `LOCALES` of `@dating/core/contracts` (this package depends on no other workspace package). */
export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the source language and the fallback. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export const NAMESPACES = [
  'common',
  'legal',
  'landers',
  'ui',
  'errors',
  'profile',
  'account',
  'signup',
  'email',
  'editor',
  'member',
  'search',
  'likes',
  'swipe',
  'payments',
  'chat',
  'directdebit',
  'data-export',
  'complaints',
  'report',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

/** Cookie that remembers the member's language (no path prefix in URLs). */
export const LOCALE_COOKIE = 'i18n_redirected';
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;

export interface LocaleCookieOptions {
  /** Adds `Secure` (set it on https origins). */
  secure?: boolean;
}

/**
 * The cookie as a string for `document.cookie` or a `Set-Cookie` header:
 * `i18n_redirected=nl; Path=/; Max-Age=31536000; SameSite=Lax`.
 */
export function localeCookieString(locale: Locale, options: LocaleCookieOptions = {}): string {
  if (!isLocale(locale)) throw new RangeError(`Unsupported locale: ${String(locale)}`);
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
