'use client';

import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { usePushStore, type SubscribeOutcome } from '@/stores/push-store';
import { useSettings } from '@/providers/settings-context';
import { Actions } from '@/components/form/form.styles';
import { Muted } from './signup.styles';

/**
 * The push step, offered only when the browser supports push and the site has a public key (see
 * `canOfferPush`). Enable subscribes this browser (service worker, permission prompt, POST user.php?push=1
 * through the push store) and moves on; a refused permission shows the denied alert, any other failure a
 * short error, and the step can always be skipped.
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('signup');
  const { t: tErrors } = useTranslation('errors');
  const { push_public_key: publicKey } = useSettings();
  const subscribe = usePushStore((state) => state.subscribe);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const [asking, setAsking] = useState(false);
  const denied = outcome === 'denied';

  const enable = async () => {
    setAsking(true);
    try {
      const result = await subscribe(publicKey);
      setOutcome(result);
      if (result === 'subscribed') onNext();
    } finally {
      setAsking(false);
    }
  };

  return (
    <div>
      <Muted>{t('push.body')}</Muted>
      {denied ? <Alert tone="warning">{t('push.denied')}</Alert> : null}
      {outcome === 'failed' || outcome === 'unsupported' ? (
        <Alert tone="danger">{tErrors('generic')}</Alert>
      ) : null}
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
