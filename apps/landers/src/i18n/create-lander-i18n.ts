import type {} from '@dating/i18n';
import { createInstance, type i18n } from 'i18next';
import type { TLocale } from '@dating/core/contracts';
import type en from '@dating/i18n/locales/en/landers.json';

type LanderStrings = typeof en;

/**
 * One chunk per language: a lander downloads only the `landers` strings of the visitor's language (a few kB),
 * fetched in parallel with its template before the first render, so the first paint is already translated.
 */
const LOADERS: Record<TLocale, () => Promise<{ default: LanderStrings }>> = {
  de: () => import('@dating/i18n/locales/de/landers.json'),
  en: () => import('@dating/i18n/locales/en/landers.json'),
  es: () => import('@dating/i18n/locales/es/landers.json'),
  fr: () => import('@dating/i18n/locales/fr/landers.json'),
  it: () => import('@dating/i18n/locales/it/landers.json'),
  nl: () => import('@dating/i18n/locales/nl/landers.json'),
  pl: () => import('@dating/i18n/locales/pl/landers.json'),
};

const loaded = new Map<TLocale, LanderStrings>();

/** Makes a language's strings available to `createLanderI18n` (tests register all seven up front). */
export function registerLanderStrings(locale: TLocale, strings: LanderStrings): void {
  loaded.set(locale, strings);
}

/** Fetches and registers the strings of one language. */
export async function loadLanderStrings(locale: TLocale): Promise<void> {
  if (!loaded.has(locale)) registerLanderStrings(locale, (await LOADERS[locale]()).default);
}

/**
 * A ready (synchronously initialised) i18next instance for one language whose strings are registered. No
 * English fallback is shipped: `pnpm i18n:check` guarantees every language has every key. The options mirror
 * `baseInitOptions` of `@dating/i18n`; that package's entry is not imported here because it bundles every
 * namespace of every language, which a lander never needs.
 */
export function createLanderI18n(locale: TLocale): i18n {
  const strings = loaded.get(locale) ?? loaded.get('en');
  const english = loaded.get('en');
  const instance = createInstance({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: Object.keys(LOADERS),
    load: 'currentOnly',
    ns: ['landers'],
    defaultNS: 'landers',
    fallbackNS: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    resources: {
      ...(english ? { en: { landers: english } } : {}),
      ...(strings ? { [locale]: { landers: strings } } : {}),
    },
  });
  void instance.init();
  return instance;
}
