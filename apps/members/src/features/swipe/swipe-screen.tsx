'use client';

import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { SwipeDeck } from './swipe-deck';
import { type SwipeVariant } from './swipe-card';

const SCREENS = { game: 'swipeGame', finder: 'matchFinder' } as const;

/** A short head so the card starts high: on a phone the title is smaller and the intro gives way. */
const Title = styled(PageTitle)`
  margin-bottom: ${({ theme }) => theme.spacing[2]};
  text-align: center;

  ${({ theme }) => theme.media.down('md')} {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

const Intro = styled(Lead)`
  margin-bottom: ${({ theme }) => theme.spacing[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  text-align: center;

  ${({ theme }) => theme.media.down('md')} {
    display: none;
  }
`;

const Screen = styled(PageContainer)`
  padding-top: ${({ theme }) => theme.spacing[3]};
  padding-bottom: ${({ theme }) => theme.spacing[3]};
`;

/** /swipe-game and /match-finder: the page title, a short intro and the deck. */
export function SwipeScreen({ variant }: { variant: SwipeVariant }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('swipe');
  const screen = SCREENS[variant];
  return (
    <Screen data-screen={screen}>
      <Title>{t(SCREEN_TITLE_KEYS[screen])}</Title>
      <Intro>{variant === 'game' ? ts('intro.game') : ts('intro.finder')}</Intro>
      <SwipeDeck variant={variant} />
    </Screen>
  );
}
