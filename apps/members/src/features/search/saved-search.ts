import { z } from 'zod';
import { type StateStorage } from 'zustand/middleware';
import { ZSearchFilters } from '@/lib/search-filters';

/** Who chose the saved filters: a member's profile id, or VISITOR. */
export const VISITOR = 'visitor';

/**
 * Name of the cookie that keeps the search filters between visits. A cookie, not localStorage, so the server
 * renders /members with the member's own filters and results (no spinner, no second round trip).
 */
export const SEARCH_STORE_KEY = 'members-search';
/** A year, like the language cookie. */
const MAX_AGE_S = 365 * 24 * 3600;

export const ZSavedSearch = z.object({ viewer: z.string().min(1).max(64), filters: ZSearchFilters });
export type SavedSearch = z.infer<typeof ZSavedSearch>;

/**
 * The saved filters from the cookie's value as zustand's persist middleware writes it
 * (`{"state":{"saved":…},"version":1}`), checked against the schema: an old or tampered value gives null.
 */
export function parseSavedSearch(raw: string | null | undefined): SavedSearch | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { state?: { saved?: unknown } } | null;
    const parsed = ZSavedSearch.safeParse(value?.state?.saved);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length)) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** zustand storage on a first-party cookie (path /, a year, SameSite=Lax, Secure on https). */
export const cookieStorage: StateStorage = {
  getItem: (name) => readCookie(name),
  setItem: (name, value) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
  },
  removeItem: (name) => {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
