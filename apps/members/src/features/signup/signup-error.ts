import { isApiError } from '@dating/core/client';
import { type AccountErrors } from './account-validation';

export type SignupProblem =
  | { kind: 'fields'; errors: AccountErrors; suggestion?: string; minAge?: number }
  | { kind: 'inviteOnly' }
  | { kind: 'message' };

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

/** Maps an error of POST /api/signup.php onto the field it belongs to, or a form-level message. */
export function signupProblem(error: unknown, nameCode?: AccountErrors['name']): SignupProblem {
  if (!isApiError(error)) return { kind: 'message' };
  const params = error.envelope?.error.params ?? {};
  switch (error.code) {
    case 'invalid_email': {
      const suggestion = typeof params.suggestion === 'string' ? params.suggestion : undefined;
      return { kind: 'fields', errors: { email: 'invalidEmail' }, suggestion };
    }
    case 'email_exists':
      return { kind: 'fields', errors: { email: 'emailExists' } };
    case 'invalid_name':
      return { kind: 'fields', errors: { name: nameCode ?? 'nameLength' } };
    case 'too_young': {
      const minAge = Number(params.min_age);
      return {
        kind: 'fields',
        errors: { dateOfBirth: 'tooYoung' },
        minAge: Number.isFinite(minAge) ? minAge : undefined,
      };
    }
    case 'invite_only':
      return { kind: 'inviteOnly' };
    case 'validation_failed': {
      const errors: AccountErrors = {};
      for (const field of error.envelope?.error.fields ?? []) {
        const name = FIELD_BY_PATH[field.path.split('.').pop() ?? ''];
        if (name) errors[name] = CODE_BY_FIELD[name];
      }
      return Object.keys(errors).length ? { kind: 'fields', errors } : { kind: 'message' };
    }
    default:
      return { kind: 'message' };
  }
}
