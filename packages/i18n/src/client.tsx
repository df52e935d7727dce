'use client';

import i18next, { type BackendModule, type i18n, type Resource, type TFunction } from 'i18next';
import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nContext, I18nextProvider, type useTranslation as useReactI18next } from 'react-i18next';
import type {} from './i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  isLocale,
  isNamespace,
  localeCookieString,
  type Locale,
  type Namespace,
} from './locale';
import { canLoad, loadNamespace } from './lazy-resources';
import { baseInitOptions } from './options';

export { Trans } from 'react-i18next';
export { LOCALES, LOCALE_COOKIE, isLocale, localeCookieString, type Locale, type Namespace } from './locale';

/**
 * Per instance: the `useTranslation` answers of the current revision by language and namespaces, and the
 * components to re-render when the language changes or a namespace finishes loading.
 */
interface HookCache {
  revision: number;
  answers: Map<string, ReturnType<typeof useReactI18next>>;
  loading: Map<string, Promise<void>>;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
}

const hookCaches = new WeakMap<i18n, HookCache>();

function hookCacheOf(instance: i18n): HookCache {
  let cache = hookCaches.get(instance);
  if (cache) return cache;
  const created: HookCache = {
    revision: 0,
    answers: new Map(),
    loading: new Map(),
    listeners: new Set(),
    subscribe: (listener) => {
      created.listeners.add(listener);
      return () => created.listeners.delete(listener);
    },
  };
  const bump = () => {
    created.revision += 1;
    created.answers.clear();
    created.loading.clear();
    for (const listener of created.listeners) listener();
  };
  instance.on('languageChanged', bump);
  instance.on('loaded', bump);
  hookCaches.set(instance, (cache = created));
  return cache;
}

/**
 * `useTranslation` of react-i18next, made cheap for server rendering: react-i18next 17 builds a copy of the
 * i18next instance (every own property descriptor) for each component the first time it renders, which on the
 * server is every render — about 8 % of a member page's CPU. Here every component that asks for the same
 * namespaces in the same language gets the same answer (`[t, i18n, ready]`, also as `.t`, `.i18n`,
 * `.ready`), made once per language change or finished load; `i18n` is the provider's instance itself.
 * A namespace that is not loaded yet suspends the component until it is (as react-i18next's `useSuspense`).
 */
export const useTranslation = ((ns?: string | readonly string[]) => {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error('useTranslation() needs an <I18nProvider> above it');
  const cache = hookCacheOf(instance);
  useSyncExternalStore(
    cache.subscribe,
    () => cache.revision,
    () => cache.revision,
  );
  const namespaces: readonly string[] =
    ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === 'string' ? [ns] : ns;
  const language = instance.language;
  const key = `${language}|${namespaces.join(',')}`;
  const answer = cache.answers.get(key);
  if (answer) return answer;
  // Not cached when not ready: a bundle added later (I18nResources) makes it ready without an event.
  const ready = namespaces.every((n) => instance.hasLoadedNamespace(n));
  if (!ready) {
    let loading = cache.loading.get(key);
    if (!loading) {
      loading = new Promise<void>(
        (resolve) => void instance.loadNamespaces([...namespaces], () => resolve()),
      );
      cache.loading.set(key, loading);
    }
    throw loading;
  }
  const t = instance.getFixedT(language, namespaces[0] as Namespace) as TFunction;
  const made = Object.assign([t, instance, true], { t, i18n: instance, ready: true });
  cache.answers.set(key, made as unknown as ReturnType<typeof useReactI18next>);
  return made;
}) as typeof useReactI18next;

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
    if (resources) addMissingBundles(instance, resources);
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

/** Adds the namespaces of `resources` the instance does not have yet; returns whether it added any. */
function addMissingBundles(instance: i18n, resources: Resource): boolean {
  let added = false;
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, data] of Object.entries(namespaces)) {
      if (instance.hasResourceBundle(lng, ns)) continue;
      instance.addResourceBundle(lng, ns, data, true, true);
      added = true;
    }
  }
  return added;
}

export interface I18nResourcesProps {
  /** `getResources(locale, [...])` from the server: the namespaces this part of the page adds. */
  resources: Resource;
  children?: ReactNode;
}

/**
 * Adds namespaces to the surrounding provider's instance before its children render, so a layout or page can
 * send the namespaces only its own components use (the provider gets the ones every page needs). The server
 * HTML and the first browser render see the same texts: nothing suspends and nothing is fetched. Bundles stay
 * in the instance once added (a later page that needs them again brings them again, harmlessly).
 */
export function I18nResources({ resources, children }: I18nResourcesProps) {
  const { i18n: instance } = useTranslation();
  // During render, not in an effect: the children below render in this same pass. Idempotent.
  addMissingBundles(instance, resources);
  return <>{children}</>;
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
