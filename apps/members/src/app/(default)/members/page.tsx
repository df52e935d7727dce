import { loadInitialSearch } from '@/features/search/load-initial-search';
import { SearchScreen } from '@/features/search/search-screen';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('members');

/**
 * `/members`: member search, the home after login. Public: visitors search as spec §4 allows. The first page
 * is searched here on the server, with the filters of the search cookie, so the cards come with the HTML.
 */
export default async function Page() {
  return (
    <Translations of="/members">
      <SearchScreen initial={await loadInitialSearch()} />
    </Translations>
  );
}
