import { CREDITS_BADGE_THRESHOLD } from './constants';

export interface CreditsBadge {
  tone: 'warning' | 'danger';
  label: string;
}

/**
 * The credits badge of the top menu (spec §2): only for paid users, only at 10 credits or fewer;
 * warning above 0, danger at 0.
 */
export function creditsBadge(credits: number, paidUser: boolean): CreditsBadge | null {
  if (!paidUser || !Number.isFinite(credits) || credits > CREDITS_BADGE_THRESHOLD) return null;
  if (credits <= 0) return { tone: 'danger', label: '0' };
  return { tone: 'warning', label: String(Math.floor(credits)) };
}
