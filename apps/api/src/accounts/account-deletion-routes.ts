import { users } from '@dating/db/schema';
import { ZDeleteAccountInput, ZReactivateInput } from '@dating/core/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { mailAccount, tokenLink } from './mail-site';
import { loadOwnUser } from './own-user';
import { requirePassword } from './password-hash';
import { userResponses } from '../shared/schemas';
import { clearSessionCookie, startSession } from '../plugins/app/auth';
import type { App } from '../types';
import { findAccount } from './account-repo';
import { accountDone, passwordCall } from './password-routes';
import { revokeUserSessions } from './sessions-repo';

/** Reactivation window after deletion (spec §9). */
export const REACTIVATION_DAYS = 14;
const DAY_MS = 24 * 3600_000;

export const REACTIVATED_REDIRECT = '/members';
export const REACTIVATION_FAILED_REDIRECT = '/login?reactivation=failed';

const ZReactivateQuery = z.object({
  token: z.string().max(256).optional().describe('The token of the reactivation mail'),
});

/** Account deletion (pending for 14 days) and reactivation through the mailed link (issue 3, item 6). */
export async function accountDeletionRoutes(
  app: App,
  opts: { passwordRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  const db = app.db.db;

  /**
   * Consumes the token and restores the account (active when the address was confirmed, else
   * not_confirmed); null when the token is unknown, used or expired, or purge_after has passed.
   */
  async function reactivate(token: string): Promise<string | null> {
    const now = app.config.now();
    try {
      return await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, { token, kind: 'reactivation', now });
        if (!used) throw new ApiError('token_invalid');
        const [row] = await tx
          .update(users)
          .set({
            status: sql`case when ${users.confirmedAt} is not null then 'active' else 'not_confirmed' end`,
            deletedAt: null,
            purgeAfter: null,
            deleteReasons: null,
            deleteRemarks: null,
            updatedAt: now,
          })
          .where(
            and(eq(users.id, used.userId), eq(users.status, 'pending_deletion'), gt(users.purgeAfter, now)),
          )
          .returning({ id: users.id });
        if (!row) throw new ApiError('token_invalid');
        return row.id;
      });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'token_invalid') return null;
      throw e;
    }
  }

  async function loginAfterReactivation(request: FastifyRequest, reply: FastifyReply, userId: string) {
    await startSession(app, request, reply, userId);
    request.log.info({ event: 'account_reactivated' }, 'account reactivated');
    reply.header('cache-control', 'no-store');
  }

  app.delete('/account.php', {
    ...passwordCall(app, opts.passwordRateLimit, {
      summary: 'Delete the account (pending deletion, reactivatable for 14 days)',
      description:
        'Needs the password (400 `wrong_password`). The account becomes `pending_deletion` at once: hidden ' +
        'from everyone, every session ended, the cookie cleared. The reasons (spec §3) and remarks are kept; ' +
        'a reactivation link (`PUBLIC_URL/api/reactivate.php?token=…`, valid until the purge) is mailed. ' +
        'After 14 days a scheduled job purges the personal data and media.',
      body: ZDeleteAccountInput,
    }),
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const account = await findAccount(db, userId);
      if (!account) throw new ApiError('authentication_required');
      await requirePassword(account.passwordHash, request.body.password, 'body.password');
      const now = app.config.now();
      const purgeAfter = new Date(now.getTime() + REACTIVATION_DAYS * DAY_MS);
      const token = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            status: 'pending_deletion',
            deletedAt: now,
            purgeAfter,
            deleteReasons: [...new Set(request.body.reasons)],
            deleteRemarks: request.body.remarks || null,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, now);
        return issueEmailToken(tx, { userId, kind: 'reactivation', now });
      });
      clearSessionCookie(app, reply);
      request.log.info({ event: 'account_deleted' }, 'account pending deletion');
      await mailAccount(app, request, account, {
        kind: 'reactivation',
        data: { days: REACTIVATION_DAYS, link: tokenLink(app, '/api/reactivate.php', token) },
      });
      return accountDone(reply);
    },
  });

  app.get('/reactivate.php', {
    schema: {
      tags: ['account'],
      summary: 'The reactivation link of the deletion mail',
      description:
        'On success the account is restored, a session cookie is set and the answer is a 302 to `/members`; ' +
        'an unknown, used or expired token (or one past the 14 days) redirects to `/login?reactivation=failed`.',
      querystring: ZReactivateQuery,
      response: { 302: z.null().describe('Redirect') },
    },
    handler: async (request, reply) => {
      const token = request.query.token;
      const userId = token ? await reactivate(token) : null;
      reply.header('referrer-policy', 'no-referrer');
      if (!userId) {
        reply.header('cache-control', 'no-store');
        return reply.redirect(REACTIVATION_FAILED_REDIRECT, 302);
      }
      await loginAfterReactivation(request, reply, userId);
      return reply.redirect(REACTIVATED_REDIRECT, 302);
    },
  });

  app.post('/reactivate.php', {
    schema: {
      tags: ['account'],
      summary: 'Reactivate a deleted account with the mailed token',
      description:
        'Restores the account (status as before the deletion), logs in (session cookie) and answers the ' +
        'member. 400 `token_invalid` for an unknown, used or expired token or after the 14 days.',
      body: ZReactivateInput,
      response: userResponses(400, 413, 415),
    },
    handler: async (request, reply) => {
      const userId = await reactivate(request.body.token);
      if (!userId) throw new ApiError('token_invalid');
      await loginAfterReactivation(request, reply, userId);
      return loadOwnUser(app, request, userId);
    },
  });
}
