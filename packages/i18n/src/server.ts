import type { i18n, TFunction } from 'i18next';
import { createI18n } from './create-i18n';
import { DEFAULT_NAMESPACE, type Locale, type Namespace } from './locale';

/** One namespace, or several (the first is the default for un-prefixed keys), as in `useTranslation`. */
export type NamespaceArg = Namespace | readonly Namespace[];

export interface ServerI18n<N extends NamespaceArg = typeof DEFAULT_NAMESPACE> {
  /** The request's own instance. */
  i18n: i18n;
  /** Bound to the request's locale and namespace(s). */
  t: TFunction<N>;
  locale: Locale;
}

/**
 * Per-request translation on the server: a NEW instance each call, so concurrent requests in different
 * languages never see each other's `changeLanguage`. Cheap: the bundled resources are shared read-only.
 */
export function getServerI18n<const N extends NamespaceArg = typeof DEFAULT_NAMESPACE>(
  locale: Locale,
  ns?: N,
): ServerI18n<N> {
  const list: readonly Namespace[] =
    ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === 'string' ? [ns] : ns;
  const instance = createI18n(locale, { ns: withCommon(list) });
  const t = instance.getFixedT(locale, [...list]) as unknown as TFunction<N>;
  return { i18n: instance, t, locale };
}

/** `common` is the default namespace, so it is always loaded. */
function withCommon(ns: readonly Namespace[]): Namespace[] {
  return ns.includes(DEFAULT_NAMESPACE) ? [...ns] : [...ns, DEFAULT_NAMESPACE];
}
