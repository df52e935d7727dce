import { createHash, timingSafeEqual } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@dating/db/schema';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../accounts/session-token';
import { ApiError } from '../shared/api-error';
import { callOptions, type CallDef, type RateLimit } from '../shared/route-defs';
import type { App } from '../types';
import { createOperatorSession, findOperatorSession } from './operators-repo';

export { OPERATOR_ROLES, type OperatorRole };

/** The operator session cookie: its own name and path, never the member's `auth._token` (ADR 0028). */
export const OPERATOR_COOKIE = 'operator._token';
export const OPERATOR_COOKIE_PATH = '/api/operator';
/** An operator session lasts one working day. */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 60 * 60;
/** The audit actor of a call made with OPERATOR_TOKEN (scripts and tests; ADR 0028). */
export const TOKEN_ACTOR = 'system:operator-token';

/** Who makes an operator call: a logged-in operator, or the OPERATOR_TOKEN machine credential. */
export interface OperatorActor {
  kind: 'session' | 'token';
  /** The operator's id; null for the token. */
  id: string | null;
  sessionId: string | null;
  email: string | null;
  name: string;
  roles: readonly OperatorRole[];
  /** The `actor` of the audit rows it writes: `operator:<email>` or `system:operator-token`. */
  actor: string;
}

const resolved = new WeakMap<FastifyRequest, OperatorActor>();

/** The caller of an operator route (set by its onRequest check); throws when used on another route. */
export function operatorOf(request: FastifyRequest): OperatorActor {
  const found = resolved.get(request);
  if (!found) throw new Error('operatorOf: not an operator route');
  return found;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant time; false when no token is configured. */
export function isOperatorToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

/** The caller's operator identity from the token or the operator session cookie, or null. */
export async function resolveOperator(
  app: App,
  request: FastifyRequest,
  token: string | undefined,
): Promise<OperatorActor | null> {
  if (isOperatorToken(request, token)) {
    return {
      kind: 'token',
      id: null,
      sessionId: null,
      email: null,
      name: 'OPERATOR_TOKEN',
      roles: OPERATOR_ROLES,
      actor: TOKEN_ACTOR,
    };
  }
  const cookie = request.cookies[OPERATOR_COOKIE];
  if (!isWellFormedToken(cookie)) return null;
  const found = await findOperatorSession(app.db.db, hashSessionToken(cookie), app.config.now());
  if (!found) return null;
  return {
    kind: 'session',
    id: found.id,
    sessionId: found.sessionId,
    email: found.email,
    name: found.name,
    roles: found.roles,
    actor: `operator:${found.email}`,
  };
}

/** Whether the caller holds one of `roles`; `admin` may do everything. */
export const mayAct = (actor: Pick<OperatorActor, 'roles'>, roles: readonly OperatorRole[]) =>
  actor.roles.includes('admin') || actor.roles.some((r) => roles.includes(r));

/**
 * An `onRequest` hook: 403 `forbidden` unless the caller is an operator (session or token) holding one of
 * `roles` (admin always passes). Runs before the body is read, so a refused call never reaches validation.
 */
export const requireOperator =
  (app: App, token: string | undefined, roles: readonly OperatorRole[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const actor = await resolveOperator(app, request, token);
    if (!actor || !mayAct(actor, roles)) throw new ApiError('forbidden');
    resolved.set(request, actor);
  };

/** An operator call's OpenAPI schema: the `operator` tag and both operator security schemes. */
export const operatorSchema = <S extends FastifySchema>(roles: readonly OperatorRole[], schema: S) => ({
  tags: ['operator'],
  ...schema,
  description:
    `Roles: ${['admin', ...roles.filter((r) => r !== 'admin')].join(', ')}. ${schema.description ?? ''}`.trim(),
  security: [{ operator: [] }, { operatorSession: [] }] as Record<string, string[]>[],
});

/**
 * What every operator call declares: the role check before anything else (403 without a session or token of a
 * listed role) and its schema. Spread it into the route's options:
 * `app.post(url, { ...operatorRoute(app, { token, roles: ['moderator'] }, { summary, body }), handler })`.
 */
export const operatorRoute = <S extends FastifySchema>(
  app: App,
  access: { token: string | undefined; roles: readonly OperatorRole[] },
  schema: S,
) => ({
  onRequest: requireOperator(app, access.token, access.roles),
  schema: operatorSchema(access.roles, schema),
});

/** The console's usual rate limit: 600 calls a minute per caller (IP), more than a moderator's clicking needs. */
export const CONSOLE_RATE: RateLimit = { max: 600, timeWindow: '1 minute' };

const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

/**
 * An operator call declared in one object ({@link CallDef}): the role check of {@link operatorRoute} (403),
 * the documented answers (400 for input, the handler's `errors`, 429 under `limit`), the rate limit, and
 * `cache-control: no-store` on every answer (a handler may set a stricter one). Spread it into the route's
 * options: `app.post(url, { ...operatorCall(app, access, { summary, body, ok, errors: [404], limit }), handler })`.
 */
export const operatorCall = <D extends CallDef>(
  app: App,
  access: { token: string | undefined; roles: readonly OperatorRole[] },
  def: D,
) => {
  const { schema, config } = callOptions(def, [403]);
  return {
    onRequest: [requireOperator(app, access.token, access.roles), noStore],
    schema: operatorSchema(access.roles, schema),
    config,
  };
};

/** Starts an operator session: a fresh token whose hash is stored, in the operator cookie. */
export async function startOperatorSession(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  operatorId: string,
): Promise<void> {
  const token = newSessionToken();
  await createOperatorSession(app.db.db, {
    operatorId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(app.config.now().getTime() + OPERATOR_SESSION_TTL_SECONDS * 1000),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  });
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: OPERATOR_COOKIE_PATH,
    maxAge: OPERATOR_SESSION_TTL_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.production,
  });
  reply.header('cache-control', 'private, no-store');
}

export function clearOperatorCookie(app: App, reply: FastifyReply): void {
  reply.clearCookie(OPERATOR_COOKIE, {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.production,
  });
}
