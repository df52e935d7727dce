import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { App } from '../../types';

/** Headers of every answer that are not the security headers (left to Fastify and the route). */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers helmet writes for `options`, computed once: a throw-away Fastify instance with
 * @fastify/helmet answers one request and its headers are kept. Every answer of ours carries the same
 * ones, so building them per request (what @fastify/helmet does: it calls helmet's middleware factory on
 * every request) was pure cost on the hot reads (ADR 0039).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) out[name] = String(value);
  }
  return out;
}

/**
 * Security headers on every answer. The API serves JSON and images only, so its CSP forbids everything;
 * the docs UI sets its own, scoped CSP (see swagger.ts), as do the few HTML answers (dev mailbox, sandbox
 * checkout, composer preview): a route's own `reply.header` replaces the default. HSTS only in production
 * (behind TLS). The headers are helmet's, computed once at start (`helmetHeaders`) and set by one
 * synchronous hook.
 */
export async function registerHelmet(app: App): Promise<void> {
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: app.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The members app at another port (dev) embeds our images through its own origin, so same-site is enough.
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
