'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import {
  EMPTY_ACCOUNT,
  nameError,
  signupProblemOf,
  suggestEmail,
  toGenderSexuality,
  validateAccount,
  type AccountErrorCode,
  type AccountValues,
} from '@dating/core/domain';
import { Trans, useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { fieldErrors, SignupAccountForm, useSignupAccountForm } from '@dating/ui/signup-account-form';
import { Actions } from '@/components/form/form.styles';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { readTracking } from '@/lib/tracking-storage';
import { useSettings } from '@/providers/settings-context';
import { LandingAccountError } from './landing-account-error';
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
  const locale = useLocale();
  const settings = useSettings();
  const signup = useLandingSignup(destination);
  const apiErrorText = useApiErrorText();
  const form = useSignupAccountForm<AccountValues, AccountErrorCode>({
    empty: EMPTY_ACCOUNT,
    suggest: suggestEmail,
  });
  const { values, setErrors, setSuggestion } = form;
  const [minAge, setMinAge] = useState(settings.min_age);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = validateAccount(values, { minAge: settings.min_age, now: new Date() });
    if (Object.keys(found).length || !values.iAm || !values.lookingFor) {
      setErrors(found);
      setMinAge(settings.min_age);
      if (found.email === 'invalidEmail') setSuggestion(suggestEmail(values.email));
      form.requestFocus();
      return;
    }
    setErrors({});
    const tracking = readTracking();
    const email = values.email.trim();
    signup.mutate(
      {
        email,
        name: values.name.trim(),
        password: values.password,
        date_of_birth: values.dateOfBirth,
        ...(values.message.trim() ? { signup_message: values.message.trim() } : {}),
        ...toGenderSexuality(values.iAm, values.lookingFor),
        language: locale,
        ...(tracking ? { tracking } : {}),
      },
      {
        onError: (error) => {
          const problem = isApiError(error)
            ? signupProblemOf(
                error.status,
                error.envelope?.error ?? { code: error.code },
                nameError(values.name, values.email),
              )
            : ({ kind: 'failed' } as const);
          if (problem.kind === 'fields') {
            setErrors(problem.errors);
            if (problem.minAge) setMinAge(problem.minAge);
            setSuggestion(
              problem.suggestion ?? (problem.errors.email === 'invalidEmail' ? suggestEmail(email) : null),
            );
            form.requestFocus();
          } else if (problem.kind === 'inviteOnly') {
            setFormError(t('inviteOnly.body'));
          } else {
            setFormError(apiErrorText(error));
          }
        },
      },
    );
  };

  if (signup.isSuccess) {
    return (
      <Alert tone="success" data-testid="member-landing-created">
        {tm('landing.created')}
      </Alert>
    );
  }

  return (
    <SignupAccountForm<AccountValues>
      idPrefix="signup"
      variant="steps"
      labels={{
        iAm: t('account.iAm'),
        lookingFor: t('account.lookingFor'),
        name: t('account.name'),
        nameHint: t('account.nameHint'),
        email: t('account.email'),
        password: t('account.password'),
        passwordHint: t('account.passwordHint'),
        showPassword: t('account.showPassword'),
        hidePassword: t('account.hidePassword'),
        dateOfBirth: t('account.dateOfBirth'),
        dateOfBirthHint: t('account.dateOfBirthHint', { min_age: settings.min_age }),
        message: t('account.message'),
        messageHint: t('account.messageHint'),
        applySuggestion: (suggestion) => t('errors.applySuggestion', { suggestion }),
        didYouMean: (button, suggestion) => (
          <Trans
            t={t}
            i18nKey="errors.didYouMean"
            values={{ suggestion }}
            components={{ suggestion: button }}
          />
        ),
      }}
      iAmOptions={[
        { value: 'man', label: t('account.man') },
        { value: 'woman', label: t('account.woman') },
      ]}
      lookingForOptions={[
        { value: 'men', label: t('account.men') },
        { value: 'women', label: t('account.women') },
        { value: 'both', label: t('account.both') },
      ]}
      {...form.bind}
      errors={fieldErrors(form.errors, (code, field) =>
        field === 'iAm' || field === 'lookingFor' ? (
          t('errors.choose')
        ) : (
          <LandingAccountError code={code} minAge={minAge} />
        ),
      )}
      formError={formError}
      today={new Date().toISOString().slice(0, 10)}
      onSubmit={onSubmit}
      aria-describedby={formError ? 'signup-form-error' : undefined}
    >
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
