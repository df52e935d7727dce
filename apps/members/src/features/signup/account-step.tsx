'use client';

import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useLocale, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { fieldErrors, SignupAccountForm, useSignupAccountForm } from '@dating/ui/signup-account-form';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useSettings } from '@/providers/settings-context';
import {
  EMPTY_ACCOUNT,
  nameError,
  suggestEmail,
  validateAccount,
  type AccountErrorCode,
  type AccountValues,
} from '@dating/core/domain';
import { AccountErrorText } from './account-error-text';
import { toGenderSexuality } from './gender-sexuality';
import { signupProblem } from './signup-error';
import { findSignupMatches } from './signup-matches';
import { SignupProgress } from './signup-progress';
import { useSignupStore } from './signup-store';
import { Actions } from '@/components/form/form.styles';
import { Muted } from './signup.styles';
import { readTracking } from '@/lib/tracking-storage';
import { useSignup } from './use-signup';

/** Step 0: the account (spec §3 signup form, §5 validation), then the real progress of its creation. */
export function AccountStep({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const settings = useSettings();
  const signup = useSignup();
  const queryClient = useQueryClient();
  /** The account exists; its first matches are being looked up (the "looking for matches" stage). */
  const [findingMatches, setFindingMatches] = useState(false);
  const apiErrorText = useApiErrorText();
  const setSubmitting = useSignupStore((s) => s.setSubmitting);
  const setEmail = useSignupStore((s) => s.setEmail);
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
    // Stage "checking your details": the same rules as the API, before any request.
    const found = validateAccount(values, { minAge: settings.min_age, now: new Date() });
    if (Object.keys(found).length || !values.iAm || !values.lookingFor) {
      setErrors(found);
      setMinAge(settings.min_age);
      if (found.email === 'invalidEmail') setSuggestion(suggestEmail(values.email));
      form.requestFocus();
      return;
    }
    setErrors({});
    setSubmitting(true); // from here the modal cannot be dismissed
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
        onSuccess: async ({ user }) => {
          setFindingMatches(true);
          await findSignupMatches(queryClient, user, settings);
          setEmail(email);
          setSubmitting(false);
          onCreated();
        },
        onError: (error) => {
          setSubmitting(false);
          const problem = signupProblem(error, nameError(values.name, values.email));
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

  if (signup.isPending) return <SignupProgress phase="creating" autoFocus />;
  if (findingMatches) return <SignupProgress phase="matches" autoFocus />;

  const today = new Date().toISOString().slice(0, 10);

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
          <AccountErrorText code={code} minAge={minAge} />
        ),
      )}
      formError={formError}
      today={today}
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
        <Button type="submit" size="lg" fullWidth>
          {t('account.submit')}
        </Button>
      </Actions>
      <Muted>
        {t('account.haveAccount')} <Link href="/login">{t('account.login')}</Link>
      </Muted>
    </SignupAccountForm>
  );
}
