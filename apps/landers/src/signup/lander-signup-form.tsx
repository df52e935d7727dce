import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TLocale } from '@dating/core/contracts';
import {
  EMPTY_ACCOUNT,
  nameError,
  suggestEmail,
  toGenderSexuality,
  validateAccount,
  type AccountErrorCode,
  type AccountErrors,
  type AccountField,
  type AccountValues,
  type IAm,
  type LookingFor,
} from '@dating/core/domain';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Select } from '@dating/ui/select';
import { TextField } from '@dating/ui/text-field';
import type { TCampaign } from '../campaign/campaign-schema';
import { localeCookie } from '../i18n/locale-cookie';
import { trackingRecord } from '../tracking/tracking-record';
import { AdultsOnly, Form, FormCard, LinkButton, Note, Pair } from './lander-signup-form.styles';
import { submitSignup } from './submit-signup';

/**
 * The age the form states and checks before sending. The site's `min_age` setting may be higher: the API
 * then answers `too_young` with it, and the form shows that value.
 */
export const LANDER_MIN_AGE = 18;

/** Where the member continues after the account is made (the photo step; spec §2 activation reminder flag). */
export const COMPLETE_SIGNUP_URL = '/complete-signup?api_signup_complete=1';

/** Fields in visual order (the first with an error receives focus) and their element ids. */
const FIELD_ORDER = ['iAm', 'lookingFor', 'email', 'password', 'dateOfBirth', 'name'] as const;
const FIELD_ID: Record<AccountField, string> = {
  iAm: 'lander-signup-i-am',
  lookingFor: 'lander-signup-looking-for',
  name: 'lander-signup-name',
  email: 'lander-signup-email',
  password: 'lander-signup-password',
  dateOfBirth: 'lander-signup-dob',
};
const SUGGESTION_ID = 'lander-signup-email-suggestion';
const FORM_ERROR_ID = 'lander-signup-form-error';
const ADULTS_ID = 'lander-signup-adults';

type FormMessage = 'inviteOnly' | 'rateLimited' | 'generic';

export interface LanderSignupFormProps {
  campaign: Pick<TCampaign, 'tracking'>;
  /** `location.search` of the visit: its tracking parameters go with the sign-up. */
  search: string;
  locale: TLocale;
  /** `/signup` with the tracking parameters: the guided sign-up, offered under the form. */
  signupHref: string;
  /** Leaves the lander after the account is made; `location.assign` by default. */
  navigate?: (url: string) => void;
  /** Clock of the age check (tests). */
  now?: () => Date;
}

/**
 * The gallery lander's short sign-up (step 0 of spec §4 on the lander): the member site's account rules from
 * `@dating/core/domain`, then POST /api/signup.php. The API logs the new member in (cookie on this origin)
 * and the browser continues at /complete-signup with the photo step.
 */
export function LanderSignupForm({
  campaign,
  search,
  locale,
  signupHref,
  navigate = (url) => window.location.assign(url),
  now = () => new Date(),
}: LanderSignupFormProps) {
  const { t } = useTranslation('landers');
  const [values, setValues] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [minAge, setMinAge] = useState(LANDER_MIN_AGE);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [formMessage, setFormMessage] = useState<FormMessage | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (!focusRequest) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(FIELD_ID[first])?.focus();
    else if (formMessage) document.getElementById(FORM_ERROR_ID)?.focus();
  }, [focusRequest, errors, formMessage]);

  const set = <K extends keyof AccountValues>(key: K, value: AccountValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'email') setSuggestion(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormMessage(null);
    const found = validateAccount(values, { minAge: LANDER_MIN_AGE, now: now() });
    if (Object.keys(found).length || !values.iAm || !values.lookingFor) {
      setErrors(found);
      setMinAge(LANDER_MIN_AGE);
      setSuggestion(found.email === 'invalidEmail' ? suggestEmail(values.email) : null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setPending(true);
    const email = values.email.trim();
    const tracking = trackingRecord(search, campaign);
    const outcome = await submitSignup(
      {
        email,
        name: values.name.trim(),
        password: values.password,
        date_of_birth: values.dateOfBirth,
        ...toGenderSexuality(values.iAm, values.lookingFor),
        language: locale,
        ...(tracking ? { tracking } : {}),
      },
      { nameCode: nameError(values.name, values.email) },
    );
    if (outcome.kind === 'created') {
      // The member site continues in the language of this page.
      document.cookie = localeCookie(locale, window.location.protocol === 'https:');
      navigate(COMPLETE_SIGNUP_URL);
      return; // stays "pending" while the browser leaves
    }
    setPending(false);
    if (outcome.kind === 'fields') {
      setErrors(outcome.errors);
      setMinAge(outcome.minAge ?? LANDER_MIN_AGE);
      setSuggestion(
        outcome.suggestion ?? (outcome.errors.email === 'invalidEmail' ? suggestEmail(email) : null),
      );
    } else {
      setFormMessage(outcome.kind === 'failed' ? 'generic' : outcome.kind);
    }
    setFocusRequest((n) => n + 1);
  };

  const errorText = (field: AccountField): ReactNode => {
    const code = errors[field];
    return code ? <ErrorText code={code} minAge={minAge} /> : undefined;
  };
  const today = now().toISOString().slice(0, 10);

  return (
    <FormCard>
      <h2 id="lander-signup-title">{t('signupForm.title')}</h2>
      <AdultsOnly id={ADULTS_ID}>{t('signupForm.adultsOnly')}</AdultsOnly>
      <Form
        noValidate
        aria-labelledby="lander-signup-title"
        aria-describedby={formMessage ? `${ADULTS_ID} ${FORM_ERROR_ID}` : ADULTS_ID}
        onSubmit={(event) => void onSubmit(event)}
        data-testid="lander-signup-form"
      >
        {formMessage ? (
          <Alert tone="danger" id={FORM_ERROR_ID} tabIndex={-1}>
            {formMessage === 'inviteOnly'
              ? t('signupForm.errors.inviteOnly')
              : formMessage === 'rateLimited'
                ? t('signupForm.errors.rateLimited')
                : t('signupForm.errors.generic')}
          </Alert>
        ) : null}
        <Pair>
          <Select
            id={FIELD_ID.iAm}
            name="i_am"
            label={t('signupForm.iAm')}
            requiredLabel={t('signupForm.required')}
            required
            placeholder={t('signupForm.choose')}
            options={[
              { value: 'man', label: t('signupForm.man') },
              { value: 'woman', label: t('signupForm.woman') },
            ]}
            value={values.iAm}
            onChange={(e) => set('iAm', e.target.value as IAm)}
            error={errorText('iAm')}
          />
          <Select
            id={FIELD_ID.lookingFor}
            name="looking_for"
            label={t('signupForm.lookingFor')}
            requiredLabel={t('signupForm.required')}
            required
            placeholder={t('signupForm.choose')}
            options={[
              { value: 'women', label: t('signupForm.women') },
              { value: 'men', label: t('signupForm.men') },
              { value: 'both', label: t('signupForm.both') },
            ]}
            value={values.lookingFor}
            onChange={(e) => set('lookingFor', e.target.value as LookingFor)}
            error={errorText('lookingFor')}
          />
        </Pair>
        <TextField
          id={FIELD_ID.email}
          name="email"
          type="email"
          label={t('signupForm.email')}
          requiredLabel={t('signupForm.required')}
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => setSuggestion(suggestEmail(values.email))}
          error={errorText('email')}
          aria-describedby={suggestion ? SUGGESTION_ID : undefined}
        />
        {suggestion ? (
          <Note id={SUGGESTION_ID}>
            <Trans
              t={t}
              i18nKey="signupForm.errors.didYouMean"
              values={{ suggestion }}
              components={{
                suggestion: (
                  <LinkButton
                    type="button"
                    aria-label={t('signupForm.errors.applySuggestion', { suggestion })}
                    onClick={() => {
                      setValues((v) => ({ ...v, email: suggestion }));
                      setSuggestion(null);
                      setErrors(({ email: _email, ...rest }) => rest);
                      document.getElementById(FIELD_ID.email)?.focus();
                    }}
                  />
                ),
              }}
            />
          </Note>
        ) : null}
        <TextField
          id={FIELD_ID.password}
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={t('signupForm.password')}
          hint={t('signupForm.passwordHint')}
          requiredLabel={t('signupForm.required')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errorText('password')}
        />
        <LinkButton
          type="button"
          aria-controls={FIELD_ID.password}
          aria-pressed={showPassword}
          onClick={() => setShowPassword((s) => !s)}
        >
          {showPassword ? t('signupForm.hidePassword') : t('signupForm.showPassword')}
        </LinkButton>
        <TextField
          id={FIELD_ID.dateOfBirth}
          name="date_of_birth"
          type="date"
          label={t('signupForm.dateOfBirth')}
          hint={t('signupForm.dateOfBirthHint', { min_age: LANDER_MIN_AGE })}
          requiredLabel={t('signupForm.required')}
          autoComplete="bday"
          required
          min="1900-01-01"
          max={today}
          value={values.dateOfBirth}
          onChange={(e) => set('dateOfBirth', e.target.value)}
          error={errorText('dateOfBirth')}
        />
        <TextField
          id={FIELD_ID.name}
          name="name"
          label={t('signupForm.name')}
          hint={t('signupForm.nameHint')}
          requiredLabel={t('signupForm.required')}
          autoComplete="nickname"
          required
          maxLength={40}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errorText('name')}
        />
        <Note>
          <Trans
            t={t}
            i18nKey="signupForm.consent"
            components={{ terms: <a href="/pages/terms" />, privacy: <a href="/pages/privacy" /> }}
          />
        </Note>
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {pending ? t('signupForm.submitting') : t('signupForm.submit')}
        </Button>
        <Note>
          {t('signupForm.haveAccount')} <a href="/login">{t('signupForm.login')}</a>
        </Note>
        <Note>
          {t('signupForm.guided')} <a href={signupHref}>{t('hero.cta')}</a>
        </Note>
      </Form>
    </FormCard>
  );
}

/** The translated text of a field error; "email exists" offers the login page (spec §8). */
function ErrorText({ code, minAge }: { code: AccountErrorCode; minAge: number }) {
  const { t } = useTranslation('landers');
  switch (code) {
    case 'emailExists':
      return (
        <>
          {t('signupForm.errors.emailExists')} <a href="/login">{t('signupForm.errors.emailExistsLogin')}</a>
        </>
      );
    case 'tooYoung':
      return <>{t('signupForm.errors.tooYoung', { min_age: minAge })}</>;
    case 'required':
      return <>{t('signupForm.errors.required')}</>;
    case 'choose':
      return <>{t('signupForm.errors.choose')}</>;
    case 'nameLength':
      return <>{t('signupForm.errors.nameLength')}</>;
    case 'nameIsEmail':
      return <>{t('signupForm.errors.nameIsEmail')}</>;
    case 'nameStartsWithAt':
      return <>{t('signupForm.errors.nameStartsWithAt')}</>;
    case 'invalidEmail':
      return <>{t('signupForm.errors.invalidEmail')}</>;
    case 'passwordLength':
      return <>{t('signupForm.errors.passwordLength')}</>;
    case 'invalidDate':
      return <>{t('signupForm.errors.invalidDate')}</>;
  }
}
