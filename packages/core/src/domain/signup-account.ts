import type { TSignupInput } from '../contracts/account';
import { MIN_PASSWORD_LENGTH } from './constants';
import { emailSuggestion, isValidEmail } from './email-suggestion';

// Step 0 of sign-up (spec §3 signup form, §5 validation), shared by the member site's sign-up flow and the
// landers' inline form: the same rules the API applies (apps/api/src/lib/signup-rules.ts), before any request.

export type IAm = 'man' | 'woman';
export type LookingFor = 'men' | 'women' | 'both';

/**
 * "I am a man / a woman" and "looking for men / women / both" → gender and sexuality of the contract:
 * man+women and woman+men = hetero, man+men = gay, woman+women = lesbian, both = bi.
 */
export function toGenderSexuality(
  iAm: IAm,
  lookingFor: LookingFor,
): Pick<TSignupInput, 'gender' | 'sexuality'> {
  const gender = iAm === 'man' ? 'male' : 'female';
  if (lookingFor === 'both') return { gender, sexuality: 'bi' };
  const sameSex = (iAm === 'man') === (lookingFor === 'men');
  if (!sameSex) return { gender, sexuality: 'hetero' };
  return { gender, sexuality: iAm === 'man' ? 'gay' : 'lesbian' };
}

export interface AccountValues {
  iAm: IAm | '';
  lookingFor: LookingFor | '';
  name: string;
  email: string;
  password: string;
  /** `YYYY-MM-DD` from the date input, or '' */
  dateOfBirth: string;
  message: string;
}

export const EMPTY_ACCOUNT: AccountValues = {
  iAm: '',
  lookingFor: '',
  name: '',
  email: '',
  password: '',
  dateOfBirth: '',
  message: '',
};

/** Form fields in visual order: the first one with an error receives focus. */
export const ACCOUNT_FIELDS = ['iAm', 'lookingFor', 'name', 'email', 'password', 'dateOfBirth'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export type AccountErrorCode =
  | 'required'
  | 'choose'
  | 'nameLength'
  | 'nameIsEmail'
  | 'nameStartsWithAt'
  | 'invalidEmail'
  | 'passwordLength'
  | 'invalidDate'
  | 'tooYoung'
  | 'emailExists';

export type AccountErrors = Partial<Record<AccountField, AccountErrorCode>>;

/** `YYYY-MM-DD` of a real calendar date, or null. */
export function toIsoDate(year: string, month: string, day: string): string | null {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || y < 1900) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whole years between a `YYYY-MM-DD` birth date and `now` (UTC calendar). */
export function ageOn(isoDate: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The profile-name rules of spec §5 (mirrors the API): 2–40 characters, not the e-mail, not starting with @. */
export function nameError(name: string, email: string): AccountErrorCode | undefined {
  const n = name.trim();
  if (n === '') return 'required';
  if (n.startsWith('@')) return 'nameStartsWithAt';
  if (email.trim() !== '' && n.toLowerCase() === email.trim().toLowerCase()) return 'nameIsEmail';
  if (n.length < 2 || n.length > 40) return 'nameLength';
  return undefined;
}

/** Client-side validation of step 0, the same rules the API applies (spec §5). */
export function validateAccount(
  values: AccountValues,
  options: { minAge: number; now: Date },
): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.iAm) errors.iAm = 'choose';
  if (!values.lookingFor) errors.lookingFor = 'choose';
  const name = nameError(values.name, values.email);
  if (name) errors.name = name;
  if (values.email.trim() === '') errors.email = 'required';
  else if (!isValidEmail(values.email)) errors.email = 'invalidEmail';
  if (values.password === '') errors.password = 'required';
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'passwordLength';
  if (!values.dateOfBirth) errors.dateOfBirth = 'required';
  else {
    const [year = '', month = '', day = ''] = values.dateOfBirth.split('-');
    const iso = toIsoDate(year, month, day);
    if (!iso || iso > options.now.toISOString().slice(0, 10)) errors.dateOfBirth = 'invalidDate';
    else if (ageOn(iso, options.now) < options.minAge) errors.dateOfBirth = 'tooYoung';
  }
  return errors;
}

/** The "did you mean" address for the e-mail field (spec §5), or null. */
export function suggestEmail(email: string): string | null {
  return email.includes('@') ? emailSuggestion(email) : null;
}

/**
 * The check before any request (member site and landers): the gender and sexuality to send, or the field
 * errors and, for an invalid address, the "did you mean" one.
 */
export type AccountCheck =
  | { ok: true; genderSexuality: Pick<TSignupInput, 'gender' | 'sexuality'> }
  | { ok: false; errors: AccountErrors; suggestion: string | null };

export function checkAccount(values: AccountValues, options: { minAge: number; now: Date }): AccountCheck {
  const errors = validateAccount(values, options);
  if (!Object.keys(errors).length && values.iAm && values.lookingFor)
    return { ok: true, genderSexuality: toGenderSexuality(values.iAm, values.lookingFor) };
  return {
    ok: false,
    errors,
    suggestion: errors.email === 'invalidEmail' ? suggestEmail(values.email) : null,
  };
}
