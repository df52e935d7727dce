import { type TLocale } from '@dating/core/contracts';
import { resolveLocale, slugLocale } from '@dating/core/domain';

export interface PickLocaleInput {
  slug: string | null;
  /** Value of the `i18n_redirected` cookie, if any. */
  cookie: string | null | undefined;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  /** The campaign's default language, used when nothing else names a supported one. */
  fallback: TLocale | null;
}

export interface PickedLocale {
  locale: TLocale;
  /** The slug chose it: the caller remembers it in the cookie so /signup continues in that language. */
  fromSlug: boolean;
}

/** Slug language, else cookie, else browser language (core's `resolveLocale`), else campaign default, else en. */
export function pickLocale({ slug, cookie, languages, fallback }: PickLocaleInput): PickedLocale {
  const fromSlug = slugLocale(slug);
  if (fromSlug) return { locale: fromSlug, fromSlug: true };
  const resolved = resolveLocale({ cookie, acceptLanguage: languages.join(',') });
  if (resolved.source === 'default' && fallback) return { locale: fallback, fromSlug: false };
  return { locale: resolved.locale, fromSlug: false };
}

/** One cookie's value from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
