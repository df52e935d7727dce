/** Milliseconds from `now` until `at` (an ISO time from the server), never below 0; 0 for a missing or bad time. */
export function msUntil(at: string | null, now: number): number {
  if (!at) return 0;
  const target = Date.parse(at);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, target - now);
}

/** A wait as "hh:mm:ss", rounded up to the next full second (a wait of 0.2 s still shows 00:00:01). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

export type SwipeDirection = 'like' | 'pass';

/** Share of the card's width a drag must cover to count as a swipe. */
export const SWIPE_THRESHOLD = 0.3;

/**
 * What a horizontal drag of `dx` pixels over a card `width` pixels wide means: right is a like, left a pass,
 * anything shorter than the threshold snaps back (null).
 */
export function swipeDecision(dx: number, width: number, threshold = SWIPE_THRESHOLD): SwipeDirection | null {
  if (!(width > 0)) return null;
  if (Math.abs(dx) < width * threshold) return null;
  return dx > 0 ? 'like' : 'pass';
}

/** The card's tilt while dragged: up to ±12° at a full card width, none with reduced motion. */
export function dragRotation(dx: number, width: number, reducedMotion: boolean): number {
  if (reducedMotion || !(width > 0)) return 0;
  const ratio = Math.max(-1, Math.min(1, dx / width));
  return Math.round(ratio * 12 * 10) / 10;
}
