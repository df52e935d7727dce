'use client';

import { EMAIL_PREFERENCES, PUSH_PREFERENCES, type TNotificationsResponse } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Checkbox } from '@dating/ui/checkbox';
import { Spinner } from '@dating/ui/spinner';
import { useNotificationSettings } from './use-notification-settings';
import { useUpdateNotifications } from './use-update-notifications';
import { EMAIL_PREFERENCE_LABELS, PUSH_PREFERENCE_LABELS } from './preference-labels';
import { Choices, SaveStatus, Section } from './settings.styles';
import { RetryAlert } from '@/components/retry-alert/retry-alert';

/** E-mail and push preferences (spec §3) as two separate sets; each box saves at once, optimistically. */
export function PreferencesSection({ initialData }: { initialData?: TNotificationsResponse }) {
  const { t } = useTranslation('account');
  const settings = useNotificationSettings(initialData);
  const update = useUpdateNotifications();

  if (!settings.data) {
    return (
      <Section aria-labelledby="email-prefs-title">
        <h2 id="email-prefs-title">{t('settings.email.title')}</h2>
        {settings.isError ? (
          <RetryAlert
            message={t('settings.loadFailed')}
            retryLabel={t('settings.retry')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Spinner />
        )}
      </Section>
    );
  }

  const { email, push } = settings.data.preferences;
  const changedSet = update.variables?.push ? 'push' : 'email';
  // The outcome of the last change, in a status line whose space is always reserved (no layout shift).
  const status = (set: 'email' | 'push') =>
    update.isError && changedSet === set ? (
      <Alert tone="danger" data-testid="preferences-error">
        {t('settings.saveFailed')}
      </Alert>
    ) : (
      <SaveStatus role="status">
        {update.isSuccess && changedSet === set ? t('settings.saved') : ''}
      </SaveStatus>
    );

  return (
    <>
      <Section aria-labelledby="email-prefs-title" data-testid="email-preferences">
        <h2 id="email-prefs-title">{t('settings.email.title')}</h2>
        <Choices>
          <legend>{t('settings.email.lead')}</legend>
          {EMAIL_PREFERENCES.map((key) => (
            <Checkbox
              key={key}
              name={`email.${key}`}
              label={t(EMAIL_PREFERENCE_LABELS[key])}
              checked={email[key]}
              onChange={(event) => update.mutate({ email: { [key]: event.target.checked } })}
            />
          ))}
        </Choices>
        {status('email')}
      </Section>
      <Section aria-labelledby="push-prefs-title" data-testid="push-preferences">
        <h2 id="push-prefs-title">{t('settings.push.title')}</h2>
        <Choices>
          <legend>{t('settings.push.lead')}</legend>
          {PUSH_PREFERENCES.map((key) => (
            <Checkbox
              key={key}
              name={`push.${key}`}
              label={t(PUSH_PREFERENCE_LABELS[key])}
              checked={push[key]}
              onChange={(event) => update.mutate({ push: { [key]: event.target.checked } })}
            />
          ))}
        </Choices>
        {status('push')}
      </Section>
    </>
  );
}
