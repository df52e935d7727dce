import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, findSessionUser, isBannedSession, revokeSession } from '../../accounts/sessions-repo';
import { sessions, users } from '@dating/db/schema';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { touchActivity } from '../../accounts/activity';
import { ApiError } from '../../shared/api-error';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE,
  DEVICE_COOKIE_PATH,
  issueDeviceCookie,
} from '../../accounts/device-cookie';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  hashSessionToken,
  isWellFormedToken,
  newSessionToken,
} from '../../accounts/session-token';
import type { App, SessionAuth } from '../../types';
import { SessionCache, type SessionCacheOptions } from './session-cache';
import { invalidateSiteSettings } from '../../site/settings-repo';

/**
 * Looks the session cookie up; null when absent, malformed, expired or revoked. A session found lately is
 * answered from `app.sessionCache` without a round trip (ADR 0032).
 */
export async function resolveSession(app: App, request: FastifyRequest): Promise<SessionAuth | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashSessionToken(token);
  const cache = app.sessionCache;
  const cached = cache.get(tokenHash);
  if (cached) return { userId: cached.userId, sessionId: cached.sessionId };
  const ticket = cache.ticket();
  const found = await findSessionUser(app.db.db, tokenHash, app.config.now());
  if (!found) return null;
  cache.put(tokenHash, { ...found, expiresAt: found.expiresAt.getTime() }, ticket);
  return { userId: found.userId, sessionId: found.sessionId };
}

/**
 * SQL for hot paths that resolve the session inside their own statement (one round trip, same snapshot):
 * the session's user id, or no row when revoked, expired or its member is pending deletion. Exactly the
 * conditions of `findSessionUser`; `test/search-session.test.ts` holds the two together.
 */
export function sessionUserIdSql(tokenHash: SQLWrapper, now: SQLWrapper): SQL {
  return sql`select ${sessions.userId} from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.tokenHash} = ${tokenHash} and ${sessions.revokedAt} is null
      and ${sessions.expiresAt} > ${now}::timestamptz and ${users.status} <> 'pending_deletion' limit 1`;
}

/** The attributes of the member's cookies (session and device): HttpOnly, SameSite=Lax, Secure in production. */
const memberCookie = (app: App, path: string) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: app.config.production,
});

export function setSessionCookie(app: App, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...memberCookie(app, '/'), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(app: App, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, memberCookie(app, '/'));
}

/**
 * Logs a member in on this browser: revokes the request's old session, creates a new one (rotation), sets the
 * session cookie and a fresh `auth._device` cookie (see accounts/device-cookie).
 */
export async function startSession(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await revokeRequestSession(app, request);
  const token = newSessionToken();
  await createSession(app.db.db, {
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(app.config.now().getTime() + SESSION_TTL_SECONDS * 1000),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512),
  });
  setSessionCookie(app, reply, token);
  await touchActivity(app.db.db, userId, app.config.now());
  reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(app.config.deviceCookieSecret, userId), {
    ...memberCookie(app, DEVICE_COOKIE_PATH),
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
  reply.header('cache-control', 'private, no-store');
}

/** Revokes the session the request's cookie points at, if any. */
export async function revokeRequestSession(app: App, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (isWellFormedToken(token)) await revokeSession(app.db.db, hashSessionToken(token), app.config.now());
}

/**
 * Decorates `request.auth` and `app.sessionCache` (connected to Redis when `redisUrl` is set, closed with the
 * app); `requireUser` is the pre-handler (403 `authentication_required`).
 */
export async function registerAuth(
  app: App,
  opts: Omit<SessionCacheOptions, 'now' | 'log'> = {},
): Promise<void> {
  app.decorateRequest('auth', null);
  const cache = new SessionCache({ ...opts, now: () => app.config.now().getTime(), log: app.log });
  app.decorate('sessionCache', cache);
  // Another process changed a site's settings (site/settings-changed): drop them here too.
  cache.onSitesChanged = () => invalidateSiteSettings(app.db.db);
  app.addHook('onClose', async () => cache.close());
  await cache.start();
}

/** The refusal of a request without a live session: `account_banned` when a ban revoked it (ADR 0034). */
async function refusal(app: App, request: FastifyRequest): Promise<ApiError> {
  // A session revoked by a ban answers `account_banned`: the site shows /pages/ban (ADR 0034).
  const token = request.cookies[SESSION_COOKIE];
  const banned = isWellFormedToken(token) && (await isBannedSession(app.db.db, hashSessionToken(token)));
  return new ApiError(banned ? 'account_banned' : 'authentication_required');
}

export function requireUser(app: App) {
  // Callback style: a session in the cache is answered synchronously, without a promise (ADR 0039).
  return function requireUserHandler(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (err?: Error) => void,
  ): void {
    const token = request.cookies[SESSION_COOKIE];
    const cached = isWellFormedToken(token) ? app.sessionCache.get(hashSessionToken(token)) : null;
    if (cached) {
      request.auth = { userId: cached.userId, sessionId: cached.sessionId };
      done();
      return;
    }
    resolveSession(app, request).then(
      async (auth) => {
        if (!auth) return done(await refusal(app, request));
        request.auth = auth;
        done();
      },
      (err: Error) => done(err),
    );
  };
}

/** `user.php` calls must carry `X-Request-Type: client` (spec §7). */
export async function requireClientRequestType(request: FastifyRequest): Promise<void> {
  if (request.headers['x-request-type'] !== 'client') {
    throw new ApiError('bad_request', {
      messageKey: 'errors.bad_request',
      fields: [{ path: 'headers.x-request-type', message: 'must be "client"' }],
    });
  }
}
