import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isServablePhoto } from '@dating/db';
import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { errorResponses } from '../lib/schemas';
import type { App } from '../types';

/** `<32 hex>.webp` or `<32 hex>-thumb.webp`: nothing else can name a file, so no traversal is possible. */
export const MEDIA_FILE = /^([0-9a-f]{32})(-thumb)?\.webp$/;

const ZMediaParams = z.object({
  file: z.string().max(64).regex(MEDIA_FILE).describe('`<storage key>.webp` or `<storage key>-thumb.webp`'),
});

/** Photo renditions from the media directory, only for photos the database says may be served. */
export async function mediaRoutes(app: App): Promise<void> {
  app.get('/media/:file', {
    schema: {
      tags: ['media'],
      summary: 'A photo rendition (WebP)',
      description:
        'Immutable: the key changes when the photo does. 404 unless the photo exists and may be served.',
      params: ZMediaParams,
      response: { 200: z.string().describe('image/webp bytes'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      const key = MEDIA_FILE.exec(file)?.[1];
      if (!key || !(await isServablePhoto(app.db.db, key))) throw new ApiError('not_found');
      const path = join(app.config.mediaDir, file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new ApiError('not_found');
      return reply
        .type('image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path) as never); // a stream bypasses the (JSON) response serializer
    },
  });
}
