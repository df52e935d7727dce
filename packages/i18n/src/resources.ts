/**
 * Every locale file, imported statically: `resources[lng][ns]`. Generated shape: one import per
 * locale × namespace (add a namespace in `locale.ts` and here).
 */
import type { Resource, ResourceLanguage } from 'i18next';
import { DEFAULT_LOCALE, NAMESPACES, type Locale, type Namespace } from './locale';

import deCommon from '../locales/de/common.json';
import deLegal from '../locales/de/legal.json';
import deLanders from '../locales/de/landers.json';
import deUi from '../locales/de/ui.json';
import deErrors from '../locales/de/errors.json';
import deProfile from '../locales/de/profile.json';
import enCommon from '../locales/en/common.json';
import enLegal from '../locales/en/legal.json';
import enLanders from '../locales/en/landers.json';
import enUi from '../locales/en/ui.json';
import enErrors from '../locales/en/errors.json';
import enProfile from '../locales/en/profile.json';
import esCommon from '../locales/es/common.json';
import esLegal from '../locales/es/legal.json';
import esLanders from '../locales/es/landers.json';
import esUi from '../locales/es/ui.json';
import esErrors from '../locales/es/errors.json';
import esProfile from '../locales/es/profile.json';
import frCommon from '../locales/fr/common.json';
import frLegal from '../locales/fr/legal.json';
import frLanders from '../locales/fr/landers.json';
import frUi from '../locales/fr/ui.json';
import frErrors from '../locales/fr/errors.json';
import frProfile from '../locales/fr/profile.json';
import itCommon from '../locales/it/common.json';
import itLegal from '../locales/it/legal.json';
import itLanders from '../locales/it/landers.json';
import itUi from '../locales/it/ui.json';
import itErrors from '../locales/it/errors.json';
import itProfile from '../locales/it/profile.json';
import nlCommon from '../locales/nl/common.json';
import nlLegal from '../locales/nl/legal.json';
import nlLanders from '../locales/nl/landers.json';
import nlUi from '../locales/nl/ui.json';
import nlErrors from '../locales/nl/errors.json';
import nlProfile from '../locales/nl/profile.json';
import plCommon from '../locales/pl/common.json';
import plLegal from '../locales/pl/legal.json';
import plLanders from '../locales/pl/landers.json';
import plUi from '../locales/pl/ui.json';
import plErrors from '../locales/pl/errors.json';
import plProfile from '../locales/pl/profile.json';

export type LocaleResources = Record<Namespace, ResourceLanguage[string]>;

const bundled: Record<Locale, LocaleResources> = {
  de: {
    common: deCommon,
    legal: deLegal,
    landers: deLanders,
    ui: deUi,
    errors: deErrors,
    profile: deProfile,
  },
  en: {
    common: enCommon,
    legal: enLegal,
    landers: enLanders,
    ui: enUi,
    errors: enErrors,
    profile: enProfile,
  },
  es: {
    common: esCommon,
    legal: esLegal,
    landers: esLanders,
    ui: esUi,
    errors: esErrors,
    profile: esProfile,
  },
  fr: {
    common: frCommon,
    legal: frLegal,
    landers: frLanders,
    ui: frUi,
    errors: frErrors,
    profile: frProfile,
  },
  it: {
    common: itCommon,
    legal: itLegal,
    landers: itLanders,
    ui: itUi,
    errors: itErrors,
    profile: itProfile,
  },
  nl: {
    common: nlCommon,
    legal: nlLegal,
    landers: nlLanders,
    ui: nlUi,
    errors: nlErrors,
    profile: nlProfile,
  },
  pl: {
    common: plCommon,
    legal: plLegal,
    landers: plLanders,
    ui: plUi,
    errors: plErrors,
    profile: plProfile,
  },
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Read-only: instances work on copies (see `createI18n`). */
export const resources: Readonly<Record<Locale, Readonly<LocaleResources>>> = deepFreeze(bundled);

function pick(locale: Locale, ns: readonly Namespace[]): ResourceLanguage {
  const all = resources[locale];
  return Object.fromEntries(ns.map((n) => [n, all[n]]));
}

/**
 * The resources i18next needs for one locale: that locale's namespaces plus English as the fallback
 * (`{ nl: {...}, en: {...} }`). Pass this to a client provider so only one language reaches the browser.
 */
export function getResources(locale: Locale, ns: readonly Namespace[] = NAMESPACES): Resource {
  const out: Resource = { [DEFAULT_LOCALE]: pick(DEFAULT_LOCALE, ns) };
  if (locale !== DEFAULT_LOCALE) out[locale] = pick(locale, ns);
  return out;
}
