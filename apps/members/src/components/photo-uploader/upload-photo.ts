import { ApiError, ContractError, localApiError, NetworkError } from '@dating/core/client';
import { type TErrorCode, type TPhotoUploadResponse } from '@dating/core/contracts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@dating/core/domain';

export const UPLOAD_PATH = '/api/photos.php';

/** The types the photo pipeline takes (the file picker's `accept`). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_MB = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
export const PHOTO_MAX_MEGAPIXELS = Math.round(PHOTO_MAX_PIXELS / 1_000_000);

/** A failed upload, typed like the client's other failures; an aborted one rejects with an `AbortError`. */
export type UploadError = ApiError | ContractError | NetworkError;

export interface UploadPhotoOptions {
  /** Upload as a private photo (sent as the text field `private` before the file). */
  private?: boolean;
  /** Fraction of the bytes sent, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The XHR to use (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
  /** '' in the browser (same origin). */
  baseUrl?: string;
}

/**
 * A check the browser can make before sending, with the same code and message as the API's answer
 * (`errors.image_unsupported`, `errors.image_too_large`, `errors.photo_limit_reached`).
 */
export function localUploadError(
  code: Extract<TErrorCode, 'image_unsupported' | 'image_too_large' | 'photo_limit_reached'>,
  params?: Record<string, string | number>,
): ApiError {
  const status = code === 'photo_limit_reached' ? 409 : code === 'image_too_large' ? 413 : 415;
  return localApiError({ code, status, params, method: 'POST', path: UPLOAD_PATH });
}

/** The checks of a chosen file the browser can make: type and size. Null when it may be sent. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): ApiError | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return localUploadError('image_unsupported');
  if (file.size > PHOTO_MAX_BYTES)
    return localUploadError('image_too_large', {
      max_mb: PHOTO_MAX_MB,
      max_megapixels: PHOTO_MAX_MEGAPIXELS,
    });
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The schemas the answer is checked with, loaded when an upload has finished (and then cached): zod and the
 * contracts stay out of the first load of every page with an uploader (ADR 0033).
 */
const loadContracts = () => import('@dating/core/contracts');
type Contracts = Awaited<ReturnType<typeof loadContracts>>;

function errorFor(status: number, text: string, { ZErrorEnvelope }: Contracts): ApiError {
  const envelope = ZErrorEnvelope.safeParse(parseJson(text));
  if (envelope.success) {
    return new ApiError({
      status,
      code: envelope.data.error.code,
      messageKey: envelope.data.error.message,
      fields: envelope.data.error.fields,
      envelope: envelope.data,
      method: 'POST',
      path: UPLOAD_PATH,
    });
  }
  // A proxy's 413 page or an empty body: still a clear, typed failure.
  const code: TErrorCode =
    status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'internal_error';
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: null,
    method: 'POST',
    path: UPLOAD_PATH,
  });
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POST /api/photos.php as multipart/form-data with XMLHttpRequest, for its upload progress events (fetch has
 * none). Resolves with the parsed `{ user, photo }`; rejects with an `ApiError` (error envelope), a
 * `ContractError` (a 2xx body that breaks the contract), a `NetworkError`, or an `AbortError`.
 */
export function uploadPhoto(file: Blob & { name?: string }, options: UploadPhotoOptions = {}) {
  const { signal, onProgress } = options;
  return new Promise<TPhotoUploadResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = options.createXhr?.() ?? new XMLHttpRequest();
    const body = new FormData();
    // The API reads the text field before the file part.
    body.append('private', options.private ? 'true' : 'false');
    body.append('file', file, file.name ?? 'photo');

    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', `${options.baseUrl ?? ''}${UPLOAD_PATH}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    const onLoad = (contracts: Contracts) => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFor(xhr.status, text, contracts));
        return;
      }
      const parsed = contracts.ZPhotoUploadResponse.safeParse(parseJson(text));
      if (!parsed.success) {
        reject(
          new ContractError({
            status: xhr.status,
            method: 'POST',
            path: UPLOAD_PATH,
            issues: parsed.error.issues,
          }),
        );
        return;
      }
      onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.addEventListener('load', () => {
      settle();
      loadContracts().then(onLoad, (cause: unknown) =>
        reject(new NetworkError({ method: 'POST', path: UPLOAD_PATH, attempts: 1, cause })),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(
        new NetworkError({ method: 'POST', path: UPLOAD_PATH, attempts: 1, cause: new Error('xhr error') }),
      );
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(
        new NetworkError({ method: 'POST', path: UPLOAD_PATH, attempts: 1, cause: new Error('timeout') }),
      );
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}
