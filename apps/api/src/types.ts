import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '@dating/db';
import type { Mailer } from '@dating/mail';
import type { MediaStore } from './photos/media/store';
import type { PushSender } from './push/sender';
import type { LiveHub } from './live/hub';

/** The Fastify instance with the zod type provider: route handlers get typed query, body and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppConfig {
  mediaDir: string;
  /** Origin of the members front door, e.g. http://localhost:3000 */
  publicOrigin: string;
  /** PUBLIC_URL without a trailing slash: the base of links in mails. */
  publicUrl: string;
  production: boolean;
  /** Whether proxy headers (X-Forwarded-*, CF-IPCountry) are trusted. */
  trustProxy: boolean;
  now: () => Date;
  /** Key of the `auth._device` cookie HMAC (DEVICE_COOKIE_SECRET). */
  deviceCookieSecret: string;
  /** Secret of the signed `POST /api/mail-events.php` webhook; the route answers 404 when unset. */
  mailEventsSecret: string | null;
  /** Whether the developer mailbox (`/api/dev/mailbox`) is served. */
  devMailbox: boolean;
}

export interface SessionAuth {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle;
    config: AppConfig;
    mailer: Mailer;
    /** Photo renditions: local disk by default, S3-compatible storage when S3_* is set. */
    media: MediaStore;
    /** Web Push to members' browsers (VAPID); null when the app was built without VAPID keys. */
    push: PushSender | null;
    /** The live channel's hub: `publish(userIds, event)` reaches those members' sockets in every API process. */
    live: LiveHub;
  }
  interface FastifyRequest {
    /** Set by the `requireUser` pre-handler (or by `resolveSession`). */
    auth: SessionAuth | null;
  }
  interface FastifyContextConfig {
    /** Adds a weak ETag to 200 answers and answers 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}
