import type { FastifyRequest } from 'fastify';

/**
 * Paths whose query string is personal data and never reaches the logs: GET /api/geocode.php carries the
 * browser's latitude and longitude (ADR 0011), GET /api/dev/sms-outbox a phone number (ADR 0021), the data
 * export's link and download calls a token that opens a member's data (ADR 0036). Matched
 * case-insensitively so that a mistyped path that ends in a 404 is not logged either.
 */
const PRIVATE_QUERY = /geocode|sms-outbox|data-export/i;

/** The URL as logged: the path alone, with `?[redacted]`, when its query is private. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  return PRIVATE_QUERY.test(path) ? `${path}?[redacted]` : url;
}

/** Fastify's default request serialiser, with `loggableUrl`. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
