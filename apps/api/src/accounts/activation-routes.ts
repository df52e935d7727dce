import { z } from 'zod';
import { type TLocale, ZResendActivationResponse, ZTokenInput } from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activateWithToken, activationMailsSince } from './activation-repo';
import { ApiError } from '../shared/api-error';
import { issueEmailToken } from './email-tokens';
import { activationLink, mailSiteFor } from './mail-site';
import { loadOwnUser } from './own-user';
import { memberCall } from '../shared/member-route';
import { errorResponses, userResponses } from '../shared/schemas';
import type { App } from '../types';

/** Activation mails per member per hour: the sign-up mail and three resends. */
export const ACTIVATION_MAILS_PER_HOUR = 4;
export const ACTIVATE_DONE_PATH = '/activate/done';
export const ACTIVATE_ERROR_PATH = '/activate/error';

/** Following the activation link (spec §4) and asking for another one. */
export async function activationRoutes(app: App): Promise<void> {
  async function activate(request: FastifyRequest, token: string) {
    const activated = await activateWithToken(app.db.db, token, app.config.now());
    if (!activated) return null;
    try {
      await app.mailer.send({
        kind: 'welcome',
        to: activated.email,
        locale: activated.language as TLocale,
        site: await mailSiteFor(app, request),
        data: { name: activated.name },
        userId: activated.userId,
      });
    } catch (error) {
      request.log.error({ err: error, userId: activated.userId }, 'welcome mail could not be sent');
    }
    return activated;
  }

  app.get('/activate.php', {
    schema: {
      tags: ['account'],
      summary: 'The activation link of the mail',
      description:
        'Consumes the single-use token (valid 7 days), activates the account (`active`, `confirmed_at`), mails ' +
        'the welcome mail and redirects (302) to `/activate/done`; an unknown, used or expired token redirects ' +
        'to `/activate/error` ("Activation failed (contact support)").',
      querystring: z.object({ token: z.string().max(512).optional() }).strict(),
      response: {
        302: z.null().describe('Redirect to /activate/done or /activate/error'),
        ...errorResponses(400),
      },
    },
    handler: async (request, reply) => {
      const token = request.query.token ?? '';
      const done = /^[A-Za-z0-9_-]{32,128}$/.test(token) ? await activate(request, token) : null;
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(done ? ACTIVATE_DONE_PATH : ACTIVATE_ERROR_PATH, 302);
    },
  });

  app.post('/activate.php', {
    schema: {
      tags: ['account'],
      summary: 'Activate the account with the token of the link',
      description:
        'Same as the GET link, for the front end: answers `{ user }` (no session is started) or 400 `token_invalid`.',
      body: ZTokenInput,
      response: userResponses(400, 413, 415),
    },
    handler: async (request, reply) => {
      const done = await activate(request, request.body.token);
      if (!done) throw new ApiError('token_invalid', { messageKey: 'errors.activation_failed' });
      reply.header('cache-control', 'private, no-store');
      return loadOwnUser(app, request, done.userId);
    },
  });

  app.post('/activation-resend.php', {
    ...memberCall(app, 'account', {
      summary: 'Mail a fresh activation link',
      description:
        'For the logged-in, not yet confirmed member: invalidates earlier links and mails a new one to the ' +
        "account's address. 409 `conflict` when the account is already confirmed; 429 `rate_limited` after " +
        `${ACTIVATION_MAILS_PER_HOUR} activation mails in an hour.`,
      body: z.object({}).strict().optional(),
      ok: ZResendActivationResponse,
      errors: [409, 413, 415, 429],
      private: true,
    }),
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const now = app.config.now();
      const [user] = await app.db.db
        .select({ status: users.status, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || user.status !== 'not_confirmed') throw new ApiError('conflict');
      const sent = await activationMailsSince(app.db.db, userId, new Date(now.getTime() - 3600_000));
      if (sent >= ACTIVATION_MAILS_PER_HOUR) {
        reply.header('retry-after', '3600');
        throw new ApiError('rate_limited');
      }
      const token = await issueEmailToken(app.db.db, { userId, kind: 'activation', now });
      const { user: own } = await loadOwnUser(app, request, userId);
      await app.mailer.send({
        kind: 'activation',
        to: user.email,
        locale: user.language,
        site: await mailSiteFor(app, request),
        data: { name: own.profile.name, link: activationLink(app, token) },
        userId,
      });
      return { ok: true as const, sent_to: user.email };
    },
  });
}
