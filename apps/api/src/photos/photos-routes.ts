import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@dating/core/domain';
import {
  ZDeletePhotoInput,
  ZPhotoOrderInput,
  ZPhotoUploadResponse,
  ZUpdatePhotoInput,
  ZUserResponse,
} from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { photoFiles } from '@dating/db';
import { decodePhoto, renditionColumns, requireFile, storePhoto, uploadReadError } from './photo-upload';
import { loadOwnUser } from '../accounts/own-user';
import {
  countCountedPhotos,
  deleteOwnPhoto,
  insertPhotoWithinLimit,
  orderOwnPhotos,
  photoLimit,
  updateOwnPhoto,
} from './photos-repo';
import { memberRoute, memberCall } from '../shared/member-route';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';

/** At most this many uploads are decoded at once; the rest wait their turn (2 cores: keep chat responsive). */
export const DECODE_CONCURRENCY = 2;

/** A tiny FIFO semaphore around the CPU-heavy decode and re-encode: a freed slot passes straight to the next. */
export function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** Uploads per member and IP: generous for a gallery, tight enough to stop a CPU-burning flood. */
export const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' };

/** Photos of the logged-in member: upload (multipart), private/main, order, delete. */
export async function photoRoutes(
  app: App,
  opts: { uploadRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 64, headerPairs: 50 },
  });
  const db = app.db.db;
  const decode = limiter(DECODE_CONCURRENCY);

  app.post('/photos.php', {
    config: { rateLimit: opts.uploadRateLimit ?? UPLOAD_RATE_LIMIT },
    ...memberRoute(app, 'profile', {
      summary: 'Upload a photo',
      description:
        '`multipart/form-data` with an optional field `private` (`true`/`false`, before the file) and one file ' +
        'part `file`. The image is decoded and re-encoded (orientation applied, every metadata block stripped) ' +
        'into a full-size and a thumbnail WebP under a random 128-bit key; it is `pending` until approved. ' +
        "Refused: more than the member's limit (409 `photo_limit_reached`, 3 free / 25 premium, counted under a " +
        'lock so parallel uploads cannot pass it), non-images, SVG and polyglots (415 `image_unsupported`), ' +
        'damaged, truncated or tiny images (422 `image_invalid`), over 15 MB or 40 megapixels (413 ' +
        '`image_too_large`).',
      consumes: ['multipart/form-data'],
      response: { 201: ZPhotoUploadResponse, ...errorResponses(400, 403, 409, 413, 415, 422, 429) },
    }),
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      if (!request.isMultipart()) throw new ApiError('unsupported_media_type');
      const [owner] = await db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, userId));
      const limit = photoLimit(owner?.paidUser ?? false);
      // Fast refusal before any decoding; the authoritative count is taken again under a lock below.
      if ((await countCountedPhotos(db, userId)) >= limit) {
        throw new ApiError('photo_limit_reached', { params: { limit } });
      }

      let isPrivate = false;
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'private' || data) throw new ApiError('bad_request');
            const value = String(part.value);
            if (value !== 'true' && value !== 'false') {
              throw new ApiError('validation_failed', {
                fields: [{ path: 'body.private', message: 'errors.validation_failed' }],
              });
            }
            isPrivate = value === 'true';
          } else {
            if (part.fieldname !== 'file' || data) throw new ApiError('bad_request');
            data = await part.toBuffer();
          }
        }
      } catch (error) {
        throw uploadReadError(error);
      }
      const processed = await decodePhoto(decode, request.log, requireFile(data), 'photo refused');
      const { id: photoId } = await storePhoto(app, processed, (storageKey) =>
        insertPhotoWithinLimit(
          db,
          userId,
          {
            storageKey,
            private: isPrivate,
            ...renditionColumns(processed),
          },
          app.config.now(),
        ),
      );
      const { user } = await loadOwnUser(app, request, userId);
      const photo = user.profile.photos.find((p) => p.id === photoId);
      if (!photo) throw new ApiError('internal_error');
      reply.code(201).header('cache-control', 'private, no-store');
      return { user, photo };
    },
  });

  app.put('/photo.php', {
    ...memberCall(app, 'profile', {
      summary: 'Make a photo private or public, or the main photo',
      description:
        'The main photo is public and not rejected: making it private, or a private photo main, is refused (400). ' +
        'The profile is active exactly when its main photo is approved.',
      body: ZUpdatePhotoInput,
      ok: ZUserResponse,
      errors: [404],
      private: true,
    }),
    handler: async (request) => {
      await updateOwnPhoto(db, request.auth!.userId, request.body, app.config.now());
      return loadOwnUser(app, request, request.auth!.userId);
    },
  });

  app.delete('/photo.php', {
    ...memberCall(app, 'profile', {
      summary: 'Delete a photo',
      description:
        'Removes the photo and its files. Deleting the main photo makes the next public photo main.',
      body: ZDeletePhotoInput,
      ok: ZUserResponse,
      errors: [404],
      private: true,
    }),
    handler: async (request) => {
      const key = await deleteOwnPhoto(db, request.auth!.userId, request.body.id, app.config.now());
      const files = photoFiles(key);
      await Promise.all([app.media.delete(files.full), app.media.delete(files.thumb)]).catch((err: unknown) =>
        request.log.warn({ err }, 'photo files not removed'),
      );
      return loadOwnUser(app, request, request.auth!.userId);
    },
  });

  app.put('/photos-order.php', {
    ...memberCall(app, 'profile', {
      summary: 'Reorder photos',
      description: '`ids` lists every own photo exactly once, in the new order.',
      body: ZPhotoOrderInput,
      ok: ZUserResponse,
      private: true,
    }),
    handler: async (request) => {
      await orderOwnPhotos(db, request.auth!.userId, request.body.ids, app.config.now());
      return loadOwnUser(app, request, request.auth!.userId);
    },
  });
}
