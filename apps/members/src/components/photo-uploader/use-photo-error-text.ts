'use client';

import { useCallback } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { type LooseT } from '@/lib/loose-t';

/**
 * A failed upload or photo change in words: the field message of a `validation_failed` answer when it names
 * one (e.g. "errors.main_photo_private"), otherwise the envelope's message with its params.
 */
export function usePhotoErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  const apiText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      const general = apiText(error);
      const field = isApiError(error) ? error.fields[0]?.message : undefined;
      if (!field || !/^errors[.:]/.test(field)) return general;
      const params = isApiError(error) ? error.envelope?.error.params : undefined;
      return (t as unknown as LooseT)(field.replace(/^errors[.:]/, ''), { ...params, defaultValue: general });
    },
    [apiText, t],
  );
}
