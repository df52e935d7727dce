'use client';

import {
  useEffect,
  useState,
  type ChangeEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Alert } from '../alert/alert';
import { ChoiceGroup, type ChoiceGroupOption } from '../choice-group/choice-group';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { ChoicePair, FormNote, FormRoot, LinkButton } from './signup-account-form.styles';

/** The fields of the sign-up account step that can carry an error. */
export type SignupAccountField = 'iAm' | 'lookingFor' | 'name' | 'email' | 'password' | 'dateOfBirth';

/** What the form edits; `@dating/core/domain`'s `AccountValues` fits it. */
export interface SignupAccountValues {
  iAm: string;
  lookingFor: string;
  name: string;
  email: string;
  password: string;
  /** `YYYY-MM-DD` from the date input, or '' */
  dateOfBirth: string;
  message: string;
}

/** Every text of the form, translated by the app. */
export interface SignupAccountFormLabels {
  iAm: string;
  lookingFor: string;
  /** The selects' empty first option (compact variant). */
  choose?: string;
  name: string;
  nameHint?: ReactNode;
  email: string;
  password: string;
  passwordHint?: ReactNode;
  showPassword: string;
  hidePassword: string;
  dateOfBirth: string;
  dateOfBirthHint?: ReactNode;
  /** The optional first message: the field shows when this label is given. */
  message?: string;
  messageHint?: ReactNode;
  /** Title of the required marker of each field. */
  required?: string;
  /** Accessible name of the suggestion button: "Use anna@gmail.com". */
  applySuggestion: (suggestion: string) => string;
  /** The sentence around the suggestion button: "Did you mean <button>anna@gmail.com</button>?". */
  didYouMean: (button: ReactElement, suggestion: string) => ReactNode;
}

export type SignupAccountFormVariant = 'steps' | 'compact';

type Choice<V extends SignupAccountValues, K extends 'iAm' | 'lookingFor'> = ChoiceGroupOption<
  Exclude<V[K], ''>
>;

export interface SignupAccountFormProps<V extends SignupAccountValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange' | 'children'
> {
  /** Prefix of every element id: `${idPrefix}-email`, `${idPrefix}-form-error`… */
  idPrefix: string;
  /**
   * `steps` (the member site's sign-up): pill radios, the name first, the optional message.
   * `compact` (a lander): two selects side by side, the e-mail first and the name last.
   */
  variant?: SignupAccountFormVariant;
  labels: SignupAccountFormLabels;
  iAmOptions: readonly Choice<V, 'iAm'>[];
  lookingForOptions: readonly Choice<V, 'lookingFor'>[];
  values: V;
  onValuesChange: (values: V) => void;
  /** Each field's error text, translated by the app. */
  errors: Partial<Record<SignupAccountField, ReactNode>>;
  /** Clears one field's error (the e-mail's, when the suggestion is applied). */
  onClearError: (field: SignupAccountField) => void;
  /** "Did you mean …" for the e-mail; the app computes it (on blur, after a refused submit). */
  suggestion: string | null;
  onSuggestionChange: (suggestion: string | null) => void;
  onEmailBlur: () => void;
  /** An error of the whole form, shown first in a danger alert. */
  formError?: ReactNode;
  /** Raise it after a refused submit: the first invalid field takes the focus. */
  focusRequest?: number;
  /** With no invalid field, the focus request goes to the form error. */
  focusFormError?: boolean;
  /** Latest date of birth the date input offers (`YYYY-MM-DD`). */
  today: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** After the fields: consent, the submit button, links. */
  children?: ReactNode;
}

const FIELD_ORDER: Record<SignupAccountFormVariant, readonly SignupAccountField[]> = {
  steps: ['iAm', 'lookingFor', 'name', 'email', 'password', 'dateOfBirth'],
  compact: ['iAm', 'lookingFor', 'email', 'password', 'dateOfBirth', 'name'],
};

const FIELD_ID: Record<SignupAccountField, string> = {
  iAm: 'i-am',
  lookingFor: 'looking-for',
  name: 'name',
  email: 'email',
  password: 'password',
  dateOfBirth: 'dob',
};

/**
 * The sign-up account form (step 0): I am, looking for, name, e-mail with its suggestion, password with
 * show/hide, date of birth and, on the member site, a first message. It holds no rules and makes no
 * request: the app validates, submits and translates, and passes values, errors and texts in as props.
 */
export function SignupAccountForm<V extends SignupAccountValues>({
  idPrefix,
  variant = 'steps',
  labels,
  iAmOptions,
  lookingForOptions,
  values,
  onValuesChange,
  errors,
  onClearError,
  suggestion,
  onSuggestionChange,
  onEmailBlur,
  formError,
  focusRequest = 0,
  focusFormError = false,
  today,
  onSubmit,
  children,
  ...formProps
}: SignupAccountFormProps<V>) {
  const [showPassword, setShowPassword] = useState(false);
  const id = (field: SignupAccountField) => `${idPrefix}-${FIELD_ID[field]}`;
  const focusId = (field: SignupAccountField) =>
    variant === 'steps' && (field === 'iAm' || field === 'lookingFor') ? `${id(field)}-first` : id(field);
  const formErrorId = `${idPrefix}-form-error`;
  const suggestionId = `${idPrefix}-email-suggestion`;
  const hasFormError = Boolean(formError);

  useEffect(() => {
    if (!focusRequest) return;
    const first = FIELD_ORDER[variant].find((field) => errors[field]);
    if (first) document.getElementById(focusId(first))?.focus();
    else if (focusFormError && hasFormError) document.getElementById(formErrorId)?.focus();
    // Only when a refused submit asks for it: re-running on every change of `errors` (a new object each render)
    // pulled the focus back to the first invalid field while the member was filling in the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors and ids are read as they are at that request
  }, [focusRequest]);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    onValuesChange({ ...values, [key]: value });
    if (key === 'email') onSuggestionChange(null);
  };

  /** The two choices, as pill radios (`steps`) or as selects (`compact`). */
  const choice = <K extends 'iAm' | 'lookingFor'>(key: K, name: string, options: readonly Choice<V, K>[]) =>
    variant === 'steps' ? (
      <ChoiceGroup<Exclude<V[K], ''>>
        id={id(key)}
        name={name}
        legend={labels[key]}
        options={options}
        value={values[key] as Exclude<V[K], ''> | ''}
        onChange={(v) => set(key, v)}
        error={errors[key]}
      />
    ) : (
      <Select
        id={id(key)}
        name={name}
        label={labels[key]}
        requiredLabel={labels.required}
        required
        placeholder={labels.choose}
        options={options}
        value={values[key]}
        onChange={(e) => set(key, e.target.value as V[K])}
        error={errors[key]}
      />
    );
  const pair = (
    <>
      {choice('iAm', 'i_am', iAmOptions)}
      {choice('lookingFor', 'looking_for', lookingForOptions)}
    </>
  );
  const choices = variant === 'steps' ? pair : <ChoicePair>{pair}</ChoicePair>;

  /** What every required text field of the form takes: its id, label, value, change and error. */
  const textField = <K extends 'name' | 'email' | 'password' | 'dateOfBirth'>(key: K) => ({
    id: id(key),
    label: labels[key],
    requiredLabel: labels.required,
    required: true,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value as V[K]),
    error: errors[key],
  });

  const name = (
    <TextField
      {...textField('name')}
      name="name"
      hint={labels.nameHint}
      autoComplete="nickname"
      maxLength={40}
    />
  );

  return (
    // method="post": a submit before the page's JavaScript has hydrated (a prerendered lander, a server-rendered
    // page on a slow phone) is a native one; as a GET it would put the password into the address, the history
    // and server logs.
    <FormRoot method="post" {...formProps} data-variant={variant} noValidate onSubmit={onSubmit}>
      {formError ? (
        <Alert tone="danger" id={formErrorId} tabIndex={focusFormError ? -1 : undefined}>
          {formError}
        </Alert>
      ) : null}
      {choices}
      {variant === 'steps' ? name : null}
      <TextField
        {...textField('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        onBlur={onEmailBlur}
        aria-describedby={suggestion ? suggestionId : undefined}
      />
      {suggestion ? (
        <FormNote id={suggestionId}>
          {labels.didYouMean(
            <LinkButton
              type="button"
              aria-label={labels.applySuggestion(suggestion)}
              onClick={() => {
                onValuesChange({ ...values, email: suggestion });
                onSuggestionChange(null);
                onClearError('email');
                document.getElementById(id('email'))?.focus();
              }}
            />,
            suggestion,
          )}
        </FormNote>
      ) : null}
      <TextField
        {...textField('password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        hint={labels.passwordHint}
        autoComplete="new-password"
      />
      <LinkButton
        type="button"
        aria-controls={id('password')}
        aria-pressed={showPassword}
        onClick={() => setShowPassword((s) => !s)}
      >
        {showPassword ? labels.hidePassword : labels.showPassword}
      </LinkButton>
      <TextField
        {...textField('dateOfBirth')}
        name="date_of_birth"
        type="date"
        hint={labels.dateOfBirthHint}
        autoComplete="bday"
        min="1900-01-01"
        max={today}
      />
      {variant === 'compact' ? name : null}
      {variant === 'steps' && labels.message ? (
        <TextField
          id={`${idPrefix}-message`}
          name="message"
          label={labels.message}
          hint={labels.messageHint}
          maxLength={500}
          value={values.message}
          onChange={(e) => set('message', e.target.value as V['message'])}
        />
      ) : null}
      {children}
    </FormRoot>
  );
}
