'use client';

import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { AccountForm } from '@/components/signup-account/account-form';
import { useSignupAccount } from '@/components/signup-account/use-signup-account';
import { Muted } from './member-landing.styles';
import { useLandingSignup } from './use-landing-signup';

/**
 * The site's account form (the one the sign-up flow and the landers use) on a member landing page: it
 * creates the account with the stored tracking record (spec §4) and then goes straight to `destination`
 * (the member's profile or chat). The optional profile steps stay available later at /profile.
 */
export function LandingSignupForm({ destination }: { destination: string }) {
  const { t } = useTranslation('member');
  const signup = useLandingSignup(destination);
  const { formProps } = useSignupAccount((input, onError) => signup.mutate(input, { onError }));

  if (signup.isSuccess) {
    return (
      <Alert tone="success" data-testid="member-landing-created">
        {t('landing.created')}
      </Alert>
    );
  }

  return <AccountForm formProps={formProps} Note={Muted} submitDisabled={signup.isPending} />;
}
