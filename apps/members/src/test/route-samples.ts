/**
 * Public screens of spec §2 whose path has no id or token: the member-only rule's unit test and the e2e route
 * table (`e2e/routes.spec.ts`) both walk them.
 */
export const PUBLIC_SCREEN_PATHS = [
  '/',
  '/login',
  '/signup',
  '/signup-matches',
  '/complete-signup',
  '/reset-password',
  '/reset-password/do',
  '/activate/done',
  '/activate/error',
  '/mail-change/do',
  '/account-deleted',
  '/members',
] as const;
