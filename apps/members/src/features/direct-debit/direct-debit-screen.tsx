'use client';

import { useState } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { BuyForm } from './buy-form';
import { CodeForm } from './code-form';
import { DetailsForm } from './details-form';
import { DdStack } from './direct-debit.styles';
import { useDirectDebitState } from './use-direct-debit';

/**
 * /directdebit (spec §2, §4, §5): bank details, the SMS code, then packages paid by SEPA direct debit on the
 * member's mandate, of which only the masked IBAN is ever shown.
 */
export function DirectDebitScreen() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('directdebit');
  const errorText = useApiErrorText();
  const query = useDirectDebitState();
  const [editing, setEditing] = useState(false);
  const state = query.data;

  let body;
  if (query.isPending) body = <Spinner />;
  else if (query.isError) body = <Alert tone="danger">{errorText(query.error)}</Alert>;
  else if (state!.blocked) body = <Alert tone="danger">{t('errors.blocked')}</Alert>;
  else if (state!.pending && !editing)
    body = <CodeForm pending={state!.pending} onChange={() => setEditing(true)} />;
  else if (state!.mandate && !editing)
    body = (
      <>
        <section aria-labelledby="dd-mandate">
          <h2 id="dd-mandate">{t('mandate.heading')}</h2>
          <p data-testid="dd-mandate">
            {t('mandate.account', {
              iban: state!.mandate.iban_masked,
              holder: state!.mandate.account_holder,
            })}
          </p>
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            {t('mandate.change')}
          </Button>
        </section>
        {state!.limit.used_cents >= state!.limit.monthly_cents ? (
          <Alert tone="warning">{t('errors.limitReached')}</Alert>
        ) : (
          <BuyForm limit={state!.limit} />
        )}
      </>
    );
  else body = <DetailsForm key={state!.pending ? 'again' : 'first'} />;

  return (
    <PageContainer data-screen="directDebit" $width="narrow">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.directDebit)}</PageTitle>
      <Lead>{t('intro')}</Lead>
      <DdStack onSubmitCapture={() => setEditing(false)}>{body}</DdStack>
    </PageContainer>
  );
}
