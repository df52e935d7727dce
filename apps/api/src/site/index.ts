import { defineDomain } from '../domains';
import { siteRoutes } from './site-routes';

/** Site settings per domain, company info, interests and regions. */
export default defineDomain({ name: 'site', routes: siteRoutes });
