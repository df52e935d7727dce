import { isApiError } from '@dating/core/client';
import { signupProblemOf, type AccountErrors, type SignupProblem } from '@dating/core/domain';

export type { SignupProblem } from '@dating/core/domain';

/** Maps an error of POST /api/signup.php onto the field it belongs to, or a form-level problem. */
export function signupProblem(error: unknown, nameCode?: AccountErrors['name']): SignupProblem {
  if (!isApiError(error)) return { kind: 'failed' };
  return signupProblemOf(error.status, error.envelope?.error ?? { code: error.code }, nameCode);
}
