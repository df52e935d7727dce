'use client';

import Link from 'next/link';
import { type AccountValues } from '@dating/core/domain';
import { Trans, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { SignupAccountForm } from '@dating/ui/signup-account-form';
import { Actions } from '@/components/form/form.styles';
import { useSignupAccount } from '@/components/signup-account/use-signup-account';
import { Muted } from './member-landing.styles';
import { useLandingSignup } from './use-landing-signup';

/**
 * The site's account form (the one the sign-up flow and the landers use) on a member landing page: it
 * creates the account with the stored tracking record (spec §4) and then goes straight to `destination`
 * (the member's profile or chat). The optional profile steps stay available later at /profile.
 */
export function LandingSignupForm({ destination }: { destination: string }) {
  const { t } = useTranslation('signup');
  const { t: tm } = useTranslation('member');
  const signup = useLandingSignup(destination);
  const { formProps } = useSignupAccount((input, onError) => signup.mutate(input, { onError }));

  if (signup.isSuccess) {
    return (
      <Alert tone="success" data-testid="member-landing-created">
        {tm('landing.created')}
      </Alert>
    );
  }

  return (
    <SignupAccountForm<AccountValues> {...formProps}>
      <Muted>
        <Trans
          t={t}
          i18nKey="account.consent"
          components={{ terms: <Link href="/pages/terms" />, privacy: <Link href="/pages/privacy" /> }}
        />
      </Muted>
      <Actions>
        <Button type="submit" size="lg" fullWidth disabled={signup.isPending}>
          {t('account.submit')}
        </Button>
      </Actions>
      <Muted>
        {t('account.haveAccount')} <Link href="/login">{t('account.login')}</Link>
      </Muted>
    </SignupAccountForm>
  );
}
