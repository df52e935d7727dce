import { defineDomain } from '../domains';
import { searchRoutes } from './search-routes';

/** The member search. */
export default defineDomain({ name: 'search', routes: searchRoutes });
