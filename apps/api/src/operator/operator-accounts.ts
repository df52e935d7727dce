import type { Db } from '@dating/db';
import type { OperatorRole } from '@dating/db/schema';
import { hashPassword } from '../accounts/password-hash';
import { insertOperator } from './operators-repo';
import { newTotpSecret, otpauthUri } from './totp';

export interface NewOperator {
  email: string;
  name: string;
  roles: OperatorRole[];
  password: string;
}

export interface CreatedOperator {
  id: string;
  email: string;
  roles: OperatorRole[];
  totp_secret: string;
  otpauth_uri: string;
}

/**
 * Creates an operator: the password hashed with argon2id (the members' parameters), a fresh TOTP secret.
 * The secret is returned once, to be put in an authenticator app. Null when the e-mail address is taken.
 * Used by `pnpm operator:create` and by `POST /api/operator/operators.php` (admin).
 */
export async function createOperator(db: Db, o: NewOperator): Promise<CreatedOperator | null> {
  const email = o.email.trim();
  const roles = [...new Set(o.roles)];
  const secret = newTotpSecret();
  const row = await insertOperator(db, {
    email,
    name: o.name.trim(),
    roles,
    passwordHash: await hashPassword(o.password),
    totpSecret: secret,
  });
  if (!row) return null;
  return { id: row.id, email, roles, totp_secret: secret, otpauth_uri: otpauthUri(secret, email) };
}
