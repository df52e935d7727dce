'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { useUser } from '@/hooks/use-user';
import { useUiStore } from '@/stores/ui-store';
import { isSmartphone } from '@/lib/device';
import { ACTIVATION_REMINDER_DISMISSAL, activationReminderMode } from './reminder-mode';
import { BannerAlert } from '@/components/slots/banner-alert';
import { ResendActivationButton } from '@/components/resend-activation/resend-activation-button';

/** The activation reminder for the default layout's alert slot (spec §2), as an alert or a modal. */
export function ActivationReminder() {
  const { t } = useTranslation('signup');
  const { data: user } = useUser();
  const pathname = usePathname() ?? '/';
  const dismissedAt = useUiStore((s) => s.dismissals[ACTIVATION_REMINDER_DISMISSAL]);
  const dismiss = useUiStore((s) => s.dismiss);
  const [now] = useState(() => Date.now());
  // Query flag and device are only known in the browser; until then the flag counts as absent.
  const [modalContext, setModalContext] = useState({ flag: false, smartphone: false });
  useEffect(() => {
    const flag = new URLSearchParams(window.location.search).has('api_signup_complete');
    setModalContext({ flag, smartphone: flag && isSmartphone() });
  }, [pathname]);

  const mode = activationReminderMode({
    user,
    pathname,
    signupCompleteFlag: modalContext.flag,
    smartphone: modalContext.smartphone,
    dismissedAt,
    now,
  });
  if (mode === 'none') return null;

  const onDismiss = () => dismiss(ACTIVATION_REMINDER_DISMISSAL, Date.now());
  // The member's own address is not part of the user object; the resend toast names it (sent_to).
  const body = t('activation.reminderBody');

  if (mode === 'modal') {
    return (
      <Modal open onClose={onDismiss} size="sm" data-testid="activation-reminder-modal">
        <Modal.Header>{t('activation.reminderTitle')}</Modal.Header>
        <Modal.Body>
          <p>{body}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="ghost" onClick={onDismiss}>
            {t('activation.later')}
          </Button>
          <ResendActivationButton />
        </Modal.Footer>
      </Modal>
    );
  }
  return (
    // On a phone one row with the resend button until expanded, like the other banners (`BannerAlert`).
    <BannerAlert
      tone="warning"
      role="region"
      title={t('activation.reminderTitle')}
      onDismiss={onDismiss}
      data-testid="activation-reminder"
      action={<ResendActivationButton variant="outline" />}
    >
      <p>{body}</p>
    </BannerAlert>
  );
}
