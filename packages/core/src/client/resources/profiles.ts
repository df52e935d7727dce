import {
  ZBlocksResponse,
  ZMemberResponse,
  ZOkResponse,
  ZSearchResponse,
  ZUserResponse,
  type TBlockInput,
  type TBlocksResponse,
  type TDeletePhotoInput,
  type TInvisibleInput,
  type TMemberResponse,
  type TPhotoOrderInput,
  type TSearchQuery,
  type TSearchResponse,
  type TUpdatePhotoInput,
  type TUserResponse,
} from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

type Ok = { ok: true };

/**
 * Profiles, photos, blocking and invisible mode. The upload itself (POST /api/photos.php, multipart) is sent by
 * the browser with progress events; its answer is `ZPhotoUploadResponse`.
 */
export const profilesResource = (request: RequestFn) => ({
  /** GET /api/member.php?id=: another member's profile screen and related profiles. */
  member: (id: string, options?: CallOptions): Promise<TMemberResponse> =>
    request({ method: 'GET', path: '/api/member.php', query: { id }, schema: ZMemberResponse, ...options }),
  /** GET /api/search.php: member search, one page per call. */
  search: (query: TSearchQuery, options?: CallOptions): Promise<TSearchResponse> =>
    request({ method: 'GET', path: '/api/search.php', query, schema: ZSearchResponse, ...options }),
  /** PUT /api/photo.php: private on/off, or make it the main photo. */
  updatePhoto: (input: TUpdatePhotoInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'PUT', path: '/api/photo.php', body: input, schema: ZUserResponse, ...options }),
  /** DELETE /api/photo.php */
  deletePhoto: (input: TDeletePhotoInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'DELETE', path: '/api/photo.php', body: input, schema: ZUserResponse, ...options }),
  /** PUT /api/photos-order.php */
  orderPhotos: (input: TPhotoOrderInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'PUT', path: '/api/photos-order.php', body: input, schema: ZUserResponse, ...options }),
  /** POST /api/block.php */
  block: (input: TBlockInput, options?: CallOptions): Promise<Ok> =>
    request({ method: 'POST', path: '/api/block.php', body: input, schema: ZOkResponse, ...options }),
  /** DELETE /api/block.php */
  unblock: (input: TBlockInput, options?: CallOptions): Promise<Ok> =>
    request({ method: 'DELETE', path: '/api/block.php', body: input, schema: ZOkResponse, ...options }),
  /** GET /api/blocks.php */
  blocks: (options?: CallOptions): Promise<TBlocksResponse> =>
    request({ method: 'GET', path: '/api/blocks.php', schema: ZBlocksResponse, ...options }),
  /** PUT /api/invisible.php */
  setInvisible: (input: TInvisibleInput, options?: CallOptions): Promise<TUserResponse> =>
    request({ method: 'PUT', path: '/api/invisible.php', body: input, schema: ZUserResponse, ...options }),
});
