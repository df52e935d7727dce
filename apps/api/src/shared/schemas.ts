import { ZErrorEnvelope } from '@dating/core/contracts';

/** Documents the error envelope for the given statuses in a route's `response` schema. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorEnvelope> {
  const out = {} as Record<S, typeof ZErrorEnvelope>;
  for (const s of statuses) out[s] = ZErrorEnvelope.describe(`Error envelope (${s})`);
  return out;
}

export const LONG_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
export const SHORT_CACHE = 'public, max-age=60';
