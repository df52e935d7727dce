import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@dating/core/domain';
import { ZChatPhotoUploadResponse } from '@dating/core/contracts';
import { photoFiles } from '@dating/db';
import { chatPhotos } from '@dating/db/schema';
import { ImageRejectedError, processImage } from '../photos/media/process-image';
import { newStorageKey } from '../photos/media/store';
import { DECODE_CONCURRENCY, limiter, UPLOAD_RATE_LIMIT } from '../photos/photos-routes';
import { requireUser } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { toChatPhoto } from './chat-photos';

const MB = 1024 * 1024;

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
      if (!request.isMultipart()) throw new ApiError('unsupported_media_type');
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field' || part.fieldname !== 'file' || data) throw new ApiError('bad_request');
          data = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError('image_too_large', {
            params: {
              max_mb: Math.round(PHOTO_MAX_BYTES / MB),
              max_megapixels: Math.round(PHOTO_MAX_PIXELS / 1e6),
            },
          });
        }
        throw new ApiError('bad_request');
      }
      if (!data) {
        throw new ApiError('validation_failed', {
          fields: [{ path: 'body.file', message: 'errors.image_missing' }],
        });
      }
      let processed;
      try {
        const input = data;
        processed = await decode(() =>
          processImage(input, { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS }),
        );
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          request.log.info({ reason: error.reason }, 'chat photo refused');
          throw new ApiError(error.code, { messageKey: error.messageKey, params: error.params });
        }
        throw error;
      }
      const storageKey = newStorageKey();
      const files = photoFiles(storageKey);
      await Promise.all([
        app.media.put(files.full, processed.full.data, 'image/webp'),
        app.media.put(files.thumb, processed.thumb.data, 'image/webp'),
      ]);
      let row;
      try {
        [row] = await db
          .insert(chatPhotos)
          .values({
            ownerId: userId,
            storageKey,
            width: processed.full.width,
            height: processed.full.height,
            thumbWidth: processed.thumb.width,
            thumbHeight: processed.thumb.height,
            bytes: processed.full.data.length,
            blur: processed.blur,
          })
          .returning();
      } catch (error) {
        await Promise.all([app.media.delete(files.full), app.media.delete(files.thumb)]);
        throw error;
      }
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
