import { verifyPassword } from '../accounts/password-hash';
import { ApiError } from '../shared/api-error';
import { callOptions } from '../shared/route-defs';
import type { App } from '../types';
import { writeAudit } from './audit';
import { ZOperatorCreateInput, ZOperatorCreated, ZOperatorLoginInput, ZOperatorMe } from './contracts';
import { createOperator } from './operator-accounts';
import {
  clearOperatorCookie,
  operatorOf,
  operatorCall,
  startOperatorSession,
  type OperatorActor,
} from './operator-auth';
import { consumeTotpStep, findOperatorByEmail, revokeOperatorSession } from './operators-repo';
import { matchTotp } from './totp';

const me = (a: OperatorActor) => ({ id: a.id, email: a.email, name: a.name, roles: [...a.roles] });

/** Operator login (password + TOTP), logout, who am I, and creating operators (admin). */
export async function operatorSessionRoutes(
  app: App,
  opts: { token: string | undefined; loginRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  const db = app.db.db;
  const { token } = opts;

  app.post('/operator/login.php', {
    ...callOptions(
      {
        tags: ['operator'],
        summary: 'Operator login: password and TOTP code',
        description:
          'Sets the `operator._token` cookie (path /api/operator, SameSite=Strict, 12 hours), separate from a ' +
          'member session. One answer for every failure (401 `login_failed`): unknown address, wrong password, ' +
          'wrong or already used code, disabled operator. 10 attempts per 5 minutes per address (IP).',
        body: ZOperatorLoginInput,
        ok: ZOperatorMe,
        errors: [401, 403],
        limit: opts.loginRateLimit ?? { max: 10, timeWindow: '5 minutes' },
      },
      [],
    ),
    handler: async (request, reply) => {
      const { email, password, totp } = request.body;
      const found = await findOperatorByEmail(db, email);
      // The password is always checked (a dummy hash for an unknown address): every failure costs the same.
      const passwordOk = await verifyPassword(found?.passwordHash ?? null, password);
      const step =
        found && passwordOk && !found.disabledAt
          ? matchTotp(found.totpSecret, totp, app.config.now(), found.totpLastStep)
          : null;
      if (!found || step === null || !(await consumeTotpStep(db, found.id, step))) {
        request.log.warn({ operatorLogin: 'failed' }, 'operator login failed');
        throw new ApiError('login_failed');
      }
      await startOperatorSession(app, request, reply, found.id);
      const actor: OperatorActor = {
        kind: 'session',
        id: found.id,
        sessionId: null,
        email: found.email,
        name: found.name,
        roles: found.roles,
        actor: `operator:${found.email}`,
      };
      await writeAudit(
        db,
        app,
        request,
        { action: 'operator.login', subjectType: 'operator', subjectId: found.id },
        actor,
      );
      return me(actor);
    },
  });

  const anyRole = { token, roles: ['admin', 'moderator', 'host', 'finance'] as const };

  app.post('/operator/logout.php', {
    ...operatorCall(app, anyRole, {
      summary: 'End the operator session',
      ok: ZOperatorMe,
    }),
    handler: async (request, reply) => {
      const actor = operatorOf(request);
      if (actor.sessionId) {
        await revokeOperatorSession(db, actor.sessionId, app.config.now());
        await writeAudit(db, app, request, {
          action: 'operator.logout',
          subjectType: 'operator',
          subjectId: actor.id,
        });
      }
      clearOperatorCookie(app, reply);
      return me(actor);
    },
  });

  app.get('/operator/me.php', {
    ...operatorCall(app, anyRole, {
      summary: 'The operator calling, with their roles',
      ok: ZOperatorMe,
    }),
    handler: async (request) => {
      return me(operatorOf(request));
    },
  });

  app.post('/operator/operators.php', {
    ...operatorCall(
      app,
      { token, roles: ['admin'] },
      {
        summary: 'Create an operator',
        description:
          'What `pnpm operator:create` calls while the site runs on the embedded database. The TOTP secret and ' +
          'its otpauth URI are answered once and never again. 409 when the address is taken.',
        body: ZOperatorCreateInput,
        ok: ZOperatorCreated,
        errors: [409],
        limit: { max: 30, timeWindow: '1 minute' },
      },
    ),
    handler: async (request) => {
      const created = await db.transaction(async (tx) => {
        const c = await createOperator(tx, request.body);
        if (!c) throw new ApiError('conflict');
        await writeAudit(tx, app, request, {
          action: 'operator.create',
          subjectType: 'operator',
          subjectId: c.id,
          after: { email: c.email, name: request.body.name, roles: c.roles },
        });
        return c;
      });
      return created;
    },
  });
}
