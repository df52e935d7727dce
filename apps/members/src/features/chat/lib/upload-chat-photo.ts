import { ApiError, ContractError, NetworkError } from '@dating/core/client';
import { type TChatPhoto } from '@dating/core/contracts';

export const CHAT_PHOTO_PATH = '/api/chat-photo.php';

/**
 * The schemas the answer is checked with, loaded once the upload has answered (then cached): zod and the
 * contracts stay out of the chat's first load (ADR 0033), as with the profile's photo uploader.
 */
const loadContracts = () => import('@dating/core/contracts');
type Contracts = Awaited<ReturnType<typeof loadContracts>>;

function failure(status: number, body: unknown, { ZErrorEnvelope }: Contracts): ApiError {
  const envelope = ZErrorEnvelope.safeParse(body);
  const code = envelope.success
    ? envelope.data.error.code
    : status === 413
      ? 'payload_too_large'
      : status === 429
        ? 'rate_limited'
        : 'internal_error';
  return new ApiError({
    status,
    code,
    messageKey: envelope.success ? envelope.data.error.message : `errors.${code}`,
    envelope: envelope.success ? envelope.data : null,
    method: 'POST',
    path: CHAT_PHOTO_PATH,
  });
}

/**
 * POST /api/chat-photo.php (multipart, field `file`): the photo goes through the upload pipeline (re-encoded,
 * no metadata) and answers its id, which the photo message then names. Typed failures like the API client's.
 */
export async function uploadChatPhoto(
  file: Blob & { name?: string },
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<TChatPhoto> {
  const body = new FormData();
  body.append('file', file, file.name ?? 'photo');
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(CHAT_PHOTO_PATH, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new NetworkError({ method: 'POST', path: CHAT_PHOTO_PATH, attempts: 1, cause });
  }
  const json: unknown = await res.json().catch(() => undefined);
  const contracts = await loadContracts();
  if (!res.ok) throw failure(res.status, json, contracts);
  const parsed = contracts.ZChatPhotoUploadResponse.safeParse(json);
  if (!parsed.success) {
    throw new ContractError({
      status: res.status,
      method: 'POST',
      path: CHAT_PHOTO_PATH,
      issues: parsed.error.issues,
    });
  }
  return parsed.data.photo;
}
