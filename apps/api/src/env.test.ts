import { describe, expect, it } from 'vitest';
import { devMailboxEnabled, findRepoRoot, isLoopbackAddress, loadEnv } from './env';

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
  it('auto mode serves it only when the public URL is this machine', () => {
    expect(devMailboxEnabled({ ...base, publicUrl: 'https://dating.example' })).toBe(false);
    expect(devMailboxEnabled({ ...base, publicUrl: 'http://192.168.1.20:3000' })).toBe(false);
    expect(devMailboxEnabled({ ...base, mode: 'on', publicUrl: 'http://192.168.1.20:3000' })).toBe(true);
  });
  it('recognises loopback client addresses only', () => {
    for (const ip of ['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of ['10.0.0.1', '203.0.113.9', '::ffff:10.0.0.1', '::2', '', undefined, '127.0.0.1.evil'])
      expect(isLoopbackAddress(ip), String(ip)).toBe(false);
  });
  it('refuses production on a real domain without its secrets, and names each', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'http://dating.example' };
    const err = (() => {
      try {
        loadEnv(prod);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const name of [
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'DEVICE_COOKIE_SECRET',
      'IBAN_ENCRYPTION_KEY',
      'SMS_PROVIDER',
    ])
      expect(err).toContain(name);
    const complete = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://dating.example',
      DATABASE_URL: 'postgres://u@db/site',
      SMTP_URL: 'smtp://relay:587',
      DEVICE_COOKIE_SECRET: 'd'.repeat(32),
      IBAN_ENCRYPTION_KEY: 'a1'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    };
    expect(loadEnv(complete).PUBLIC_URL).toBe('https://dating.example');
    expect(() => loadEnv({ ...complete, DEV_MAILBOX: 'on' })).toThrow(/DEV_MAILBOX/);
    expect(() => loadEnv({ ...complete, IBAN_ENCRYPTION_KEY: '' })).toThrow(/IBAN_ENCRYPTION_KEY/);
    expect(() => loadEnv({ ...complete, IBAN_ENCRYPTION_KEY: 'short' })).toThrow(/IBAN_ENCRYPTION_KEY/);
    expect(() => loadEnv({ ...complete, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadEnv({ ...complete, SMS_HTTP_URL: '' })).toThrow(/SMS_HTTP_URL/);
    // `pnpm start` on this machine: production mode, localhost, embedded defaults.
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }).DATABASE_URL,
    ).toBeUndefined();
  });
  it('reads the new mail variables', () => {
    const env = loadEnv({ DEV_MAILBOX: 'off', MAIL_EVENTS_SECRET: 'x'.repeat(32), MAIL_FROM: 'a@b.example' });
    expect(env).toMatchObject({ DEV_MAILBOX: 'off', MAIL_FROM: 'a@b.example' });
    expect(loadEnv({}).DEV_MAILBOX).toBe('auto');
    expect(() => loadEnv({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });
});
