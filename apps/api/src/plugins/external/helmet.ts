import helmet from '@fastify/helmet';
import type { App } from '../../types';

/**
 * Security headers on every answer. The API serves JSON and images only, so its CSP forbids everything;
 * the docs UI sets its own, scoped CSP (see swagger.ts). HSTS only in production (behind TLS).
 */
export async function registerHelmet(app: App): Promise<void> {
  await app.register(helmet, {
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
}
