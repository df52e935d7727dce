import { defineDomain } from '../domains';
import { healthRoutes } from './health-routes';

/** Liveness and readiness, at `/health` and `/api/health`. */
export default defineDomain({ name: 'health', prefix: '', routes: healthRoutes });
