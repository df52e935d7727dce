import type {} from '@dating/i18n';
import { createInstance, type i18n } from 'i18next';
import type { TLocale } from '@dating/core/contracts';
import de from '@dating/i18n/locales/de/landers.json';
import en from '@dating/i18n/locales/en/landers.json';
import es from '@dating/i18n/locales/es/landers.json';
import fr from '@dating/i18n/locales/fr/landers.json';
import it from '@dating/i18n/locales/it/landers.json';
import nl from '@dating/i18n/locales/nl/landers.json';
import pl from '@dating/i18n/locales/pl/landers.json';

/** Only the `landers` namespace, bundled (a few kB): the first paint is already translated, no fetch. */
const LANDERS = { de, en, es, fr, it, nl, pl } as const;

/**
 * A ready (synchronously initialised) i18next instance for one language, English as the fallback.
 * The options mirror `baseInitOptions` of `@dating/i18n`; that package's entry is not imported here
 * because it bundles every namespace of every language, which a lander never needs.
 */
export function createLanderI18n(locale: TLocale): i18n {
  const instance = createInstance({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: Object.keys(LANDERS),
    load: 'currentOnly',
    ns: ['landers'],
    defaultNS: 'landers',
    fallbackNS: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    resources: {
      en: { landers: LANDERS.en },
      ...(locale === 'en' ? {} : { [locale]: { landers: LANDERS[locale] } }),
    },
  });
  void instance.init();
  return instance;
}
