import { SearchScreen } from '@/features/search/search-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('members');

/** `/members`: member search, the home after login. Public: visitors search as spec §4 allows. */
export default function Page() {
  return <SearchScreen />;
}
