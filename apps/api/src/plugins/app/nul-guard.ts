import { ApiError } from '../../shared/api-error';
import type { App } from '../../types';

/** Deeper than any contract nests; a NUL below that is left to the schema (which refuses such depth). */
const MAX_DEPTH = 32;

/** The dotted path of the first string or key holding U+0000, or null. */
export function firstNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const hit = firstNul(inner, `${path}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reached a query failed in the database with a 500
 * (e-mail of login and reset, search filters; found by the security battery S1). No real input carries one:
 * a NUL anywhere in the path parameters, query or JSON body is refused with 400 `validation_failed` before
 * the route's own validation.
 */
export function registerNulGuard(app: App): void {
  // Synchronous (`done`): it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const where =
      firstNul(request.params, 'params') ??
      firstNul(request.query, 'query') ??
      firstNul(request.body, 'body');
    if (where) {
      done(
        new ApiError('validation_failed', {
          fields: [{ path: where, message: 'must not contain U+0000' }],
        }),
      );
      return;
    }
    done();
  });
}
