'use client';

import { useState, type ReactNode } from 'react';
import type { SignupAccountField, SignupAccountValues } from './signup-account-form';

export interface UseSignupAccountFormOptions<V extends SignupAccountValues> {
  /** The values of an empty form (`EMPTY_ACCOUNT` of `@dating/core/domain`). */
  empty: V;
  /** "Did you mean …" for an e-mail address, or null (`suggestEmail` of `@dating/core/domain`). */
  suggest: (email: string) => string | null;
}

/**
 * The state an app keeps for `SignupAccountForm`: values, error codes per field, the e-mail suggestion and
 * the focus request. `bind` goes to the form as props; the app sets errors and suggestion after its checks.
 */
export function useSignupAccountForm<V extends SignupAccountValues, E>({
  empty,
  suggest,
}: UseSignupAccountFormOptions<V>) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<SignupAccountField, E>>>({});
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  return {
    values,
    errors,
    setErrors,
    setSuggestion,
    /** After a refused submit: the first invalid field (or the form error) takes the focus. */
    requestFocus: () => setFocusRequest((n) => n + 1),
    bind: {
      values,
      onValuesChange: setValues,
      suggestion,
      onSuggestionChange: setSuggestion,
      onClearError: (field: SignupAccountField) => setErrors(({ [field]: _cleared, ...rest }) => rest),
      onEmailBlur: () => setSuggestion(suggest(values.email)),
      focusRequest,
    },
  };
}

/** Each field's error code turned into its text by `render`: the `errors` prop of the form. */
export function fieldErrors<E>(
  errors: Partial<Record<SignupAccountField, E>>,
  render: (code: E, field: SignupAccountField) => ReactNode,
): Partial<Record<SignupAccountField, ReactNode>> {
  const out: Partial<Record<SignupAccountField, ReactNode>> = {};
  for (const [field, code] of Object.entries(errors) as [SignupAccountField, E | undefined][]) {
    if (code !== undefined) out[field] = render(code, field);
  }
  return out;
}
