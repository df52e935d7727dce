'use client';

import { type Resource } from 'i18next';
import { useTranslation } from '@dating/i18n/client';

/**
 * Adds translation bundles the server passed (e.g. `getResources(locale, ['account'])`) to the page's
 * i18next instance before the first `useTranslation('account')`, so server and client render the same text
 * without suspending. Idempotent: bundles already present are left alone.
 */
export function useResourceBundles(resources: Resource | undefined): void {
  const { i18n } = useTranslation();
  if (!resources) return;
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, data] of Object.entries(namespaces)) {
      if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, data, true, true);
    }
  }
}
