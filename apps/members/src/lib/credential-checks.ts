import { MIN_PASSWORD_LENGTH } from '@dating/core/domain';

/** Client checks of the account forms; the API checks the same again. */

export type EmailProblem = 'validation.required' | 'validation.emailInvalid';
export type PasswordProblem = 'validation.required' | 'validation.passwordTooShort';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'validation.required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'validation.emailInvalid';
  return null;
}

export function newPasswordProblem(value: string): PasswordProblem | null {
  if (!value) return 'validation.required';
  if (value.length < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  return null;
}
