import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../../shared/api-error';
import type { App } from '../../types';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), keyed by client IP (honours TRUST_PROXY).
 * Counters are in memory: one API process. A Redis store replaces them when scaled out.
 */
export async function registerRateLimit(app: App): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, ctx) =>
      new ApiError(ctx.statusCode === 403 ? 'forbidden' : 'rate_limited', { status: ctx.statusCode }),
  });
}
