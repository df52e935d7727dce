import { type TBlockInput, type TSearchQuery } from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';

/**
 * Profiles, photos, blocking and invisible mode. The upload itself (POST /api/photos.php, multipart) is sent by
 * the browser with progress events; its answer is `ZPhotoUploadResponse`.
 */
export const profilesResource = defineResource(({ get, find, send, command }) => ({
  /** GET /api/member.php?id=: another member's profile screen and related profiles. */
  member: find('/api/member.php', contract('ZMemberResponse'), (id: string) => ({ id })),
  /** GET /api/search.php: member search, one page per call. */
  search: find('/api/search.php', contract('ZSearchResponse'), (query: TSearchQuery) => query),
  /** PUT /api/photo.php: private on/off, or make it the main photo. */
  updatePhoto: send('PUT', '/api/photo.php', { body: 'ZUpdatePhotoInput', answer: 'ZUserResponse' }),
  /** DELETE /api/photo.php */
  deletePhoto: send('DELETE', '/api/photo.php', { body: 'ZDeletePhotoInput', answer: 'ZUserResponse' }),
  /** PUT /api/photos-order.php */
  orderPhotos: send('PUT', '/api/photos-order.php', { body: 'ZPhotoOrderInput', answer: 'ZUserResponse' }),
  /** POST /api/block.php */
  block: command<TBlockInput>('POST', '/api/block.php'),
  /** DELETE /api/block.php */
  unblock: command<TBlockInput>('DELETE', '/api/block.php'),
  /** GET /api/blocks.php */
  blocks: get('/api/blocks.php', contract('ZBlocksResponse')),
  /** PUT /api/invisible.php */
  setInvisible: send('PUT', '/api/invisible.php', { body: 'ZInvisibleInput', answer: 'ZUserResponse' }),
}));
