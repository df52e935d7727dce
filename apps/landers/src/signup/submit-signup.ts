import type { TSignupInput } from '@dating/core/contracts';
import type { AccountErrors } from '@dating/core/domain';

/** The sign-up call of the API (apps/api/src/routes/signup.ts), same origin. */
export const SIGNUP_PATH = '/api/signup.php';

/** What the form shows for an answer of the sign-up call: nothing (success), field errors or a form message. */
export type SignupOutcome =
  | { kind: 'created' }
  | { kind: 'fields'; errors: AccountErrors; suggestion?: string; minAge?: number }
  | { kind: 'inviteOnly' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

interface ErrorBody {
  code?: unknown;
  params?: Record<string, unknown>;
  fields?: { path?: unknown }[];
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

/** The `error` of the API's error envelope, read without zod (kept out of the lander bundle). */
async function readError(response: Response): Promise<ErrorBody> {
  try {
    const body = (await response.json()) as { error?: ErrorBody } | null;
    return body && typeof body.error === 'object' && body.error ? body.error : {};
  } catch {
    return {};
  }
}

/** Maps a failed answer onto the field it belongs to, or a form-level message (never a raw error). */
export function outcomeOfError(
  status: number,
  error: ErrorBody,
  nameCode?: AccountErrors['name'],
): SignupOutcome {
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

/**
 * POST /api/signup.php with `X-Request-Type: client`. On success the API has created the account, set the
 * session cookie (same origin) and sent the activation mail. Never retried: a lost answer may still have
 * created the account, and a second attempt would then say "already exists".
 */
export async function submitSignup(
  input: TSignupInput,
  options: { nameCode?: AccountErrors['name']; fetch?: typeof fetch } = {},
): Promise<SignupOutcome> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(SIGNUP_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Request-Type': 'client',
      },
      body: JSON.stringify(input),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'created' };
  return outcomeOfError(response.status, await readError(response), options.nameCode);
}
