'use client';

import { useEffect } from 'react';
import { localeCookieString, type Locale } from '@dating/i18n/client';

/** Writes the language cookie when the server chose the domain language (spec §4: "that locale is set"). */
export function LocaleCookieSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.cookie = localeCookieString(locale, { secure: window.location.protocol === 'https:' });
  }, [locale]);
  return null;
}
