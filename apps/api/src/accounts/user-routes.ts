import { ZLoginInput, ZUnlockInput, ZUpdateLanguageInput, ZUserResponse } from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../shared/api-error';
import { DEVICE_COOKIE, isValidDeviceCookie } from './device-cookie';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { mailAccount, tokenLink } from './mail-site';
import { loadOwnUser } from './own-user';
import { verifyPassword } from './password-hash';
import { memberCall } from '../shared/member-route';
import { okResponses, userResponses } from '../shared/schemas';
import {
  clearLoginFailures,
  findLoginCandidate,
  recordLoginFailure,
  remainingLockMinutes,
  updateUserLanguage,
} from './user-repo';
import {
  clearSessionCookie,
  requireClientRequestType,
  revokeRequestSession,
  startSession,
} from '../plugins/app/auth';
import type { App } from '../types';
import { findAccountByEmail } from './account-repo';

export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** 429 `account_locked` with `params.minutes`; Retry-After carries the rest of the lock in seconds. */
function accountLocked(reply: FastifyReply, minutes: number): ApiError {
  reply.header('retry-after', String(minutes * 60));
  return new ApiError('account_locked', { params: { minutes } });
}

/** Mails the owner of a just-locked account the one-time unlock-and-login link, in their language. */
async function mailUnlockLink(app: App, request: FastifyRequest, email: string, now: Date): Promise<void> {
  const account = await findAccountByEmail(app.db.db, email);
  if (!account) return;
  const token = await issueEmailToken(app.db.db, { userId: account.id, kind: 'unlock', now });
  await mailAccount(app, request, account, {
    kind: 'unlock',
    data: { link: tokenLink(app, '/unlock', token) },
  });
}

/** The login, session and member calls of spec §7. */
export async function userRoutes(
  app: App,
  opts: { loginRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  app.get('/user.php', {
    preValidation: requireClientRequestType,
    ...memberCall(app, 'user', {
      summary: 'The logged-in member',
      description:
        'Requires `X-Request-Type: client` and the session cookie; 403 `authentication_required` when the session is gone.',
      ok: ZUserResponse,
      errors: [400],
      private: true,
    }),
    handler: async (request) => {
      // Marks the member active (touchActivity) in the same statement: one round trip (ADR 0039).
      return loadOwnUser(app, request, request.auth!.userId, { touch: true });
    },
  });

  app.post('/user.php', {
    preValidation: requireClientRequestType,
    config: { rateLimit: opts.loginRateLimit ?? LOGIN_RATE_LIMIT },
    schema: {
      tags: ['user'],
      summary: 'Log in with email and password',
      description:
        'Verifies the argon2id hash, rotates the session (a new random token) and sets the `auth._token` cookie and ' +
        'the `auth._device` device cookie. Wrong password and unknown email both answer 401 `login_failed` in the ' +
        'same time (dummy hash). After 10 failures in a row from unknown browsers the account is locked: 429 ' +
        '`account_locked` with `params.minutes` and Retry-After; locks back off 15, 30, 60 … minutes up to 24 h. ' +
        'A browser with a valid device cookie of the member is never blocked by the lock and its failures never ' +
        'grow it; when a lock starts the owner is mailed a one-time unlock-and-login link (1 hour, ' +
        '`POST /api/unlock.php`). A pending-deletion account with the right ' +
        'password answers 403 `account_pending_deletion`, a banned one 403 `account_banned` (ADR 0034). Rate-limited per IP.',
      body: ZLoginInput,
      response: userResponses(400, 401, 403, 413, 415, 429),
    },
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const now = app.config.now();
      const found = await findLoginCandidate(app.db.db, email);
      const trusted =
        found !== null &&
        isValidDeviceCookie(app.config.deviceCookieSecret, found.id, request.cookies[DEVICE_COOKIE]);
      const locked = found && !trusted ? remainingLockMinutes(found.lockedUntil, now) : 0;
      if (locked > 0) {
        await verifyPassword(null, request.body.password); // same cost as any other attempt
        throw accountLocked(reply, locked);
      }
      const ok = await verifyPassword(found?.passwordHash ?? null, request.body.password);
      if (!found || !ok) {
        request.log.info({ event: 'login_failed' }, 'login failed');
        // A known device of the owner mistyping never locks the account (ADR 0013): per-IP limits still hold.
        if (trusted) throw new ApiError('login_failed');
        const nowLocked = await recordLoginFailure(app.db.db, found, email, now);
        if (nowLocked > 0 && found) {
          await mailUnlockLink(app, request, email, now);
          throw accountLocked(reply, nowLocked);
        }
        throw new ApiError('login_failed');
      }
      if (found.bannedAt) throw new ApiError('account_banned');
      if (found.status === 'pending_deletion') throw new ApiError('account_pending_deletion');
      await clearLoginFailures(app.db.db, found.id);
      await startSession(app, request, reply, found.id);
      return loadOwnUser(app, request, found.id);
    },
  });

  app.post('/unlock.php', {
    config: { rateLimit: opts.loginRateLimit ?? LOGIN_RATE_LIMIT },
    schema: {
      tags: ['user'],
      summary: 'Lift a login lock with the e-mailed link and log in',
      description:
        'The token of the unlock mail sent when a lock starts (single use, valid 1 hour). Lifts the lock, resets ' +
        'the failure count and starts a session on this browser (which becomes a known device), like a login. ' +
        '400 `token_invalid` for an unknown, used or expired token; 403 `account_pending_deletion` for an account ' +
        'waiting for deletion (the lock is lifted all the same).',
      body: ZUnlockInput,
      response: userResponses(400, 403, 413, 415, 429),
    },
    handler: async (request, reply) => {
      const now = app.config.now();
      const used = await app.db.db.transaction(async (tx) => {
        const token = await consumeEmailToken(tx, { token: request.body.token, kind: 'unlock', now });
        if (!token) return null;
        const [user] = await tx
          .update(users)
          .set({ failedLogins: 0, lockedUntil: null, updatedAt: now })
          .where(eq(users.id, token.userId))
          .returning({ id: users.id, status: users.status, bannedAt: users.bannedAt });
        return user ?? null;
      });
      if (!used) throw new ApiError('token_invalid');
      request.log.info({ event: 'account_unlocked' }, 'account unlocked by mail link');
      if (used.bannedAt) throw new ApiError('account_banned');
      if (used.status === 'pending_deletion') throw new ApiError('account_pending_deletion');
      await startSession(app, request, reply, used.id);
      return loadOwnUser(app, request, used.id);
    },
  });

  app.put('/user.php', {
    preValidation: requireClientRequestType,
    ...memberCall(app, 'user', {
      summary: "Change the member's language",
      body: ZUpdateLanguageInput,
      ok: ZUserResponse,
      errors: [413, 415],
      private: true,
    }),
    handler: async (request) => {
      await updateUserLanguage(app.db.db, request.auth!.userId, request.body.language);
      return loadOwnUser(app, request, request.auth!.userId);
    },
  });

  app.get('/logout.php', {
    schema: {
      tags: ['user'],
      summary: 'Log out: revoke the session and clear the cookie',
      description:
        "Requires `X-Request-Type: client` (sent by the site's own client): a cross-site link or image " +
        'cannot log a member out (ADR 0013). Without it: 400 and the session stays.',
      response: okResponses(400),
    },
    preValidation: requireClientRequestType,
    handler: async (request, reply) => {
      await revokeRequestSession(app, request);
      clearSessionCookie(app, reply);
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const };
    },
  });
}
