'use client';

import { TextField, type TextFieldProps } from '@dating/ui/text-field';

/** A required field of a member form; `onValue` gets the new text. */
export type FormFieldProps = Omit<TextFieldProps, 'type' | 'required' | 'onChange'> & {
  onValue: (value: string) => void;
};

/** A required e-mail address field (e-mail keyboard on phones). */
export function EmailField({ onValue, name = 'email', autoComplete = 'email', ...props }: FormFieldProps) {
  return (
    <TextField
      type="email"
      name={name}
      autoComplete={autoComplete}
      inputMode="email"
      required
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}

/** A required password field (login, reset, settings). */
export function PasswordField({ onValue, name = 'password', ...props }: FormFieldProps) {
  return (
    <TextField
      type="password"
      name={name}
      required
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}
