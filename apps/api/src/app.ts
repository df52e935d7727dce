import { randomBytes, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { API_BODY_LIMIT_BYTES } from '@dating/core/domain';
import { createDb, migrate, type DbHandle } from '@dating/db';
import type { Mailer } from '@dating/mail';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDomains } from './domains';
import { devMailboxEnabled } from './env';
import { serializeRequest } from './shared/log-privacy';
import { warmPasswordHashing } from './accounts/password-hash';
import { registerAuth } from './plugins/app/auth';
import { RequestLogController } from './plugins/app/request-log';
import { frameworkErrors, registerErrorHandling } from './plugins/app/error-handler';
import { registerEtag } from './plugins/app/etag';
import { registerMailer } from './plugins/app/mailer';
import { registerOriginCheck } from './plugins/app/origin-check';
import { registerNulGuard } from './plugins/app/nul-guard';
import { registerHelmet } from './plugins/external/helmet';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { registerUnderPressure } from './plugins/external/under-pressure';
import { registerWebsocket } from './plugins/external/websocket';
import { registerLiveHub, type LiveAppOptions } from './live/register';
import { createMediaStore, type MediaStore, type S3Config } from './photos/media/store';
import { createPushSender } from './push/sender';
import type { PushTransport } from './push/transport';
import type { VapidKeys } from './push/vapid';
import type { PaymentsAppOptions } from './payments/config';
import type { DirectDebitAppOptions } from './directdebit/config';
import type { App } from './types';

export const BODY_LIMIT = API_BODY_LIMIT_BYTES;

export interface BuildAppOptions extends LiveAppOptions {
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
  /** Per-IP limit of POST /api/signup.php (default 10 an hour). */
  signupRateLimit?: { max: number; timeWindow: string | number };
  /** The mailer; default: `createMailer` on the app's database, through SMTP when `smtpUrl` is set. */
  mailer?: Mailer;
  /** SMTP_URL: send through SMTP; without it mails only land in the local mailbox table. */
  smtpUrl?: string;
  /** MAIL_FROM */
  mailFrom?: string;
  /** MAIL_EVENTS_SECRET: enables the signed POST /api/mail-events.php. */
  mailEventsSecret?: string;
  /** DEVICE_COOKIE_SECRET: key of the `auth._device` HMAC; random per app when unset. */
  deviceCookieSecret?: string;
  /** DEV_MAILBOX mode (default auto); never served in production on a real domain. */
  devMailbox?: 'auto' | 'on' | 'off';
  /** Load shedding with @fastify/under-pressure (off in tests). */
  underPressure?: boolean;
  /** The media store; default: local disk under `mediaDir`, or S3 when `s3` is given. */
  media?: MediaStore;
  /** S3_* settings: photo renditions go to S3-compatible storage instead of `mediaDir`. */
  s3?: S3Config | null;
  /** OPERATOR_TOKEN: enables the operator calls (photo moderation) for bearers of this token. */
  operatorToken?: string;
  /** Per member/IP limit of POST /api/photos.php (default 60 in 10 minutes). */
  uploadRateLimit?: { max: number; timeWindow: string | number };
  /** VAPID keys (env or `.data/vapid.json`, see push/vapid); without them push is off (empty public key). */
  vapid?: VapidKeys | null;
  /** Tests only: how push messages reach the push service (default: https, public addresses only). */
  pushTransport?: PushTransport;
  /** Per-IP limit of POST/DELETE /api/user.php?push=1 (default 30 in 10 minutes). */
  pushRateLimit?: { max: number; timeWindow: string | number };
  /** MOLLIE_API_KEY, MOLLIE_API_URL, PAYMENT_WEBHOOK_SECRET: see src/payments/config.ts. */
  payments?: PaymentsAppOptions['payments'];
  /**
   * The session cache (ADR 0032): `ttlMs` how long a looked-up session is trusted without the database
   * (default 5 min on PGlite or with `redisUrl`, else 5 s; 0: off), `redisChannel` its invalidation channel
   * when `redisUrl` is set (tests).
   */
  sessionCache?: { ttlMs?: number; guardMs?: number; redisChannel?: string };
  /**
   * Level of the per-request log lines ("incoming request", "request completed"); default `info`. The server
   * uses `debug` in production (ADR 0032). Failed requests (an error, 500 and above) are logged at `error`
   * whatever the level.
   */
  requestLogLevel?: 'info' | 'debug';
  /** IBAN_ENCRYPTION_KEY, SMS_PROVIDER, SMS_HTTP_URL, SMS_HTTP_TOKEN: see src/directdebit/config.ts. */
  directDebit?: DirectDebitAppOptions['directDebit'];
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
    // The query of GET /api/geocode.php (coordinates) is never logged.
    serializers: { req: serializeRequest },
  };
}

/** Builds the API: plugins, hooks and every route, ready for `inject` or `listen`. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const trust = opts.trustProxy ?? 'loopback';
  const app = Fastify({
    logger: opts.logger ?? false,
    // Request lines at `requestLogLevel` (debug in production), failures always (ADR 0032).
    logController: new RequestLogController(opts.requestLogLevel ?? 'info'),
    // A hop count trusts that many proxies in front of us.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 128, ignoreTrailingSlash: false },
    forceCloseConnections: true,
    // Router errors (bad percent-escape, over-long parameter) in the error envelope too.
    frameworkErrors,
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

  const publicUrl = (opts.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const production = opts.production ?? false;
  const now = opts.now ?? (() => new Date());
  if (!opts.deviceCookieSecret && production) {
    app.log.warn('DEVICE_COOKIE_SECRET is unset: device cookies are forgotten at every restart');
  }
  app.decorate('config', {
    mediaDir: opts.mediaDir,
    publicOrigin: new URL(publicUrl).origin,
    publicUrl,
    production,
    trustProxy: opts.trustProxy !== false,
    now,
    deviceCookieSecret: opts.deviceCookieSecret ?? randomBytes(32).toString('base64url'),
    mailEventsSecret: opts.mailEventsSecret ?? null,
    devMailbox: devMailboxEnabled({
      mode: opts.devMailbox ?? 'auto',
      smtpUrl: opts.smtpUrl,
      production,
      publicUrl,
    }),
  });
  app.decorate('media', opts.media ?? createMediaStore({ mediaDir: opts.mediaDir, s3: opts.s3 ?? null }));
  registerMailer(app, { mailer: opts.mailer, smtpUrl: opts.smtpUrl, from: opts.mailFrom, now });
  app.decorate(
    'push',
    opts.vapid
      ? createPushSender({ db: db.db, vapid: opts.vapid, transport: opts.pushTransport, now, log: app.log })
      : null,
  );

  registerErrorHandling(app);
  // Hooks on every request are synchronous (`done`): an async hook costs a promise per request (ADR 0039).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerHelmet(app);
  await app.register(cookie);
  await registerRateLimit(app);
  await registerWebsocket(app);
  if (opts.underPressure) await registerUnderPressure(app);
  await registerSwagger(app);

  // How long a looked-up session is trusted (ADR 0032): 5 minutes where every process hears every revocation
  // (the embedded database allows one process; with Redis they reach all), 5 s for several PostgreSQL
  // processes without Redis, which learn of another process's revocation only when the entry expires.
  const sessionTtlMs = opts.sessionCache?.ttlMs ?? (opts.redisUrl || db.kind === 'pglite' ? 300_000 : 5_000);
  await registerAuth(app, { ...opts.sessionCache, ttlMs: sessionTtlMs, redisUrl: opts.redisUrl });
  registerOriginCheck(app);
  registerNulGuard(app);
  // `app.live`: the live channel's hub, in-process or through Redis (REDIS_URL); ADR 0016.
  await registerLiveHub(app, opts);
  registerEtag(app);

  // Every route: each `src/<domain>/index.ts` (ADR 0014).
  await registerDomains(app, opts);

  await warmPasswordHashing();
  return app;
}
