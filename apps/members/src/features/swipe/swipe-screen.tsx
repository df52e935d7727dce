'use client';

import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { SwipeDeck } from './swipe-deck';
import { type SwipeVariant } from './swipe-card';

const SCREENS = { game: 'swipeGame', finder: 'matchFinder' } as const;

/** /swipe-game and /match-finder: the page title, a short intro and the deck. */
export function SwipeScreen({ variant }: { variant: SwipeVariant }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('swipe');
  const screen = SCREENS[variant];
  return (
    <PageContainer data-screen={screen}>
      <PageTitle>{t(SCREEN_TITLE_KEYS[screen])}</PageTitle>
      <Lead>{variant === 'game' ? ts('intro.game') : ts('intro.finder')}</Lead>
      <SwipeDeck variant={variant} />
    </PageContainer>
  );
}
