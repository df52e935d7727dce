import {
  type TLikeInput,
  type TLikeResponse,
  type TSwipeInput,
  type TSwipePlayResponse,
} from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';

/** Likes, matches, the like modal's auto-like and the swipe game. */
export const likesResource = defineResource(({ get, send, command }) => ({
  /** GET /api/likes.php */
  list: get('/api/likes.php', contract('ZLikesResponse')),
  /** POST /api/like.php */
  like: send<TLikeInput, TLikeResponse>('POST', '/api/like.php', contract('ZLikeResponse')),
  /** DELETE /api/like.php */
  unlike: send<TLikeInput, TLikeResponse>('DELETE', '/api/like.php', contract('ZLikeResponse')),
  /** PUT /api/like-seen.php: clears the new flag of a received like. */
  seen: command<TLikeInput>('PUT', '/api/like-seen.php'),
  /** GET /api/auto-like.php */
  autoLike: get('/api/auto-like.php', contract('ZAutoLikeResponse')),
  /** GET /api/swipe.php */
  swipe: get('/api/swipe.php', contract('ZSwipeResponse')),
  /** POST /api/swipe.php */
  play: send<TSwipeInput, TSwipePlayResponse>('POST', '/api/swipe.php', contract('ZSwipePlayResponse')),
}));
