import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@dating/core/domain';
import { photoFiles } from '@dating/db';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import { ImageRejectedError, processImage, type ProcessedImage } from './media/process-image';
import { newStorageKey } from './media/store';

// The upload steps shared by every photo upload (profile photos, chat photos): read the one file part, decode and
// re-encode it, store its renditions under a new key and keep them only if the caller's row is written.

const MB = 1024 * 1024;

/** 413 `image_too_large` with the limits the member is told. */
export const imageTooLarge = () =>
  new ApiError('image_too_large', {
    params: { max_mb: Math.round(PHOTO_MAX_BYTES / MB), max_megapixels: Math.round(PHOTO_MAX_PIXELS / 1e6) },
  });

/** What reading the multipart body threw, as the API error the member gets: too large → 413, else 400. */
export function uploadReadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  return new ApiError('bad_request');
}

/** The uploaded bytes, or 422 `validation_failed` on `body.file` when no file part came. */
export function requireFile(data: Buffer | null): Buffer {
  if (!data) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'body.file', message: 'errors.image_missing' }],
    });
  }
  return data;
}

/**
 * The bytes of a multipart body that holds one `file` part and nothing else (chat and fictional-profile photos):
 * 415 when the body is not multipart, 400 for any other part or a second file, 413 when too large, 422 when none.
 */
export async function readOnlyFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('unsupported_media_type');
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'file' || data) throw new ApiError('bad_request');
      data = await part.toBuffer();
    }
  } catch (error) {
    throw uploadReadError(error);
  }
  return requireFile(data);
}

/** Decodes and re-encodes the upload in a `decode` slot; a refused image becomes its API error (logged as `refused`). */
export async function decodePhoto(
  decode: <T>(fn: () => Promise<T>) => Promise<T>,
  log: FastifyBaseLogger,
  data: Buffer,
  refused: string,
): Promise<ProcessedImage> {
  try {
    return await decode(() => processImage(data, { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS }));
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      log.info({ reason: error.reason }, refused);
      throw new ApiError(error.code, { messageKey: error.messageKey, params: error.params });
    }
    throw error;
  }
}

/** The size columns a photo row (profile or chat) keeps of its renditions. */
export const renditionColumns = (processed: ProcessedImage) => ({
  width: processed.full.width,
  height: processed.full.height,
  thumbWidth: processed.thumb.width,
  thumbHeight: processed.thumb.height,
  bytes: processed.full.data.length,
  blur: processed.blur,
});

/** Stores both renditions under a new random key, then `save`s the row; if saving fails the files are removed. */
export async function storePhoto<T>(
  app: App,
  processed: ProcessedImage,
  save: (storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = newStorageKey();
  const files = photoFiles(storageKey);
  await Promise.all([
    app.media.put(files.full, processed.full.data, 'image/webp'),
    app.media.put(files.thumb, processed.thumb.data, 'image/webp'),
  ]);
  try {
    return await save(storageKey);
  } catch (error) {
    await Promise.all([app.media.delete(files.full), app.media.delete(files.thumb)]);
    throw error;
  }
}
