import { cookies } from 'next/headers';
import { loggedOutSearchVisible } from '@dating/core/domain';
import { getServerApi } from '@/lib/server/api';
import { getSettings } from '@/lib/server/settings';
import { getCurrentUser } from '@/lib/server/user';
import { parseSavedSearch, SEARCH_STORE_KEY, VISITOR } from './saved-search';
import { defaultFilters, normaliseFilters, toSearchQuery } from '@/lib/search-filters';
import { type InitialSearch } from '@/lib/initial-search';

/**
 * The first page of /members, searched on the server as the viewer (their cookie is forwarded) with the
 * filters they last used (the search cookie) or their defaults, so the page arrives with its cards. Visitors
 * get one only when the site lets every visitor search (a traffic source lives in the browser's storage, so
 * that case is left to the browser). Any failure gives null and the browser searches as before.
 */
export async function loadInitialSearch(): Promise<InitialSearch | null> {
  try {
    const [user, settings, jar] = await Promise.all([getCurrentUser(), getSettings(), cookies()]);
    if (
      !user &&
      !loggedOutSearchVisible({
        loggedIn: false,
        logged_out_search: settings.logged_out_search,
        logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
        hasTrafficSource: false,
      })
    ) {
      return null;
    }
    const viewer = user?.profile.id ?? VISITOR;
    const saved = parseSavedSearch(jar.get(SEARCH_STORE_KEY)?.value);
    const filters =
      saved && saved.viewer === viewer
        ? normaliseFilters(saved.filters, settings)
        : defaultFilters(user?.profile ?? null, settings);
    const api = await getServerApi();
    const page = await api.profiles.search(toSearchQuery(filters, null, null));
    return { viewer, filters, page, at: Date.now() };
  } catch {
    return null;
  }
}
