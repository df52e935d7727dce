import { type ReactNode } from 'react';
import { getResources } from '@dating/i18n';
import { I18nResources } from '@dating/i18n/client';
import { SENT_NAMESPACES, type NamespaceLevel } from '@/lib/i18n-namespaces';
import { getRequestLocale } from './locale';

/**
 * The namespaces a layout or page adds for its own components (`SENT_NAMESPACES[of]`), in the request's
 * language, to the browser's i18next instance before its children render (ADR 0040). Renders only the children
 * when the level adds nothing.
 */
export async function Translations({ of, children }: { of: NamespaceLevel; children: ReactNode }) {
  const namespaces = SENT_NAMESPACES[of];
  if (namespaces.length === 0) return <>{children}</>;
  const { locale } = await getRequestLocale();
  return <I18nResources resources={getResources(locale, namespaces)}>{children}</I18nResources>;
}
