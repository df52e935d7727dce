'use client';

import { useCallback } from 'react';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { creditsInMoney, formatMoney } from './lib/message-price';

/**
 * "2 credits (from €0.53)": a price in credits and, where the site has a price for the member's country
 * (`minimum_message_costs`), in the member's money. Shown before anything is spent.
 */
export function usePriceText(): (credits: number) => string {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const locale = useLocale();
  const { data: user } = useUser();
  const country = user?.profile.country ?? settings.geoip_selected_country;
  return useCallback(
    (credits: number) => {
      const inCredits = t('composer.credits', { count: credits });
      const money = creditsInMoney(settings, credits, country);
      if (!money) return inCredits;
      return t('composer.priceWithMoney', {
        credits: inCredits,
        money: t('composer.money', { amount: formatMoney(money, locale) }),
      });
    },
    [t, settings, country, locale],
  );
}
