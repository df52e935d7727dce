'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { isApiError } from '@dating/core/client';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useMailChangeConfirmation } from './use-mail-change-confirmation';
import { useUser } from '@/hooks/use-user';
import { isTokenShaped } from '@/lib/token';
import { FormLinks, ResultRegion } from '@/components/form/form.styles';

/** `/mail-change/do?token=`: confirms the new address on load (no button), then says how it went. */
export function MailChangeDoScreen({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const valid = isTokenShaped(token);
  const confirmation = useMailChangeConfirmation(token, valid);
  const resultRef = useRef<HTMLDivElement>(null);
  const settled = !valid || !confirmation.isPending;

  useEffect(() => {
    if (settled) resultRef.current?.focus();
  }, [settled]);

  const invalid =
    !valid ||
    (confirmation.isError && isApiError(confirmation.error) && confirmation.error.code === 'token_invalid');
  const next = user ? (
    <Button as={Link} href="/notifications">
      {t('mailChange.toSettings')}
    </Button>
  ) : (
    <Button as={Link} href="/login">
      {t('mailChange.toLogin')}
    </Button>
  );

  let body;
  if (invalid) {
    body = (
      <Alert tone="danger" role="status" data-testid="mail-change-invalid">
        {t('mailChange.invalidLink')}
      </Alert>
    );
  } else if (confirmation.isError) {
    body = (
      <Alert tone="danger" role="status">
        {errorText(confirmation.error)}
      </Alert>
    );
  } else if (confirmation.isSuccess) {
    body = (
      <Alert tone="success" data-testid="mail-change-done">
        {t('mailChange.confirmed')}
      </Alert>
    );
  }

  return (
    <PageContainer $width="narrow" data-screen="mailChangeDo">
      <PageTitle>{tc('screens.mailChangeDo')}</PageTitle>
      {settled ? (
        <ResultRegion tabIndex={-1} ref={resultRef}>
          {body}
          <FormLinks>{next}</FormLinks>
        </ResultRegion>
      ) : (
        <Spinner label={t('mailChange.confirming')} size="lg" />
      )}
    </PageContainer>
  );
}
