import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  newTotpSecret,
  openTotpSecret,
  resolveTotpKey,
  sealTotpSecret,
  totpCode,
  totpStep,
} from '../../src/operator/totp';
import { useTestApp } from '../helper';
import { OPERATOR_PASSWORD, newOperator, operatorLoginRequest } from './operator-helper';

// Operators' TOTP secrets are stored sealed (AES-256-GCM), on PGlite and, with TEST_DATABASE_URL, PostgreSQL:
// the column never holds the secret, login with a code still works, and a row stored in clear before
// encryption keeps working and is sealed at its next login.

const ctx = useTestApp();

const storedSecret = async (id: string) => {
  const [row] = await ctx.db.db
    .select({ secret: schema.operators.totpSecret })
    .from(schema.operators)
    .where(eq(schema.operators.id, id));
  return row!.secret;
};

describe('operator TOTP secrets at rest', () => {
  it('stores the secret sealed, not in clear, and login with a TOTP code still works', async () => {
    const op = await newOperator(ctx, ['moderator']);
    const stored = await storedSecret(op.id);
    expect(stored).not.toBe(op.secret);
    expect(stored).not.toContain(op.secret);
    expect(stored).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(openTotpSecret(stored)).toBe(op.secret);

    const res = await operatorLoginRequest(ctx, {
      email: op.email,
      password: OPERATOR_PASSWORD,
      totp: totpCode(op.secret, totpStep(new Date())),
    });
    expect(res.statusCode).toBe(200);
    // A wrong code still fails, with the one answer.
    const wrong = await operatorLoginRequest(ctx, {
      email: op.email,
      password: OPERATOR_PASSWORD,
      totp: '000000',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reads a secret stored in clear before encryption, and seals it at that login', async () => {
    const op = await newOperator(ctx, ['finance']);
    const clear = newTotpSecret();
    await ctx.db.db.update(schema.operators).set({ totpSecret: clear }).where(eq(schema.operators.id, op.id));
    expect(await storedSecret(op.id)).toBe(clear);

    const res = await operatorLoginRequest(ctx, {
      email: op.email,
      password: OPERATOR_PASSWORD,
      totp: totpCode(clear, totpStep(new Date())),
    });
    expect(res.statusCode).toBe(200);
    const after = await storedSecret(op.id);
    expect(after).not.toContain(clear);
    expect(openTotpSecret(after)).toBe(clear);
  });

  it('seals with a random IV and refuses a changed value', () => {
    const secret = newTotpSecret();
    const a = sealTotpSecret(secret);
    expect(sealTotpSecret(secret)).not.toBe(a);
    const [v, iv, tag, data] = a.split(':');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openTotpSecret([v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(base32Decode(openTotpSecret(a))).toHaveLength(20);
  });

  it('takes OPERATOR_TOTP_KEY, else generates one key file (0600) and reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'totp-key-'));
    try {
      const file = join(dir, 'operator-totp.key');
      const hex = 'ab'.repeat(32);
      expect((await resolveTotpKey({ value: hex, file })).toString('hex')).toBe(hex);
      await expect(resolveTotpKey({ value: 'short', file })).rejects.toThrow(/OPERATOR_TOTP_KEY/);
      await expect(stat(file)).rejects.toThrow();
      const made = await resolveTotpKey({ file });
      expect(made).toHaveLength(32);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(made.toString('hex'));
      expect((await resolveTotpKey({ file })).equals(made)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
