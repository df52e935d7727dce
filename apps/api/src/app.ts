import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { createDb, migrate, type DbHandle } from '@dating/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { warmPasswordHashing } from './lib/password';
import { registerAuth } from './plugins/app/auth';
import { registerErrorHandling } from './plugins/app/error-handler';
import { registerEtag } from './plugins/app/etag';
import { registerOriginCheck } from './plugins/app/origin-check';
import { registerHelmet } from './plugins/external/helmet';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { registerUnderPressure } from './plugins/external/under-pressure';
import { registerWebsocket } from './plugins/external/websocket';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { siteRoutes } from './routes/site';
import { userRoutes } from './routes/user';
import type { App } from './types';

export const BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  /** The database; when absent an in-memory PGlite is created, migrated and closed with the app. */
  db?: DbHandle;
  mediaDir: string;
  publicUrl?: string;
  production?: boolean;
  /** Fastify `trustProxy` (TRUST_PROXY): true, false, a hop count or an address list. Default: loopback. */
  trustProxy?: boolean | number | string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  loginRateLimit?: { max: number; timeWindow: string | number };
  /** Load shedding with @fastify/under-pressure (off in tests). */
  underPressure?: boolean;
}

/** Pino options for the server: structured JSON, secrets redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
}

/** Builds the API: plugins, hooks and every route, ready for `inject` or `listen`. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const trust = opts.trustProxy ?? 'loopback';
  const app = Fastify({
    logger: opts.logger ?? false,
    // A hop count trusts that many proxies in front of us.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 128, ignoreTrailingSlash: false },
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: any other body type answers 415 `unsupported_media_type`.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownDb = !opts.db;
  const db = opts.db ?? (await createDb({ dataDir: 'memory://' }));
  if (ownDb) await migrate(db);
  app.decorate('db', db);
  if (ownDb) app.addHook('onClose', async () => db.close());

  const publicOrigin = new URL(opts.publicUrl ?? 'http://localhost:3000').origin;
  app.decorate('config', {
    mediaDir: opts.mediaDir,
    publicOrigin,
    production: opts.production ?? false,
    trustProxy: opts.trustProxy !== false,
    now: opts.now ?? (() => new Date()),
  });

  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerHelmet(app);
  await app.register(cookie);
  await registerRateLimit(app);
  await registerWebsocket(app);
  if (opts.underPressure) await registerUnderPressure(app);
  await registerSwagger(app);

  registerAuth(app);
  registerOriginCheck(app);
  registerEtag(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api', loginRateLimit: opts.loginRateLimit });
  await app.register(mediaRoutes, { prefix: '/api' });
  await app.register(liveRoutes, { prefix: '/api' });

  await warmPasswordHashing();
  return app;
}
