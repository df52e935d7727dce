import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api-error';
import type { App } from '../../types';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes state-changing requests from any origin: it acts on no member's session and no stored
     * data of anyone's (the lander bounce beacon from a campaign on another host, ADR 0025).
     */
    anyOrigin?: boolean;
  }
}

/**
 * True when the Origin is absent, the public URL's origin, or the origin of the host the request was
 * made to. A literal "null" origin or anything unparsable is foreign.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  request: FastifyRequest,
  publicOrigin: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  return url.host.toLowerCase() === request.host.toLowerCase();
}

/** Cross-site request forgery guard: state-changing requests with a foreign Origin get 403 `forbidden`. */
export function registerOriginCheck(app: App): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      STATE_CHANGING.has(request.method) &&
      !request.routeOptions.config?.anyOrigin &&
      !isAllowedOrigin(request.headers.origin, request, app.config.publicOrigin)
    ) {
      done(new ApiError('forbidden'));
      return;
    }
    done();
  });
}
