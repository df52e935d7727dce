import { BADGE_CAP } from './constants';

/** Unread-messages and new-likes badge text (spec §2): hidden at 0, capped at "99+". */
export function badgeCount(n: number): string | null {
  const count = Number.isFinite(n) ? Math.floor(n) : 0;
  if (count <= 0) return null;
  if (count > BADGE_CAP) return `${BADGE_CAP}+`;
  return String(count);
}
