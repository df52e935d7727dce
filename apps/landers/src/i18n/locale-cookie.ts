import type { TLocale } from '@dating/core/contracts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@dating/core/domain';

/** `i18n_redirected=nl; Path=/; Max-Age=31536000; SameSite=Lax` (spec §7), as `@dating/i18n` writes it. */
export function localeCookie(locale: TLocale, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE}=${locale}`,
    'Path=/',
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
