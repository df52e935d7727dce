import { type z } from 'zod';
import { ZErrorEnvelope, type TErrorEnvelope } from '../contracts';
import { API_RETRIES, API_RETRY_BASE_DELAY_MS } from '../domain/constants';
import { ApiError, ContractError, NetworkError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** The path whose calls carry `X-Request-Type: client` and never trigger the silent logout (spec §6, §7). */
export const USER_PATH = '/api/user.php';

/** Logout also carries `X-Request-Type: client`: a cross-site link cannot log a member out (ADR 0013). */
export const LOGOUT_PATH = '/api/logout.php';

/** Paths whose calls carry `X-Request-Type: client`. */
const CLIENT_HEADER_PATHS = new Set([USER_PATH, LOGOUT_PATH]);

export interface ApiClientOptions {
  /** '' in the browser (same origin), e.g. 'http://127.0.0.1:3001' on the server. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Extra headers on every call, e.g. the forwarded cookie on the server. A function is read per call. */
  headers?: Record<string, string> | (() => Record<string, string>);
  /**
   * Called when a call other than the user call answers 403 `authentication_required` (spec §6: silent logout).
   * When set, that call's promise never settles (see README); when absent, it rejects with ApiError(403).
   */
  onAuthRequired?: () => void;
  /** Retries after the first attempt (spec §9: 5). */
  retries?: number;
  /** Delay before retry n (0-based) is baseDelayMs × 2^n plus a jitter below baseDelayMs / 4. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Source of the jitter, in [0, 1). Inject `() => 0` for exact delays. */
  random?: () => number;
}

/** Per-call options every resource method accepts as its last argument. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface RequestSpec<T> extends CallOptions {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  schema: z.ZodType<T>;
}

export type RequestFn = <T>(spec: RequestSpec<T>) => Promise<T>;

/** Builds `path?query` with URLSearchParams; undefined and null values are skipped. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** Retry policy: GET, PUT and DELETE retry on a network error or a 5xx; POST only on a network error. */
export function isRetryable(method: HttpMethod, failure: 'network' | number): boolean {
  if (failure === 'network') return true;
  return failure >= 500 && method !== 'POST';
}

/** Delay before retry `attempt` (0-based): base × 2^attempt + jitter in [0, base / 4). */
export function retryDelay(attempt: number, baseDelayMs: number, random: () => number): number {
  return baseDelayMs * 2 ** attempt + Math.floor(random() * (baseDelayMs / 4));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function toApiError(status: number, text: string, method: string, path: string): ApiError {
  const json = parseJson(text);
  const parsed = json.ok ? ZErrorEnvelope.safeParse(json.value) : null;
  if (parsed?.success) {
    const envelope: TErrorEnvelope = parsed.data;
    return new ApiError({
      status,
      code: envelope.error.code,
      messageKey: envelope.error.message,
      fields: envelope.error.fields,
      envelope,
      method,
      path,
    });
  }
  return new ApiError({
    status,
    code: 'internal_error',
    messageKey: 'errors.internal_error',
    envelope: null,
    method,
    path,
  });
}

/** The one place that talks HTTP: headers, retries, error mapping, contract parsing. */
export function createRequest(options: ApiClientOptions = {}): RequestFn {
  const baseUrl = options.baseUrl ?? '';
  const retries = options.retries ?? API_RETRIES;
  const baseDelayMs = options.baseDelayMs ?? API_RETRY_BASE_DELAY_MS;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async function request<T>(spec: RequestSpec<T>): Promise<T> {
    const { method, path, query, body, schema, signal } = spec;
    const url = buildUrl(baseUrl, path, query);
    const extra = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (CLIENT_HEADER_PATHS.has(path)) headers['X-Request-Type'] = 'client';
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    };

    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        if (attempt >= retries || !isRetryable(method, 'network')) {
          throw new NetworkError({ method, path, attempts: attempt + 1, cause: error });
        }
        await sleep(retryDelay(attempt, baseDelayMs, random));
        continue;
      }

      const text = await response.text();
      if (!response.ok) {
        if (attempt < retries && isRetryable(method, response.status) && !signal?.aborted) {
          await sleep(retryDelay(attempt, baseDelayMs, random));
          continue;
        }
        const error = toApiError(response.status, text, method, path);
        if (
          error.status === 403 &&
          error.code === 'authentication_required' &&
          path !== USER_PATH &&
          options.onAuthRequired
        ) {
          options.onAuthRequired();
          // Swallowed (spec §6, §8): the member is being logged out; no caller should show an error for it.
          return new Promise<T>(() => undefined);
        }
        throw error;
      }

      const json = parseJson(text);
      if (!json.ok) {
        throw new ContractError({
          status: response.status,
          method,
          path,
          issues: [{ path: [], message: 'Body is not JSON' }],
        });
      }
      const parsed = schema.safeParse(json.value);
      if (!parsed.success) {
        throw new ContractError({ status: response.status, method, path, issues: parsed.error.issues });
      }
      return parsed.data;
    }
  };
}
