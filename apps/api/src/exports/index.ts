import { defineDomain } from '../domains';
import { exportRoutes } from './export-routes';

/** "Download my data" (ADR 0036): requests, the background ZIP build (`export-job.ts`), the mailed link. */
export default defineDomain({ name: 'exports', routes: exportRoutes });
