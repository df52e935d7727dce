import { type Db } from '@dating/db';
import { emailTokens, users } from '@dating/db/schema';
import { ZChangePasswordInput, ZOkResponse, ZResetDoInput, ZResetRequestInput } from '@dating/core/contracts';
import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { findAccount, findAccountByEmail } from './account-repo';
import { hashEmailToken, issueEmailToken, consumeEmailToken } from './email-tokens';
import { mailAccount, tokenLink } from './mail-site';
import { hashPassword, requirePassword } from './password-hash';
import { revokeUserSessions } from './sessions-repo';
import { memberCall, type MemberCallDef } from '../shared/member-route';
import { okResponses } from '../shared/schemas';
import { startSession } from '../plugins/app/auth';
import type { FastifyReply } from 'fastify';
import type { App } from '../types';

type RateLimit = { max: number; timeWindow: string | number };

/** At most this many reset mails per address in RESET_WINDOW_MS (spec: "Too many password reset emails"). */
export const RESET_MAIL_LIMIT = 5;
export const RESET_WINDOW_MS = 30 * 60_000;
/** Per IP: the reset request names unknown addresses (spec §8), so it must not be usable at speed. */
export const RESET_RATE_LIMIT: RateLimit = { max: 10, timeWindow: '15 minutes' };
/** Per IP, for the calls that verify a password or a token. */
export const PASSWORD_RATE_LIMIT: RateLimit = { max: 30, timeWindow: '15 minutes' };

/** The answer of an account command (reset, password, e-mail change, deletion): `{ ok: true }`, never cached. */
export function accountDone(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return { ok: true as const };
}

/**
 * A settings change the member confirms with their password (password change, e-mail change, deletion): it
 * answers `{ ok: true }`, documents 413 and 415 for its body besides its own `errors`, and runs under `limit`
 * per IP (PASSWORD_RATE_LIMIT unless given).
 */
export const passwordCall = <D extends Omit<MemberCallDef, 'ok' | 'limit'>>(
  app: App,
  limit: RateLimit | undefined,
  def: D,
) =>
  memberCall(app, 'account', {
    ...def,
    ok: ZOkResponse,
    errors: [...(def.errors ?? []), 413, 415],
    limit: limit ?? PASSWORD_RATE_LIMIT,
  });

/** Whether an unused, unexpired token of that kind exists (a cheap check before hashing a password). */
async function tokenLooksValid(db: Db, token: string, kind: 'reset', now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashEmailToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Password reset by e-mail and password change in settings (issue 3, item 4). */
export async function passwordRoutes(
  app: App,
  opts: { resetRateLimit?: RateLimit; passwordRateLimit?: RateLimit },
): Promise<void> {
  const db = app.db.db;

  app.post('/reset-password.php', {
    config: { rateLimit: opts.resetRateLimit ?? RESET_RATE_LIMIT },
    schema: {
      tags: ['account'],
      summary: 'Mail a password reset link',
      description:
        'Mails `PUBLIC_URL/reset-password/do?token=…` (valid 1 hour, single use) in the member’s language. ' +
        'Unknown address: 404 `email_not_found` (the spec’s message). At most 5 mails per address in 30 minutes, ' +
        'then 429 `reset_limit` with Retry-After; per IP 10 calls in 15 minutes, then 429 `rate_limited`.',
      body: ZResetRequestInput,
      response: okResponses(400, 404, 413, 415, 429),
    },
    handler: async (request, reply) => {
      const now = app.config.now();
      const account = await findAccountByEmail(db, request.body.email);
      if (!account) throw new ApiError('email_not_found');
      const windowStart = new Date(now.getTime() - RESET_WINDOW_MS);
      const issued = await db.transaction(async (tx) => {
        // The row lock serialises concurrent requests for one address, so the limit holds exactly.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
        const [recent] = await tx
          .select({ n: count(), oldest: min(emailTokens.createdAt) })
          .from(emailTokens)
          .where(
            and(
              eq(emailTokens.userId, account.id),
              eq(emailTokens.kind, 'reset'),
              gt(emailTokens.createdAt, windowStart),
            ),
          );
        if ((recent?.n ?? 0) >= RESET_MAIL_LIMIT) {
          const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
          return { retryAfter: Math.max(1, Math.ceil((oldest + RESET_WINDOW_MS - now.getTime()) / 1000)) };
        }
        return { token: await issueEmailToken(tx, { userId: account.id, kind: 'reset', now }) };
      });
      if (issued.token === undefined) {
        reply.header('retry-after', String(issued.retryAfter));
        throw new ApiError('reset_limit');
      }
      await mailAccount(app, request, account, {
        kind: 'reset',
        data: { link: tokenLink(app, '/reset-password/do', issued.token) },
      });
      return accountDone(reply);
    },
  });

  app.post('/reset-password-do.php', {
    config: { rateLimit: opts.passwordRateLimit ?? PASSWORD_RATE_LIMIT },
    schema: {
      tags: ['account'],
      summary: 'Set a new password with the reset link’s token',
      description:
        '400 `passwords_differ` when the two passwords differ (the token is kept); 400 `token_invalid` for an ' +
        'unknown, used or expired token. On success the password is re-hashed (argon2id), a login lock is ' +
        'lifted and every session of the member ends.',
      body: ZResetDoInput,
      response: okResponses(400, 413, 415, 429),
    },
    handler: async (request, reply) => {
      const { token, password, password_confirm } = request.body;
      if (password !== password_confirm) {
        throw new ApiError('passwords_differ', {
          fields: [{ path: 'body.password_confirm', message: 'errors.passwords_differ' }],
        });
      }
      const now = app.config.now();
      if (!(await tokenLooksValid(db, token, 'reset', now))) throw new ApiError('token_invalid');
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, { token, kind: 'reset', now });
        if (!used) return false;
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now })
          .where(eq(users.id, used.userId));
        await revokeUserSessions(tx, used.userId, now);
        return true;
      });
      if (!done) throw new ApiError('token_invalid');
      request.log.info({ event: 'password_reset' }, 'password reset');
      return accountDone(reply);
    },
  });

  app.put('/password.php', {
    ...passwordCall(app, opts.passwordRateLimit, {
      summary: 'Change the password (settings)',
      description:
        '400 `wrong_password` when the old password does not match. On success every other session ends and ' +
        'this one is rotated: a new `auth._token` cookie replaces the old token.',
      body: ZChangePasswordInput,
    }),
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const account = await findAccount(db, userId);
      await requirePassword(account?.passwordHash ?? null, request.body.old_password, 'body.old_password');
      const passwordHash = await hashPassword(request.body.new_password);
      const now = app.config.now();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, now);
      });
      await startSession(app, request, reply, userId);
      return accountDone(reply);
    },
  });
}
