'use client';

import { useState, type ReactNode } from 'react';
import { type Resource } from 'i18next';
import { useTranslation } from '@dating/i18n/client';

/**
 * Adds the `chat` namespace the server page passed (`getResources(locale, ['chat'])`) to the app's i18next
 * instance before the chat renders, so only chat pages carry it and the first render matches the server HTML.
 */
export function ChatTranslations({ resources, children }: { resources: Resource; children: ReactNode }) {
  const { i18n } = useTranslation();
  useState(() => {
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, data] of Object.entries(namespaces)) {
        if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, data, true, true);
      }
    }
    return true;
  });
  return <>{children}</>;
}
