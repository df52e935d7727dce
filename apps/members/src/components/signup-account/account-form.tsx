'use client';

import Link from 'next/link';
import { type ComponentType, type ReactNode } from 'react';
import { type AccountValues } from '@dating/core/domain';
import { Trans, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { SignupAccountForm, type SignupAccountFormProps } from '@dating/ui/signup-account-form';
import { Actions } from '@/components/form/form.styles';

export interface AccountFormProps {
  /** From `useSignupAccount`. */
  formProps: Omit<SignupAccountFormProps<AccountValues>, 'children'>;
  /** The caller's small print (the sign-up modal and the landing page style it differently). */
  Note: ComponentType<{ children: ReactNode }>;
  submitDisabled?: boolean;
  /** Shown after the fields, before the consent (the phone onboarding's Back and Next). */
  beforeSubmit?: ReactNode;
}

/**
 * The member site's account form with its consent line, submit button and login link: the sign-up flow's
 * first step and the member landing page.
 */
export function AccountForm({ formProps, Note, submitDisabled, beforeSubmit }: AccountFormProps) {
  const { t } = useTranslation('signup');
  return (
    <SignupAccountForm<AccountValues> {...formProps}>
      {beforeSubmit}
      <div data-account-part="submit">
        <Note>
          <Trans
            t={t}
            i18nKey="account.consent"
            components={{ terms: <Link href="/pages/terms" />, privacy: <Link href="/pages/privacy" /> }}
          />
        </Note>
      </div>
      <Actions data-account-part="submit">
        <Button type="submit" size="lg" fullWidth disabled={submitDisabled}>
          {t('account.submit')}
        </Button>
      </Actions>
      <Note>
        {t('account.haveAccount')} <Link href="/login">{t('account.login')}</Link>
      </Note>
    </SignupAccountForm>
  );
}
