import { describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { createMember } from '@dating/db/seed';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { expectEnvelope, useTestApp } from '../helper';
import { Clock, MINUTE, PASSWORD, loginFromFreshIp, mailsTo, nextIp, uniqueEmail } from '../accounts-helper';

// Issue 19, finding 3: ten wrong passwords for a known address locked the owner out for 15 minutes, growing
// to 24 hours. Now the owner is mailed a one-time unlock-and-login link when a lock starts, and a known
// device of the owner is never stopped by the lock nor grows it.

const THRESHOLD = 10;
const clock = new Clock();
const ctx = useTestApp({ now: clock.now, loginRateLimit: { max: 10_000, timeWindow: '1 minute' } });

const login = (email: string, password: string, cookie?: string) =>
  loginFromFreshIp(ctx.app, email, password, cookie);

async function attack(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(email, 'attacker-guess-0000')).statusCode);
  return statuses;
}

async function member(language: 'en' | 'pl' = 'en') {
  const email = uniqueEmail('lock');
  const m = await createMember(ctx.db.db, { email, password: PASSWORD, photo: false, language });
  return { id: m.id, email };
}

function unlockTokenOf(mail: { text: string }): string {
  const match = /\/unlock\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no unlock link in: ${mail.text.slice(0, 200)}`);
  return match[1];
}

const unlock = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/unlock.php', payload: { token }, remoteAddress: nextIp() });

describe('lockout that never keeps the owner out (issue 19)', () => {
  it('mails the owner an unlock-and-login link in their language when the lock starts', async () => {
    const m = await member('pl');
    const statuses = await attack(m.email, THRESHOLD);
    expect(statuses.at(-1)).toBe(429);
    const mails = (await mailsTo(ctx.db, m.email)).filter((x) => x.kind === 'unlock');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/zablokowane/);
    expect(mails[0]!.text).toContain('1 godzinę');
  });

  it("the attacker's failures never stop the owner who uses the link", async () => {
    const m = await member();
    await attack(m.email, THRESHOLD);
    expect((await login(m.email, PASSWORD)).statusCode).toBe(429);
    const [mail] = (await mailsTo(ctx.db, m.email)).filter((x) => x.kind === 'unlock');
    const res = await unlock(unlockTokenOf(mail!));
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUserResponse.parse(res.json()).user.status).toBe('active');
    expect(res.cookies.find((c) => c.name === 'auth._token')?.value).toBeTruthy();
    const device = res.cookies.find((c) => c.name === 'auth._device')!;
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.lockedUntil).toBeNull();
    expect(row!.failedLogins).toBe(0);

    // The attack goes on: the owner's browser, now a known device, still logs in at once.
    await attack(m.email, THRESHOLD * 3);
    const owner = await login(m.email, PASSWORD, `auth._device=${device.value}`);
    expect(owner.statusCode).toBe(200);
  });

  it('the link works once and for 1 hour only', async () => {
    const m = await member();
    await attack(m.email, THRESHOLD);
    const [mail] = (await mailsTo(ctx.db, m.email)).filter((x) => x.kind === 'unlock');
    const token = unlockTokenOf(mail!);
    clock.advance(61 * MINUTE);
    expect(expectEnvelope(await unlock(token)).error.code).toBe('token_invalid');
    clock.advance(-61 * MINUTE);
    expect(expectEnvelope(await unlock('A'.repeat(43))).error.code).toBe('token_invalid');
    expect((await unlock(token)).statusCode).toBe(200);
    expect(expectEnvelope(await unlock(token)).error.code).toBe('token_invalid');
  });

  it("a known device's wrong passwords never lock the account nor grow the lock", async () => {
    const m = await member();
    const first = await login(m.email, PASSWORD);
    const device = first.cookies.find((c) => c.name === 'auth._device')!.value;
    for (let i = 0; i < THRESHOLD * 2; i++) {
      const res = await login(m.email, 'owner-typo-1234', `auth._device=${device}`);
      expect(res.statusCode).toBe(401);
    }
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.lockedUntil).toBeNull();
    // Nor does it stop anyone else: the account is not locked for a fresh browser either.
    expect((await login(m.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses malformed unlock bodies with the envelope', async () => {
    for (const payload of [{}, { token: 5 }, { token: 'x'.repeat(5000) }, { token: 'a', extra: 1 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/unlock.php', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectEnvelope(res);
    }
  });
});
