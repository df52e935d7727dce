'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { type TUser } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { BannerAlert } from '@/components/slots/banner-alert';
import { useReenableEmail } from './use-reenable-email';
import { useUser } from '@/hooks/use-user';
import { useUiStore } from '@/stores/ui-store';
import { DISABLED_NOTIFICATIONS_DISMISSAL, isDisabledNotificationsAlertVisible } from './alert-visibility';

type Reason = TUser['notifications_disabled'][number];

/** Spec §8: why mail stopped, one literal key per reason. */
const REASON_KEYS = {
  fbl: 'notificationsAlert.reason.fbl',
  bounce: 'notificationsAlert.reason.bounce',
  listunsubscribe: 'notificationsAlert.reason.listunsubscribe',
} as const satisfies Record<Reason, string>;

const Reasons = styled.ul`
  margin: ${({ theme }) => theme.spacing[2]} 0;
  padding-inline-start: ${({ theme }) => theme.spacing[5]};
`;

const SettingsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
`;

/**
 * The disabled-notifications alert of spec §2, for the default layout's alert slot: reads the member and the
 * path itself. Explains each reason, offers to turn e-mail back on, links to the settings; dismissible. On a
 * phone one row with the button until expanded (`BannerAlert`).
 */
export function DisabledNotificationsAlert() {
  const { data: user } = useUser();
  const pathname = usePathname();
  const dismissedAt = useUiStore((state) => state.dismissals[DISABLED_NOTIFICATIONS_DISMISSAL]);
  const [now] = useState(() => Date.now());
  const [reenabled, setReenabled] = useState(false);

  if (!user) return null;
  const visible = isDisabledNotificationsAlertVisible({
    reasons: user.notifications_disabled,
    pathname,
    dismissedAt,
    now,
  });
  if (!visible && !reenabled) return null;
  return (
    <Suspense fallback={null}>
      <AlertBody
        reasons={user.notifications_disabled}
        reenabled={reenabled}
        onReenabled={() => setReenabled(true)}
      />
    </Suspense>
  );
}

function AlertBody({
  reasons,
  reenabled,
  onReenabled,
}: {
  reasons: readonly Reason[];
  reenabled: boolean;
  onReenabled: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const dismiss = useUiStore((state) => state.dismiss);
  const reenable = useReenableEmail();
  const onDismiss = () => dismiss(DISABLED_NOTIFICATIONS_DISMISSAL, Date.now());

  if (reenabled) {
    return (
      <Alert tone="success" onDismiss={onDismiss} data-testid="disabled-notifications-alert">
        {t('notificationsAlert.reenabled')}
      </Alert>
    );
  }

  return (
    <BannerAlert
      tone="warning"
      role="region"
      title={t('notificationsAlert.title')}
      onDismiss={onDismiss}
      data-testid="disabled-notifications-alert"
      action={
        <Button
          size="sm"
          loading={reenable.isPending}
          onClick={() => reenable.mutate(undefined, { onSuccess: onReenabled })}
        >
          {t('notificationsAlert.reenable')}
        </Button>
      }
    >
      <Reasons>
        {reasons.map((reason) => (
          <li key={reason}>{t(REASON_KEYS[reason])}</li>
        ))}
      </Reasons>
      <p>{t('notificationsAlert.body')}</p>
      {reenable.isError ? <p role="alert">{tErrors('generic')}</p> : null}
      <p>
        <SettingsLink href="/notifications">{t('notificationsAlert.settings')}</SettingsLink>
      </p>
    </BannerAlert>
  );
}
