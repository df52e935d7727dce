import { type TErrorEnvelope } from '../contracts';
import { API_RETRIES, API_RETRY_BASE_DELAY_MS } from '../domain/constants';
import { isContractRef, type AnswerSchema, type ContractRegistry } from './contract';
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
  /**
   * Called when any call (the login included) answers 403 `account_banned` (ADR 0034: the site shows /pages/ban).
   * When set, that call's promise never settles; when absent, it rejects with ApiError(403).
   */
  onBanned?: () => void;
  /** Retries after the first attempt (spec §9: 5). */
  retries?: number;
  /** Delay before retry n (0-based) is baseDelayMs × 2^n plus a jitter below baseDelayMs / 4. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Source of the jitter, in [0, 1). Inject `() => 0` for exact delays. */
  random?: () => number;
  /**
   * The schemas answers are parsed with (`import * as contracts from '@dating/core/contracts'`): the server's and
   * the tests' clients pass them, so a broken answer is a ContractError. The browser's client leaves them out and
   * trusts its own API's JSON, keeping zod and the schemas out of every page's JavaScript (ADR 0033).
   */
  contracts?: ContractRegistry;
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
  schema: AnswerSchema<T>;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's shape without zod (the browser's client): code and message strings, fields a list if present. */
function looksLikeEnvelope(value: unknown): value is TErrorEnvelope {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, status, fields } = value.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    typeof status === 'number' &&
    (fields === undefined ||
      (Array.isArray(fields) &&
        fields.every((f) => isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string')))
  );
}

function readEnvelope(value: unknown, contracts?: ContractRegistry): TErrorEnvelope | null {
  const schema = contracts?.ZErrorEnvelope;
  if (schema) {
    const parsed = schema.safeParse(value);
    return parsed.success ? (parsed.data as TErrorEnvelope) : null;
  }
  return looksLikeEnvelope(value) ? value : null;
}

function toApiError(
  status: number,
  text: string,
  method: string,
  path: string,
  contracts?: ContractRegistry,
): ApiError {
  const json = parseJson(text);
  const envelope = json.ok ? readEnvelope(json.value, contracts) : null;
  if (envelope) {
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

/** The one place that talks HTTP: headers, retries, error mapping, contract parsing (when given the contracts). */
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
        const error = toApiError(response.status, text, method, path, options.contracts);
        if (error.status === 403 && error.code === 'account_banned' && options.onBanned) {
          options.onBanned();
          return new Promise<T>(() => undefined);
        }
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
      const parser = isContractRef(schema) ? options.contracts?.[schema.contract] : schema;
      if (!parser) return json.value as T;
      const parsed = parser.safeParse(json.value);
      if (!parsed.success) {
        throw new ContractError({ status: response.status, method, path, issues: parsed.error.issues });
      }
      return parsed.data as T;
    }
  };
}
