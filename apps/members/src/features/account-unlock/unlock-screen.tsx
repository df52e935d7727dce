'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { ResultPanel } from '@/components/form/result-panel';
import { Lead } from '@/components/page/page-container';
import { NarrowScreen } from '@/components/page/narrow-screen';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { isTokenShaped } from '@/lib/token';
import { LinkButton } from '@/components/page/link-button';

/**
 * `/unlock?token=`: lifts a login lock with the e-mailed one-time link and logs the member in on this browser
 * (which becomes a known device). A click, never on load: mail scanners that open links must not use it up.
 */
export function UnlockScreen({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const errorText = useApiErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState(() => !isTokenShaped(token));
  const [failure, setFailure] = useState<string | null>(null);
  const unlock = useMutation({
    mutationFn: () => getBrowserApi().user.unlock({ token }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.user.current(), data);
      router.push('/members');
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'token_invalid') setInvalid(true);
      else setFailure(errorText(error));
    },
  });

  return (
    <NarrowScreen screen="unlock">
      {invalid ? (
        <ResultPanel tone="danger" message={t('unlock.invalid')} testId="unlock-invalid">
          <LinkButton href="/login">{t('unlock.login')}</LinkButton>
          <Link href="/reset-password">{t('unlock.reset')}</Link>
        </ResultPanel>
      ) : (
        <>
          <Lead>{t('unlock.lead')}</Lead>
          {failure && (
            <Alert tone="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Button
            type="button"
            size="lg"
            fullWidth
            loading={unlock.isPending}
            onClick={() => unlock.mutate()}
          >
            {t('unlock.submit')}
          </Button>
        </>
      )}
    </NarrowScreen>
  );
}
