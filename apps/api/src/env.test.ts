import { describe, expect, it } from 'vitest';
import { devMailboxEnabled, findRepoRoot, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      PUBLIC_URL: 'http://localhost:3000',
      SEED_MEMBERS: 1000,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    const root = findRepoRoot();
    expect(env.DATA_DIR).toBe(`${root}/.data/pglite`);
    expect(env.MEDIA_DIR).toBe(`${root}/.data/media`);
  });

  it('parses TRUST_PROXY as boolean, hop count or address list', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,loopback' }).TRUST_PROXY).toBe('10.0.0.0/8,loopback');
  });

  it('treats empty optional URLs as unset and rejects bad values with a readable message', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => loadEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('devMailboxEnabled', () => {
  const base = { mode: 'auto' as const, production: false, publicUrl: 'http://localhost:3000' };
  it('serves the mailbox in development without SMTP', () => {
    expect(devMailboxEnabled(base)).toBe(true);
    expect(devMailboxEnabled({ ...base, smtpUrl: 'smtp://mail:25' })).toBe(false);
    expect(devMailboxEnabled({ ...base, mode: 'on', smtpUrl: 'smtp://mail:25' })).toBe(true);
    expect(devMailboxEnabled({ ...base, mode: 'off' })).toBe(false);
  });
  it('never serves it in production on a real domain, even when forced on', () => {
    const prod = { ...base, production: true, publicUrl: 'https://dating.example' };
    expect(devMailboxEnabled(prod)).toBe(false);
    expect(devMailboxEnabled({ ...prod, mode: 'on' })).toBe(false);
    expect(devMailboxEnabled({ ...prod, publicUrl: 'http://127.0.0.1:3000' })).toBe(true);
    expect(devMailboxEnabled({ ...prod, publicUrl: 'http://[::1]:3000' })).toBe(true);
  });
  it('reads the new mail variables', () => {
    const env = loadEnv({ DEV_MAILBOX: 'off', MAIL_EVENTS_SECRET: 'x'.repeat(32), MAIL_FROM: 'a@b.example' });
    expect(env).toMatchObject({ DEV_MAILBOX: 'off', MAIL_FROM: 'a@b.example' });
    expect(loadEnv({}).DEV_MAILBOX).toBe('auto');
    expect(() => loadEnv({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });
});
