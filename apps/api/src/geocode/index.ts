import { defineDomain } from '../domains';
import { geocodeRoutes } from './geocode-routes';

/** Offline reverse geocoding of the browser's position to a served region. */
export default defineDomain({ name: 'geocode', routes: geocodeRoutes });
