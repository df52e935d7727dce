import { type Db } from '@dating/db';
import { users } from '@dating/db/schema';
import { ZMailChangeInput, ZTokenInput } from '@dating/core/contracts';
import { emailSuggestion, isValidEmail } from '@dating/core/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { mailAccount, tokenLink } from './mail-site';
import { requirePassword } from './password-hash';
import { okResponses } from '../shared/schemas';
import { isUniqueViolation } from './signup-rules';
import type { App } from '../types';
import { findAccount } from './account-repo';
import { accountDone, passwordCall } from './password-routes';

/** Whether another account already uses the address (case-insensitive). */
async function emailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** E-mail change with a confirmation link to the new address (issue 3, item 4). */
export async function mailChangeRoutes(
  app: App,
  opts: { passwordRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  const db = app.db.db;

  app.post('/mail-change.php', {
    ...passwordCall(app, opts.passwordRateLimit, {
      summary: 'Ask to change the e-mail address',
      description:
        'Mails `PUBLIC_URL/mail-change/do?token=…` (valid 24 hours, single use) to the NEW address; the address ' +
        'changes only when that link is followed. 400 `invalid_email` for a malformed address or the current ' +
        'one, 400 `wrong_password`, 409 `email_exists` when another account owns the address.',
      body: ZMailChangeInput,
      errors: [409],
    }),
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const newEmail = request.body.new_email.trim();
      const account = await findAccount(db, userId);
      if (!account) throw new ApiError('authentication_required');
      if (!isValidEmail(newEmail) || newEmail.toLowerCase() === account.email.toLowerCase()) {
        const suggestion = emailSuggestion(newEmail);
        throw new ApiError('invalid_email', {
          fields: [{ path: 'body.new_email', message: 'errors.invalid_email' }],
          ...(suggestion ? { params: { suggestion } } : {}),
        });
      }
      // The password first: a stolen session alone cannot probe which addresses have accounts.
      await requirePassword(account.passwordHash, request.body.password, 'body.password');
      if (await emailTaken(db, newEmail, userId)) throw new ApiError('email_exists');
      const now = app.config.now();
      const token = await issueEmailToken(db, { userId, kind: 'mail_change', now, newEmail });
      await mailAccount(app, request, account, {
        kind: 'mail_change',
        to: newEmail,
        data: { newEmail, link: tokenLink(app, '/mail-change/do', token) },
      });
      return accountDone(reply);
    },
  });

  app.post('/mail-change-do.php', {
    schema: {
      tags: ['account'],
      summary: 'Confirm the new e-mail address with the link’s token',
      description:
        'Applies the address carried by the token; works without a session (the link may open in another ' +
        'browser). 400 `token_invalid` for an unknown, used or expired token; 409 `email_exists` when the ' +
        'address was taken meanwhile (the token stays unused).',
      body: ZTokenInput,
      response: okResponses(400, 409, 413, 415),
    },
    handler: async (request, reply) => {
      const now = app.config.now();
      try {
        // Any error rolls the whole transaction back, so a refused change leaves the token unused.
        await db.transaction(async (tx) => {
          const used = await consumeEmailToken(tx, { token: request.body.token, kind: 'mail_change', now });
          if (!used?.newEmail) throw new ApiError('token_invalid');
          if (await emailTaken(tx, used.newEmail, used.userId)) throw new ApiError('email_exists');
          const changed = await tx
            .update(users)
            .set({ email: used.newEmail, updatedAt: now })
            .where(and(eq(users.id, used.userId), ne(users.status, 'pending_deletion')))
            .returning({ id: users.id });
          if (changed.length === 0) throw new ApiError('token_invalid');
        });
      } catch (e) {
        // Two accounts racing for one address: the unique index decides.
        if (isUniqueViolation(e)) throw new ApiError('email_exists');
        throw e;
      }
      request.log.info({ event: 'email_changed' }, 'e-mail address changed');
      return accountDone(reply);
    },
  });
}
