import { type StateStorage } from 'zustand/middleware';
import { ZSearchFilters, type Checked, type SearchFilters } from '@/lib/search-filters';

/** Who chose the saved filters: a member's profile id, or VISITOR. */
export const VISITOR = 'visitor';

/**
 * Name of the cookie that keeps the search filters between visits. A cookie, not localStorage, so the server
 * renders /members with the member's own filters and results (no spinner, no second round trip).
 */
export const SEARCH_STORE_KEY = 'members-search';
/** A year, like the language cookie. */
const MAX_AGE_S = 365 * 24 * 3600;

export interface SavedSearch {
  viewer: string;
  filters: SearchFilters;
}

/** The saved search checked like a zod object (viewer: 1–64 characters), without zod in the browser. */
export const ZSavedSearch = {
  safeParse(value: unknown): Checked<SavedSearch> {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { viewer, filters } = value as Record<string, unknown>;
    if (typeof viewer !== 'string' || viewer.length < 1 || viewer.length > 64) return { success: false };
    const checked = ZSearchFilters.safeParse(filters);
    return checked.success ? { success: true, data: { viewer, filters: checked.data } } : { success: false };
  },
};

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
