// Operator accounts for tests (ADR 0028): created through the same function as `pnpm operator:create`, logged
// in through the real login call with a TOTP code computed from the secret.
import type { OperatorRole } from '@dating/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import { createOperator } from '../../src/operator/operator-accounts';
import { totpCode, totpStep } from '../../src/operator/totp';
import { nextIp } from '../accounts-helper';
import type { TestContext } from '../helper';

export const OPERATOR_PASSWORD = 'operator-password-long-enough';

export interface TestOperator {
  id: string;
  email: string;
  roles: OperatorRole[];
  secret: string;
  /** The step of the last code used (a code works once). */
  lastStep: number | null;
}

let counter = 0;

export async function newOperator(ctx: TestContext, roles: OperatorRole[]): Promise<TestOperator> {
  counter += 1;
  const email = `op-${roles.join('-')}-${counter}-${process.pid}@operators.example`;
  const created = await createOperator(ctx.db.db, {
    email,
    name: `Op ${counter}`,
    roles,
    password: OPERATOR_PASSWORD,
  });
  if (!created) throw new Error('newOperator: address taken');
  return { id: created.id, email, roles, secret: created.totp_secret, lastStep: null };
}

/** A code this operator has not used yet: the current step, or the next one (inside the ±1 window). */
export function freshCode(op: TestOperator, now = new Date()): string {
  const current = totpStep(now);
  const step = op.lastStep === null || op.lastStep < current ? current : op.lastStep + 1;
  if (step > current + 1) throw new Error('freshCode: no unused step left in the window, wait 30 s');
  op.lastStep = step;
  return totpCode(op.secret, step);
}

export function operatorLoginRequest(
  ctx: TestContext,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/operator/login.php',
    remoteAddress: nextIp(),
    headers,
    payload: body,
  });
}

/** Logs the operator in; the `cookie` header value of the operator session. */
export async function operatorCookie(ctx: TestContext, op: TestOperator): Promise<string> {
  const res = await operatorLoginRequest(ctx, {
    email: op.email,
    password: OPERATOR_PASSWORD,
    totp: freshCode(op),
  });
  const token = res.cookies.find((c) => c.name === 'operator._token')?.value;
  if (res.statusCode !== 200 || !token)
    throw new Error(`operator login failed: ${res.statusCode} ${res.body}`);
  return `operator._token=${token}`;
}

/** An operator console call with the session `cookie` to `/api/operator/<url>` (a JSON body when given). */
export function operatorCall(
  ctx: TestContext,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/operator/${url}`,
    remoteAddress: nextIp(),
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}
