import { ZErrorEnvelope, ZOkResponse, ZUserResponse } from '@dating/core/contracts';

/** Documents the error envelope for the given statuses in a route's `response` schema. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorEnvelope> {
  const out = {} as Record<S, typeof ZErrorEnvelope>;
  for (const s of statuses) out[s] = ZErrorEnvelope.describe(`Error envelope (${s})`);
  return out;
}

/** The `response` schema of a command: `{ ok: true }`, or the error envelope for the given statuses. */
export const okResponses = <S extends number>(...statuses: S[]) => ({
  200: ZOkResponse,
  ...errorResponses(...statuses),
});

/** The `response` schema of a call answering `{ user }` (the member's account as it is now), or the error envelope. */
export const userResponses = <S extends number>(...statuses: S[]) => ({
  200: ZUserResponse,
  ...errorResponses(...statuses),
});

export const LONG_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
export const SHORT_CACHE = 'public, max-age=60';
