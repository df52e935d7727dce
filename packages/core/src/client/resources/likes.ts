import {
  ZAutoLikeResponse,
  ZLikeResponse,
  ZLikesResponse,
  ZSwipePlayResponse,
  ZSwipeResponse,
  type TLikeInput,
  type TLikeResponse,
  type TSwipeInput,
  type TSwipePlayResponse,
} from '../../contracts';
import { defineResource } from '../calls';

/** Likes, matches, the like modal's auto-like and the swipe game. */
export const likesResource = defineResource(({ get, send, command }) => ({
  /** GET /api/likes.php */
  list: get('/api/likes.php', ZLikesResponse),
  /** POST /api/like.php */
  like: send<TLikeInput, TLikeResponse>('POST', '/api/like.php', ZLikeResponse),
  /** DELETE /api/like.php */
  unlike: send<TLikeInput, TLikeResponse>('DELETE', '/api/like.php', ZLikeResponse),
  /** PUT /api/like-seen.php: clears the new flag of a received like. */
  seen: command<TLikeInput>('PUT', '/api/like-seen.php'),
  /** GET /api/auto-like.php */
  autoLike: get('/api/auto-like.php', ZAutoLikeResponse),
  /** GET /api/swipe.php */
  swipe: get('/api/swipe.php', ZSwipeResponse),
  /** POST /api/swipe.php */
  play: send<TSwipeInput, TSwipePlayResponse>('POST', '/api/swipe.php', ZSwipePlayResponse),
}));
