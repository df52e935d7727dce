'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { TIME_BONUS_MODAL_DELAY_MS } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { ModalText } from '@/components/page/modal-text';
import { useUiStoreHydrated } from '@/hooks/use-ui-store-hydrated';
import { useUser } from '@/hooks/use-user';
import { useUiStore } from '@/stores/ui-store';
import { isTimeBonusModalDue, timeBonusModalDismissal } from './time-bonus-visibility';
import { useTimeBonus } from './use-time-bonus';

/** True once `ms` have passed since the component mounted (the layout mounts once per visit of the area). */
function useAfter(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/**
 * The time-bonus modal of spec §4: 40 s after entering the members area, for a member with 0 credits whose
 * bonus is running and who has not dismissed it before. Any way of closing it (the button, the close button,
 * Escape, the backdrop) stores the dismissal for this member; "Claim" leads to the credits, where the
 * discounted price is shown before anything is paid.
 */
export function TimeBonusModal() {
  const { t } = useTranslation('payments');
  const { data: user } = useUser();
  const bonus = useTimeBonus();
  const waited = useAfter(TIME_BONUS_MODAL_DELAY_MS);
  const dismissalsLoaded = useUiStoreHydrated();
  const key = user ? timeBonusModalDismissal(user.profile.id) : '';
  const dismissedAt = useUiStore((state) => (key ? state.dismissals[key] : undefined));
  const dismiss = useUiStore((state) => state.dismiss);
  const open = isTimeBonusModalDue({
    user,
    bonusVisible: bonus.visible,
    dismissedAt,
    dismissalsLoaded,
    elapsedMs: waited ? TIME_BONUS_MODAL_DELAY_MS : 0,
  });
  if (!open) return null;
  const close = () => dismiss(key, Date.now());
  const hours = Math.ceil(bonus.secondsLeft / 3600);
  return (
    <Modal open onClose={close} size="sm" data-testid="time-bonus-modal">
      <Modal.Header>{t('timeBonus.modalTitle', { percentage: bonus.percentage })}</Modal.Header>
      <Modal.Body>
        <ModalText>
          <p>{t('timeBonus.modalBody', { count: hours })}</p>
          <p>{t('timeBonus.modalNote')}</p>
        </ModalText>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="ghost" onClick={close}>
          {t('timeBonus.dismiss')}
        </Button>
        <Button as={Link} href="/credits" onClick={close}>
          {t('timeBonus.cta', { percentage: bonus.percentage })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
