import type { TSignupInput } from '@dating/core/contracts';
import {
  signupProblemOf,
  type AccountErrors,
  type SignupErrorBody,
  type SignupProblem,
} from '@dating/core/domain';

/** The sign-up call of the API (apps/api/src/routes/signup.ts), same origin. */
export const SIGNUP_PATH = '/api/signup.php';

/** What the form shows for an answer of the sign-up call: the account (success), or the problem. */
export type SignupOutcome = { kind: 'created' } | SignupProblem;

/** The `error` of the API's error envelope, read without zod (kept out of the lander bundle). */
async function readError(response: Response): Promise<SignupErrorBody> {
  try {
    const body = (await response.json()) as { error?: SignupErrorBody } | null;
    return body && typeof body.error === 'object' && body.error ? body.error : {};
  } catch {
    return {};
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
  return signupProblemOf(response.status, await readError(response), options.nameCode);
}
