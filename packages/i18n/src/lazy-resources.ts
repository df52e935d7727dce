/**
 * Lazy loaders, one per locale × namespace, written out so every bundler (Turbopack, webpack, Vite)
 * splits each file into its own chunk. Used by the browser to fetch a language it was not given.
 */
import { isLocale, isNamespace, type Locale, type Namespace } from './locale';

type Loader = () => Promise<{ default: unknown }>;

const loaders: Record<Locale, Record<Namespace, Loader>> = {
  de: {
    common: () => import('../locales/de/common.json'),
    legal: () => import('../locales/de/legal.json'),
    landers: () => import('../locales/de/landers.json'),
    ui: () => import('../locales/de/ui.json'),
    errors: () => import('../locales/de/errors.json'),
    profile: () => import('../locales/de/profile.json'),
    account: () => import('../locales/de/account.json'),
    signup: () => import('../locales/de/signup.json'),
    email: () => import('../locales/de/email.json'),
    editor: () => import('../locales/de/editor.json'),
    member: () => import('../locales/de/member.json'),
    search: () => import('../locales/de/search.json'),
    likes: () => import('../locales/de/likes.json'),
    swipe: () => import('../locales/de/swipe.json'),
  },
  en: {
    common: () => import('../locales/en/common.json'),
    legal: () => import('../locales/en/legal.json'),
    landers: () => import('../locales/en/landers.json'),
    ui: () => import('../locales/en/ui.json'),
    errors: () => import('../locales/en/errors.json'),
    profile: () => import('../locales/en/profile.json'),
    account: () => import('../locales/en/account.json'),
    signup: () => import('../locales/en/signup.json'),
    email: () => import('../locales/en/email.json'),
    editor: () => import('../locales/en/editor.json'),
    member: () => import('../locales/en/member.json'),
    search: () => import('../locales/en/search.json'),
    likes: () => import('../locales/en/likes.json'),
    swipe: () => import('../locales/en/swipe.json'),
  },
  es: {
    common: () => import('../locales/es/common.json'),
    legal: () => import('../locales/es/legal.json'),
    landers: () => import('../locales/es/landers.json'),
    ui: () => import('../locales/es/ui.json'),
    errors: () => import('../locales/es/errors.json'),
    profile: () => import('../locales/es/profile.json'),
    account: () => import('../locales/es/account.json'),
    signup: () => import('../locales/es/signup.json'),
    email: () => import('../locales/es/email.json'),
    editor: () => import('../locales/es/editor.json'),
    member: () => import('../locales/es/member.json'),
    search: () => import('../locales/es/search.json'),
    likes: () => import('../locales/es/likes.json'),
    swipe: () => import('../locales/es/swipe.json'),
  },
  fr: {
    common: () => import('../locales/fr/common.json'),
    legal: () => import('../locales/fr/legal.json'),
    landers: () => import('../locales/fr/landers.json'),
    ui: () => import('../locales/fr/ui.json'),
    errors: () => import('../locales/fr/errors.json'),
    profile: () => import('../locales/fr/profile.json'),
    account: () => import('../locales/fr/account.json'),
    signup: () => import('../locales/fr/signup.json'),
    email: () => import('../locales/fr/email.json'),
    editor: () => import('../locales/fr/editor.json'),
    member: () => import('../locales/fr/member.json'),
    search: () => import('../locales/fr/search.json'),
    likes: () => import('../locales/fr/likes.json'),
    swipe: () => import('../locales/fr/swipe.json'),
  },
  it: {
    common: () => import('../locales/it/common.json'),
    legal: () => import('../locales/it/legal.json'),
    landers: () => import('../locales/it/landers.json'),
    ui: () => import('../locales/it/ui.json'),
    errors: () => import('../locales/it/errors.json'),
    profile: () => import('../locales/it/profile.json'),
    account: () => import('../locales/it/account.json'),
    signup: () => import('../locales/it/signup.json'),
    email: () => import('../locales/it/email.json'),
    editor: () => import('../locales/it/editor.json'),
    member: () => import('../locales/it/member.json'),
    search: () => import('../locales/it/search.json'),
    likes: () => import('../locales/it/likes.json'),
    swipe: () => import('../locales/it/swipe.json'),
  },
  nl: {
    common: () => import('../locales/nl/common.json'),
    legal: () => import('../locales/nl/legal.json'),
    landers: () => import('../locales/nl/landers.json'),
    ui: () => import('../locales/nl/ui.json'),
    errors: () => import('../locales/nl/errors.json'),
    profile: () => import('../locales/nl/profile.json'),
    account: () => import('../locales/nl/account.json'),
    signup: () => import('../locales/nl/signup.json'),
    email: () => import('../locales/nl/email.json'),
    editor: () => import('../locales/nl/editor.json'),
    member: () => import('../locales/nl/member.json'),
    search: () => import('../locales/nl/search.json'),
    likes: () => import('../locales/nl/likes.json'),
    swipe: () => import('../locales/nl/swipe.json'),
  },
  pl: {
    common: () => import('../locales/pl/common.json'),
    legal: () => import('../locales/pl/legal.json'),
    landers: () => import('../locales/pl/landers.json'),
    ui: () => import('../locales/pl/ui.json'),
    errors: () => import('../locales/pl/errors.json'),
    profile: () => import('../locales/pl/profile.json'),
    account: () => import('../locales/pl/account.json'),
    signup: () => import('../locales/pl/signup.json'),
    email: () => import('../locales/pl/email.json'),
    editor: () => import('../locales/pl/editor.json'),
    member: () => import('../locales/pl/member.json'),
    search: () => import('../locales/pl/search.json'),
    likes: () => import('../locales/pl/likes.json'),
    swipe: () => import('../locales/pl/swipe.json'),
  },
};

/** One locale file, loaded on demand. */
export async function loadNamespace(locale: Locale, ns: Namespace): Promise<Record<string, unknown>> {
  const mod = await loaders[locale][ns]();
  return mod.default as Record<string, unknown>;
}

/** Whether `loadNamespace` can load this pair (i18next asks with plain strings). */
export function canLoad(locale: string, ns: string): boolean {
  return isLocale(locale) && isNamespace(ns);
}
