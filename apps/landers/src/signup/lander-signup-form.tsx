import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../i18n/rich-text';
import type { TLocale } from '@dating/core/contracts';
import {
  ADULT_AGE,
  EMPTY_ACCOUNT,
  checkAccount,
  nameError,
  suggestEmail,
  type AccountErrorCode,
  type AccountValues,
} from '@dating/core/domain';
import { Button } from '@dating/ui/button';
import {
  fieldErrors,
  FormNote,
  SignupAccountForm,
  useSignupAccountForm,
} from '@dating/ui/signup-account-form';
import type { TCampaign } from '../campaign/campaign-schema';
import { localeCookie } from '../i18n/locale-cookie';
import { trackingRecord } from '../tracking/tracking-record';
import { AdultsOnly, FormBody, FormCard } from './lander-signup-form.styles';
import { pageBounce } from '../tracking/page-bounce';
import { submitSignup } from './submit-signup';

/**
 * The age the form states and checks before sending. The site's `min_age` setting may be higher: the API
 * then answers `too_young` with it, and the form shows that value.
 */
export const LANDER_MIN_AGE = ADULT_AGE;

/** Where the member continues after the account is made (the photo step; spec §2 activation reminder flag). */
export const COMPLETE_SIGNUP_URL = '/complete-signup?api_signup_complete=1';

const FORM_ERROR_ID = 'lander-signup-form-error';
const ADULTS_ID = 'lander-signup-adults';

type FormMessage = 'inviteOnly' | 'rateLimited' | 'generic';
const FORM_MESSAGE_KEY = {
  inviteOnly: 'signupForm.errors.inviteOnly',
  rateLimited: 'signupForm.errors.rateLimited',
  generic: 'signupForm.errors.generic',
} as const;

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
  const form = useSignupAccountForm<AccountValues, AccountErrorCode>({
    empty: EMPTY_ACCOUNT,
    suggest: suggestEmail,
  });
  const { values, setErrors, setSuggestion } = form;
  const [minAge, setMinAge] = useState(LANDER_MIN_AGE);
  const [formMessage, setFormMessage] = useState<FormMessage | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormMessage(null);
    const checked = checkAccount(values, { minAge: LANDER_MIN_AGE, now: now() });
    if (!checked.ok) {
      setErrors(checked.errors);
      setMinAge(LANDER_MIN_AGE);
      setSuggestion(checked.suggestion);
      form.requestFocus();
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
        ...checked.genderSexuality,
        language: locale,
        ...(tracking ? { tracking } : {}),
      },
      { nameCode: nameError(values.name, values.email) },
    );
    if (outcome.kind === 'created') {
      // The member site continues in the language of this page.
      document.cookie = localeCookie(locale, window.location.protocol === 'https:');
      // Signed up: leaving the lander now is no bounce (spec §4, ADR 0025).
      pageBounce.disarm();
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
    form.requestFocus();
  };

  return (
    <FormCard>
      <h2 id="lander-signup-title">{t('signupForm.title')}</h2>
      <AdultsOnly id={ADULTS_ID}>{t('signupForm.adultsOnly')}</AdultsOnly>
      <FormBody>
        <SignupAccountForm<AccountValues>
          idPrefix="lander-signup"
          variant="compact"
          labels={{
            iAm: t('signupForm.iAm'),
            lookingFor: t('signupForm.lookingFor'),
            choose: t('signupForm.choose'),
            name: t('signupForm.name'),
            nameHint: t('signupForm.nameHint'),
            email: t('signupForm.email'),
            password: t('signupForm.password'),
            passwordHint: t('signupForm.passwordHint'),
            showPassword: t('signupForm.showPassword'),
            hidePassword: t('signupForm.hidePassword'),
            dateOfBirth: t('signupForm.dateOfBirth'),
            dateOfBirthHint: t('signupForm.dateOfBirthHint', { min_age: LANDER_MIN_AGE }),
            required: t('signupForm.required'),
            applySuggestion: (suggestion) => t('signupForm.errors.applySuggestion', { suggestion }),
            didYouMean: (button, suggestion) => (
              <RichText
                text={t('signupForm.errors.didYouMean', { suggestion })}
                components={{ suggestion: button }}
              />
            ),
          }}
          iAmOptions={[
            { value: 'man', label: t('signupForm.man') },
            { value: 'woman', label: t('signupForm.woman') },
          ]}
          lookingForOptions={[
            { value: 'women', label: t('signupForm.women') },
            { value: 'men', label: t('signupForm.men') },
            { value: 'both', label: t('signupForm.both') },
          ]}
          {...form.bind}
          errors={fieldErrors(form.errors, (code) => (
            <ErrorText code={code} minAge={minAge} />
          ))}
          formError={formMessage ? t(FORM_MESSAGE_KEY[formMessage]) : null}
          focusFormError
          today={now().toISOString().slice(0, 10)}
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby="lander-signup-title"
          aria-describedby={formMessage ? `${ADULTS_ID} ${FORM_ERROR_ID}` : ADULTS_ID}
          data-testid="lander-signup-form"
        >
          <FormNote>
            <RichText
              text={t('signupForm.consent')}
              components={{ terms: <a href="/pages/terms" />, privacy: <a href="/pages/privacy" /> }}
            />
          </FormNote>
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {pending ? t('signupForm.submitting') : t('signupForm.submit')}
          </Button>
          <FormNote>
            {t('signupForm.haveAccount')} <a href="/login">{t('signupForm.login')}</a>
          </FormNote>
          <FormNote>
            {t('signupForm.guided')} <a href={signupHref}>{t('hero.cta')}</a>
          </FormNote>
        </SignupAccountForm>
      </FormBody>
    </FormCard>
  );
}

/** The field errors whose text is their key alone. */
const PLAIN_ERROR_KEY = {
  required: 'signupForm.errors.required',
  choose: 'signupForm.errors.choose',
  nameLength: 'signupForm.errors.nameLength',
  nameIsEmail: 'signupForm.errors.nameIsEmail',
  nameStartsWithAt: 'signupForm.errors.nameStartsWithAt',
  invalidEmail: 'signupForm.errors.invalidEmail',
  passwordLength: 'signupForm.errors.passwordLength',
  invalidDate: 'signupForm.errors.invalidDate',
} as const satisfies Record<Exclude<AccountErrorCode, 'emailExists' | 'tooYoung'>, string>;

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
    default:
      return <>{t(PLAIN_ERROR_KEY[code])}</>;
  }
}
