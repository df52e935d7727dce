import i18next, { type i18n } from 'i18next';
import { NAMESPACES, type Locale, type Namespace } from './locale';
import { baseInitOptions } from './options';
import { getResources } from './resources';

export interface CreateI18nOptions {
  /** Namespaces to load (default: all). The first one is not special: `defaultNS` stays `common`. */
  ns?: readonly Namespace[];
}

/**
 * A fresh, initialised i18next instance for one locale, from the bundled resources (plus English as the
 * fallback). Never shared: create one per request on the server, one per provider in the browser.
 */
export function createI18n(locale: Locale, options: CreateI18nOptions = {}): i18n {
  const ns = options.ns ?? NAMESPACES;
  // i18next stores the resource objects it is given and `addResourceBundle` writes into them: each instance
  // gets its own copy so nothing one request does can reach another.
  const own = structuredClone(getResources(locale, ns));
  const instance = i18next.createInstance({ ...baseInitOptions(locale, ns), resources: own });
  // With resources in the options and `initAsync: false` this completes synchronously.
  void instance.init();
  return instance;
}
