'use client';

import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Actions, Muted } from './signup.styles';

/**
 * The push step, offered only when the browser supports push and the site has a public key (see
 * `canOfferPush`). It asks the browser for permission; storing the subscription (POST user.php?push=1)
 * belongs to the push issue.
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const [denied, setDenied] = useState(false);
  const [asking, setAsking] = useState(false);

  const enable = async () => {
    setAsking(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') setDenied(true);
      else onNext();
    } finally {
      setAsking(false);
    }
  };

  return (
    <div>
      <Muted>{t('push.body')}</Muted>
      {denied ? <Alert tone="warning">{t('push.denied')}</Alert> : null}
      <Actions>
        <Button type="button" variant="ghost" onClick={onNext}>
          {denied ? t('actions.continue') : t('actions.skip')}
        </Button>
        {denied ? null : (
          <Button type="button" loading={asking} onClick={() => void enable()}>
            {t('push.enable')}
          </Button>
        )}
      </Actions>
    </div>
  );
}
