import { isApiError } from '@dating/core/client';

/** What a failed login shows (spec §8). Plain messages are `common` keys; the others have their own text. */
export type LoginProblem =
  | { kind: 'message'; key: 'login.failed' | 'login.rateLimited' | 'login.unavailable' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'pendingDeletion' };

function lockMinutes(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const minutes = Number(error.envelope?.error.params?.minutes);
  return Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : null;
}

/** Maps an error of `user.login` to the message the login form shows. */
export function loginProblem(error: unknown): LoginProblem {
  if (!isApiError(error)) return { kind: 'message', key: 'login.unavailable' };
  switch (error.code) {
    case 'login_failed':
    case 'validation_failed':
    case 'bad_request':
      return { kind: 'message', key: 'login.failed' };
    case 'account_locked': {
      const minutes = lockMinutes(error);
      return minutes === null ? { kind: 'message', key: 'login.rateLimited' } : { kind: 'locked', minutes };
    }
    case 'account_pending_deletion':
      return { kind: 'pendingDeletion' };
    case 'rate_limited':
      return { kind: 'message', key: 'login.rateLimited' };
    default:
      if (error.status === 429) return { kind: 'message', key: 'login.rateLimited' };
      if (error.status >= 500) return { kind: 'message', key: 'login.unavailable' };
      return { kind: 'message', key: 'login.failed' };
  }
}
