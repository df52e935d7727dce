import {
  ZAutoLikeResponse,
  ZLikeResponse,
  ZLikesResponse,
  ZOkResponse,
  ZSwipePlayResponse,
  ZSwipeResponse,
  type TAutoLikeResponse,
  type TLikeInput,
  type TLikeResponse,
  type TLikesResponse,
  type TSwipeInput,
  type TSwipePlayResponse,
  type TSwipeResponse,
} from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

/** Likes, matches, the like modal's auto-like and the swipe game. */
export const likesResource = (request: RequestFn) => ({
  /** GET /api/likes.php */
  list: (options?: CallOptions): Promise<TLikesResponse> =>
    request({ method: 'GET', path: '/api/likes.php', schema: ZLikesResponse, ...options }),
  /** POST /api/like.php */
  like: (input: TLikeInput, options?: CallOptions): Promise<TLikeResponse> =>
    request({ method: 'POST', path: '/api/like.php', body: input, schema: ZLikeResponse, ...options }),
  /** DELETE /api/like.php */
  unlike: (input: TLikeInput, options?: CallOptions): Promise<TLikeResponse> =>
    request({ method: 'DELETE', path: '/api/like.php', body: input, schema: ZLikeResponse, ...options }),
  /** PUT /api/like-seen.php: clears the new flag of a received like. */
  seen: (input: TLikeInput, options?: CallOptions): Promise<{ ok: true }> =>
    request({ method: 'PUT', path: '/api/like-seen.php', body: input, schema: ZOkResponse, ...options }),
  /** GET /api/auto-like.php */
  autoLike: (options?: CallOptions): Promise<TAutoLikeResponse> =>
    request({ method: 'GET', path: '/api/auto-like.php', schema: ZAutoLikeResponse, ...options }),
  /** GET /api/swipe.php */
  swipe: (options?: CallOptions): Promise<TSwipeResponse> =>
    request({ method: 'GET', path: '/api/swipe.php', schema: ZSwipeResponse, ...options }),
  /** POST /api/swipe.php */
  play: (input: TSwipeInput, options?: CallOptions): Promise<TSwipePlayResponse> =>
    request({ method: 'POST', path: '/api/swipe.php', body: input, schema: ZSwipePlayResponse, ...options }),
});
