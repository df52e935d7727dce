import { type TLikeInput } from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';

/** Likes, matches, the like modal's auto-like and the swipe game. */
export const likesResource = defineResource(({ get, send, command }) => ({
  /** GET /api/likes.php */
  list: get('/api/likes.php', contract('ZLikesResponse')),
  /** POST /api/like.php */
  like: send('POST', '/api/like.php', { body: 'ZLikeInput', answer: 'ZLikeResponse' }),
  /** DELETE /api/like.php */
  unlike: send('DELETE', '/api/like.php', { body: 'ZLikeInput', answer: 'ZLikeResponse' }),
  /** PUT /api/like-seen.php: clears the new flag of a received like. */
  seen: command<TLikeInput>('PUT', '/api/like-seen.php'),
  /** GET /api/auto-like.php */
  autoLike: get('/api/auto-like.php', contract('ZAutoLikeResponse')),
  /** GET /api/swipe.php */
  swipe: get('/api/swipe.php', contract('ZSwipeResponse')),
  /** POST /api/swipe.php */
  play: send('POST', '/api/swipe.php', { body: 'ZSwipeInput', answer: 'ZSwipePlayResponse' }),
}));
