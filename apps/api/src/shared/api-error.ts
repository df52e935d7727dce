import type { TErrorCode, TErrorEnvelope } from '@dating/core/contracts';

/** Values for the message's interpolation, e.g. `{ minutes: 15 }` (the envelope's `params`). */
export type ErrorParams = Record<string, string | number>;

export interface FieldError {
  path: string;
  message: string;
}

/** The HTTP status each error code answers with unless an error says otherwise. */
export const STATUS_OF: Record<TErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  authentication_required: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  login_failed: 401,
  account_locked: 429,
  account_pending_deletion: 403,
  account_banned: 403,
  email_exists: 409,
  invalid_email: 400,
  invalid_name: 400,
  too_young: 400,
  invite_only: 403,
  email_not_found: 404,
  reset_limit: 429,
  token_invalid: 400,
  wrong_password: 400,
  passwords_differ: 400,
  invalid_date_of_birth: 400,
  photo_limit_reached: 409,
  image_unsupported: 415,
  image_invalid: 422,
  image_too_large: 413,
  blocked_by_member: 403,
  premium_required: 403,
  like_not_allowed: 403,
  swipe_limit_reached: 429,
  insufficient_credits: 402,
  email_unconfirmed: 403,
  member_invisible: 403,
  code_not_found: 404,
  code_used: 409,
};

/** A typed, expected API error: it becomes the error envelope with its code, status and message key. */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly messageKey: string;
  readonly fields?: FieldError[];
  readonly params?: ErrorParams;

  constructor(
    code: TErrorCode,
    opts: { status?: number; messageKey?: string; fields?: FieldError[]; params?: ErrorParams } = {},
  ) {
    const key = opts.messageKey ?? `errors.${code}`;
    super(key);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = opts.status ?? STATUS_OF[code];
    this.messageKey = key;
    if (opts.fields) this.fields = opts.fields;
    if (opts.params) this.params = opts.params;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export function envelope(
  code: TErrorCode,
  status: number,
  opts: { messageKey?: string; fields?: FieldError[]; params?: ErrorParams; requestId?: string } = {},
): TErrorEnvelope {
  return {
    error: {
      code,
      message: opts.messageKey ?? `errors.${code}`,
      status,
      ...(opts.fields && opts.fields.length > 0 ? { fields: opts.fields } : {}),
      ...(opts.params && Object.keys(opts.params).length > 0 ? { params: opts.params } : {}),
      ...(opts.requestId ? { request_id: opts.requestId } : {}),
    },
  };
}

/** Maps a status code of a framework error to our stable code. */
export function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
