import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@dating/core/domain';
import { ZChatPhotoUploadResponse } from '@dating/core/contracts';
import { chatPhotos } from '@dating/db/schema';
import { decodePhoto, readOnlyFile, renditionColumns, storePhoto } from '../photos/photo-upload';
import { DECODE_CONCURRENCY, limiter, UPLOAD_RATE_LIMIT } from '../photos/photos-routes';
import { requireUser } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { toChatPhoto } from './chat-photos';

/**
 * POST /api/chat-photo.php: a photo to send in a chat, through the profile photos' pipeline (decoded and
 * re-encoded to WebP, orientation applied, metadata stripped, a random 128-bit key). It is stored for the
 * uploader only; sending it (POST /api/messages.php, kind photo) shares it with the other member.
 */
export async function chatPhotoRoutes(
  app: App,
  opts: { uploadRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const db = app.db.db;
  const decode = limiter(DECODE_CONCURRENCY);

  app.post('/chat-photo.php', {
    preHandler: requireUser(app),
    config: { rateLimit: opts.uploadRateLimit ?? UPLOAD_RATE_LIMIT },
    schema: {
      tags: ['chat'],
      summary: 'Upload a photo to send in a chat',
      description:
        '`multipart/form-data` with one file part `file`. Re-encoded like profile photos (no metadata); ' +
        'refused like them: non-images, SVG and polyglots 415 `image_unsupported`, damaged or tiny 422 ' +
        '`image_invalid`, over 15 MB or 40 megapixels 413 `image_too_large`. Then send it with POST ' +
        '/api/messages.php (kind `photo`, `photo`: the returned id); only the two members of that conversation ' +
        'can fetch its renditions. Uploading is free; sending costs `photo_credits`.',
      consumes: ['multipart/form-data'],
      security: [{ session: [] }],
      response: { 201: ZChatPhotoUploadResponse, ...errorResponses(400, 403, 413, 415, 422, 429) },
    },
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const processed = await decodePhoto(
        decode,
        request.log,
        await readOnlyFile(request),
        'chat photo refused',
      );
      const [row] = await storePhoto(app, processed, (storageKey) =>
        db
          .insert(chatPhotos)
          .values({
            ownerId: userId,
            storageKey,
            ...renditionColumns(processed),
          })
          .returning(),
      );
      const photo = row
        ? toChatPhoto({
            photoId: row.id,
            photoKey: row.storageKey,
            photoWidth: row.width,
            photoHeight: row.height,
          })
        : null;
      if (!photo) throw new ApiError('internal_error');
      reply.code(201).header('cache-control', 'private, no-store');
      return { photo };
    },
  });
}
