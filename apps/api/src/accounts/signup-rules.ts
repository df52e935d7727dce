import { ageOn } from '@dating/db';
import { emailSuggestion, isValidEmail } from '@dating/core/domain';
import type { TSettings, TSignupInput } from '@dating/core/contracts';
import { ApiError } from '../shared/api-error';

/** Nobody is older than this: a birth date further back is a typo, refused as a validation error. */
export const MAX_AGE_YEARS = 120;

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The sign-up rules of spec §4/§5 beyond the contract's shape, in the order the form shows them:
 * availability (invite only), e-mail syntax with a "did you mean", the name, the date of birth.
 */
export function checkSignup(
  input: TSignupInput,
  settings: Pick<TSettings, 'signups' | 'min_age'>,
  hasNetwork: boolean,
  now: Date,
): void {
  if (settings.signups === 'with_trafficsource' && !hasNetwork) throw new ApiError('invite_only');
  const email = input.email.trim();
  if (!isValidEmail(email)) {
    const suggestion = emailSuggestion(email);
    throw new ApiError('invalid_email', {
      fields: [{ path: 'body.email', message: 'errors.invalid_email' }],
      ...(suggestion ? { params: { suggestion } } : {}),
    });
  }
  checkName(input.name, email);
  checkDateOfBirth(input.date_of_birth, settings.min_age, now);
}

/** Spec §5: the name may not be the e-mail address and may not start with @. */
export function checkName(rawName: string, email: string): void {
  const name = rawName.trim();
  if (name.toLowerCase() === email.trim().toLowerCase() || name.startsWith('@')) {
    throw new ApiError('invalid_name', { fields: [{ path: 'body.name', message: 'errors.invalid_name' }] });
  }
}

/** A real calendar date, at most 120 years ago ("Invalid date of birth."), and at least `minAge` years ago. */
export function checkDateOfBirth(dob: string, minAge: number, now: Date): void {
  const age = isCalendarDate(dob) ? ageOn(dob, now) : Number.NaN;
  if (!Number.isFinite(age) || age > MAX_AGE_YEARS) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'body.date_of_birth', message: 'errors.invalid_date_of_birth' }],
    });
  }
  if (age < minAge) {
    throw new ApiError('too_young', {
      params: { min_age: minAge },
      fields: [{ path: 'body.date_of_birth', message: 'errors.too_young' }],
    });
  }
}

/** A unique-constraint violation (PostgreSQL 23505), also when wrapped by the driver or drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}
