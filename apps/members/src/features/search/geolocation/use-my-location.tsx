'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { type TGeocodeResult } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { useGeolocation, type LocateOutcome } from './use-geolocation';
import { stackCss } from '@dating/ui/css';

const Wrap = styled.div`
  ${stackCss(2)}
  align-content: end;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export interface UseMyLocationProps {
  /**
   * Receives the served country and region found; the caller fills its fields with them, or answers false
   * when it cannot use the place (then the member hears that the location is not in a served country).
   */
  onPlace: (place: TGeocodeResult) => boolean;
  /** The place in words for the announcement, e.g. "Bayern, Germany". */
  describe: (place: TGeocodeResult) => string;
}

type Announcement = LocateOutcome['kind'] | 'locating' | null;

/**
 * "Use my location": asks the browser for its position only when pressed, then fills country and region.
 * The outcome is announced in a polite live region. Hidden when the browser has no geolocation.
 */
export function UseMyLocation({ onPlace, describe }: UseMyLocationProps) {
  const { t } = useTranslation('search');
  const { permission, locating, locate } = useGeolocation();
  const [announcement, setAnnouncement] = useState<Announcement>(null);
  const [place, setPlace] = useState<TGeocodeResult | null>(null);

  const onClick = async () => {
    if (locating) return;
    setAnnouncement('locating');
    const outcome = await locate();
    if (outcome.kind === 'found' && !onPlace(outcome.place)) {
      setAnnouncement('notFound');
      return;
    }
    if (outcome.kind === 'found') setPlace(outcome.place);
    setAnnouncement(outcome.kind);
  };

  if (permission === 'unsupported' && announcement === null) return null;

  const message = (() => {
    switch (announcement) {
      case 'locating':
        return t('location.locating');
      case 'found':
        return place ? t('location.found', { place: describe(place) }) : '';
      case 'notFound':
        return t('location.notFound');
      case 'denied':
        return t('location.denied');
      case 'unsupported':
        return t('location.unsupported');
      case 'unavailable':
        return t('location.unavailable');
      default:
        return permission === 'denied' ? t('location.blocked') : '';
    }
  })();

  return (
    <Wrap>
      <Button
        type="button"
        variant="outline"
        onClick={() => void onClick()}
        loading={locating}
        loadingLabel={t('location.locating')}
        data-testid="use-my-location"
      >
        {t('location.use')}
      </Button>
      <Status role="status" aria-live="polite" data-testid="use-my-location-status">
        {message}
      </Status>
    </Wrap>
  );
}
