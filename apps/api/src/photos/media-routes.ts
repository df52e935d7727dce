import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { resolveMediaAccess } from './media-access';
import { errorResponses } from '../shared/schemas';
import { resolveSession } from '../plugins/app/auth';
import type { App } from '../types';

/** `<32 hex>.webp` or `<32 hex>-thumb.webp`: nothing else can name a file, so no traversal is possible. */
export const MEDIA_FILE = /^([0-9a-f]{32})(-thumb)?\.webp$/;

const ZMediaParams = z.object({
  file: z.string().max(64).regex(MEDIA_FILE).describe('`<storage key>.webp` or `<storage key>-thumb.webp`'),
});

/**
 * Photo renditions from the media store, access-checked on every fetch: the public main photo of an active
 * profile is cacheable by anyone; every other photo is served only to a viewer who may see it (its owner, a
 * premium member, or a free member or visitor when the photo is among the unlocked ones), never cached by shared
 * caches. Anything else is 404, indistinguishable from a key that does not exist.
 */
export async function mediaRoutes(app: App): Promise<void> {
  app.get('/media/:file', {
    schema: {
      tags: ['media'],
      summary: 'A photo rendition (WebP)',
      description:
        'Immutable: the key changes when the photo does. 404 unless the photo exists and this viewer may see ' +
        'it (the session cookie is read for gallery, private and own photos).',
      params: ZMediaParams,
      response: { 200: z.string().describe('image/webp bytes'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      const key = MEDIA_FILE.exec(file)?.[1];
      if (!key) throw new ApiError('not_found');
      const viewer = await resolveSession(app, request);
      const access = await resolveMediaAccess(app.db.db, key, viewer?.userId ?? null);
      if (!access) throw new ApiError('not_found');
      const object = await app.media.get(file);
      if (!object) throw new ApiError('not_found');
      if (access === 'public') reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'private, max-age=600').header('vary', 'Cookie');
      return reply
        .type('image/webp')
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(object.body as never); // a Buffer bypasses the (JSON) response serializer
    },
  });
}
