import { useEffect } from 'react';
import {
  SignupAccountForm,
  type SignupAccountField,
  type SignupAccountFormLabels,
  type SignupAccountFormVariant,
  type SignupAccountValues,
} from './signup-account-form';
import { fieldErrors, useSignupAccountForm } from './use-signup-account-form';

export const LABELS: SignupAccountFormLabels = {
  iAm: 'I am',
  lookingFor: 'Looking for',
  choose: 'Choose…',
  name: 'Name',
  nameHint: 'Shown on your profile',
  email: 'Email address',
  password: 'Password',
  passwordHint: 'At least 8 characters',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  dateOfBirth: 'Date of birth',
  dateOfBirthHint: 'You must be 18 or older',
  message: 'Your first message',
  applySuggestion: (suggestion) => `Use ${suggestion}`,
  didYouMean: (button) => <>Did you mean {button}?</>,
};

/** Every field empty, as an app's form starts. */
export const EMPTY = Object.fromEntries(
  ['iAm', 'lookingFor', 'name', 'email', 'password', 'dateOfBirth', 'message'].map((field) => [field, '']),
) as unknown as SignupAccountValues;

export interface DemoFormProps {
  variant?: SignupAccountFormVariant;
  initialErrors?: Partial<Record<SignupAccountField, string>>;
  initialSuggestion?: string | null;
  formError?: string;
  focusFormError?: boolean;
}

/** The form with its state held here, as an app holds it; submitting raises the focus request. */
export function DemoSignupAccountForm({
  variant = 'steps',
  initialErrors = {},
  initialSuggestion = null,
  formError,
  focusFormError,
}: DemoFormProps) {
  const form = useSignupAccountForm<SignupAccountValues, string>({
    empty: EMPTY,
    suggest: (email) => (email.endsWith('@gmial.com') ? 'anna@gmail.com' : null),
  });
  const { setErrors, setSuggestion } = form;
  useEffect(() => {
    setErrors(initialErrors);
    setSuggestion(initialSuggestion);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the story's starting state, set once
  }, []);
  return (
    <SignupAccountForm
      idPrefix="demo"
      variant={variant}
      labels={LABELS}
      iAmOptions={[
        { value: 'man', label: 'a man' },
        { value: 'woman', label: 'a woman' },
      ]}
      lookingForOptions={[
        { value: 'men', label: 'men' },
        { value: 'women', label: 'women' },
        { value: 'both', label: 'both' },
      ]}
      {...form.bind}
      errors={fieldErrors(form.errors, (text) => text)}
      formError={formError}
      focusFormError={focusFormError}
      today="2026-01-01"
      onSubmit={(event) => {
        event.preventDefault();
        form.requestFocus();
      }}
      aria-label="Sign up"
    >
      <button type="submit">Create account</button>
    </SignupAccountForm>
  );
}
