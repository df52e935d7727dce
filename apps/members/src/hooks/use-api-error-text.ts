'use client';

import { useCallback } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { type LooseT } from '@/lib/loose-t';

/**
 * Translates any failed call with the `errors` namespace: the envelope's message key (e.g.
 * "errors.rate_limited") with its `params`, or the generic message for network and contract failures.
 */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const translate = t as unknown as LooseT;
      const fallback = translate('generic');
      if (!isApiError(error)) return fallback;
      const key = error.messageKey.replace(/^errors[.:]/, '');
      return translate(key, { ...error.envelope?.error.params, defaultValue: fallback });
    },
    [t],
  );
}
