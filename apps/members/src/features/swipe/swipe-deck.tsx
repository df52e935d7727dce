'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { formatCountdown, msUntil, type SwipeDirection } from './swipe-rules';
import { SwipeCard, type SwipeVariant } from './swipe-card';
import {
  Actions,
  Allowance,
  Centered,
  Deck,
  Instructions,
  LiveRegion,
  Muted,
  Timer,
  Wait,
} from './swipe.styles';
import { useArrowKeys } from './use-arrow-keys';
import { useCountdown } from './use-countdown';
import { useFitPhoto } from './use-fit-photo';
import { usePointerSwipe } from './use-pointer-swipe';
import { isAlreadyPlayedError, isSwipeLimitError, useSwipePlay } from './use-swipe-play';
import { useSwipeDeck, useSwipeDeckKey } from './use-swipe-deck';
import { QueryFallback } from '@/components/page/query-fallback';

interface Announcement {
  id: number;
  text: string;
}

/** The polite live region's text; a new id re-announces the same words ("Passed" twice in a row). */
function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = (text: string) => setAnnouncement((old) => ({ id: (old?.id ?? 0) + 1, text }));
  return { announcement, announce };
}

/**
 * One profile at a time, liked or passed by swipe, by button or with the arrow keys (← pass, → like) anywhere on
 * the page except in fields, menus and dialogs (`useArrowKeys`). The photo is sized so the card and its buttons
 * fit the first screen (`useFitPhoto`); the buttons stay in view while a long match-finder card scrolls. Shows today's allowance ("Likes left today: n of 4"); with none left the Like button is
 * disabled and a countdown shows the real time until the next like (the server's `next_like_at`), Pass stays
 * available. Used by the swipe game (photo-first) and the match finder (with bio, interests and details).
 */
export function SwipeDeck({ variant }: { variant: SwipeVariant }) {
  const { t } = useTranslation('swipe');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const deckKey = useSwipeDeckKey();
  const deck = useSwipeDeck();
  const play = useSwipePlay();
  const { announcement, announce } = useAnnouncer();
  const [match, setMatch] = useState<string | null>(null);
  const [pending, setPending] = useState<SwipeDirection | null>(null);
  const deckRef = useRef<HTMLElement>(null);
  const instructionsId = useId();

  const data = deck.data;
  const profile = data?.profile ?? null;
  const waiting = data ? data.likes_left === 0 : false;
  const nextLikeAt = waiting ? (data?.next_like_at ?? null) : null;
  const left = useCountdown(nextLikeAt, () => void queryClient.invalidateQueries({ queryKey: deckKey }));

  // The wait is announced once when it starts (the timer itself is not live: it would speak every second).
  const announcedWait = useRef<string | null>(null);
  const waitText =
    nextLikeAt && data
      ? t('wait.announce', {
          total: data.likes_per_day,
          time: formatCountdown(msUntil(nextLikeAt, Date.now())),
        })
      : null;
  useEffect(() => {
    if (!nextLikeAt || !waitText || announcedWait.current === nextLikeAt) return;
    announcedWait.current = nextLikeAt;
    announce(waitText);
    // Only a new `next_like_at` starts a new wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextLikeAt]);

  // A disabled Like button cannot keep the focus: hand it to the deck so the keys keep working.
  useEffect(() => {
    if (!waiting) return;
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      deckRef.current?.focus();
    }
  }, [waiting]);

  const act = async (target: TMemberProfile, action: SwipeDirection) => {
    if (play.isPending) return;
    if (action === 'like' && waiting) {
      if (waitText) announce(waitText);
      return;
    }
    setPending(action);
    setMatch(null);
    try {
      const answer = await play.mutateAsync({ profile: target.id, action });
      let text = t('announce.passed');
      if (answer.match) {
        setMatch(target.name);
        text = t('announce.match', { name: target.name });
      } else if (action === 'like') {
        text = t('announce.liked', { name: target.name });
      }
      // The last like of the day: say so in the same announcement (one would silence the other).
      if (action === 'like' && answer.likes_left === 0 && answer.next_like_at) {
        announcedWait.current = answer.next_like_at;
        const time = formatCountdown(msUntil(answer.next_like_at, Date.now()));
        const sentence = /[.!?]$/.test(text) ? text : `${text}.`;
        text = `${sentence} ${t('wait.announce', { total: answer.likes_per_day, time })}`;
      }
      announce(text);
    } catch {
      // The error is shown from the mutation's state (a refused like switches to the wait).
    } finally {
      setPending(null);
    }
  };

  const swipe = usePointerSwipe(
    (direction) => {
      if (profile) void act(profile, direction);
    },
    Boolean(profile) && !play.isPending,
  );

  useArrowKeys(Boolean(profile), (direction) => {
    if (profile) void act(profile, direction);
  });
  useFitPhoto(deckRef, Boolean(profile));

  if (!data) {
    return (
      <Centered data-testid="swipe-deck" data-state={deck.isError ? 'error' : 'loading'}>
        <QueryFallback
          query={deck}
          data-testid="swipe-load-failed"
          failed={t('deck.loadFailed')}
          retry={t('deck.retry')}
          loading={t('deck.loading')}
        />
      </Centered>
    );
  }

  const playError =
    play.error && !isSwipeLimitError(play.error) && !isAlreadyPlayedError(play.error) ? play.error : null;

  return (
    <Deck
      ref={deckRef}
      $variant={variant}
      data-testid="swipe-deck"
      data-state={profile ? (waiting ? 'waiting' : 'ready') : 'empty'}
      data-variant={variant}
      aria-label={t('deck.label')}
      aria-describedby={profile ? instructionsId : undefined}
      aria-busy={play.isPending || undefined}
      tabIndex={0}
    >
      <LiveRegion role="status" data-testid="swipe-announcer">
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </LiveRegion>
      <Allowance data-testid="swipe-likes-left">
        {t('allowance.left', { left: data.likes_left, total: data.likes_per_day })}
      </Allowance>
      {waiting ? (
        <Wait data-testid="swipe-wait">
          <h2>{t('wait.title')}</h2>
          {nextLikeAt ? (
            <>
              <span>{t('wait.body')}</span>
              <Timer role="timer" aria-label={t('wait.timer')} data-testid="swipe-countdown">
                {formatCountdown(left)}
              </Timer>
            </>
          ) : null}
          <span>{t('wait.passStill')}</span>
        </Wait>
      ) : null}
      {match ? (
        <Alert tone="success" title={t('match.title')} data-testid="swipe-match" role="note">
          {t('match.body', { name: match })}
        </Alert>
      ) : null}
      {playError ? (
        <Alert tone="danger" data-testid="swipe-play-failed">
          {errorText(playError)}
        </Alert>
      ) : null}
      {profile ? (
        <>
          <SwipeCard key={profile.id} profile={profile} variant={variant} swipe={swipe} />
          <Actions data-swipe-actions="">
            <Button
              variant="outline"
              size="lg"
              aria-label={t('actions.passName', { name: profile.name })}
              loading={pending === 'pass'}
              onClick={() => void act(profile, 'pass')}
              data-testid="swipe-pass"
            >
              {t('actions.pass')}
            </Button>
            <Button
              variant="primary"
              size="lg"
              aria-label={t('actions.likeName', { name: profile.name })}
              loading={pending === 'like'}
              disabled={waiting}
              onClick={() => void act(profile, 'like')}
              data-testid="swipe-like"
            >
              {t('actions.like')}
            </Button>
          </Actions>
          <Instructions id={instructionsId}>{t('deck.instructions')}</Instructions>
        </>
      ) : (
        <Centered data-testid="swipe-empty">
          <h2>{t('empty.title')}</h2>
          <Muted>{t('empty.body')}</Muted>
          <Link href="/members">{t('empty.search')}</Link>
        </Centered>
      )}
    </Deck>
  );
}
