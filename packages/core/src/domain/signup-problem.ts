import type { AccountErrors } from './signup-account';

/**
 * What a sign-up form shows for a refused `POST /api/signup.php`: errors at their fields, the invite-only
 * message, the rate limit, or a general failure — never a raw error. Shared by the member site's sign-up and
 * the landers' inline form.
 */
export type SignupProblem =
  | { kind: 'fields'; errors: AccountErrors; suggestion?: string; minAge?: number }
  | { kind: 'inviteOnly' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** The `error` of the API's error envelope, as far as sign-up needs it (read without zod on the landers). */
export interface SignupErrorBody {
  code?: unknown;
  params?: Readonly<Record<string, unknown>>;
  fields?: readonly { path?: unknown }[];
}

const FIELD_BY_PATH: Record<string, keyof AccountErrors> = {
  email: 'email',
  name: 'name',
  password: 'password',
  date_of_birth: 'dateOfBirth',
  gender: 'iAm',
  sexuality: 'lookingFor',
};

const CODE_BY_FIELD = {
  email: 'invalidEmail',
  name: 'nameLength',
  password: 'passwordLength',
  dateOfBirth: 'invalidDate',
  iAm: 'choose',
  lookingFor: 'choose',
} as const;

/**
 * Maps a refused sign-up onto the field it belongs to, or a form-level problem. `nameCode` is the form's own
 * reading of the name (the API says only `invalid_name`); `status` tells a rate limit without an envelope.
 */
export function signupProblemOf(
  status: number,
  error: SignupErrorBody,
  nameCode?: AccountErrors['name'],
): SignupProblem {
  const params = error.params ?? {};
  switch (error.code) {
    case 'invalid_email':
      return {
        kind: 'fields',
        errors: { email: 'invalidEmail' },
        ...(typeof params.suggestion === 'string' ? { suggestion: params.suggestion } : {}),
      };
    case 'email_exists':
      return { kind: 'fields', errors: { email: 'emailExists' } };
    case 'invalid_name':
      return { kind: 'fields', errors: { name: nameCode ?? 'nameLength' } };
    case 'too_young': {
      const minAge = Number(params.min_age);
      return {
        kind: 'fields',
        errors: { dateOfBirth: 'tooYoung' },
        ...(Number.isFinite(minAge) && minAge > 0 ? { minAge } : {}),
      };
    }
    case 'invite_only':
      return { kind: 'inviteOnly' };
    case 'rate_limited':
      return { kind: 'rateLimited' };
    case 'validation_failed': {
      const errors: AccountErrors = {};
      for (const field of error.fields ?? []) {
        const path = typeof field.path === 'string' ? field.path : '';
        const name = FIELD_BY_PATH[path.split('.').pop() ?? ''];
        if (name) errors[name] = CODE_BY_FIELD[name];
      }
      return Object.keys(errors).length ? { kind: 'fields', errors } : { kind: 'failed' };
    }
    default:
      return status === 429 ? { kind: 'rateLimited' } : { kind: 'failed' };
  }
}
