'use client';

import { useState, type FormEvent } from 'react';
import { type TSignupInput } from '@dating/core/contracts';
import { checkAccount, EMPTY_ACCOUNT, nameError, suggestEmail, validateAccount } from '@dating/core/domain';
import type { AccountErrorCode, AccountValues } from '@dating/core/domain';
import { Trans, useLocale, useTranslation } from '@dating/i18n/client';
import {
  fieldErrors,
  useSignupAccountForm,
  type SignupAccountField,
  type SignupAccountFormProps,
} from '@dating/ui/signup-account-form';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { readTracking } from '@/lib/tracking-storage';
import { useSettings } from '@/providers/settings-context';
import { AccountErrorText } from './account-error-text';
import { signupProblem } from './signup-problem';

/**
 * Sends the checked sign-up input (POST /api/signup.php); the caller runs its mutation and must call
 * `onError` with the error when it fails.
 */
export type SendSignup = (input: TSignupInput, onError: (error: unknown) => void) => void;

/**
 * The member site's account form (spec §3 signup form, §5 validation): the fields' state, the check before
 * any request, the sign-up input (with the stored tracking record, spec §4), API errors mapped onto fields,
 * and the props for @dating/ui's SignupAccountForm. Shared by the sign-up flow and the member landing page.
 */
export function useSignupAccount(send: SendSignup) {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const settings = useSettings();
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
    // Stage "checking your details": the same rules as the API, before any request.
    const checked = checkAccount(values, { minAge: settings.min_age, now: new Date() });
    if (!checked.ok) {
      setErrors(checked.errors);
      setMinAge(settings.min_age);
      if (checked.errors.email === 'invalidEmail') setSuggestion(checked.suggestion);
      form.requestFocus();
      return;
    }
    setErrors({});
    const tracking = readTracking();
    const email = values.email.trim();
    send(
      {
        email,
        name: values.name.trim(),
        password: values.password,
        date_of_birth: values.dateOfBirth,
        ...(values.message.trim() ? { signup_message: values.message.trim() } : {}),
        ...checked.genderSexuality,
        language: locale,
        ...(tracking ? { tracking } : {}),
      },
      (error) => {
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
    );
  };

  /**
   * One screen of the phone's onboarding: the submit's rules for `fields` only. Their errors replace the shown
   * ones (later screens are not answered yet) and the first takes the focus; true when they pass.
   */
  const checkFields = (fields: readonly SignupAccountField[]): boolean => {
    const all = validateAccount(values, { minAge: settings.min_age, now: new Date() });
    const found: typeof all = {};
    for (const field of fields) if (all[field] !== undefined) found[field] = all[field];
    setErrors(found);
    setMinAge(settings.min_age);
    if (found.email === 'invalidEmail') setSuggestion(suggestEmail(values.email));
    if (Object.keys(found).length === 0) return true;
    form.requestFocus();
    return false;
  };

  const formProps: Omit<SignupAccountFormProps<AccountValues>, 'children'> = {
    idPrefix: 'signup',
    variant: 'steps',
    labels: {
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
    },
    iAmOptions: [
      { value: 'man', label: t('account.man') },
      { value: 'woman', label: t('account.woman') },
    ],
    lookingForOptions: [
      { value: 'men', label: t('account.men') },
      { value: 'women', label: t('account.women') },
      { value: 'both', label: t('account.both') },
    ],
    ...form.bind,
    errors: fieldErrors(form.errors, (code, field) =>
      field === 'iAm' || field === 'lookingFor' ? (
        t('errors.choose')
      ) : (
        <AccountErrorText code={code} minAge={minAge} />
      ),
    ),
    formError,
    today: new Date().toISOString().slice(0, 10),
    onSubmit,
    'aria-describedby': formError ? 'signup-form-error' : undefined,
  };

  return { form, formProps, checkFields };
}
