import { createSession, findUserForLogin, getOwnUser, getSettingsForDomain } from '@dating/db';
import { ZLoginInput, ZOkResponse, ZUpdateLanguageInput, ZUserResponse } from '@dating/core/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { verifyPassword } from '../lib/password';
import { errorResponses } from '../lib/schemas';
import { SESSION_TTL_SECONDS, hashSessionToken, newSessionToken } from '../lib/session-token';
import {
  LOCKOUT_MINUTES,
  clearLoginFailures,
  lockedMinutes,
  recordLoginFailure,
  updateUserLanguage,
} from '../lib/user-repo';
import {
  clearSessionCookie,
  requireClientRequestType,
  requireUser,
  revokeRequestSession,
  setSessionCookie,
} from '../plugins/app/auth';
import type { App } from '../types';
import { requestDomain } from './site';

export const MEDIA_PREFIX = '/api/media';
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** 429 `errors.too_many_attempts`; Retry-After carries the lock in seconds (the text shows it in minutes). */
function tooManyAttempts(reply: FastifyReply, minutes: number): ApiError {
  reply.header('retry-after', String(Math.min(minutes, LOCKOUT_MINUTES) * 60));
  return new ApiError('rate_limited', { messageKey: 'errors.too_many_attempts' });
}

/** The login, session and member calls of spec §7. */
export async function userRoutes(
  app: App,
  opts: { loginRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  async function loadUser(request: FastifyRequest, userId: string) {
    const site = await getSettingsForDomain(app.db.db, requestDomain(request));
    const fictionalIcon = site?.settings.fictional_icon ?? '';
    const user = await getOwnUser(app.db.db, userId, { fictionalIcon, mediaPrefix: MEDIA_PREFIX });
    if (!user) throw new ApiError('authentication_required');
    return { user };
  }

  app.get('/user.php', {
    preValidation: requireClientRequestType,
    preHandler: requireUser(app),
    schema: {
      tags: ['user'],
      summary: 'The logged-in member',
      description:
        'Requires `X-Request-Type: client` and the session cookie; 403 `authentication_required` when the session is gone.',
      security: [{ session: [] }],
      response: { 200: ZUserResponse, ...errorResponses(400, 403) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadUser(request, request.auth!.userId);
    },
  });

  app.post('/user.php', {
    preValidation: requireClientRequestType,
    config: { rateLimit: opts.loginRateLimit ?? LOGIN_RATE_LIMIT },
    schema: {
      tags: ['user'],
      summary: 'Log in with email and password',
      description:
        'Verifies the argon2id hash, rotates the session (a new random token) and sets the `auth._token` cookie. ' +
        'Wrong password and unknown email both answer 401 `bad_request` with `errors.login_failed`. Rate-limited per IP.',
      body: ZLoginInput,
      response: { 200: ZUserResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
    },
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const now = app.config.now();
      const found = await findUserForLogin(app.db.db, email);
      const locked = found ? await lockedMinutes(app.db.db, found.id, now) : 0;
      if (found && locked > 0) {
        await verifyPassword(null, request.body.password); // same cost as any other attempt
        throw tooManyAttempts(reply, locked);
      }
      const ok = await verifyPassword(found?.passwordHash ?? null, request.body.password);
      if (!found || !ok) {
        request.log.info({ event: 'login_failed' }, 'login failed');
        const nowLocked = found ? await recordLoginFailure(app.db.db, found.id, now) : 0;
        if (nowLocked > 0) throw tooManyAttempts(reply, nowLocked);
        throw new ApiError('bad_request', { status: 401, messageKey: 'errors.login_failed' });
      }
      await clearLoginFailures(app.db.db, found.id);
      await revokeRequestSession(app, request);
      const token = newSessionToken();
      await createSession(app.db.db, {
        userId: found.id,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512),
      });
      setSessionCookie(app, reply, token);
      reply.header('cache-control', 'private, no-store');
      return loadUser(request, found.id);
    },
  });

  app.put('/user.php', {
    preValidation: requireClientRequestType,
    preHandler: requireUser(app),
    schema: {
      tags: ['user'],
      summary: "Change the member's language",
      security: [{ session: [] }],
      body: ZUpdateLanguageInput,
      response: { 200: ZUserResponse, ...errorResponses(400, 403, 413, 415) },
    },
    handler: async (request, reply) => {
      await updateUserLanguage(app.db.db, request.auth!.userId, request.body.language);
      reply.header('cache-control', 'private, no-store');
      return loadUser(request, request.auth!.userId);
    },
  });

  app.get('/logout.php', {
    schema: {
      tags: ['user'],
      summary: 'Log out: revoke the session and clear the cookie',
      response: { 200: ZOkResponse },
    },
    handler: async (request, reply) => {
      await revokeRequestSession(app, request);
      clearSessionCookie(app, reply);
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const };
    },
  });
}
