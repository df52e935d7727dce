'use client';

import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { TextField } from '@dating/ui/text-field';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useSettings } from '@/providers/settings-context';
import {
  ACCOUNT_FIELDS,
  EMPTY_ACCOUNT,
  nameError,
  suggestEmail,
  validateAccount,
} from './account-validation';
import { type AccountErrors, type AccountValues } from './account-validation';
import { AccountErrorText } from './account-error-text';
import { ChoiceGroup } from './choice-group';
import { toGenderSexuality, type IAm, type LookingFor } from './gender-sexuality';
import { signupProblem } from './signup-error';
import { findSignupMatches } from './signup-matches';
import { SignupProgress } from './signup-progress';
import { useSignupStore } from './signup-store';
import { Actions } from '@/components/form/form.styles';
import { Form, LinkButton, Muted } from './signup.styles';
import { readTracking } from '@/lib/tracking-storage';
import { useSignup } from './use-signup';

/** Element that receives focus for each field when it is the first invalid one. */
const FOCUS_TARGET: Record<(typeof ACCOUNT_FIELDS)[number], string> = {
  iAm: 'signup-i-am-first',
  lookingFor: 'signup-looking-for-first',
  name: 'signup-name',
  email: 'signup-email',
  password: 'signup-password',
  dateOfBirth: 'signup-dob',
};

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
  const [values, setValues] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [minAge, setMinAge] = useState(settings.min_age);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (!focusRequest) return;
    const first = ACCOUNT_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(FOCUS_TARGET[first])?.focus();
  }, [focusRequest, errors]);

  const set = <K extends keyof AccountValues>(key: K, value: AccountValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'email') setSuggestion(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    // Stage "checking your details": the same rules as the API, before any request.
    const found = validateAccount(values, { minAge: settings.min_age, now: new Date() });
    if (Object.keys(found).length || !values.iAm || !values.lookingFor) {
      setErrors(found);
      setMinAge(settings.min_age);
      if (found.email === 'invalidEmail') setSuggestion(suggestEmail(values.email));
      setFocusRequest((n) => n + 1);
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
            setFocusRequest((n) => n + 1);
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

  const errorText = (field: keyof AccountErrors) =>
    errors[field] ? <AccountErrorText code={errors[field]} minAge={minAge} /> : undefined;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'signup-form-error' : undefined}>
      {formError ? (
        <Alert tone="danger" id="signup-form-error">
          {formError}
        </Alert>
      ) : null}
      <ChoiceGroup<IAm>
        id="signup-i-am"
        name="i_am"
        legend={t('account.iAm')}
        options={[
          { value: 'man', label: t('account.man') },
          { value: 'woman', label: t('account.woman') },
        ]}
        value={values.iAm}
        onChange={(v) => set('iAm', v)}
        error={errorText('iAm') ? t('errors.choose') : undefined}
      />
      <ChoiceGroup<LookingFor>
        id="signup-looking-for"
        name="looking_for"
        legend={t('account.lookingFor')}
        options={[
          { value: 'men', label: t('account.men') },
          { value: 'women', label: t('account.women') },
          { value: 'both', label: t('account.both') },
        ]}
        value={values.lookingFor}
        onChange={(v) => set('lookingFor', v)}
        error={errorText('lookingFor') ? t('errors.choose') : undefined}
      />
      <TextField
        id="signup-name"
        label={t('account.name')}
        hint={t('account.nameHint')}
        autoComplete="nickname"
        required
        maxLength={40}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errorText('name')}
      />
      <TextField
        id="signup-email"
        type="email"
        label={t('account.email')}
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        onBlur={() => setSuggestion(suggestEmail(values.email))}
        error={errorText('email')}
        aria-describedby={suggestion ? 'signup-email-suggestion' : undefined}
      />
      {suggestion ? (
        <Muted id="signup-email-suggestion">
          <Trans
            t={t}
            i18nKey="errors.didYouMean"
            values={{ suggestion }}
            components={{
              suggestion: (
                <LinkButton
                  type="button"
                  aria-label={t('errors.applySuggestion', { suggestion })}
                  onClick={() => {
                    setValues((v) => ({ ...v, email: suggestion }));
                    setSuggestion(null);
                    setErrors(({ email: _email, ...rest }) => rest);
                    document.getElementById('signup-email')?.focus();
                  }}
                />
              ),
            }}
          />
        </Muted>
      ) : null}
      <TextField
        id="signup-password"
        type={showPassword ? 'text' : 'password'}
        label={t('account.password')}
        hint={t('account.passwordHint')}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={errorText('password')}
      />
      <LinkButton
        type="button"
        aria-controls="signup-password"
        aria-pressed={showPassword}
        onClick={() => setShowPassword((s) => !s)}
      >
        {t(showPassword ? 'account.hidePassword' : 'account.showPassword')}
      </LinkButton>
      <TextField
        id="signup-dob"
        type="date"
        label={t('account.dateOfBirth')}
        hint={t('account.dateOfBirthHint', { min_age: settings.min_age })}
        autoComplete="bday"
        required
        min="1900-01-01"
        max={today}
        value={values.dateOfBirth}
        onChange={(e) => set('dateOfBirth', e.target.value)}
        error={errorText('dateOfBirth')}
      />
      <TextField
        id="signup-message"
        label={t('account.message')}
        hint={t('account.messageHint')}
        maxLength={500}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
      />
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
    </Form>
  );
}
