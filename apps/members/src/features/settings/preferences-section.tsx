'use client';

import { type ReactNode } from 'react';
import { EMAIL_PREFERENCES, PUSH_PREFERENCES, type TNotificationsResponse } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Checkbox } from '@dating/ui/checkbox';
import { Skeleton } from '@dating/ui/skeleton';
import { VisuallyHidden } from '@dating/ui/visually-hidden';
import { useNotificationSettings } from './use-notification-settings';
import { useUpdateNotifications } from './use-update-notifications';
import { EMAIL_PREFERENCE_LABELS, PUSH_PREFERENCE_LABELS } from './preference-labels';
import { Choices, SaveStatus, Section, SkeletonRows } from './settings.styles';
import { RetryAlert } from '@/components/retry-alert/retry-alert';

type SetName = 'email' | 'push';
type LabelKey =
  | (typeof EMAIL_PREFERENCE_LABELS)[keyof typeof EMAIL_PREFERENCE_LABELS]
  | (typeof PUSH_PREFERENCE_LABELS)[keyof typeof PUSH_PREFERENCE_LABELS];

/** Each set's title and lead keys (written out so the i18n check sees them in use), its preferences and their labels. */
const SETS: Record<
  SetName,
  {
    title: `settings.${SetName}.title`;
    lead: `settings.${SetName}.lead`;
    keys: readonly string[];
    labels: Readonly<Record<string, LabelKey>>;
  }
> = {
  email: {
    title: 'settings.email.title',
    lead: 'settings.email.lead',
    keys: EMAIL_PREFERENCES,
    labels: EMAIL_PREFERENCE_LABELS,
  },
  push: {
    title: 'settings.push.title',
    lead: 'settings.push.lead',
    keys: PUSH_PREFERENCES,
    labels: PUSH_PREFERENCE_LABELS,
  },
};

/** One set of preferences (e-mail or push): its title and lead, a box per preference, and the save status. */
function PreferenceSet({
  set,
  values,
  status,
  onToggle,
}: {
  set: SetName;
  values: Readonly<Record<string, boolean>>;
  status: ReactNode;
  onToggle: (key: string, checked: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const { title, lead, keys, labels } = SETS[set];
  return (
    <Section aria-labelledby={`${set}-prefs-title`} data-testid={`${set}-preferences`}>
      <h2 id={`${set}-prefs-title`}>{t(title)}</h2>
      <Choices>
        <legend>{t(lead)}</legend>
        {keys.map((key) => (
          <Checkbox
            key={key}
            name={`${set}.${key}`}
            label={t(labels[key]!)}
            checked={values[key]}
            onChange={(event) => onToggle(key, event.target.checked)}
          />
        ))}
      </Choices>
      {status}
    </Section>
  );
}

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
          <SkeletonRows role="status" aria-busy="true" data-testid="preferences-loading">
            <VisuallyHidden>{t('settings.loading')}</VisuallyHidden>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height="2.75rem" />
            ))}
          </SkeletonRows>
        )}
      </Section>
    );
  }

  const { preferences } = settings.data;
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
      {(['email', 'push'] as const).map((set) => (
        <PreferenceSet
          key={set}
          set={set}
          values={preferences[set]}
          status={status(set)}
          onToggle={(key, checked) => update.mutate({ [set]: { [key]: checked } })}
        />
      ))}
    </>
  );
}
