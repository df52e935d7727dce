import { type TErrorCode, type TErrorEnvelope } from '../contracts';

export interface TFieldProblem {
  path: string;
  message: string;
}

/** What every failed call says about itself: which call it was (`GET /api/user.php`). */
abstract class CallError extends Error {
  readonly method: string;
  readonly path: string;

  protected constructor(init: { method: string; path: string }, what: string, options?: ErrorOptions) {
    super(`${init.method} ${init.path} ${what}`, options);
    this.method = init.method;
    this.path = init.path;
  }
}

/**
 * Any non-2xx answer of the API. `code` and `messageKey` come from the error envelope; when the body is not
 * an envelope (a proxy page, an empty body) the code is `internal_error` and `envelope` is null.
 */
export class ApiError extends CallError {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: TErrorCode;
  readonly messageKey: string;
  readonly fields: TFieldProblem[];
  readonly envelope: TErrorEnvelope | null;

  constructor(init: {
    status: number;
    code: TErrorCode;
    messageKey: string;
    fields?: TFieldProblem[];
    envelope: TErrorEnvelope | null;
    method: string;
    path: string;
  }) {
    super(init, `failed with ${init.status} (${init.code})`);
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.fields = init.fields ?? [];
    this.envelope = init.envelope;
  }
}

/** A 2xx answer whose body does not match its contract: the API and the client disagree. */
export class ContractError extends CallError {
  override readonly name = 'ContractError';
  readonly status: number;
  readonly issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;

  constructor(init: {
    status: number;
    method: string;
    path: string;
    issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
  }) {
    const first = init.issues[0];
    const where = first ? ` at "${first.path.map(String).join('.')}": ${first.message}` : '';
    super(init, `answered a body that breaks its contract${where}`);
    this.status = init.status;
    this.issues = init.issues;
  }
}

/** `fetch` itself failed (offline, DNS, connection reset) on every attempt. */
export class NetworkError extends CallError {
  override readonly name = 'NetworkError';
  readonly attempts: number;

  constructor(init: { method: string; path: string; attempts: number; cause: unknown }) {
    super(init, `could not reach the API after ${init.attempts} attempt(s)`, { cause: init.cause });
    this.attempts = init.attempts;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isContractError = (error: unknown): error is ContractError => error instanceof ContractError;
export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;
