import type { ZErrorEnvelope } from '@dating/core/contracts';
import type { FastifySchema } from 'fastify';
import { errorResponses } from './schemas';

/** The error statuses a call documents (each answers the error envelope). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** A rate limit of `@fastify/rate-limit` (opt-in per route, keyed by client IP). */
export interface RateLimit {
  max: number;
  timeWindow: string | number;
}

/**
 * A call declared in one object: its OpenAPI text and input (`summary`, `description`, `querystring`, `body`,
 * `params`, …) and
 * - `ok`: the 200 answer;
 * - `errors`: the statuses the handler itself answers (404, 409, …);
 * - `limit`: the rate limit, when it has one.
 */
export interface CallDef extends Omit<FastifySchema, 'response'> {
  ok: unknown;
  errors?: readonly ErrorStatus[];
  limit?: RateLimit;
}

/** The `response` schema of a call: its 200 answer and the error envelope. */
export type CallResponse<D extends CallDef> = { 200: D['ok'] } & Record<ErrorStatus, typeof ZErrorEnvelope>;

/**
 * Fastify's `schema` and `config` of a call. The response documents the 200 answer and the error envelope for
 * `guard` (what the route's access check answers, e.g. 403), 400 when there is input to validate, the
 * handler's own `errors` and 429 under a rate limit, in that order of status.
 */
export function callOptions<D extends CallDef>(def: D, guard: readonly ErrorStatus[]) {
  const { ok, errors = [], limit, ...schema } = def;
  const validated = def.body !== undefined || def.querystring !== undefined || def.params !== undefined;
  const statuses = new Set<ErrorStatus>([...guard, ...errors, ...(limit ? [429 as const] : [])]);
  if (validated) statuses.add(400);
  const response = { 200: ok, ...errorResponses(...[...statuses].sort((a, b) => a - b)) };
  return {
    schema: { ...schema, response: response as CallResponse<D> },
    config: (limit ? { rateLimit: limit } : {}) as { rateLimit?: RateLimit },
  };
}
