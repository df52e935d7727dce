'use client';

import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { SERVICE_PAGE } from '@/lib/service-page';
import { type LoginProblem } from './login-error';

/** The message of a failed login, linked to the form with `aria-describedby` through its id. */
export function LoginProblemAlert({ id, problem }: { id: string; problem: LoginProblem }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');

  if (problem.kind === 'locked') {
    return (
      <Alert id={id} tone="danger" title={ta('login.locked', { minutes: problem.minutes })}>
        <p>{ta('login.lockedHelp')}</p>
      </Alert>
    );
  }
  if (problem.kind === 'pendingDeletion') {
    return (
      <Alert id={id} tone="danger" title={ta('login.pendingDeletion')}>
        <p>{ta('login.pendingDeletionHelp')}</p>
        <p>
          <a href={SERVICE_PAGE}>{ta('login.contactService')}</a>
        </p>
      </Alert>
    );
  }
  return (
    <Alert id={id} tone="danger">
      {t(problem.key)}
    </Alert>
  );
}

/** Notices a redirect brings along: `?reactivation=failed` (spec §4) and `?reset=done` after a new password. */
export function LoginNotice({ reactivation, reset }: { reactivation: string | null; reset: string | null }) {
  const { t } = useTranslation('account');
  if (reactivation === 'failed') {
    return (
      <Alert tone="danger" role="status" data-testid="login-notice">
        <p>{t('login.reactivationFailed')}</p>
        <p>
          <a href={SERVICE_PAGE}>{t('login.contactService')}</a>
        </p>
      </Alert>
    );
  }
  if (reset === 'done') {
    return (
      <Alert tone="success" data-testid="login-notice">
        {t('login.reset')}
      </Alert>
    );
  }
  return null;
}
