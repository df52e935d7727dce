'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styled from 'styled-components';
import { BannerAlert } from '@/components/slots/banner-alert';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { isTimeBonusBannerShown } from './time-bonus-visibility';
import { countdownParts, useTimeBonus } from './use-time-bonus';

const Clock = styled.time`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

/**
 * The time-bonus top banner of spec §2 and §4: while a new, non-paid member's bonus runs, the discount and a
 * countdown that ticks each second (hours, minutes, seconds) with a link to the credits. The countdown is a
 * `timer` (not announced every second); it disappears at zero, at payment, or 4 h after sign-up. On a phone one
 * row (the countdown and the link) until expanded (`BannerAlert`).
 */
export function TimeBonusBanner() {
  const { t } = useTranslation('payments');
  const pathname = usePathname();
  const bonus = useTimeBonus();
  if (!isTimeBonusBannerShown(bonus.visible, pathname)) return null;
  const clock = countdownParts(bonus);
  return (
    <BannerAlert
      tone="success"
      role="region"
      title={t('timeBonus.bannerTitle', { percentage: bonus.percentage })}
      data-testid="time-bonus-banner"
      action={
        <>
          <span>
            {t('timeBonus.endsIn')}{' '}
            <Clock role="timer" dateTime={clock.iso} data-testid="time-bonus-countdown">
              {clock.text}
            </Clock>
          </span>
          <Button as={Link} href="/credits" size="sm">
            {t('timeBonus.cta', { percentage: bonus.percentage })}
          </Button>
        </>
      }
    >
      <p>{t('timeBonus.bannerBody', { percentage: bonus.percentage })}</p>
    </BannerAlert>
  );
}
