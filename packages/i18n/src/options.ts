import type { InitOptions } from 'i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  LOCALES,
  NAMESPACES,
  type Locale,
  type Namespace,
} from './locale';

/**
 * The i18next options every instance shares (server, client, tests). Resources are added by the caller.
 * Plurals follow `Intl.PluralRules` with the `_zero`/`_one`/`_two`/`_few`/`_many`/`_other` suffixes
 * (i18next's default JSON v4 format).
 */
export function baseInitOptions(locale: Locale, ns: readonly Namespace[] = NAMESPACES): InitOptions {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // Synchronous init: with bundled resources `t` works right after `init()` returns.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // An empty translation falls back to English instead of rendering nothing.
    returnEmptyString: false,
    pluralSeparator: '_',
    keySeparator: '.',
    nsSeparator: ':',
  };
}
