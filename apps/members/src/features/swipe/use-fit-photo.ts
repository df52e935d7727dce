'use client';

import { useEffect, type RefObject } from 'react';

/** Smallest photo (px) the fit keeps; below it the page scrolls rather than shrinking the face away. */
const MIN_PHOTO = 180;
/** Room left under the buttons (px). */
const MARGIN = 12;

/**
 * Sizes the card's photo so the card and its Pass/Like buttons fit the first screen: the window's height, minus
 * what sits above the photo (top bar, banners, title, allowance), below it down to the buttons, and the phone tab
 * bar, if shown. Written to `--swipe-photo-max` on the deck; the stylesheet caps it at the photo's own maximum.
 * Measured against the page scrolled to the top, again on resize and whenever anything above changes size
 * (a banner collapsing or dismissed).
 */
export function useFitPhoto(deckRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const deck = deckRef.current;
    if (!active || !deck || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const photo = deck.querySelector<HTMLElement>('[data-swipe-photo]');
      const body = deck.querySelector<HTMLElement>('[data-swipe-body]');
      const actions = deck.querySelector<HTMLElement>('[data-swipe-actions]');
      if (!photo || !body || !actions) return;
      const photoBox = photo.getBoundingClientRect();
      const top = photoBox.top + window.scrollY;
      const below =
        body.getBoundingClientRect().bottom -
        photoBox.bottom +
        (actions.getBoundingClientRect().bottom - actions.getBoundingClientRect().top) +
        Number.parseFloat(getComputedStyle(deck).rowGap || '0') +
        Number.parseFloat(getComputedStyle(photo.parentElement ?? photo).paddingBottom || '0');
      const tabBar = document.querySelector<HTMLElement>('[data-testid="bottom-nav"]');
      const tabBarHeight = tabBar && tabBar.offsetParent !== null ? tabBar.getBoundingClientRect().height : 0;
      const room = window.innerHeight - top - below - tabBarHeight - MARGIN;
      deck.style.setProperty('--swipe-photo-max', `${Math.max(MIN_PHOTO, Math.floor(room))}px`);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [deckRef, active]);
}
