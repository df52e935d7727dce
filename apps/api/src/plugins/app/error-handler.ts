import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { codeForStatus, envelope, isApiError, type FieldError } from '../../shared/api-error';
import type { App } from '../../types';

function sendEnvelope(reply: FastifyReply, request: FastifyRequest, body: ReturnType<typeof envelope>) {
  // Errors are never cached and never sniffed.
  return reply
    .code(body.error.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

function fieldsOf(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): FieldError[] {
  const ctx = error.validationContext ?? 'body';
  return error.validation.map((v) => {
    const rest = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    return { path: rest ? `${ctx}.${rest}` : ctx, message: v.message ?? 'invalid' };
  });
}

/** Headers of every error answer that never reaches the app's hooks (see `frameworkErrors`). */
const BARE_ERROR_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Fastify's `frameworkErrors` option: errors raised by the router before any hook runs (a malformed
 * percent-escape in the path, FST_ERR_BAD_URL; a path parameter over `maxParamLength`, 414) answer in the
 * error envelope like every other error, instead of Fastify's own JSON with its internal code (security
 * battery S1).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  const production = (request.server as unknown as App).config?.production ?? false;
  void reply
    .code(status)
    .headers(BARE_ERROR_HEADERS)
    .headers(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {})
    .type('application/json; charset=utf-8')
    .send(envelope(codeForStatus(status), status, { requestId: request.id }));
}

/**
 * One error envelope for every 4xx/5xx: validation errors carry `fields`, framework errors (bad JSON,
 * wrong content type, too large) keep their 4xx status, anything unexpected is a 500 without internals.
 * Unknown paths answer 404 `not_found`, a known path with the wrong method 405 `method_not_allowed`.
 */
export function registerErrorHandling(app: App): void {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':') || route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const set = methodsByPath.get(route.url) ?? new Set<string>();
    for (const m of methods) set.add(m);
    methodsByPath.set(route.url, set);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (isApiError(error)) {
      return sendEnvelope(
        reply,
        request,
        envelope(error.code, error.statusCode, {
          messageKey: error.messageKey,
          fields: error.fields,
          params: error.params,
          requestId,
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error);
      return sendEnvelope(reply, request, envelope('validation_failed', 400, { fields, requestId }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return sendEnvelope(reply, request, envelope('internal_error', 500, { requestId }));
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      const code = status === 503 ? 'service_unavailable' : 'internal_error';
      return sendEnvelope(reply, request, envelope(code, status === 503 ? 503 : 500, { requestId }));
    }
    request.log.info({ code: error.code, status }, error.message);
    return sendEnvelope(reply, request, envelope(codeForStatus(status), status, { requestId }));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = (request.raw.url ?? '/').split('?')[0] ?? '/';
    const allowed = methodsByPath.get(path);
    if (allowed && !allowed.has(request.method)) {
      reply.header('allow', [...allowed].sort().join(', '));
      return sendEnvelope(reply, request, envelope('method_not_allowed', 405, { requestId: request.id }));
    }
    return sendEnvelope(reply, request, envelope('not_found', 404, { requestId: request.id }));
  });
}
