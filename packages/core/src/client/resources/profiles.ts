import {
  ZBlocksResponse,
  ZMemberResponse,
  ZSearchResponse,
  ZUserResponse,
  type TBlockInput,
  type TDeletePhotoInput,
  type TInvisibleInput,
  type TPhotoOrderInput,
  type TSearchQuery,
  type TUpdatePhotoInput,
  type TUserResponse,
} from '../../contracts';
import { defineResource } from '../calls';

/**
 * Profiles, photos, blocking and invisible mode. The upload itself (POST /api/photos.php, multipart) is sent by
 * the browser with progress events; its answer is `ZPhotoUploadResponse`.
 */
export const profilesResource = defineResource(({ get, find, send, command }) => ({
  /** GET /api/member.php?id=: another member's profile screen and related profiles. */
  member: find('/api/member.php', ZMemberResponse, (id: string) => ({ id })),
  /** GET /api/search.php: member search, one page per call. */
  search: find('/api/search.php', ZSearchResponse, (query: TSearchQuery) => query),
  /** PUT /api/photo.php: private on/off, or make it the main photo. */
  updatePhoto: send<TUpdatePhotoInput, TUserResponse>('PUT', '/api/photo.php', ZUserResponse),
  /** DELETE /api/photo.php */
  deletePhoto: send<TDeletePhotoInput, TUserResponse>('DELETE', '/api/photo.php', ZUserResponse),
  /** PUT /api/photos-order.php */
  orderPhotos: send<TPhotoOrderInput, TUserResponse>('PUT', '/api/photos-order.php', ZUserResponse),
  /** POST /api/block.php */
  block: command<TBlockInput>('POST', '/api/block.php'),
  /** DELETE /api/block.php */
  unblock: command<TBlockInput>('DELETE', '/api/block.php'),
  /** GET /api/blocks.php */
  blocks: get('/api/blocks.php', ZBlocksResponse),
  /** PUT /api/invisible.php */
  setInvisible: send<TInvisibleInput, TUserResponse>('PUT', '/api/invisible.php', ZUserResponse),
}));
