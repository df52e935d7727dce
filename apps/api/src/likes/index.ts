import { defineDomain } from '../domains';
import { likeRoutes } from './likes-routes';

/** Likes, the likes list and the swipe game. */
export default defineDomain({ name: 'likes', routes: likeRoutes });
