'use client';

import { useCallback } from 'react';
import { useTranslation } from '@dating/i18n/client';

function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** Label of a language code: `profile:languages.<code>`, or the language's own name until that key exists. */
export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return useCallback(
    (code: string) => translate(`profile:languages.${code}`, { defaultValue: nativeName(code) }),
    [translate],
  );
}
