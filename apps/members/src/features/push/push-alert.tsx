'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { BannerAlert } from '@/components/slots/banner-alert';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { useUiStore } from '@/stores/ui-store';
import { PUSH_ALERT_DISMISSAL, isPushAlertVisible } from './push-alert-visibility';
import { usePushStore, type SubscribeOutcome } from '@/stores/push-store';

/**
 * The push-notification alert of spec §2, for the default layout's alert slot: offers push while this browser
 * can do it and is not subscribed; hidden on signup, notifications, activate-done, directdebit and premium.
 * Dismissible (a labelled close button). On a phone one row with the button until expanded (`BannerAlert`).
 */
export function PushAlert() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const { data: user } = useUser();
  const { push_public_key: publicKey } = useSettings();
  const pathname = usePathname();
  const isCapable = usePushStore((state) => state.isCapable);
  const isSubscribed = usePushStore((state) => state.isSubscribed);
  const subscribe = usePushStore((state) => state.subscribe);
  const dismissedAt = useUiStore((state) => state.dismissals[PUSH_ALERT_DISMISSAL]);
  const dismiss = useUiStore((state) => state.dismiss);
  const [now] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);

  const visible = isPushAlertVisible({
    loggedIn: Boolean(user),
    publicKey,
    isCapable,
    isSubscribed,
    pathname,
    dismissedAt,
    now,
  });
  if (!visible) return null;

  const enable = async () => {
    setBusy(true);
    try {
      setOutcome(await subscribe(publicKey));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BannerAlert
      tone="info"
      role="region"
      title={t('pushAlert.title')}
      onDismiss={() => dismiss(PUSH_ALERT_DISMISSAL, Date.now())}
      dismissLabel={t('pushAlert.dismiss')}
      data-testid="push-alert"
      action={
        <Button size="sm" loading={busy} onClick={() => void enable()}>
          {t('pushAlert.enable')}
        </Button>
      }
    >
      <p>{t('pushAlert.body')}</p>
      {outcome === 'failed' || outcome === 'unsupported' ? <p role="alert">{tErrors('generic')}</p> : null}
    </BannerAlert>
  );
}
