'use client';

import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type {} from './i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  isLocale,
  isNamespace,
  localeCookieString,
  type Locale,
} from './locale';
import { canLoad, loadNamespace } from './lazy-resources';
import { baseInitOptions } from './options';

export { Trans, useTranslation } from 'react-i18next';
export { LOCALES, LOCALE_COOKIE, isLocale, localeCookieString, type Locale, type Namespace } from './locale';

/** i18next backend that loads a missing locale file through the lazy chunk loaders. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!canLoad(language, namespace)) {
      callback(null, {});
      return;
    }
    loadNamespace(language as Locale, namespace as Parameters<typeof loadNamespace>[1]).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A browser instance. With `resources` (what the server rendered with) it is ready synchronously, so the
 * first client render matches the server HTML; anything not given (another language after
 * `changeLanguage`, or everything when `resources` is omitted) is loaded lazily, one chunk per file.
 */
export function createClientI18n(locale: Locale, resources?: Resource): i18n {
  // Only the namespaces given are needed at start, so init completes synchronously; `useTranslation('legal')`
  // loads any other one on demand (suspending that subtree until it arrives).
  const given = Object.keys(resources?.[locale] ?? resources?.[DEFAULT_LOCALE] ?? {}).filter(isNamespace);
  const instance = i18next.createInstance({
    ...baseInitOptions(locale, given.length ? given : [DEFAULT_NAMESPACE]),
    // Own copy: i18next writes into the objects it is given.
    ...(resources ? { resources: structuredClone(resources), partialBundledLanguages: true } : {}),
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });
  instance.use(lazyBackend);
  void instance.init();
  return instance;
}

export interface I18nProviderProps {
  locale: Locale;
  /** Usually `getResources(locale)` from the server: this locale plus English. Omitted: loaded lazily. */
  resources?: Resource;
  children?: ReactNode;
  /** Shown while a namespace or language that was not passed is loading (default: nothing). */
  fallback?: ReactNode;
  /**
   * Wrap the children in a Suspense boundary (default: only when no `resources` are given). With the
   * server's resources the first render never suspends; leaving the boundary out then lets a server-rendered
   * app answer redirects and not-found with real status codes, because nothing streams before the page.
   */
  boundary?: boolean;
}

/** One i18next instance per provider (never a module singleton), handed to react-i18next. */
export function I18nProvider({
  locale,
  resources,
  children,
  fallback = null,
  boundary = resources === undefined,
}: I18nProviderProps) {
  const [instance] = useState(() => createClientI18n(locale, resources));

  // Later props (a navigation rendered in another language) update the same instance.
  useEffect(() => {
    if (resources) {
      for (const [lng, namespaces] of Object.entries(resources)) {
        for (const [ns, data] of Object.entries(namespaces)) {
          if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, data, true, true);
        }
      }
    }
    if (instance.language !== locale) void instance.changeLanguage(locale);
  }, [instance, locale, resources]);

  // The boundary sits inside the provider so that the provider (and its instance) stays mounted while a
  // child suspends on a lazy namespace; outside it, React would discard the state and start over.
  return (
    <I18nextProvider i18n={instance}>
      {boundary ? <Suspense fallback={fallback}>{children}</Suspense> : children}
    </I18nextProvider>
  );
}

/** The provider's current locale. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/**
 * Switch language: remembers it in the `i18n_redirected` cookie, sets `<html lang>`, and changes the
 * provider's instance (missing files load lazily). Whether to reload or refresh the route is the app's call.
 */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const { i18n: instance } = useTranslation();
  return useCallback(
    async (locale: Locale) => {
      document.cookie = localeCookieString(locale, { secure: window.location.protocol === 'https:' });
      document.documentElement.lang = locale;
      await instance.changeLanguage(locale);
    },
    [instance],
  );
}
