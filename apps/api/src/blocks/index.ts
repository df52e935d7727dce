import { defineDomain } from '../domains';
import { blockRoutes } from './blocks-routes';

/** Blocking members; the block rules every other domain applies are in `blocks-repo.ts`. */
export default defineDomain({ name: 'blocks', routes: blockRoutes });
